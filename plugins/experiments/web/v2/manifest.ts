// The v2 part of the experiments manifest (filled by its screens' work).
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';

export const nav: NavItem[] = [];
export const routes: RouteDef[] = [];
export const commands: CommandDef[] = [];

// The tasks part of the push manifest (its owner fills it).
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';

export const nav: NavItem[] = [];
export const routes: RouteDef[] = [];
export const commands: CommandDef[] = [];

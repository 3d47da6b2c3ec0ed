// The deploys part of the services manifest: its owner replaces this placeholder.
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';

export const nav: NavItem[] = [];
export const routes: RouteDef[] = [];
export const commands: CommandDef[] = [];

// The releases part of the config center manifest: core's palette rollback of a namespace's
// release (pick env, then the release). Releasing an archive happens on the screen, where the
// namespace and its archives are in view (README "Releases").
import { rollbackCommand } from '../../../../core/web/release/commands';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { releases } from '../../shared';

export const nav: NavItem[] = [];
export const routes: RouteDef[] = [];
export const commands: CommandDef[] = [rollbackCommand(releases)];

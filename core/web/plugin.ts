// The web half of the plugin contract. A manifest is data: it imports no screen code;
// screens load lazily through `screen: () => import(...)`.
import type { ComponentType } from 'react';
import type { $Fetch } from 'ofetch';
import { isProdEnv, PROD_OWNERS_ONLY, type AccessRule } from '../shared/access';
import type { CurrentUser } from '../shared/auth';
import type { PluginIdentity } from '../shared/plugin';

export type IconComponent = ComponentType<{ size?: number | string; stroke?: number }>;

export interface RouteDef {
  /** wouter pattern; project screens start with `/:code/`. */
  path: string;
  /** A name other plugins can link to through `routePath(name, params)`. */
  name?: string;
  /** The page's title, and the heading shown while the screen loads (the screen's own h1 text). */
  title: string;
  /** The screen's h1 is not `title` (the project's name on its overview): no heading while it loads. */
  ownHeading?: boolean;
  rule: AccessRule;
  screen: () => Promise<{ default: ComponentType }>;
}

export interface NavItem {
  label: string;
  /** Route pattern, filled with the current project's code. */
  path: string;
  rule: AccessRule;
  icon?: IconComponent;
  /** The navbar groups items by area (e.g. "LiveOps", "Analytics", "Admin"). */
  area?: string;
}

export interface PickOption {
  value: string;
  label: string;
  description?: string;
  /** Shown but not choosable, with this reason (e.g. prod for a user who may not change it). */
  disabled?: string;
}

export interface CommandContext {
  /** The current project code, or null outside a project. */
  code: string | null;
  user: CurrentUser;
  api: $Fetch;
  navigate: (path: string) => void;
  toast: (message: string) => void;
  /** Values gathered by the previous steps, by step id. */
  values: Record<string, string>;
  /**
   * The URL state of the screen the user is on when it is the command's own plugin's (e.g.
   * `{ platform: '2' }` on the bundles' iOS tab); a pick step offers that value first.
   */
  screen: Readonly<Record<string, string>>;
  /** May the user change what prod game clients see in the current project (owner or ADMIN)? */
  mayChangeProd: boolean;
}

/**
 * A pick option that acts on `env`: on prod, disabled with the reason for a user who is neither
 * an owner of the project nor an ADMIN, so the palette refuses before any confirmation.
 */
export function envOption(ctx: Pick<CommandContext, 'mayChangeProd'>, env: string, option: PickOption): PickOption {
  return isProdEnv(env) && !ctx.mayChangeProd ? { ...option, disabled: PROD_OWNERS_ONLY } : option;
}

export type CommandStep =
  | { kind: 'pick'; id: string; title: string; load: (ctx: CommandContext) => Promise<PickOption[]> | PickOption[] }
  | { kind: 'text'; id: string; title: string; placeholder?: string; validate?: (value: string, ctx: CommandContext) => string | null }
  | { kind: 'confirm'; id: string; title: string; message: (ctx: CommandContext) => string };

export interface CommandDef {
  /** `<plugin>.<verbNoun>`, e.g. `bundles.uploadToSandbox` */
  id: string;
  title: string;
  description?: string;
  keywords?: string[];
  /**
   * Breaks ties between equally good palette matches: the more common action ranks first
   * (a sandbox step before its prod one). Default 0; higher first.
   */
  priority?: number;
  rule: AccessRule;
  /** Needs a current project (the default when `goTo` starts with `/:code`). */
  needsProject?: boolean;
  icon?: IconComponent;
  /** Either go to a route pattern (filled with the current code) ... */
  goTo?: string;
  /** ... or gather steps and run an action. */
  steps?: CommandStep[];
  run?: (ctx: CommandContext) => Promise<void> | void;
}

export interface WebPlugin extends PluginIdentity {
  icon?: IconComponent;
  nav?: NavItem[];
  routes?: RouteDef[];
  commands?: CommandDef[];
}

export function definePlugin(plugin: WebPlugin): WebPlugin {
  return plugin;
}

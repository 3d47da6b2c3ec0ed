// Per-project overrides (DESIGN §3). Each plugin's shared.ts adds its contract to
// OverrideContracts by declaration merging and exports its defaults; projects/<code>.ts
// supplies values, type-checked against the contracts; app/ registers the modules here.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each plugin's shared.ts fills it by declaration merging
export interface OverrideContracts {}

export type ProjectOverrides = { [K in keyof OverrideContracts]?: Partial<OverrideContracts[K]> };

export interface ProjectModule {
  code: string;
  overrides: ProjectOverrides;
}

export function defineProject(code: string, overrides: ProjectOverrides): ProjectModule {
  return { code, overrides };
}

const registry = new Map<string, ProjectOverrides>();

/** Called once by app/ (web and server) with the list from projects/index.ts. */
export function registerProjectModules(modules: ProjectModule[]): void {
  registry.clear();
  for (const m of modules) registry.set(m.code, m.overrides);
}

/** The plugin's settings for `code`: the project's values over the plugin's defaults. */
export function overridesFor<K extends keyof OverrideContracts>(
  code: string | null | undefined,
  plugin: K,
  defaults: OverrideContracts[K],
): OverrideContracts[K] {
  const own = code ? (registry.get(code)?.[plugin] as Partial<OverrideContracts[K]> | undefined) : undefined;
  return own ? { ...defaults, ...own } : defaults;
}

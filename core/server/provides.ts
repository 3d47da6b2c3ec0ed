// Data one plugin offers others (DESIGN §1: a plugin never imports another plugin). Each contract
// (a name and a function type) is declared by its provider, merged into ProvidedContracts; the
// provider lists `provides: { '<name>': fn }` in its server manifest, and a consumer asks
// `ctx.services.provided('<name>')`: the function, or undefined when no enabled plugin provides
// it (so the consumer still works alone). A provider takes the caller's `db` (a request's
// transaction) and reads only what it owns.

/**
 * Every contract: its name and what the provider's function looks like. Empty here: each provider
 * adds its own by declaration merging, in its server folder (as OverrideContracts works), so core
 * declares no plugin's contract and deleting a provider removes its contract with it:
 *   declare module '../../../core/server/provides' {
 *     interface ProvidedContracts { 'bonus.codes': (db: Db, projectCode: string, ...) => Promise<...> }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each provider fills it by declaration merging
export interface ProvidedContracts {}

/** What a contract's function resolves with, for a consumer's types (it never imports the provider). */
export type ProvidedValue<K extends ProvidedName> = Awaited<ReturnType<ProvidedContracts[K]>>;

export type ProvidedName = keyof ProvidedContracts;
/** What a server manifest may provide. */
export type Provides = Partial<ProvidedContracts>;
/** `ctx.services.provided(name)`: the enabled provider of `name`, or undefined. */
export type ProvidedLookup = <K extends ProvidedName>(name: K) => ProvidedContracts[K] | undefined;

/** The lookup over the enabled plugins; two plugins providing one name is a start-up error. */
export function providedBy(plugins: readonly { id: string; provides?: Provides }[]): ProvidedLookup {
  const byName = new Map<string, { plugin: string; fn: unknown }>();
  for (const p of plugins) {
    for (const [name, fn] of Object.entries(p.provides ?? {})) {
      if (!fn) continue;
      const taken = byName.get(name);
      if (taken) throw new Error(`"${name}" is provided by both ${taken.plugin} and ${p.id}`);
      byName.set(name, { plugin: p.id, fn });
    }
  }
  return <K extends ProvidedName>(name: K) => byName.get(name)?.fn as ProvidedContracts[K] | undefined;
}

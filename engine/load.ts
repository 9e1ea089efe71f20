// An expansion's rules code, loaded when a game first needs its sets. The browser islands await
// `ensureSets(sets)` before they play a position with those sets, so a page whose widgets play the base
// game never downloads the river's, the ferries' or the wheel's rules (nor a River page the others'); the server, the tests and the
// command line register them all at once through load-all.ts (engine/index.ts and the scenario parser
// import it). Registration goes through the core's registerModule, as for any module: the core stays
// unaware of which expansion exists. An expansion's tile sets (and the wheel's board) come with its
// code: the module carries them (ExpansionModule `tileSets`, `tiles`, `pieces`) and registerModule
// registers them, so a base page holds only the base game's tiles (play.ts registers those). Until
// then the core knows no such set, and refuses a game of it.
import { registerModule } from './core/module.ts';
import type { SetId } from './core/types.ts';
import { RIVER_SETS } from './expansions/river/declare.ts';

type RiverCode = typeof import('./expansions/river/index.ts');
type WheelCode = typeof import('./expansions/wheel/index.ts');
type FerriesCode = typeof import('./expansions/ferries/index.ts');

/** The expansions loaded so far, for the functions play.ts hands out on their behalf. */
export const loaded: { river?: RiverCode; wheel?: WheelCode; ferries?: FerriesCode } = {};

const started = new Map<keyof typeof loaded, Promise<void>>();

/**
 * `load()` once per key while it succeeds or is under way: callers share the one promise. A failed load is
 * forgotten, so the next call tries again (client:intent retries an island whose code did not arrive).
 * The islands' other on-demand code (the language packs, the expansions' widget parts) loads through it too.
 */
export function loadOnce<K>(pending: Map<K, Promise<void>>, key: K, load: () => Promise<void>): Promise<void> {
  let p = pending.get(key);
  if (!p) {
    p = load();
    p.catch(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

/** Registers an expansion's code that is already at hand (load-all.ts, or a finished download), once. */
export function install<K extends keyof typeof loaded>(set: K, code: NonNullable<(typeof loaded)[K]>): void {
  if (loaded[set] !== undefined) return;
  registerModule('riverModule' in code ? code.riverModule : 'wheelModule' in code ? code.wheelModule : code.ferriesModule);
  (loaded as Record<K, typeof code>)[set] = code;
  if (!started.has(set)) started.set(set, Promise.resolve());
}

// Their hooks run in the order the modules declare (`after`), whatever order they load in.
const LOADERS = [
  { set: 'river', sets: RIVER_SETS, load: async (): Promise<void> => install('river', await import('./expansions/river/index.ts')) },
  { set: 'ferries', sets: ['ferries'], load: async (): Promise<void> => install('ferries', await import('./expansions/ferries/index.ts')) },
  { set: 'wheel', sets: ['wheel'], load: async (): Promise<void> => install('wheel', await import('./expansions/wheel/index.ts')) },
] as const satisfies readonly { set: keyof typeof loaded; sets: readonly SetId[]; load: () => Promise<void> }[];

/** Loads and registers the expansion code the sets need (once each); resolves when all are in. */
export async function ensureSets(sets: readonly SetId[]): Promise<void> {
  await Promise.all(LOADERS.filter((l) => l.sets.some((s) => sets.includes(s))).map(({ set, load }) => loadOnce(started, set, load)));
}

/** The loaded code of an expansion; asking before ensureSets is a programming error. */
export function need<K extends keyof typeof loaded>(set: K): NonNullable<(typeof loaded)[K]> {
  const code = loaded[set];
  if (code === undefined) throw new Error(`the ${set} code is not loaded: await ensureSets([...'${set}']) first`);
  return code as NonNullable<(typeof loaded)[K]>;
}

// Hooks run in the order the modules declare (`after`), never in the order they happen to register or
// load: every one of the 120 registration orders of the five modules gives the same hook order and the
// same random games, move for move and point for point. Random play draws the modules' own choices
// (a ferry, a Plague victim, a crown space) from one seeded generator in hook order, so any difference
// in order shows up in the game.
import { afterAll, describe, expect, it } from 'vitest';
import { playRandomGame } from './core/autoplay.ts';
import { hookOrder, modulesForSets, moduleById, registerModule, unregisterModule } from './core/module.ts';
import type { ExpansionModule } from './core/module.ts';
import type { GameSetup } from './core/types.ts';
import { createGame } from './core/setup.ts';
import { MODULE_DECLS } from './modules.ts';
import './index.ts';

const MODULES: readonly ExpansionModule[] = MODULE_DECLS.map((d) => moduleById(d.id)!);
const ALL_SETS = ['base', 'river1', 'river2', 'river3', 'gq11', 'ferries', 'wheel'] as const;

function permutations<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]));
}

function registerInOrder(mods: readonly ExpansionModule[]): void {
  for (const m of MODULES) unregisterModule(m.id);
  for (const m of mods) registerModule(m);
}

/**
 * A short game that brings every module's hooks into play (the river, lakes, the wheel, the inn, the herd):
 * the first 30 tiles of a seeded pile of River II, the Ferries and the Wheel, given as the pile itself.
 */
function shortSetup(): GameSetup {
  const seeded: GameSetup = { sets: ['river2', 'ferries', 'wheel'], players: ['blue', 'red', 'green'], seed: 7, options: { inns: true } };
  const g = createGame(seeded);
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  const { seed: _seed, ...rest } = seeded;
  return { ...rest, deck: g.value.deck!.slice(0, 30) };
}
let SETUP: GameSetup;

const play = (): string => {
  const g = playRandomGame(SETUP, 100);
  return JSON.stringify({ actions: g.actions, events: g.events, scores: g.state.scores, modules: g.state.modules });
};

describe('hook order by declaration', () => {
  afterAll(() => registerInOrder(MODULES));

  it('puts each module after those it declares, whatever the order it is given them in', () => {
    const order = hookOrder(MODULES).map((m) => m.id);
    for (const m of MODULES) for (const a of m.after ?? []) expect(order.indexOf(a), `${m.id} after ${a}`).toBeLessThan(order.indexOf(m.id));
    for (const p of permutations(MODULES)) expect(hookOrder(p).map((m) => m.id)).toEqual(order);
  });

  it('refuses a circle of "after" lists', () => {
    expect(() => hookOrder([{ id: 'a', after: ['b'] }, { id: 'b', after: ['a'] }])).toThrow(/circle/);
  });

  it('plays identical games whichever order the 120 registrations come in', () => {
    registerInOrder(MODULES);
    SETUP = shortSetup();
    const reference = play();
    // the game does bring every module in, and reaches its end
    const ref = JSON.parse(reference) as { actions: unknown[]; modules: string[] };
    expect(ref.modules).toEqual(expect.arrayContaining(MODULES.map((m) => m.id)));
    expect(ref.actions.length).toBeGreaterThan(20);
    const order = modulesForSets(ALL_SETS).map((m) => m.id);
    for (const p of permutations(MODULES)) {
      registerInOrder(p);
      expect(modulesForSets(ALL_SETS).map((m) => m.id)).toEqual(order);
      expect(play(), p.map((m) => m.id).join(' ')).toBe(reference);
    }
  }, 300_000);
});

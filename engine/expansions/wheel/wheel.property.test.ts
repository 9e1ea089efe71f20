// Random full Wheel of Fortune games, checked after every move against recounts written here from the
// raw position (the core's feature views and the followers on the board), never through the module's
// own code. Seeds come from fast-check, so a failure shrinks to a replayable pair of seeds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { features, replay, SECTORS, START_FOLLOWERS, tileDef } from '../../index.ts';
import type { Action, GameSetup, GameState, PlayerColor, ScoreEvent, Sector } from '../../index.ts';
import { playRandomGame } from '../../core/autoplay.ts';
import { wheelOf } from './index.ts';

const PLAYERS: readonly PlayerColor[] = ['blue', 'red', 'green'];
const setupOf = (sets: GameSetup['sets'], seed: number): GameSetup => ({ sets, players: PLAYERS, seed });

type Points = Partial<Record<PlayerColor, number>>;

const bump = (m: Points, p: PlayerColor, n: number): void => {
  if (n !== 0) m[p] = (m[p] ?? 0) + n;
};

const drawnTile = (a: Action): string | undefined => (a.type === 'turn' ? a.place.tile : a.type === 'discard' ? a.tile : undefined);

/** What the event of `sector` should pay in the position before the draw (the active player acts). */
function expectedEvent(s: GameState, sector: Sector, active: PlayerColor): Points {
  const out: Points = {};
  const views = features(s);
  if (sector === 'fortune') bump(out, active, 3);
  if (sector === 'storm') for (const p of s.players) bump(out, p, s.supply[p] ?? 0);
  if (sector === 'inquisition') for (const t of s.board) for (const f of t.followers) if (f.on === 'cloister') bump(out, f.player, 2);
  for (const v of views) {
    const own = (p: PlayerColor): number => v.followers.filter((f) => f.player === p).length;
    if (sector === 'taxes' && v.kind === 'city') for (const f of v.followers) bump(out, f.player, v.shields + own(f.player));
    if (sector === 'famine' && v.kind === 'field') for (const f of v.followers) bump(out, f.player, v.completedCities);
  }
  return out;
}

function expectedCrowns(s: GameState, sector: Sector): Points {
  const here = wheelOf(s)!.crowns.filter((c) => c.sector === sector);
  const two = sector === 'taxes' || sector === 'storm' || sector === 'plague';
  const out: Points = {};
  for (const c of here) bump(out, c.player, two && here.length === 1 ? 6 : 3);
  return out;
}

const paid = (events: readonly ScoreEvent[], rulings: readonly string[]): Points => {
  const out: Points = {};
  for (const e of events) if (rulings.includes(e.ruling)) bump(out, e.player, e.points);
  return out;
};

const EVENT_RULINGS: Readonly<Record<Sector, readonly string[]>> = {
  fortune: ['wheel-fortune'], taxes: ['wheel-taxes'], famine: ['wheel-famine'], storm: ['wheel-storm'],
  inquisition: ['wheel-inquisition'], plague: ['wheel-plague'],
};

function followersConserved(s: GameState): void {
  const crowns = wheelOf(s)!.crowns;
  for (const p of s.players) {
    const onBoard = s.board.reduce((n, t) => n + t.followers.filter((f) => f.player === p).length, 0);
    expect((s.supply[p] ?? 0) + onBoard + crowns.filter((c) => c.player === p).length, p).toBe(START_FOLLOWERS);
  }
}

interface Tally {
  spins: number;
  crownsPlaced: number;
  plagues: number;
  victims: number;
}

/** Plays one game and checks every move; returns what happened, so the suite can see the wheel was used. */
function checkGame(setup: GameSetup, playSeed: number, tally: Tally): void {
  let icons = 0;
  let start: Sector | undefined;
  const played = playRandomGame(setup, playSeed, {
    observe(before, action, after, events) {
      start ??= wheelOf(before)!.pig;
      const icon = drawnTile(action) === undefined ? undefined : tileDef(drawnTile(action)!)?.wheelIcon;
      icons += icon ?? 0;
      expect(wheelOf(after)!.pig).toBe(SECTORS[(SECTORS.indexOf(start) + icons) % SECTORS.length]);
      const spaces = wheelOf(after)!.crowns.map((c) => `${c.sector} ${c.space}`);
      expect(new Set(spaces).size).toBe(spaces.length);
      followersConserved(after);
      if (action.type === 'turn' && action.follower !== undefined && 'crown' in action.follower) tally.crownsPlaced++;
      if (icon === undefined || action.type === 'endGame') return;
      tally.spins++;
      const active = action.player ?? before.turn;
      const sector = wheelOf(after)!.pig;
      if (sector === 'plague') {
        tally.plagues++;
        tally.victims += action.plague?.length ?? 0;
        const reached = before.players.filter((p) => before.board.some((t) => t.followers.some((f) => f.player === p)));
        expect(events.filter((e) => e.ruling === 'wheel-plague').map((e) => e.player).sort()).toEqual(reached.sort());
      } else {
        expect(paid(events, EVENT_RULINGS[sector])).toEqual(expectedEvent(before, sector, active));
      }
      expect(paid(events, ['wheel-crown-scoring'])).toEqual(expectedCrowns(before, sector));
    },
  });
  const again = replay(setup, played.actions);
  expect(again.ok && again.value.refusals.every((r) => r === null)).toBe(true);
  expect(again.ok && JSON.stringify(again.value.state)).toBe(JSON.stringify(played.state));
}

const seeds = fc.tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }));
const fresh = (): Tally => ({ spins: 0, crownsPlaced: 0, plagues: 0, victims: 0 });

describe('random Wheel of Fortune games', () => {
  it('wheel: pig position, one follower per crown space, followers conserved, every event recounted, replay agrees', () => {
    const tally = fresh();
    fc.assert(fc.property(seeds, ([deckSeed, playSeed]) => checkGame(setupOf(['wheel'], deckSeed), playSeed, tally)), { numRuns: 25 });
    expect(tally.spins).toBeGreaterThan(0);
  });

  it('base + wheel: the same', () => {
    const tally = fresh();
    fc.assert(fc.property(seeds, ([deckSeed, playSeed]) => checkGame(setupOf(['base', 'wheel'], deckSeed), playSeed, tally)), { numRuns: 10 });
    expect(tally.spins).toBeGreaterThan(0);
  });

  it('random play puts followers on crown spaces and hands followers to the plague', () => {
    const tally = fresh();
    for (const seed of [1, 2, 3, 4]) checkGame(setupOf(['wheel'], seed), seed + 100, tally);
    expect(tally.crownsPlaced).toBeGreaterThan(0);
    expect(tally.plagues).toBeGreaterThan(0);
    expect(tally.victims).toBeGreaterThan(0);
  });
});

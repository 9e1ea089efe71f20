// The "spin the wheel" model against the engine: the pig's path, what each event shows per player,
// crown spaces, the plague's list in order, the famine reading, the pile of icon tiles and the names
// a reader sees. Expected numbers are worked out from the rules on the starting position (see START).
import { describe, expect, it } from 'vitest';
import type { GameState, PlayerColor } from '../../engine/core/types.ts';
import { freeCrownSpaces, plagueVictims, spinWheel, tileDef, wheelOf } from '../../engine/play.ts';
import {
  nameFarms, START, compassFrom, iconTiles, drawnTile, iconOf, placeCrown, planSpin, positionOf, spin, tileName, victimName, withFamineMajority,
} from './spinner-model.ts';
import type { SpinOutcome, Steps } from './spinner-model.ts';
import { SECTORS } from '../../engine/expansions/wheel/declare.ts';
import type { Sector } from '../../engine/expansions/wheel/declare.ts';

const start = (): GameState => positionOf(START);

function spun(state: GameState, steps: Steps, active: PlayerColor = 'blue'): SpinOutcome {
  const r = spin(state, steps, active, 'en');
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
  return r.value;
}

const pointsOf = (o: SpinOutcome) => Object.fromEntries(o.view.players.map((p) => [p.player, p.points]));

describe('the starting position', () => {
  it('has the wheel in play, the pig on the plague, four crown followers and supplies counted by the engine', () => {
    const s = start();
    expect(wheelOf(s)?.pig).toBe('plague');
    expect(wheelOf(s)?.crowns).toHaveLength(4);
    // 7 each, less the followers on tiles, on the board's landscape and on crown spaces
    expect(s.supply).toEqual({ blue: 2, red: 3, green: 3 });
    expect(s.players).toEqual(['blue', 'red', 'green']);
  });
});

describe('the pig', () => {
  it('moves clockwise sector by sector: 1, 2 or 3 from the plague reach Fortune, Taxes, Famine', () => {
    const s = start();
    expect(planSpin(s, 1, 'blue').passed).toEqual(['fortune']);
    expect(planSpin(s, 2, 'blue').passed).toEqual(['fortune', 'taxes']);
    expect(planSpin(s, 3, 'blue').passed).toEqual(['fortune', 'taxes', 'famine']);
    for (const steps of [1, 2, 3] as const) {
      const o = spun(s, steps);
      expect(o.view.passed).toEqual(planSpin(s, steps, 'blue').passed);
      expect(o.view.sector).toBe(SECTORS[steps - 1]);
      expect(wheelOf(o.state)?.pig).toBe(o.view.sector);
    }
  });

  it('carries on from where it stopped: the next position is the engine’s, written back as a setup', () => {
    const first = spun(start(), 3);
    const again = positionOf(first.setup);
    expect(wheelOf(again)).toEqual(wheelOf(first.state));
    expect(again.scores).toEqual(first.state.scores);
    expect(again.supply).toEqual(first.state.supply);
    expect(again.board.map((t) => [t.at, t.followers])).toEqual(first.state.board.map((t) => [t.at, t.followers]));
    expect(planSpin(again, 2, 'red').passed).toEqual(['storm', 'inquisition']);
  });
});

describe('what a spin shows, per player', () => {
  it('Fortune: the active player gains 3, the Fortune crown scores 3 and goes home', () => {
    const o = spun(start(), 1, 'green');
    expect(pointsOf(o)).toEqual({ blue: 0, red: 3, green: 3 });
    const green = o.view.players.find((p) => p.player === 'green')!;
    expect(green.events.map((e) => e.ruling.id)).toEqual(['wheel-fortune']);
    const red = o.view.players.find((p) => p.player === 'red')!;
    expect(red.events[0]?.ruling).toMatchObject({ id: 'wheel-crown-scoring', href: '/en/rulings/wheel-crown-scoring/' });
    expect(red.events[0]?.items).toEqual([{ label: '1 crown', points: '3 pts' }]);
    expect(wheelOf(o.state)?.crowns.some((c) => c.sector === 'fortune')).toBe(false);
    expect(o.state.supply.red).toBe(4);
  });

  it('Taxes: Blue’s two knights in a one-shield city earn 3 each, Red’s lone knight 2; both Taxes crowns 3', () => {
    const o = spun(start(), 2);
    expect(pointsOf(o)).toEqual({ blue: 9, red: 2, green: 3 });
    const blue = o.view.players.find((p) => p.player === 'blue')!;
    expect(blue.events.map((e) => e.headline)).toEqual(['Blue scores 6 points', 'Blue scores 3 points']);
    expect(blue.events[0]?.ruling.id).toBe('wheel-taxes');
    // what a reader counts in the city: two knights (2 points each) and one shield (2 points, 1 per knight)
    expect(blue.events[0]?.items).toEqual([{ label: '2 knights', points: '4 pts' }, { label: '1 shield', points: '2 pts' }]);
    expect(o.view.event).toMatch(/^Taxes:/);
    expect(o.view.ruling.href).toBe('/en/rulings/wheel-taxes/');
    expect(o.view.announcement).toContain(`Blue scores 6 points (${o.view.ruling.title})`);
  });

  it('Famine: each farmer by a completed city scores, majority or not; the older reading pays only the majority', async () => {
    const o = spun(start(), 3);
    expect(pointsOf(o)).toEqual({ blue: 1, red: 1, green: 2 });
    const blue = o.view.players.find((p) => p.player === 'blue')!;
    // Blue is outnumbered by Green in the south-west field: the engine says which ruling lets Blue score
    expect(blue.events[0]?.also.map((r) => r.id)).toContain('wheel-famine-no-majority');

    // before the farms' naming has arrived (the spinner fetches it when the older reading is chosen), the
    // words say "the field"; once it is in, the farm's own name
    const unnamed = spun(positionOf(withFamineMajority(START, true)), 3);
    expect(unnamed.view.players.find((p) => p.player === 'blue')!.nothing).toBe('Blue: nothing this time, outnumbered by Green on the field.');
    await Promise.all([nameFarms('en'), nameFarms('fr')]);
    const older = spun(positionOf(withFamineMajority(START, true)), 3);
    expect(pointsOf(older)).toEqual({ blue: 0, red: 1, green: 2 });
    expect(older.view.players.find((p) => p.player === 'blue')!.events).toEqual([]);
    // the sentence, the ruling cited and why Blue scores nothing all follow the reading in force
    expect(o.view.event).toMatch(/majority or not/);
    expect(o.view.ruling.id).toBe('wheel-famine');
    expect(older.view.event).toMatch(/^Famine \(rules before Big Box 5\): in each field, only the players with the most farmers score/);
    expect(older.view.ruling).toMatchObject({ id: 'wheel-famine-no-majority', title: 'Famine with or without a majority: a Big Box 5 change' });
    const nothing = older.view.players.find((p) => p.player === 'blue')!.nothing;
    expect(nothing).toMatch(/^Blue: nothing this time, outnumbered by Green on the field /);
    expect(older.view.announcement).toContain(nothing);
    const fr = spin(positionOf(withFamineMajority(START, true)), 3, 'blue', 'fr');
    if (!fr.ok) throw new Error(fr.error.message);
    expect(fr.value.view.players.find((p) => p.player === 'blue')!.nothing).toMatch(/^Bleu\u00a0: rien cette fois, en minorité face à Vert sur le pré /);
  });

  it('Storm and Inquisition, on a second spin: followers in supply, the monk, and a lone crown on a two-space sector', () => {
    const first = spun(start(), 3).state;
    const storm = spun(first, 1, 'red');
    // supplies 2, 3, 3; Green's follower alone on Storm's two spaces scores 6 and goes home
    expect(pointsOf(storm)).toEqual({ blue: 2, red: 3, green: 9 });
    expect(storm.state.supply.green).toBe(4);
    const inquisition = spun(first, 2, 'red');
    expect(pointsOf(inquisition)).toEqual({ blue: 0, red: 2, green: 0 });
    expect(inquisition.view.players[1]?.events[0]?.items).toEqual([{ label: '1 monk', points: '2 pts' }]);
  });

  it('the view’s numbers are the engine’s own events, nothing added', () => {
    const s = start();
    for (const steps of [1, 2, 3] as const) {
      const r = spinWheel(s, steps, 'red');
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const o = spun(s, steps, 'red');
      expect(o.events).toEqual(r.value.events);
      for (const p of o.view.players) expect(p.points).toBe(r.value.events.filter((e) => e.player === p.player).reduce((n, e) => n + e.points, 0));
    }
  });
});

describe('the plague', () => {
  it('is reached from Famine with 3; the engine lists who chooses, the active player first, then in turn order', () => {
    const s = spun(start(), 3).state;
    const plan = planSpin(s, 3, 'red');
    expect(plan.passed.at(-1)).toBe('plague');
    expect(plan.victims.map((v) => v.player)).toEqual(['red', 'green', 'blue']);
    expect(plan.victims).toEqual(plagueVictims(s, 'red'));
    expect(planSpin(s, 1, 'red').victims).toEqual([]);
  });

  it('refuses a list out of order, citing wheel-plague, and applies one in order', () => {
    const s = spun(start(), 3).state;
    const [red, green, blue] = planSpin(s, 3, 'red').victims;
    const wrong = spin(s, 3, 'red', 'en', [green!.choices[0]!, red!.choices[0]!, blue!.choices[0]!]);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.error.ruling).toBe('wheel-plague');
      expect(wrong.error.facts.expected).toBe('red');
    }
    const short = spin(s, 3, 'red', 'en', [red!.choices[0]!]);
    expect(!short.ok && short.error.ruling).toBe('wheel-plague');

    const o = spin(s, 3, 'red', 'en', [red!.choices[2]!, green!.choices[0]!, blue!.choices[1]!]);
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    expect(o.value.view.players.map((p) => p.events[0]?.headline)).toEqual([
      'Blue returns 1 follower to supply', 'Red returns 1 follower to supply', 'Green returns 1 follower to supply',
    ]);
    expect(o.value.state.supply).toEqual({ blue: s.supply.blue! + 1, red: s.supply.red! + 1, green: s.supply.green! + 1 });
    // Red gave up the monk: no follower stands on the cloister any more
    expect(o.value.state.board.some((t) => t.followers.some((f) => f.on === 'cloister'))).toBe(false);
  });

  it('names each candidate as a player would: what it is and where it stands, all different', () => {
    const s = spun(start(), 3).state;
    const names = plagueVictims(s, 'blue').flatMap((v) => v.choices.map((c) => victimName(s, c, 'en')));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Red monk on the tile west of the wheel');
    expect(names).toContain('Red knight on the tile north of the wheel');
    expect(names).toContain('Blue robber on the board’s landscape, south-east of the wheel');
    const fr = plagueVictims(s, 'blue').flatMap((v) => v.choices.map((c) => victimName(s, c, 'fr')));
    expect(fr).toContain('Paysan vert sur le paysage du plateau, à l’ouest de la roue');
  });
});

describe('crown spaces', () => {
  it('a free space takes a follower from supply; the engine refuses a taken one, citing wheel-crown-placement', () => {
    const s = start();
    expect(freeCrownSpaces(s).map((c) => `${c.sector}-${c.space}`)).toEqual(['famine-1', 'storm-2', 'inquisition-1', 'plague-1', 'plague-2']);
    const placed = placeCrown(s, 'red', 'famine', 1);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    const after = positionOf(placed.value);
    expect(wheelOf(after)?.crowns).toContainEqual({ player: 'red', sector: 'famine', space: 1 });
    expect(after.supply.red).toBe(s.supply.red! - 1);
    expect(freeCrownSpaces(after)).toHaveLength(4);
    const taken = placeCrown(after, 'blue', 'famine', 1);
    expect(!taken.ok && taken.error.ruling).toBe('wheel-crown-placement');
    // Famine's single crown space pays 3 when the pig stops there
    expect(pointsOf(spun(after, 3))).toEqual({ blue: 1, red: 4, green: 2 });
  });

  it('a player with no follower left is refused', () => {
    let s = start();
    for (const [sector, space] of [['famine', 1], ['storm', 2]] as const) {
      const r = placeCrown(s, 'blue', sector, space);
      if (!r.ok) throw new Error(r.error.message);
      s = positionOf(r.value);
    }
    expect(s.supply.blue).toBe(0);
    const r = placeCrown(s, 'blue', 'plague', 1);
    expect(!r.ok && r.error.facts.supply).toBe(0);
  });
});

describe('the pile of wheel tiles', () => {
  it('holds every tile with a wheel icon, as many copies as the set has (19 in all)', () => {
    const round = Array.from({ length: 19 }, (_, i) => drawnTile(5, i));
    const counts = Object.fromEntries(iconTiles().map((t) => [t.id, t.count]));
    const seen: Record<string, number> = {};
    for (const t of round) seen[t] = (seen[t] ?? 0) + 1;
    expect(seen).toEqual(counts);
    expect(iconTiles().reduce((n, t) => n + t.count, 0)).toBe(19);
  });

  it('draws the same tiles for the same seed, and each tile moves the pig by its own icon', () => {
    const a = Array.from({ length: 25 }, (_, i) => drawnTile(9, i));
    expect(Array.from({ length: 25 }, (_, i) => drawnTile(9, i))).toEqual(a);
    expect(Array.from({ length: 25 }, (_, i) => drawnTile(10, i))).not.toEqual(a);
    for (const t of a) expect(iconOf(t)).toBe(tileDef(t)?.wheelIcon);
    expect(() => iconOf('wheel/E')).toThrow();
  });

  it('every icon tile has a name in both languages', () => {
    for (const t of iconTiles()) {
      expect(tileName(t.id, 'en')).not.toBe(t.id);
      expect(tileName(t.id, 'fr')).not.toBe(t.id);
    }
  });
});

describe('compass', () => {
  it('names directions from the wheel’s centre', () => {
    const cases: [readonly [number, number], string][] = [[[1, -1], 'n'], [[4, 1], 'e'], [[1, 4], 's'], [[-1, 1], 'w'], [[3, 3], 'se'], [[0, 0], 'nw']];
    for (const [cell, dir] of cases) expect(compassFrom([0, 0], cell)).toBe(dir);
  });
});

// every sector is reachable from the start within two spins, so the widget shows all six events
it('all six sectors are reachable in two spins', () => {
  const reached = new Set<Sector>();
  for (const a of [1, 2, 3] as const) {
    const first = spun(start(), a);
    reached.add(first.view.sector);
    for (const b of [1, 2, 3] as const) reached.add(planSpin(first.state, b, 'blue').passed.at(-1)!);
  }
  expect([...reached].sort()).toEqual([...SECTORS].sort());
});

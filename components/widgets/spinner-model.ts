// "Spin the wheel" as data: a position of our own around the Wheel of Fortune board (knights in
// shielded cities, farmers by completed cities, a monk, followers on crown spaces), kept as a setup the
// engine lays out; the wheel tiles that carry icons, drawn from a seeded pile; and what a spin shows.
// The engine decides everything: the pig's path (sectorsPassed), who the plague reaches
// (plagueVictims), which crown spaces are free and who may take one (crownRefusal), and every score
// (spinWheel). This file only chooses what to ask and arranges the answers per player.
import {
  createGame, crownRefusal, famineOutnumbered, featureAt, freeCrownSpaces, mulberry32, plagueVictims, sectorsPassed, setTiles, shuffle, spinWheel, wheelIcon, wheelOf,
} from '../../engine/play.ts';
import type { Coord, FeatureView, GameSetup, GameState, PlayerColor, Refusal, Result, ScoreEventDetail, TileDef } from '../../engine/core/types.ts';
import { toGameSetup } from '../../engine/scenario/convert.ts';
import { boardDict } from '../board/i18n.ts';
import { widgetDict } from './i18n.ts';
import type { WidgetLang } from './i18n.ts';
import { positionScenario } from './sandbox-model.ts';
import { eventView, playerName, rulingLink } from './view.ts';
import { ensureLang } from './lang/load.ts';
import { loadOnce } from '../../engine/load.ts';
import { listText } from './i18n-shared.ts';
import type { EventView, RulingLink } from './view.ts';
import type { PlagueChoice, Sector } from '../../engine/expansions/wheel/declare.ts';

export type Steps = 1 | 2 | 3;
export const STEPS: readonly Steps[] = [1, 2, 3];

/** The wheel board's north-west cell in the starting position (its centre is two cells in). */
const BOARD_AT: Coord = [0, 0];

/**
 * The starting position. Blue has two knights in the city east of the wheel (one shield), Red a knight
 * in the shielded city to the north, a monk to the west and a farmer in the north field, by a city
 * completed there; Green two farmers and Blue one in the south-west field, by the other completed city.
 * Red, Blue and Green stand on crown spaces of Fortune, Taxes and Storm; the pig stands on the Plague, so one
 * spin reaches Fortune, Taxes or Famine and a second one the rest.
 */
export const START: GameSetup = {
  sets: ['wheel'],
  players: ['blue', 'red', 'green'],
  tiles: [
    {
      tile: 'wheel/board', at: BOARD_AT, followers: [
        { player: 'blue', on: 'E', cell: [3, 2] },
        { player: 'blue', on: 'S', cell: [3, 3] },
        { player: 'red', on: 'NL', cell: [1, 0] },
        { player: 'green', on: 'WL', cell: [0, 2] },
        { player: 'green', on: 'SL', cell: [2, 3] },
        { player: 'blue', on: 'SR', cell: [1, 3] },
      ],
    },
    { tile: 'wheel/E', at: [0, -1], rot: 180 },
    { tile: 'wheel/S', at: [2, -1], rot: 0, followers: [{ player: 'red', on: 'N' }] },
    { tile: 'wheel/M', at: [4, 2], rot: 0, followers: [{ player: 'blue', on: 'W' }] },
    { tile: 'wheel/B', at: [-1, 2], rot: 0, followers: [{ player: 'red', on: 'cloister' }] },
    { tile: 'wheel/E', at: [-1, 3], rot: 90 },
    { tile: 'wheel/E', at: [0, 4], rot: 0 },
  ],
  crowns: [
    { player: 'red', sector: 'fortune', space: 1 },
    { player: 'blue', sector: 'taxes', space: 1 },
    { player: 'green', sector: 'taxes', space: 2 },
    { player: 'green', sector: 'storm', space: 1 },
  ],
  pig: 'plague',
};

/** The engine's position for a setup; the setups here are ours, so a problem is a programming error. */
export function positionOf(setup: GameSetup): GameState {
  const r = createGame(setup);
  if (!r.ok) throw new Error(`the spinner's position cannot be laid out: ${r.error.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return r.value;
}

/**
 * A position written back as a setup (tiles, followers, pig, crowns, scores, options). The supply is
 * left out so the engine counts it again from the followers on the table: nobody is captured here.
 */
export function setupOf(state: GameState): GameSetup {
  const { supply: _supply, ...rest } = toGameSetup(positionScenario(state, ''));
  return rest;
}

export const withFamineMajority = (setup: GameSetup, on: boolean): GameSetup => ({ ...setup, options: { ...setup.options, famineMajority: on } });

export const pigOf = (state: GameState): Sector => wheelOf(state)?.pig ?? 'fortune';

/** `player` puts a follower on a crown space, if the engine allows it: the position with it, or why not. */
export function placeCrown(state: GameState, player: PlayerColor, sector: Sector, space: 1 | 2): Result<GameSetup, Refusal> {
  const why = crownRefusal(state, { crown: sector, space }, player);
  if (why !== undefined) return { ok: false, error: why };
  const setup = setupOf(state);
  return { ok: true, value: { ...setup, crowns: [...(setup.crowns ?? []), { player, sector, space }] } };
}

export { freeCrownSpaces };

// ---------------------------------------------------------------------------------------------
// The wheel tiles that carry icons, and a seeded pile of them

/** The wheel tiles with an icon (the wheel's set, registered with its code, which the spinner's `prepare` loads). */
export const iconTiles = (): readonly TileDef[] => setTiles('wheel').filter((t) => t.wheelIcon !== undefined);

let pile: readonly string[] | null = null;

/** The `n`th tile drawn from a pile shuffled by `seed`; a used-up pile is shuffled again. */
export function drawnTile(seed: number, n: number): string {
  if (!pile) {
    const tiles = iconTiles().flatMap((t) => Array<string>(t.count).fill(t.id));
    // kept only once the wheel's tiles are in: a call before they are says so, and a later one works
    if (tiles.length === 0) throw new Error('the wheel\'s tiles are not loaded: await ensureSets([\'wheel\']) first');
    pile = tiles;
  }
  const round = Math.floor(n / pile.length);
  return shuffle(pile, mulberry32(seed + round))[n % pile.length]!;
}

export function iconOf(tile: string): Steps {
  const steps = wheelIcon(tile);
  if (steps === undefined) throw new Error(`${tile} has no wheel icon`);
  return steps;
}

export const tileName = (tile: string, lang: WidgetLang): string => widgetDict(lang).spinner.tiles[tile] ?? tile;

// ---------------------------------------------------------------------------------------------
// A spin

/** What turning the wheel `steps` sectors asks for before it runs: the pig's path and the plague's victims. */
export interface SpinPlan {
  readonly steps: Steps;
  readonly passed: readonly Sector[];
  /** who gives up a follower, in the engine's order; empty unless the pig stops on the plague */
  readonly victims: ReturnType<typeof plagueVictims>;
}

export function planSpin(state: GameState, steps: Steps, active: PlayerColor): SpinPlan {
  const passed = sectorsPassed(pigOf(state), steps);
  const stop = passed[passed.length - 1];
  return { steps, passed, victims: stop === 'plague' ? plagueVictims(state, active) : [] };
}

export interface PlayerResult {
  readonly player: PlayerColor;
  readonly name: string;
  /** the event's score (or the follower the plague took), then the crowns' */
  readonly events: readonly EventView[];
  readonly points: number;
  /** for a player the spin gives nothing: that, and why when the rules say (outnumbered on a farm) */
  readonly nothing: string;
}

export interface SpinView {
  readonly steps: Steps;
  readonly passed: readonly Sector[];
  readonly sector: Sector;
  readonly headline: string;
  /** what the sector's event does, with its ruling */
  readonly event: string;
  readonly ruling: RulingLink;
  readonly players: readonly PlayerResult[];
  /** the whole result in one line, for the live region */
  readonly announcement: string;
}

export interface SpinOutcome {
  /** the position after the spin, as the next setup */
  readonly setup: GameSetup;
  readonly state: GameState;
  readonly events: readonly ScoreEventDetail[];
  readonly view: SpinView;
}

const SECTOR_RULING: Readonly<Record<Sector, string>> = {
  fortune: 'wheel-fortune', taxes: 'wheel-taxes', famine: 'wheel-famine', storm: 'wheel-storm', inquisition: 'wheel-inquisition', plague: 'wheel-plague',
};

type FarmNaming = (state: GameState, lang: WidgetLang) => (field: FeatureView['parts'][number]) => string;
let farmNaming: FarmNaming | null = null;
const naming = new Map<WidgetLang, Promise<void>>();
const named = new Set<WidgetLang>();

/** Whether the farms famine passes over can be named in `lang` now (nameFarms has resolved). */
export const farmsNamed = (lang: WidgetLang): boolean => named.has(lang);

/**
 * Fetches what names the farms famine passes over under the older reading (spinner-farms.ts, with the
 * explain panel's naming and its words in `lang`): only a spinner under that reading needs it, so it is
 * not part of the spinner's code on waking. Rejects if it could not be fetched (and tries again next time).
 */
export function nameFarms(lang: WidgetLang): Promise<void> {
  return loadOnce(naming, lang, () => Promise.all([import('./spinner-farms.ts'), ensureLang(lang, ['explain'])]).then(([m]) => {
    farmNaming = m.farmNamer;
    named.add(lang);
  }));
}

export function spinView(before: GameState, steps: Steps, spun: { sector: Sector; passed: readonly Sector[]; events: readonly ScoreEventDetail[] }, lang: WidgetLang): SpinView {
  const d = widgetDict(lang).spinner;
  const sectors = boardDict(lang).sectors;
  // famine under the older reading passes over outnumbered farmers: the engine says who, and by whom
  const majorityRule = spun.sector === 'famine' && before.options.famineMajority;
  const passedOver = majorityRule ? famineOutnumbered(before) : [];
  // the farm's name once its naming has arrived (nameFarms); else the words say "the field"
  const farm = passedOver.length > 0 && farmsNamed(lang) ? farmNaming?.(before, lang) : undefined;
  const players = before.players.map((player) => {
    const mine = spun.events.filter((e) => e.player === player);
    const name = playerName(player, lang);
    const over = passedOver.find((o) => o.player === player);
    const nothing = over
      ? d.outnumbered(name, listText(over.by.map((p) => playerName(p, lang)), widgetDict(lang).explain.and), farm?.(over.field) ?? '')
      : d.nothing(name);
    return { player, name, events: mine.map((e) => eventView(e, lang)), points: mine.reduce((n, e) => n + e.points, 0), nothing };
  });
  const headline = d.stopped(steps, spun.passed.map((s) => sectors[s]).join(', '), sectors[spun.sector]);
  const lines = players.map((p) => (p.events.length === 0 ? p.nothing : p.events.map((e) => `${e.headline} (${e.ruling.title})`).join('; ')));
  return {
    steps, passed: spun.passed, sector: spun.sector, headline,
    event: majorityRule ? d.famineMajority : d.events[spun.sector],
    ruling: rulingLink(majorityRule ? 'wheel-famine-no-majority' : SECTOR_RULING[spun.sector], lang),
    players, announcement: [headline, ...lines].join(' '),
  };
}

/** Turns the wheel through the engine; with the plague, `plague` lists the followers given up, in order. */
export function spin(state: GameState, steps: Steps, active: PlayerColor, lang: WidgetLang, plague?: readonly PlagueChoice[]): Result<SpinOutcome, Refusal> {
  const r = spinWheel(state, steps, active, plague);
  if (!r.ok) return r;
  return { ok: true, value: { setup: setupOf(r.value.state), state: r.value.state, events: r.value.events, view: spinView(state, steps, r.value, lang) } };
}

// ---------------------------------------------------------------------------------------------
// A follower the plague may take, named as a player sees it: what it is and where, from the wheel

const COMPASS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type Compass = (typeof COMPASS)[number];

/** The direction of a cell's centre seen from the centre of the wheel board whose north-west cell is `board`. */
export function compassFrom(board: Coord, cell: Coord): Compass {
  const dx = cell[0] + 0.5 - (board[0] + 2);
  const dy = cell[1] + 0.5 - (board[1] + 2);
  const deg = ((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360;
  return COMPASS[Math.round(deg / 45) % 8]!;
}

const boardAt = (state: GameState): Coord | undefined => state.board.find((t) => t.piece)?.piece?.at;

export function victimName(state: GameState, c: PlagueChoice, lang: WidgetLang): string {
  const d = widgetDict(lang).spinner;
  const colour = boardDict(lang).players[c.player];
  if ('crown' in c || c.at === undefined || c.on === undefined) return playerName(c.player, lang);
  const cell: Coord = c.cell ? [c.at[0] + c.cell[0], c.at[1] + c.cell[1]] : c.at;
  const kind = featureAt(state, c.at, c.on, c.cell)?.kind;
  const role = (kind && d.roles[kind]) ?? d.follower;
  const board = boardAt(state);
  const dir = board ? d.dirs[compassFrom(board, cell)] : '';
  return d.victim(colour, role, c.cell ? d.onBoard(dir) : d.onTile(dir));
}

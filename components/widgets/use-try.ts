// The reader's own move on a position, shared by the ScenarioPlayer's "try it" mode and the sandbox:
// the tile in hand and its turn, the cursor, the plague's victims when the wheel asks for them, and
// the turn built so far (turn-model.ts), sent to the engine as one action at the end.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Coord, FollowerChoice, GameState, PlayerColor, Rotation, ScoreEvent, Side, Spot, TurnAction } from '../../engine/core/types.ts';
import type { WidgetLang } from './i18n.ts';
import { widgetDict } from './i18n.ts';
import { leaveFerry, spinOf, tryDone, tryFerry, tryFollower, tryMove, tryPlace, turnContext } from './turn-model.ts';
import type { CrownSpace, Pair, Spin, TryOutcome, TurnContext } from './turn-model.ts';
import { NO_MARKS, marksOf, victimKey, victimPoint } from './turn-view.ts';
import { uiFor } from './expansion-ui.ts';
import type { Marks, Target } from './turn-view.ts';
import { acceptedView, boardView, landmarksOf, ofTileAt, pairName, pigStop, plagueChoiceName, playerName, refusedView, verdictText } from './view.ts';
import type { BoardView, GhostView, PendingView, VerdictView } from './view.ts';
import type { SpotChoice } from './BoardFrame.tsx';
import { isRotateKey } from './dom.ts';
import { boardDict } from '../board/i18n.ts';
import type { PlagueChoice } from '../../engine/expansions/wheel/declare.ts';

export interface TryState {
  readonly view: BoardView;
  readonly preview: GhostView | null;
  readonly spots: SpotChoice | null;
  readonly verdict: VerdictView | null;
  readonly outcome: TryOutcome | null;
  readonly hand: { tile: string; rot: Rotation } | null;
  readonly cursor: Coord | null;
  /** the position the board shows (after the wheel turned; after an accepted move, the new one) */
  readonly shown: GameState;
  /** what the tile in hand does to the wheel before it is placed */
  readonly spin: Spin | null;
  /** the plague's victims chosen so far, and whose choice comes next (null: none to make) */
  readonly plague: readonly PlagueChoice[];
  readonly victim: Spin['victims'][number] | null;
  readonly targets: readonly Target[];
  readonly targetsLabel: string | undefined;
  readonly marks: Marks;
  readonly setCursor: (x: number, y: number) => void;
  readonly place: (x: number, y: number) => string;
  readonly chooseSpot: (spot: Spot | null) => string;
  readonly chooseCrown: (c: CrownSpace) => string;
  readonly chooseVictim: (c: PlagueChoice) => string;
  /** the plague's victims chosen again from the first */
  readonly resetPlague: () => void;
  readonly target: (t: Target) => string;
  readonly chooseFerry: (pair: Pair) => string;
  readonly moveFerry: (at: Coord, pair: Pair) => string;
  readonly leaveFerry: (at: Coord) => string;
  readonly done: () => string;
  /** a quarter turn clockwise, or anticlockwise when `back` */
  readonly rotate: (back?: boolean) => string;
  /** The islands' key handler for R: turns the tile in hand and says the new rotation. */
  readonly onRotateKey: (e: KeyboardEvent, say: (text: string) => void) => void;
  readonly pick: (tile: string) => void;
  readonly clear: () => void;
  readonly begin: (tile: string | null) => void;
}

/** The first cell that takes the tile, or the middle of the board. */
/** The cursor of a new turn: on the cell that takes the tile nearest the tile last laid, where the board keeps the view. */
function startCursor(v: BoardView): Coord {
  const last = v.tiles.find((t) => t.last);
  const far = (c: { x: number; y: number }): number => (last ? Math.hypot(c.x - last.x, c.y - last.y) : 0);
  // the nearest cell that takes the tile in some turn; of two as near, one that takes it as it is
  const rank = (c: { x: number; y: number; state: string }): number => far(c) + (c.state === 'fits-now' ? 0 : 0.5);
  const c = v.cells.filter((x) => x.state === 'fits-now' || x.state === 'fits').reduce<typeof v.cells[number] | undefined>((a, x) => (a && rank(a) <= rank(x) ? a : x), undefined);
  return c ? [c.x, c.y] : [v.minX + Math.floor(v.cols / 2), v.minY + Math.floor(v.rows / 2)];
}

/** The cursor of a turn begun with `tile` in hand, not turned. */
const firstCursor = (base: GameState, tile: string, lang: WidgetLang): Coord => startCursor(boardView(base, { hand: { tile, rot: 0 } }, lang));

function pendingOf(o: TryOutcome | null, player: PlayerColor): PendingView | null {
  if (o?.kind === 'follower') return { placement: o.placement, player };
  if (o?.kind === 'ferry') return { placement: o.draft.place, player, follower: o.draft.follower };
  if (o?.kind === 'moves') return { placement: o.draft.place, player, follower: o.draft.follower, ...(o.draft.ferry && { ferry: o.draft.ferry }) };
  return null;
}

type Jetty = { readonly at: Coord; readonly side: Side };

/**
 * `commit`, when given, receives each accepted turn (the sandbox keeps it in its log) and the board
 * goes back to the reader's next move; without it the result stays on the board (the player's try).
 */
export function useTry(
  base: GameState,
  lang: WidgetLang,
  commit?: (action: TurnAction, events: readonly ScoreEvent[], after: GameState) => void,
  player: PlayerColor = base.turn,
  first: string | null = null,
): TryState {
  const dict = widgetDict(lang);
  // `first`: the tile in hand on the first render, as `begin(first)` would put it (a player that opens
  // in "try it" mode, whose frame the page already shows)
  const [hand, setHand] = useState<{ tile: string; rot: Rotation } | null>(first ? { tile: first, rot: 0 } : null);
  const [cursor, setCursorState] = useState<Coord | null>(() => (first ? firstCursor(base, first, lang) : null));
  const [outcome, setOutcome] = useState<TryOutcome | null>(null);
  const [plague, setPlague] = useState<readonly PlagueChoice[]>([]);
  const [jetty, setJetty] = useState<Jetty | null>(null);
  // The tile is drawn at the cursor only once the reader has moved it, turned it or picked a cell: a
  // red "does not fit" at a cell the widget chose would be a refusal before the reader did anything.
  const [acted, setActed] = useState(false);
  const tile = hand?.tile ?? null;
  const spin = useMemo(() => (tile ? spinOf(base, tile, player) : null), [base, tile, player]);
  const victim = spin && plague.length < spin.victims.length ? spin.victims[plague.length]! : null;
  // the wheel turns once every victim is chosen; the tile is then laid on the position it leaves
  const ctxResult = useMemo(() => (tile && !victim ? turnContext(base, tile, player, plague) : null), [base, tile, player, plague, victim]);
  const ctx: TurnContext | null = ctxResult?.ok ? ctxResult.value : null;
  const shown = outcome?.kind === 'done' ? outcome.state : ctx?.start ?? base;
  const pending = pendingOf(outcome, player);
  const placing = !pending && outcome?.kind !== 'done';
  const moved = outcome?.kind === 'moves' ? outcome.draft.moves : [];
  // legalPlacements runs once per position and tile, not on every move of the cursor
  const view = useMemo(() => {
    const ghost: GhostView | null = outcome?.kind === 'refused' ? { ...outcome.placement, ok: false } : null;
    return boardView(shown, { hand: placing && !victim ? hand : null, ghost, pending, ferries: moved }, lang);
  }, [shown, hand, outcome, lang, victim]);
  const cell = cursor ? view.cells.find((c) => c.x === cursor[0] && c.y === cursor[1]) : undefined;
  const preview: GhostView | null =
    acted && hand && cursor && placing && !victim && cell && cell.state !== 'tile'
      ? { tile: hand.tile, at: cursor, rot: hand.rot, ok: cell.state === 'fits-now' }
      : null;
  const phaseRefusal = outcome && 'refusal' in outcome && outcome.kind !== 'refused' ? outcome.refusal : undefined;
  const verdict =
    outcome?.kind === 'refused' ? refusedView(outcome.refusal, lang, landmarksOf(view))
    : phaseRefusal ? refusedView(phaseRefusal, lang, landmarksOf(view))
    : ctxResult && !ctxResult.ok ? refusedView(ctxResult.error, lang, landmarksOf(view))
    : outcome?.kind === 'done' ? acceptedView(outcome.events, lang, pigStop(base, outcome.state))
    : null;
  const spots = outcome?.kind === 'follower' ? { tile: outcome.placement.tile, at: outcome.placement.at, rot: outcome.placement.rot, spots: outcome.spots, base: shown } : null;

  // a plague, crowns or ferries come only where their expansion is in play, so its parts are loaded
  const wheel = uiFor('wheel');
  const ferries = uiFor('ferries');
  const targets: Target[] =
    victim ? wheel?.victimTargets(base, victim.choices, lang) ?? []
    : outcome?.kind === 'follower' ? (outcome.crowns.length > 0 && wheel?.crownTargets(view, outcome.crowns, lang)) || []
    : outcome?.kind === 'ferry' ? ferries?.jettyTargets(view, outcome.draft.place.at, jetty?.side ?? null, lang) ?? []
    : outcome?.kind === 'moves' ? outcome.movable.flatMap((f) => ferries?.jettyTargets(view, f.at, jetty && jetty.at[0] === f.at[0] && jetty.at[1] === f.at[1] ? jetty.side : null, lang) ?? [])
    : [];
  const marks: Marks =
    victim ? marksOf(view, [], [], victim.choices.flatMap((c) => { const p = victimPoint(base, c); return p ? [p] : []; }))
    : outcome?.kind === 'moves' ? marksOf(view, outcome.roads, outcome.movable.map((f) => f.at), [])
    : NO_MARKS;

  const settle = (o: TryOutcome): string => {
    setOutcome(o);
    setJetty(null);
    if (o.kind === 'refused') return verdictText(refusedView(o.refusal, lang, landmarksOf(view)));
    if (o.kind === 'done') {
      const said = verdictText(acceptedView(o.events, lang, pigStop(base, o.state)));
      if (commit) {
        commit(o.action, o.events, o.state);
        setOutcome(null);
        setPlague([]);
      }
      return said;
    }
    if (o.refusal) return verdictText(refusedView(o.refusal, lang, landmarksOf(view)));
    if (o.kind === 'follower') return `${dict.tryit.placed} ${dict.tryit.followerTitle}`;
    if (o.kind === 'ferry') return `${dict.tryit.placed} ${dict.ferry.title}`;
    return dict.ferry.movesTitle;
  };
  const follow = (f: FollowerChoice | null): string => {
    if (outcome?.kind !== 'follower' || !ctx) return '';
    return settle(tryFollower(ctx, outcome.placement, f));
  };
  const ferry = (pair: Pair): string => (outcome?.kind === 'ferry' && ctx ? settle(tryFerry(ctx, outcome.draft, pair)) : '');
  const move = (at: Coord, pair: Pair): string => {
    if (outcome?.kind !== 'moves' || !ctx) return '';
    const o = tryMove(ctx, outcome, { at, ferry: pair });
    const said = settle(o);
    return o.kind === 'moves' && !o.refusal ? dict.ferry.moved(ofTileAt(at, base.board, lang), pairName(pair, lang)) : said;
  };
  const chooseVictim = (c: PlagueChoice): string => {
    if (!victim || !spin) return '';
    setPlague([...plague, c]);
    const next = spin.victims[plague.length + 1];
    return `${plagueChoiceName(c, lang, base.board)}. ${next ? dict.wheel.plagueTitle(playerName(next.player, lang)) : ''}`.trim();
  };
  const rotate = (back = false): string => {
    if (!hand || !placing) return '';
    // a quarter turn either way (the player's model is not imported here: the sandbox and the builder
    // use this hook without it)
    const rot = (((hand.rot + (back ? 270 : 90)) % 360) as Rotation);
    setHand({ ...hand, rot });
    setActed(true);
    if (outcome?.kind === 'refused') setOutcome(null);
    return dict.tryit.rotation(rot);
  };
  const reset = (tile: string | null): void => {
    setOutcome(null);
    setPlague([]);
    setJetty(null);
    setHand(tile ? { tile, rot: 0 } : null);
    setActed(false);
  };
  return {
    view, preview, spots, verdict, outcome, hand, shown, spin, plague, victim, targets, marks,
    // the ferries' words are loaded only where the ferries are played: asked for only when their targets show
    targetsLabel: outcome?.kind === 'moves' ? dict.ferry.movesTitle : outcome?.kind === 'ferry' ? dict.ferry.title : undefined,
    // the cursor stays on the board but is not drawn once the tile is down
    cursor: placing && !victim ? cursor : null,
    setCursor: (x, y) => {
      setCursorState([x, y]);
      setActed(true);
    },
    place: (x, y) => {
      setCursorState([x, y]);
      setActed(true);
      if (victim) return dict.wheel.plagueFirst;
      if (!hand || !placing || !ctx) return '';
      return settle(tryPlace(ctx, { tile: hand.tile, at: [x, y], rot: hand.rot }));
    },
    chooseSpot: (spot) => follow(spot ? { on: spot } : null),
    chooseCrown: (c) => follow({ crown: c.sector, space: c.space }),
    chooseVictim,
    resetPlague: () => {
      setPlague([]);
      setOutcome(null);
    },
    target: (t) => {
      if (t.kind === 'victim') {
        const c = victim?.choices.find((v) => victimKey(v) === t.key);
        return c ? chooseVictim(c) : '';
      }
      if (t.kind === 'crown' && outcome?.kind === 'follower') {
        const c = outcome.crowns.find((x) => `${x.sector}-${x.space}` === t.key);
        return c ? follow({ crown: c.sector, space: c.space }) : '';
      }
      const [cellKey, side] = t.key.split(':') as [string, Side];
      const at = cellKey.split(',').map(Number) as unknown as Coord;
      const first = jetty && jetty.at[0] === at[0] && jetty.at[1] === at[1] ? jetty.side : null;
      if (first === null) {
        setJetty({ at, side });
        return dict.ferry.chosen(boardDict(lang).sides[side]);
      }
      // the same jetty twice is sent as it is: the engine says why a ferry needs two
      return outcome?.kind === 'moves' ? move(at, [first, side]) : ferry([first, side]);
    },
    chooseFerry: ferry,
    moveFerry: move,
    leaveFerry: (at) => (outcome?.kind === 'moves' && ctx ? settle(leaveFerry(ctx, outcome, at)) : ''),
    done: () => (outcome?.kind === 'moves' && ctx ? settle(tryDone(ctx, outcome)) : ''),
    rotate,
    onRotateKey: (e, say) => {
      if (isRotateKey(e) && hand) {
        e.preventDefault();
        // Shift+R turns it back
        say(rotate(e.shiftKey));
      }
    },
    pick: (tile) => reset(tile),
    clear: () => {
      setOutcome(null);
      setJetty(null);
    },
    begin: (tile) => {
      reset(tile);
      setCursorState(tile ? firstCursor(base, tile, lang) : null);
    },
  };
}

/**
 * Begins a new turn with `tile` whenever `deps` change (a new position, another tile on top of the pile),
 * but not on the first render: `useTry(…, first)` has begun that one already. A move the reader made
 * before the island's code arrived is played by client:intent right after hydration, before any effect
 * runs; beginning the turn again in the mount's effect would undo it (or, with no tile in hand yet, it
 * would have done nothing).
 */
export function useNewTurns(t: TryState, tile: string | null, deps: readonly unknown[]): void {
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) t.begin(tile);
    mounted.current = true;
  }, deps);
}

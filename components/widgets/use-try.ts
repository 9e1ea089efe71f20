// The reader's own move on a position, shared by the ScenarioPlayer's "try it" mode and the sandbox:
// the tile in hand and its turn, the cursor, and what the engine made of the move so far.
import { useMemo, useState } from 'preact/hooks';
import type { Coord, GameState, PlayerColor, Rotation, ScoreEvent, Spot, TurnAction } from '../../engine/core/types.ts';
import type { WidgetLang } from './i18n.ts';
import { widgetDict } from './i18n.ts';
import { nextRotation, tryFinish, tryPlace } from './player-model.ts';
import type { TryOutcome } from './player-model.ts';
import { acceptedView, boardView, refusedView, verdictText } from './view.ts';
import type { BoardView, GhostView, VerdictView } from './view.ts';
import type { SpotChoice } from './BoardFrame.tsx';
import { isRotateKey } from './dom.ts';

export interface TryState {
  readonly view: BoardView;
  readonly preview: GhostView | null;
  readonly spots: SpotChoice | null;
  readonly verdict: VerdictView | null;
  readonly outcome: TryOutcome | null;
  readonly hand: { tile: string; rot: Rotation } | null;
  readonly cursor: Coord | null;
  /** the position the board shows (after an accepted move, the new one) */
  readonly shown: GameState;
  readonly setCursor: (x: number, y: number) => void;
  readonly place: (x: number, y: number) => string;
  readonly chooseSpot: (spot: Spot | null) => string;
  readonly rotate: () => string;
  /** The islands' key handler for R: turns the tile in hand and says the new rotation. */
  readonly onRotateKey: (e: KeyboardEvent, say: (text: string) => void) => void;
  readonly pick: (tile: string) => void;
  readonly clear: () => void;
  readonly begin: (tile: string | null) => void;
}

/** The first cell that takes the tile, or the middle of the board. */
function startCursor(v: BoardView): Coord {
  const c = v.cells.find((x) => x.state === 'fits-now') ?? v.cells.find((x) => x.state === 'fits');
  return c ? [c.x, c.y] : [v.minX + Math.floor(v.cols / 2), v.minY + Math.floor(v.rows / 2)];
}

/**
 * `commit`, when given, receives each accepted turn (the sandbox keeps it in its log) and the board
 * goes back to the reader's next move; without it the result stays on the board (the player's try).
 */
export function useTry(
  base: GameState,
  lang: WidgetLang,
  commit?: (action: TurnAction, events: readonly ScoreEvent[]) => void,
  player: PlayerColor = base.turn,
): TryState {
  const [hand, setHand] = useState<{ tile: string; rot: Rotation } | null>(null);
  const [cursor, setCursorState] = useState<Coord | null>(null);
  const [outcome, setOutcome] = useState<TryOutcome | null>(null);
  const shown = outcome?.kind === 'done' ? outcome.state : base;
  const pending = outcome?.kind === 'follower' ? outcome : null;
  // legalPlacements runs once per position and tile, not on every move of the cursor
  const view = useMemo(() => {
    const ghost: GhostView | null =
      outcome?.kind === 'follower' ? { ...outcome.placement, ok: true }
      : outcome?.kind === 'refused' ? { ...outcome.placement, ok: false }
      : null;
    return boardView(shown, { hand: outcome?.kind === 'done' || pending ? null : hand, ghost }, lang);
  }, [shown, hand, outcome, lang]);
  const cell = cursor ? view.cells.find((c) => c.x === cursor[0] && c.y === cursor[1]) : undefined;
  const preview: GhostView | null =
    hand && cursor && !pending && outcome?.kind !== 'done' && cell && cell.state !== 'tile'
      ? { tile: hand.tile, at: cursor, rot: hand.rot, ok: cell.state === 'fits-now' }
      : null;
  const verdict =
    outcome?.kind === 'refused' ? refusedView(outcome.refusal, lang)
    : outcome?.kind === 'done' ? acceptedView(outcome.events, lang)
    : null;
  const spots = pending ? { tile: pending.placement.tile, at: pending.placement.at, rot: pending.placement.rot, spots: pending.spots } : null;

  const settle = (o: TryOutcome): string => {
    setOutcome(o);
    if (o.kind === 'refused') return verdictText(refusedView(o.refusal, lang));
    if (o.kind === 'done') return verdictText(acceptedView(o.events, lang));
    return `${widgetDict(lang).tryit.placed} ${widgetDict(lang).tryit.followerTitle}`;
  };
  const rotate = (): string => {
    if (!hand || pending) return '';
    const rot = nextRotation(hand.rot);
    setHand({ ...hand, rot });
    if (outcome?.kind === 'refused') setOutcome(null);
    return widgetDict(lang).tryit.rotation(rot);
  };
  return {
    view, preview, spots, verdict, outcome, hand, shown,
    // the cursor stays on the board but is not drawn once the tile is down
    cursor: pending || outcome?.kind === 'done' ? null : cursor,
    setCursor: (x, y) => setCursorState([x, y]),
    place: (x, y) => {
      setCursorState([x, y]);
      if (!hand || pending || outcome?.kind === 'done') return '';
      return settle(tryPlace(base, { tile: hand.tile, at: [x, y], rot: hand.rot }, player));
    },
    chooseSpot: (spot) => {
      if (!pending) return '';
      const follower = spot ? { on: spot } : null;
      const o = tryFinish(base, pending.placement, follower, player);
      const said = settle(o);
      if (o.kind === 'done' && commit) {
        commit({ type: 'turn', player, place: pending.placement, ...(follower && { follower }) }, o.events);
        setOutcome(null);
      }
      return said;
    },
    rotate,
    onRotateKey: (e, say) => {
      if (isRotateKey(e) && hand) {
        e.preventDefault();
        say(rotate());
      }
    },
    pick: (tile) => {
      setHand({ tile, rot: 0 });
      setOutcome(null);
    },
    clear: () => setOutcome(null),
    begin: (tile) => {
      setOutcome(null);
      setHand(tile ? { tile, rot: 0 } : null);
      setCursorState(tile ? startCursor(boardView(base, { hand: { tile, rot: 0 } }, lang)) : null);
    },
  };
}

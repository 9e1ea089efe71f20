// The board a ruling's preview card shows: its first scenario at its key step, played by the engine
// and drawn by the same code as the ScenarioPlayer widget (playScenario, boardView, BoardSvg), so
// the card shows what the reader finds on the page at that step. The board is framed to the shape of
// the card's picture box (empty cells added round it), so that it fills that box.
import type { Scenario } from '../../../engine/scenario/types.ts';
import { BoardSvg } from '../../../components/widgets/BoardSvg.tsx';
import { InlineArt } from '../../../components/board/wheel-art.ts';
// a card may show the wheel board: every expansion's widget parts, as on the server's pages
import '../../../components/widgets/expansion-ui-all.ts';
import type { JSX } from 'preact';
import { extentOfView, withinExtent } from '../../../components/widgets/extent.ts';
import type { Extent } from '../../../components/widgets/extent.ts';
import { playScenario, type PlayerModel } from '../../../components/widgets/player-model.ts';
import { boardView, type BoardView } from '../../../components/widgets/view.ts';
import type { Lang } from '../../../components/lib/vocabulary.ts';
import type { CardPicture } from './card.tsx';
import { PICTURE_BOX } from './card.tsx';

/** The size, in pixels per cell, that BoardSvg draws at by itself (components/board's default). */
const CELL_PX = 72;

/**
 * The rulings that forbid a move ("may not", "must", "only", "no"): their card may show the move they
 * refuse, crossed out where it was tried. Every other ruling allows or makes something happen ("may",
 * "does"), and its card shows what it allows, never a refusal.
 */
export const FORBIDDING: ReadonlySet<string> = new Set([
  'base-cell-free', 'base-draw-and-place', 'base-edges-match', 'base-follower-this-tile', 'base-follower-unoccupied',
  'base-must-touch', 'ferries-first-ferry-only', 'ferries-needs-ferry-on-road', 'ferries-once-per-turn',
  'house-river-all-u-turns', 'house-river-no-followers-until-done', 'river-must-continue', 'river-no-follower-on-river',
  'river-no-u-turn', 'river2-branches-apart', 'river2-fork-first', 'river2-volcano-last', 'river-lake-last',
]);

/**
 * The step the card shows, as a count of steps played (0 is the setup). A ruling that forbids a move
 * is best shown by that move: the last step the scenario expects to be refused under this ruling. Any
 * other ruling is shown by the last step the engine accepts (scenarios build up to the point their ruling
 * makes), or the setup when none is: never by a refusal.
 */
export function keyStep(scenario: Scenario, model: PlayerModel, rulingId: string): number {
  const steps = scenario.steps ?? [];
  if (FORBIDDING.has(rulingId)) {
    const refused = steps.findLastIndex((s, i) => s.expect?.illegal === rulingId && model.steps[i]?.attempted);
    if (refused >= 0) return refused + 1;
  }
  const accepted = model.steps.findLastIndex((s) => s.verdict?.kind !== 'refused');
  return accepted + 1;
}

/** The cells the view draws something on: its tiles, marked cells, the ghost of a try. */
function contentOf(view: BoardView): Extent {
  const at = [...view.cells.filter((c) => c.state !== 'empty').map((c) => [c.x, c.y] as const), ...(view.ghost ? [view.ghost.at] : [])];
  if (at.length === 0) return extentOfView(view);
  const xs = at.map((c) => c[0]);
  const ys = at.map((c) => c[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** The view cut to what it draws, then framed to the picture box's shape: empty rows or columns added
 * on its short side, so that the board, drawn on a table of empty cells, fills the box. */
function framed(whole: BoardView, lang: Lang): BoardView {
  const e = contentOf(whole);
  const inside = (c: { x: number; y: number }): boolean => c.x >= e.minX && c.x <= e.maxX && c.y >= e.minY && c.y <= e.maxY;
  const view = { ...whole, minX: e.minX, minY: e.minY, cols: e.maxX - e.minX + 1, rows: e.maxY - e.minY + 1, cells: whole.cells.filter(inside) };
  const ratio = PICTURE_BOX.w / PICTURE_BOX.h;
  const cols = Math.max(view.cols, Math.round(view.rows * ratio));
  const rows = Math.max(view.rows, Math.round(view.cols / ratio));
  const addX = cols - view.cols;
  const addY = rows - view.rows;
  const grown = { minX: e.minX - Math.floor(addX / 2), maxX: e.maxX + Math.ceil(addX / 2), minY: e.minY - Math.floor(addY / 2), maxY: e.maxY + Math.ceil(addY / 2) };
  return withinExtent(view, grown, lang, 'grow');
}

/** The table the board lies on: the whole picture, its empty cells outlined faintly. */
function Table({ cols, rows }: { cols: number; rows: number }): JSX.Element {
  const lines = [
    ...Array.from({ length: cols + 1 }, (_, i) => `M${i * CELL_PX} 0V${rows * CELL_PX}`),
    ...Array.from({ length: rows + 1 }, (_, i) => `M0 ${i * CELL_PX}H${cols * CELL_PX}`),
  ];
  return (
    <g data-table="">
      <rect width={cols * CELL_PX} height={rows * CELL_PX} fill="#eef0e2" />
      <path d={lines.join('')} stroke="#d3d8bd" stroke-width="1.5" fill="none" />
    </g>
  );
}

export interface KeyPicture extends CardPicture {
  /** the step shown, as a count of steps played; whether the engine refused it */
  readonly step: number;
  readonly refused: boolean;
}

export function scenarioPicture(scenario: Scenario, lang: Lang, rulingId: string): KeyPicture | undefined {
  const played = playScenario(scenario, lang);
  if (!played.ok) return undefined;
  const model = played.value;
  const pos = keyStep(scenario, model, rulingId);
  const step = pos > 0 ? model.steps[pos - 1]! : null;
  const refused = step?.verdict?.kind === 'refused';
  const view = framed(boardView(
    model.positions[pos]!,
    { highlight: step?.highlight ?? [], ghost: refused && step?.attempted ? { ...step.attempted, ok: false } : null },
    lang,
  ), lang);
  // the card is drawn by resvg, which fetches nothing: the wheel's art is drawn in place
  const node = <g><Table cols={view.cols} rows={view.rows} /><InlineArt.Provider value={true}><BoardSvg view={view} lang={lang} /></InlineArt.Provider></g>;
  return { node, width: view.cols * CELL_PX, height: view.rows * CELL_PX, step: pos, refused };
}

// The board a ruling's preview card shows: its first scenario at its key step, played by the engine
// and drawn by the same code as the ScenarioPlayer widget (playScenario, boardView, BoardSvg), so
// the card shows exactly what the reader finds on the page after pressing "next" to the end.
import type { Scenario } from '../../../engine/scenario/types.ts';
import { BoardSvg } from '../../../components/widgets/BoardSvg.tsx';
// a card may show the wheel board: every expansion's widget parts, as on the server's pages
import '../../../components/widgets/expansion-ui-all.ts';
import { playScenario, type PlayerModel } from '../../../components/widgets/player-model.ts';
import { boardView } from '../../../components/widgets/view.ts';
import type { Lang } from '../vocabulary.ts';
import type { CardPicture } from './card.tsx';

/** The size, in pixels per cell, that BoardSvg draws at by itself (components/board's default). */
const CELL_PX = 72;

/**
 * The step the card shows, as a count of steps played (0 is the setup). A ruling that forbids a move
 * is best shown by that move: the last step the scenario expects to be refused under this ruling,
 * drawn as the widget draws it (the position, the refused tile crossed out where it was tried).
 * Otherwise the scenario's last step: scenarios build up to the point their ruling makes, so its end
 * is the position after the last accepted step (or, for a step that counts where a tile fits, that
 * position with the cells highlighted).
 */
export function keyStep(scenario: Scenario, model: PlayerModel, rulingId: string): number {
  const steps = scenario.steps ?? [];
  const refused = steps.findLastIndex((s, i) => s.expect?.illegal === rulingId && model.steps[i]?.attempted);
  return refused >= 0 ? refused + 1 : model.steps.length;
}

export function scenarioPicture(scenario: Scenario, lang: Lang, rulingId: string): CardPicture | undefined {
  const played = playScenario(scenario, lang);
  if (!played.ok) return undefined;
  const model = played.value;
  const pos = keyStep(scenario, model, rulingId);
  const step = pos > 0 ? model.steps[pos - 1]! : null;
  const view = boardView(
    model.positions[pos]!,
    { highlight: step?.highlight ?? [], ghost: step?.attempted ? { ...step.attempted, ok: false } : null },
    lang,
  );
  return { node: <BoardSvg view={view} lang={lang} />, width: view.cols * CELL_PX, height: view.rows * CELL_PX };
}

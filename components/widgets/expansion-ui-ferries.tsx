// The Ferries' widget parts, registered through expansion-ui.ts: loaded only by the islands that play
// the ferries. The pairs and the movable ferries come from the engine (turn-model.ts); this draws them.
import type { Coord, Side } from '../../engine/core/types.ts';
import { jetties, tileDef } from '../../engine/play.ts';
import { jettyButtonPoint } from '../board/board-view.ts';
import { boardDict } from '../board/i18n.ts';
import { FerryChoices, MoveChoices } from './FerryChoices.tsx';
import type { WidgetLang } from './i18n.ts';
import { widgetDict } from './i18n.ts';
import type { Target } from './board-marks.ts';
import type { BoardView } from './view.ts';
import { keyOf, landmarksOf, ofTileAt } from './view.ts';

/** Buttons on the jetties of the lake tile at `at` as the view draws it; `chosen` is the first end picked. */
export function jettyTargets(v: BoardView, at: Coord, chosen: Side | null, lang: WidgetLang): Target[] {
  const t = v.tiles.find((p) => p.x === at[0] && p.y === at[1]);
  const def = t && tileDef(t.id);
  if (!t || !def) return [];
  const sides = boardDict(lang).sides;
  const lake = ofTileAt(at, landmarksOf(v), lang);
  return jetties(t.id, t.rot).map((side) => {
    const [x, y] = jettyButtonPoint({ def, at }, side);
    return { kind: 'jetty', key: `${keyOf(at[0], at[1])}:${side}`, x, y, label: widgetDict(lang).ferry.jetty(sides[side], lake), pressed: side === chosen };
  });
}

export const parts = { FerryChoices, MoveChoices, jettyTargets };
export type FerriesUi = typeof parts;

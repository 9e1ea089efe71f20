// The words of the ferries in English: its choices and the refusals its rules give, loaded only where it is
// played (prepare.ts asks for them with its sets); i18n-fr-ferries.ts has the same shape.
import { en as T } from '../i18n/terms-en.ts';
import { str, cap, sideList } from './i18n-shared.ts';
import type { Sentence } from './i18n-shared.ts';
export const en = {
  ferry: {
    pair: (a: string, b: string) => `the ${a} and ${b} ${T.jetty.many}`,
    title: 'Where does the ferry go?',
    help: 'Pick two jetties of the lake, on the board or in this list.',
    join: (pair: string) => `Ferry between ${pair}`,
    jetty: (side: string, lake: string) => `${cap(side)} jetty ${lake}`,
    chosen: (side: string) => `The ${side} jetty is chosen; now pick the other end.`,
    movesTitle: 'Move ferries?',
    movesHelp: 'Your tile extends the highlighted roads, which lead to these ferries. Each may move to another pair of jetties on its lake, or stay.',
    ferryAt: (lake: string, pair: string) => `Ferry ${lake}, joining ${pair}`,
    moveTo: (pair: string) => `Move it to ${pair}`,
    leave: 'Leave it where it was',
    done: 'Done: end the turn',
    moved: (lake: string, pair: string) => `The ferry ${lake} now joins ${pair}.`,
  },
  /** merged into the core's refusals once loaded (lang/registry.ts) */
  refusals: {
    'ferries-place-ferry': (f, w) =>
      f.side ? `${cap(w.tileAt(f.at))} has no jetty on its ${w.side(str(f.side))} side; its jetties are ${sideList(f.jetties, w, 'and')}.`
      : f.sides ? `A ferry joins two different jetties, not the ${sideList(str(f.sides).split('-')[0], w, 'and')} jetty to itself.`
      : `A lake tile is laid with its ferry: choose two of its jetties (${sideList(f.jetties, w, 'or')}) for it to join.`,
    'ferries-meeple-on-road-end': (f, w) => `A robber on a lake tile stands on one of its road ends (${sideList(f.jetties, w, 'or')}); there is none on its ${w.side(str(f.on))} side.`,
    'ferries-move-ferry': (f, w) =>
      f.reason === 'no-lake' ? `${cap(w.tileAt(f.at))} is not a lake, so there is no ferry to move there.`
      : f.reason === 'jetties' ? `A moved ferry joins two different jetties of its lake (${sideList(f.jetties, w, 'or')}) again.`
      : `Your tile extends no road that leads to ${w.tileAt(f.at)}.`,
    'ferries-needs-ferry-on-road': (f, w) =>
      `The road leaving your tile by its ${w.side(str(f.via))} side reaches ${w.tileAt(f.at)} at its ${w.side(str(f.jetty))} jetty, where no ferry stands: there is no ferry on that road to move.`,
    'ferries-first-ferry-only': (f, w) =>
      `Along the road leaving your tile by its ${w.side(str(f.via))} side, the ferry ${w.ofTileAt(f.first)} comes first; the one ${w.ofTileAt(f.at)} lies beyond it and stays.`,
    'ferries-once-per-turn': (f, w) => (f.reason === 'placed'
      ? `The ferry ${w.ofTileAt(f.at)} was set on its new lake this turn; it cannot also move this turn.`
      : `The ferry ${w.ofTileAt(f.at)} has already moved this turn; a ferry moves at most once per turn.`),
  } as Record<string, Sentence>,
};

// The words of the ferries in French: its choices and the refusals its rules give, loaded only where it is
// played (prepare.ts asks for them with its sets); typed as the English ones (i18n-en-ferries.ts).
import { fr as T } from '../i18n/terms-fr.ts';
import { str, cap, sideList } from './i18n-shared.ts';
import type { Sentence } from './i18n-shared.ts';
import type { en } from './i18n-en-ferries.ts';

export const fr: typeof en = {
  ferry: {
    pair: (a: string, b: string) => `les ${T.jetty.many} ${a} et ${b}`,
    title: 'Où va le bac ?',
    help: `Choisissez deux ${T.jetty.many} du lac, sur le plateau ou dans cette liste.`,
    join: (pair: string) => `Bac entre ${pair}`,
    jetty: (side: string, lake: string) => `Quai ${side} ${lake}`,
    chosen: (side: string) => `Le quai ${side} est choisi ; choisissez maintenant l’autre extrémité.`,
    movesTitle: 'Déplacer des bacs ?',
    movesHelp: 'Votre tuile prolonge les routes en surbrillance, qui mènent à ces bacs. Chacun peut passer entre deux autres quais de son lac, ou rester.',
    ferryAt: (lake: string, pair: string) => `Bac ${lake}, entre ${pair}`,
    moveTo: (pair: string) => `Le mettre entre ${pair}`,
    leave: 'Le laisser où il était',
    done: 'Terminer le tour',
    moved: (lake: string, pair: string) => `Le bac ${lake} relie maintenant ${pair}.`,
  },
  /** merged into the core's refusals once loaded (lang/registry.ts) */
  refusals: {
    'ferries-place-ferry': (f, w) =>
      f.side ? `${cap(w.tileAt(f.at))} n’a pas de quai côté ${w.side(str(f.side))} ; ses quais sont ${sideList(f.jetties, w, 'et')}.`
      : f.sides ? `Un bac relie deux quais différents, pas le quai ${sideList(str(f.sides).split('-')[0], w, 'et')} à lui-même.`
      : `Une tuile Lac se pose avec son bac : choisissez deux de ses quais (${sideList(f.jetties, w, 'ou')}) à relier.`,
    'ferries-meeple-on-road-end': (f, w) => `Un brigand sur une tuile Lac se pose sur l’une de ses sections de route (${sideList(f.jetties, w, 'ou')}) ; il n’y en a pas côté ${w.side(str(f.on))}.`,
    'ferries-move-ferry': (f, w) =>
      f.reason === 'no-lake' ? `${cap(w.tileAt(f.at))} n’est pas un lac : il n’y a donc pas de bac à y déplacer.`
      : f.reason === 'jetties' ? `Un bac déplacé relie de nouveau deux quais différents de son lac (${sideList(f.jetties, w, 'ou')}).`
      : `Votre tuile ne prolonge aucune route menant vers ${w.tileAt(f.at)}.`,
    'ferries-needs-ferry-on-road': (f, w) =>
      `La route qui quitte votre tuile côté ${w.side(str(f.via))} atteint ${w.tileAt(f.at)} à son quai ${w.side(str(f.jetty))}, où aucun bac n’accoste : il n’y a pas de bac à déplacer sur cette route.`,
    'ferries-first-ferry-only': (f, w) =>
      `Sur la route qui quitte votre tuile côté ${w.side(str(f.via))}, le bac ${w.ofTileAt(f.first)} vient en premier ; celui ${w.ofTileAt(f.at)} est au-delà et reste en place.`,
    'ferries-once-per-turn': (f, w) => (f.reason === 'placed'
      ? `Le bac ${w.ofTileAt(f.at)} vient d’être posé sur son lac ce tour-ci ; il ne peut pas aussi se déplacer ce tour-ci.`
      : `Le bac ${w.ofTileAt(f.at)} s’est déjà déplacé ce tour-ci ; un bac se déplace au plus une fois par tour.`),
  } as Record<string, Sentence>,
};

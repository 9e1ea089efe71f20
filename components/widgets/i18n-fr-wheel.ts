// The words of the wheel in French: its choices and the refusals its rules give, loaded only where it is
// played (prepare.ts asks for them with its sets); typed as the English ones (i18n-en-wheel.ts).
import { fr as T } from '../i18n/terms-fr.ts';
import { str, cap, sideList } from './i18n-shared.ts';
import type { Sentence } from './i18n-shared.ts';
import type { en } from './i18n-en-wheel.ts';

export const fr: typeof en = {
  wheel: {
    stopped: (sector: string) => `La roue tourne : le cochon s’arrête sur ${sector}`,
    spin: (n: number, from: string, to: string) =>
      `Cette tuile porte une icône de roue : avant sa pose, le cochon avance de ${n} ${n === 1 ? 'secteur' : 'secteurs'}, de ${from} à ${to}.`,
    plagueTitle: (who: string) => `Peste : quel partisan ${who} rend-il ?`,
    plagueHelp: 'Joueur par joueur, dans l’ordre indiqué, choisissez le partisan qui retourne dans la réserve. Ils sont en surbrillance sur le plateau.',
    plagueFirst: 'Choisissez d’abord les victimes de la Peste.',
    restart: 'Recommencer depuis le premier joueur',
    victim: (who: string, on: string, where: string) => `Partisan de ${who} sur ${on}${where ? ` ${where}` : ''}`,
    victimBoard: (who: string, on: string) => `Partisan de ${who} sur le paysage du plateau de la roue, sur ${on}`,
    victimCrown: (who: string, sector: string, space: number) => `Partisan de ${who} sur la ${T.crownSpace.one} ${space} de ${sector}`,
    crownOn: (sector: string, space: number) => `Partisan sur la ${T.crownSpace.one} ${space} de ${sector}`,
  },
  /** merged into the core's refusals once loaded (lang/registry.ts) */
  refusals: {
    'wheel-crown-placement': (f, w) =>
      f.spaces !== undefined ? `${w.sector(str(f.sector))} a ${f.spaces === 1 ? `une seule ${T.crownSpace.one}` : `deux ${T.crownSpace.many}`}, pas de case ${str(f.space)}.`
      : f.holder ? `La ${T.crownSpace.one} ${str(f.space)} de ${w.sector(str(f.sector))} porte déjà un partisan ${w.player(str(f.holder))}.`
      : f.supply === 0 ? `${cap(w.player(str(f.player)))} n’a plus de partisan à poser sur la roue.`
      : f.onTile ? `${cap(w.player(str(f.player)))} a déjà posé un partisan sur la tuile Terrain ce tour-ci.`
      : undefined,
    'wheel-plague': (f, w) =>
      f.sector ? `La Peste ne prend jamais un partisan sur une ${T.crownSpace.one}.`
      : f.option ? 'Selon cette lecture, la Peste n’atteint pas le paysage du plateau de la roue.'
      : f.pig ? `Le cochon s’arrête sur ${w.sector(str(f.pig))}, pas sur la Peste : personne ne rend de partisan.`
      : f.tile ? `${cap(w.tile(str(f.tile)))} n’a pas d’icône de roue : le cochon ne bouge pas, donc pas de Peste.`
      : f.at ? `${cap(w.player(str(f.player)))} n’a pas de partisan sur ${w.tileAt(f.at)}.`
      : f.reason === 'twice' ? `${cap(w.player(str(f.player)))} ne rend qu’un seul partisan à la Peste.`
      : f.expected === f.player ? `${cap(w.player(str(f.player)))} a un partisan sur une tuile Terrain et doit en rendre un à la Peste.`
      : f.expected ? `La Peste prend les partisans à tour de rôle : ${cap(w.player(str(f.expected)))} choisit avant ${cap(w.player(str(f.player)))}.`
      : `${cap(w.player(str(f.player)))} ne rend qu’un seul partisan à la Peste.`,
  } as Record<string, Sentence>,
};

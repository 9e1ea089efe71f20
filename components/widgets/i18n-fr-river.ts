// The river builder's own words in French, typed as the English ones (i18n-en-river.ts).
import { fr as T } from '../i18n/terms-fr.ts';
import type { en } from './i18n-en-river.ts';

export const fr: typeof en = {
  river: {
    label: 'Construire la rivière',
    rivers: 'Tuiles de rivière',
    settings: 'Tuiles de rivière et options de règle',
    riverI: 'Rivière I',
    riverII: 'Rivière II',
    both: 'Rivières I et II en une seule rivière',
    gq11: 'Ajouter les tuiles de Games Quarterly n°11 (leur source remplace l’autre)',
    ruling: T.ruling.one,
    seed: 'Graine',
    newRiver: 'Nouvelle rivière',
    drawn: (tile: string) => `Tuile piochée : ${tile}.`,
    left: (n: number) => `${n} ${n === 1 ? 'tuile' : 'tuiles'} de rivière encore à poser.`,
    fitsNowhere: 'Le moteur ne trouve aucune place pour cette tuile : mettez-la de côté.',
    discard: 'Mettre la tuile de côté',
    done: 'La rivière est terminée. La partie ordinaire prend le relais.',
    next: (tile: string) => `Tuile suivante, tirée de la pile de base : ${tile}.`,
    continueLink: 'Poursuivre cette partie dans le bac à sable',
    badValue: (param: string, value: string) => (value === '' ? `L’adresse ne donne aucune valeur pour ${param}.` : `« ${value} » n’est pas une valeur possible pour ${param}.`),
    badUrl: 'La rivière de l’adresse ne peut pas être reconstruite ; en voici une nouvelle :',
    share: 'Adresse de cette rivière',
    noScript: 'Poser des tuiles demande JavaScript ; le plateau montre la source et la première tuile piochée.',
  },
};

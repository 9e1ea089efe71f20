// "Predict the score"'s words in French (the shape of i18n-en-predict.ts).
import type { en } from './i18n-en-predict.ts';

export const fr: typeof en = {
  predict: {
    title: 'Devinez les points',
    ask: (step: number) => `Avant de voir la suite : combien de points chaque joueur marque-t-il à l’étape ${step} ?`,
    field: (player: string) => `Points de ${player}`,
    check: 'Voir la réponse',
    missing: (players: string) => `Indiquez un nombre entier de points pour ${players}.`,
    hidden: 'À propos de cette position (elle donne la réponse)',
    about: 'À propos de cette position',
    resultTitle: 'Votre pronostic',
    line: (player: string, guess: number, points: number) => `${player} : vous aviez dit ${guess}, les règles donnent ${points}.`,
    right: 'Juste',
    wrong: 'Pas cette fois',
    allRight: 'Tous les points sont justes : bravo.',
    someWrong: (n: number, total: number) => `${n} sur ${total} justes. Le détail montre d’où vient chaque point.`,
    nothing: 'Rien pour ce joueur à cette étape.',
    again: 'Deviner à nouveau',
  },
};

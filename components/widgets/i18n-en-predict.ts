// "Predict the score"'s words in English: loaded only by an island whose scenario asks for a prediction
// (lang/load.ts `ensureLang(lang, ['predict'])`, from prepare.ts). i18n-fr-predict.ts has the same shape.

export const en = {
  /** "predict the score": the reader's guess per player before the scoring step, then the rules' answer beside it */
  predict: {
    title: 'Predict the score',
    ask: (step: number) => `Before you see it: how many points does each player score at step ${step}?`,
    field: (player: string) => `${player}'s points`,
    check: 'Show the answer',
    missing: (players: string) => `Give a whole number of points for ${players}.`,
    hidden: 'About this position (it gives the answer away)',
    /** the same fold, once the answer has been shown */
    about: 'About this position',
    resultTitle: 'Your prediction',
    line: (player: string, guess: number, points: number) => `${player}: you said ${guess}, the rules give ${points}.`,
    right: 'Right',
    wrong: 'Not this time',
    allRight: 'Every score right: well done.',
    someWrong: (n: number, total: number) => `${n} of ${total} right. The breakdown shows where each point comes from.`,
    nothing: 'Nothing for this player on this step.',
    again: 'Predict again',
  },
};

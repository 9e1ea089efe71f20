// The river builder's own words in English: loaded only by the island that shows them
// (lang/load.ts `ensureLang(lang, ['river'])`), not by every widget. i18n-fr-river.ts has the same shape.
import { en as T } from '../i18n/terms-en.ts';

export const en = {
  river: {
    label: 'Build the river',
    rivers: 'River tiles',
    settings: 'River tiles and rule options',
    riverI: 'River I',
    riverII: 'River II',
    both: 'River I and II as one river',
    gq11: 'Add the Games Quarterly #11 tiles (their spring replaces the other)',
    ruling: T.ruling.one,
    seed: 'Seed',
    newRiver: 'New river',
    /** `tile`: the tile's name in a sentence ("the river curve") */
    drawn: (tile: string) => `Tile drawn: ${tile}.`,
    left: (n: number) => `${n} river ${n === 1 ? 'tile' : 'tiles'} left to lay.`,
    fitsNowhere: 'The engine finds no place for this tile: put it aside.',
    discard: 'Put the tile aside',
    done: 'The river is done. The ordinary game takes over from here.',
    next: (tile: string) => `Next tile, from the base pile: ${tile}.`,
    continueLink: 'Continue this game in the sandbox',
    badValue: (param: string, value: string) => (value === '' ? `The address gives no value for ${param}.` : `“${value}” is not a value for ${param}.`),
    badUrl: 'The river in the address cannot be rebuilt, so here is a fresh one:',
    share: 'Address of this river',
    noScript: 'Laying tiles needs JavaScript; the board shows the spring and the first tile drawn.',
  },
};

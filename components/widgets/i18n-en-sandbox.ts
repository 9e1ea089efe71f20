// The sandbox's own words (its settings, tools, tile picker and the dispute a link carries) in English: loaded only by the island that shows them
// (lang/load.ts `ensureLang(lang, ['sandbox'])`), not by every widget. i18n-fr-sandbox.ts has the same shape.
import { en as T } from '../../src/i18n/terms-en.ts';
import { cap } from './i18n-shared.ts';

export const en = {
  dispute: {
    title: `The ${T.ruling.one} in question`,
    note: 'Note from whoever shared this position:',
    read: (title: string) => `Read the ${T.ruling.one}: ${title}`,
    loadFailed: `The ${T.ruling.one}’s card could not be loaded; its page is linked here.`,
    setAside: 'Part of what this link says about the dispute could not be read, so it is left out; the position opens as shared:',
    attach: `Attach the ${T.ruling.one} in question and a note to the link`,
    ruling: `${cap(T.ruling.one)} in question`,
    none: '(none)',
    noteLabel: 'Note (plain text, up to 500 characters)',
    loading: `Loading the ${T.ruling.many}…`,
  },
  sandbox: {
    title: 'Sandbox',
    description: 'Set up a position with any tile sets and rule options, play it, and share it as a link.',
    intro: `Choose the sets and the rule options, then lay tiles from a shuffled pile or pick any tile. Each option links to the ${T.ruling.one} it stands for. The link button copies an address that opens this very position.`,
    settings: 'Sets, players and rule options',
    sets: 'Tile sets',
    players: 'Players',
    optionsTitle: 'Rule options',
    ruling: T.ruling.one,
    source: 'Tiles come from',
    deckMode: 'a shuffled pile',
    freeMode: 'any tile I pick',
    seed: 'Seed',
    newGame: 'Start again',
    remaining: (n: number) => `${n} ${n === 1 ? 'tile' : 'tiles'} left in the pile`,
    emptyPile: 'The pile is empty.',
    discard: 'Put the tile aside (fits nowhere)',
    undo: 'Undo',
    endGame: 'Final scoring',
    share: 'Copy a link to this position',
    shared: 'Link copied to the clipboard.',
    shareFailed: 'The link could not be copied; it is shown below.',
    exportFile: 'Export as a scenario file',
    importFile: 'Import a scenario file',
    badLink: 'This link does not open a position:',
    badFile: 'This file is not a scenario the site can open:',
    fresh: 'Start a fresh sandbox',
    opened: 'Position opened from the link.',
    imported: 'Scenario imported.',
    noSets: 'Choose at least one tile set.',
    positionTitle: 'Sandbox position',
    noScript: 'The sandbox needs JavaScript to place tiles; the board below shows its starting position.',
  },
  picker: {
    pile: 'What the pile still holds',
    title: 'Choose a tile',
    help: 'Each set’s tiles with how many the pile still holds. Arrow keys move between them; Enter or Space takes one.',
    left: (n: number) => (n === 0 ? 'none left' : `${n} left`),
    item: (name: string, n: number) => `${name}, ${n === 0 ? 'none left' : `${n} left`}`,
    chosen: (name: string) => `${name} in hand.`,
    turned: (deg: number): string =>
      deg === 90 ? 'turned 90°, a quarter turn clockwise'
      : deg === 180 ? 'turned 180°, upside down'
      : deg === 270 ? 'turned 270°, a quarter turn anticlockwise'
      : 'not turned',
    turnLeft: 'Rotate anticlockwise (Shift+R)',
    apply: 'Apply (keeps the board if it can)',
    kept: 'New settings applied; the board is kept.',
    reset: (why: string) => `The board was reset: ${why}`,
    whySetup: (problem: string) => `the position cannot be set up under the new settings (${problem}).`,
    whyOutside: (tiles: string) => `${tiles} belong${tiles.includes(',') || tiles.includes(' and ') ? '' : 's'} to no set now in play.`,
    whyRefused: (n: number, tile: string, sentence: string) => `under the new settings the engine refuses move ${n}${tile ? ` (${tile})` : ''}: ${sentence}`,
  },
};

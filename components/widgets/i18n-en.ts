// The widgets' words in English. i18n-fr.ts has the same shape (CoreDict), checked by the type. The
// sandbox's, the river builder's and the spinner's own words are apart (i18n-en-<part>.ts).
import { en as T } from '../i18n/terms-en.ts';
import type { Sentence } from './i18n-shared.ts';
import { str, cap, uncap, sideList } from './i18n-shared.ts';

/** A tile that closes the river (a lake, the volcano) tried too early. */
const lastTile: Sentence = (f, w) => (f.tile === undefined || f.next === undefined ? undefined :
  `${cap(w.tile(str(f.tile)))} closes the river: it is laid only once the other ${T.riverTile.many} are down, and the next tile is ${w.tile(str(f.next))}.`);

/** How a tile in hand is turned, in words: no degrees. */
export const turned = (deg: number): string =>
  deg === 90 ? 'turned a quarter clockwise' : deg === 180 ? 'turned upside down' : deg === 270 ? 'turned a quarter anticlockwise' : 'not turned';

export const en = {
  player: {
    label: 'Scenario',
    board: (n: number) => `Board with ${n} ${n === 1 ? 'tile' : 'tiles'}`,
    back: 'Back',
    next: 'Next',
    reset: 'Reset',
    stepOf: (i: number, n: number) => `Step ${i} of ${n}`,
    setup: 'Starting position',
    tryIt: 'Try it yourself',
    stopTrying: 'Back to the steps',
    tryAgain: 'Try again',
    options: 'Rule options',
    optionsNote: 'Changing an option replays the scenario under that reading.',
    /** before the players' points, its colon spaced as the language wants */
    scoresLabel: 'Scores:',
    scores: 'Scores',
  },
  step: {
    place: (who: string, tile: string, where: string) => `${who} places ${tile}${where ? ` ${where}` : ''}`,
    /** the tile's place said from a neighbour the reader sees: "east of the spring" */
    towards: { N: 'north', E: 'east', S: 'south', W: 'west' } as Record<string, string>,
    /** a cell's place from a tile at one of its corners: "north-east of the start tile" */
    corner: { NE: 'north-east', SE: 'south-east', SW: 'south-west', NW: 'north-west' } as Record<string, string>,
    beside: (dir: string, ofTile: string) => `${dir} ${ofTile}`,
    /** a neighbour of the same kind as the tile laid */
    ofOther: (name: string) => `of the other ${name}`,
    /** a cell named from a tile beside it (`where`: "east of the spring") or on it ("of the start tile") */
    cellNear: (where: string) => `the cell ${where}`,
    lone: 'a cell that touches no tile',
    /** a cell of a board with no tile near it, by its row (N, S or '') and column (W, E or '') in the grid shown */
    cellInGrid: (row: string, col: string) => `the ${[{ N: 'north', S: 'south' }[row], { W: 'west', E: 'east' }[col]].filter(Boolean).join('-') || 'middle'} cell`,
    /** where a cell with no tile beside it lies */
    apart: 'away from every tile',
    /** a cell with no tile, after "the ferry" */
    onCell: (cell: string) => `on ${cell}`,
    /** the details line, for those who want the engine's coordinates */
    /** the details line, folded: the engine's cell and the tile's turn */
    details: 'Cell and turn',
    where: (at: string, rot: number) => `${at}, ${turned(rot)}`,
    follower: (spot: string) => ` and puts a follower on ${spot}`,
    crown: (sector: string, space: number) => ` and puts a follower on crown space ${space} of ${sector}`,
    discard: (who: string, tile: string) => `${who} shows that ${tile} fits nowhere and puts it aside`,
    endGame: 'The game ends: everything unfinished is scored',
    check: 'A look at the position',
    placements: (tile: string, n: number) => `${cap(tile)} fits in ${n} ${n === 1 ? 'way' : 'ways'}; the highlighted cells take it.`,
    ferry: (pair: string) => ` and sets the ferry between ${pair}`,
    /** `lake`: the lake tile named from a landmark, after "of" ("of the lake east of the start tile") */
    moveFerry: (lake: string, pair: string) => `, then moves the ferry ${lake} to ${pair}`,
    plague: (names: readonly string[]) => `; the plague takes ${names.join(', ')}`,
  },
  verdict: {
    /** the rules' own order of play, cited where no ruling has a page */
    procedure: 'The order of play',
    /** the folded line of scores worth 0 points */
    zero: (n: number) => `${n} more ${n === 1 ? 'score' : 'scores'} of 0 points`,
    accepted: 'Accepted',
    refused: 'Refused',
    because: `${cap(T.ruling.one)}:`,
    noScore: 'Nothing scores.',
    scored: (who: string, n: number) => `${who} scores ${n} ${n === 1 ? 'point' : 'points'}`,
    final: '(final scoring)',
    returned: (who: string, n: number) => `${who} returns ${n} ${n === 1 ? 'follower' : 'followers'} to supply`,
  },
  items: {
    counted: {
      tile: (n: number) => `${n} ${n === 1 ? 'tile' : 'tiles'}`,
      shield: (n: number) => `${n} ${n === 1 ? 'shield' : 'shields'}`,
      'completed-city': (n: number) => `${n} completed ${n === 1 ? 'city' : 'cities'}`,
      neighbour: (n: number) => `${n} surrounding ${n === 1 ? 'tile' : 'tiles'}`,
      cloister: (n: number) => `${n} ${n === 1 ? 'cloister' : 'cloisters'}`,
      follower: (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'} back to supply`,
      crown: (n: number) => `${n} ${n === 1 ? 'crown' : 'crowns'}`,
      knight: (n: number) => `${n} ${n === 1 ? 'knight' : 'knights'}`,
      monk: (n: number) => `${n} ${n === 1 ? 'monk' : 'monks'}`,
      'pig-herd': (n: number) => `${n} ${n === 1 ? T.pigHerd.one : T.pigHerd.many}`,
      'follower-in-supply': (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'} in supply`,
      fortune: () => 'Fortune',
    } as Record<string, (n: number) => string>,
    other: (what: string, n: number) => `${what} × ${n}`,
    points: (n: number) => `${n} pt${n === 1 ? '' : 's'}`,
  },
  tryit: {
    hand: 'Tile to place',
    pick: 'Tile',
    rotate: 'Rotate (R)',
    rotation: turned,
    instructions: 'Highlighted cells take the tile in some turn. Click, tap or drag the tile onto a cell; with the keyboard, arrow keys move the cursor, R turns the tile, Enter places it.',
    /** an empty cell's accessible name: where it lies, then whether the tile fits there */
    cell: (at: string, what: string) => `${cap(at)}, ${what}`,
    /** a cell holding a tile: the tile, by where it lies */
    tileCell: (tile: string) => cap(tile),
    /** a place said with its row and column on the board shown, when two cells would sound alike */
    inGrid: (where: string, row: number, col: number) => `${where}, row ${row}, column ${col}`,
    empty: 'empty',
    fits: 'empty, the tile fits here',
    fitsNow: 'empty, the tile fits here as turned',
    followerTitle: 'Put a follower?',
    followerOn: (spot: string) => `Follower on ${spot}`,
    noFollower: 'No follower',
    cancel: 'Pick another cell',
    turnOf: (who: string) => `${who} to play`,
    placed: 'Placed.',
  },
  spots: {
    N: 'the north side', E: 'the east side', S: 'the south side', W: 'the west side',
    NL: 'the field north-west', NR: 'the field north-east', EL: 'the field east-north', ER: 'the field east-south',
    SL: 'the field south-east', SR: 'the field south-west', WL: 'the field west-south', WR: 'the field west-north',
    cloister: 'the cloister',
  } as Record<string, string>,
  view: {
    zoomIn: 'Zoom in (+)',
    zoomOut: 'Zoom out (−)',
    fit: 'Fit to view',
    help: 'Drag or Shift+arrows to pan; pinch, Ctrl+wheel or +/− to zoom.',
  },
  refusals: {
    'base-cell-free': (f, w) => `${cap(w.cellAt(f.at))} already holds a tile: ${w.tileOn(f.at, str(f.occupant))}.`,
    'base-must-touch': () => 'That cell touches no tile: a new tile must border one already laid along a side.',
    'base-edges-match': (f, w) =>
      `Its ${w.side(str(f.side))} edge (${w.edge(str(f.mine))}) would meet the ${w.edge(str(f.theirs))} edge of the tile beside it on that side, ${w.tileOn(f.neighbourAt, str(f.neighbour))}.`,
    'base-unplaceable-discard': (f, w) => `${cap(w.tile(str(f.tile)))} fits on the board (${str(f.placements)} ways), so it cannot be put aside.`,
    'base-follower-this-tile': (f, w) =>
      f.supply === 0 ? `${cap(w.player(str(f.player)))} has no follower left.` : f.on ? `The tile just placed has nowhere for a follower on ${w.spot(str(f.on))}.` : undefined,
    'base-follower-unoccupied': (f, w) => `That ${w.edge(str(f.kind))} already holds a ${w.player(str(f.holder))} follower.`,
    'river-must-continue': (f, w) =>
      f.openEnds === 0 ? `The river has no open end left for ${w.tile(str(f.tile))}.`
      : `${cap(w.near(f.at))}, ${w.tile(str(f.tile))} would not continue the river: one of its river ends must meet an open end of the river.`,
    'river-no-u-turn': (f, w) =>
      f.exit ? `${cap(w.near(f.at))}, this tile would make two curves in a row turn the river the same way and send it straight back.`
      : `${cap(w.near(f.at))}, this tile would lead the river back into itself.`,
    'house-river-all-u-turns': (f, w) => `With every ${T.uTurn.one} banned, a tile laid ${w.near(f.at)} would end up sending the river back the way it came.`,
    'river2-branches-apart': (f, w) => `${cap(w.near(f.at))}, this tile would join the two branches of the river.`,
    'river-with-wheel': (f, w) => (f.at
      ? `The ${T.spring.one} beside the Wheel of Fortune board must send the river away from it, out of the side opposite the board.`
      : `The river starts with ${w.tile(str(f.next))}, before ${w.tile(str(f.tile))}.`),
    'river-no-follower-on-river': (f, w) => `No follower may stand on the river (${w.spot(str(f.on))}).`,
    'river2-volcano-last': (f, w) => (f.next ? lastTile(f, w) : 'No follower may stand on the volcano tile.'),
    'river-lake-last': (f, w) => lastTile(f, w),
    'river-combine-sets': (f, w) => `With several river sets there is still one river: ${w.tile(str(f.tile))} stays out of the game, because the river already has its own. The next tile is ${w.tile(str(f.next))}.`,
    'house-river-reverse': (f, w) => `Built from the ${T.lake.one}, the river ends with the ${T.spring.one}: ${w.tile(str(f.tile))} comes last, and the next tile is ${w.tile(str(f.next))}.`,
    'house-river-no-followers-until-done': () => 'No follower may be placed until the whole river is down.',
    'river-draw-until-done': (f, w) => `The river tiles come first: the next tile is ${w.tile(str(f.next))}, not ${w.tile(str(f.tile))}.`,
    'river2-fork-first': () => 'The river fork comes right after the spring.',
    'base-draw-and-place': (f, w) => (f.next !== undefined && f.tile !== undefined ? `You drew ${w.tile(str(f.next))}: that is the tile to place, not ${w.tile(str(f.tile))}.` : undefined),
    'base-game-end': () => 'The game is over: the pile is used up or the final scoring is done, so no further move is possible.',
    procedure: (f, w) =>
      f.boardFull !== undefined ? `The board holds ${str(f.boardFull)} tiles, the most a link or a scenario file can carry: no tile can be added.`
      : f.next !== undefined && f.tile !== undefined ? `The next tile in the pile is ${w.tile(str(f.next))}, not ${w.tile(str(f.tile))}.` : undefined,
  } as Record<string, Sentence>,
  explain: {
    title: 'Explain this position',
    loading: 'Working out the position…',
    kind: { city: 'City', road: 'Road', cloister: 'Cloister', field: 'Field' } as Record<string, string>,
    /** between the last two names of a list ("Blue and Red") */
    and: 'and',
    select: (name: string) => `${name}: shown on the board.`,
    selectFollower: (name: string) => `Follower chosen on the board; its feature: ${name}.`,
    openInSandbox: 'Open this position in the sandbox',
    stepTitle: (title: string, step: string) => `${title}: ${step}`,
  },
  /** try mode as a lesson: the scenario's task, then what the reader's move was worth and where next */
  lesson: {
    task: 'Your task:',
    wellDone: 'Well done: the rules allow this move.',
    goalMet: 'Well done: this move does what the task asks.',
    refusalMet: 'Well done: the rules refuse this move, as the task says.',
    retry: 'Turn the tile or choose another cell, then try again.',
    /** a legal move that misses the task's goal: why, then the way back */
    missed: (why: string) => `Legal, but ${why}: try again.`,
    hintLabel: 'Hint:',
    /** why the goal is missed, from the engine's facts (players, sectors and features already named) */
    why: {
      elsewhere: () => `the ${T.tile.one} is not where the task asks`,
      stillOpen: (feature: string, owner: string | null) => `${owner ? `${owner}’s` : 'the'} ${feature} is ${feature === T.cloister.one ? 'still unfinished' : 'still open'}`,
      alreadyClosed: (feature: string) => `that ${feature} was complete already`,
      noFeature: () => 'the task’s feature is not there',
      noFollower: (feature: string) => `no ${T.follower.one} stands on a ${feature}`,
      otherFeature: (feature: string, placed: string) => `the ${T.follower.one} stands on a ${placed}, not on a ${feature}`,
      points: (player: string, gained: number, want: number, exact: boolean) =>
        `${player} scores ${gained} ${gained === 1 ? T.points.one : T.points.many}, not ${exact ? '' : 'at least '}${want}`,
      legal: () => 'this task asks for a move the rules refuse',
      ferryStayed: () => `the ${T.ferry.one} has not moved`,
      ferryMoved: () => `the ${T.ferry.one} has moved`,
      ferryElsewhere: () => `the ${T.ferry.one} does not join the ${T.jetty.many} the task asks for`,
      noCrown: (sector: string | null) => `no ${T.follower.one} of yours went onto a ${T.crownSpace.one}${sector ? ` of ${sector}` : ''}`,
      otherVictim: () => `the ${T.plague.one} took another ${T.follower.one}`,
      other: () => 'the move does not do what the task asks',
    },
    features: { road: T.road.one, city: T.city.one, field: T.field.one, cloister: T.cloister.one, crown: T.crownSpace.one },
    nextStep: 'Next step',
    nextScenario: 'Next scenario',
    nextRuling: 'Next ruling',
    nowAt: (title: string) => `Next scenario: ${title}`,
    nextLesson: 'Next lesson',
  },
  legend: {
    title: 'On the board',
    fitsNow: 'the tile in hand goes here as it is turned now',
    fitsTurned: 'the tile in hand goes here once turned',
    fits: 'the tile can go here',
    ghost: 'the tile in hand, shown where it would go',
    refused: 'a move the rules refuse',
    last: 'the tile laid last',
    feature: 'the feature chosen or pointed at',
    ring: 'a piece that may move or be taken',
  },
};

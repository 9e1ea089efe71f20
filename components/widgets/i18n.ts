// Words the widgets show. `fr` is typed as the shape of `en`, so a string missing in French fails type
// checking. Refusal sentences are written per ruling id from the engine's facts; a ruling without a
// sentence here falls back to the engine's English message (see refusalSentence in view.ts).
import type { PlayerColor, RuleOptions } from '../../engine/core/types.ts';

export type WidgetLang = 'en' | 'fr';
type Facts = Readonly<Record<string, string | number | boolean | null>>;
type Sentence = (f: Facts, w: Words) => string | undefined;

/** The board words a sentence needs (sides, edge kinds, players), passed in from board/i18n.ts. */
export interface Words {
  readonly side: (s: string) => string;
  readonly edge: (e: string) => string;
  readonly player: (p: string) => string;
  readonly sector: (s: string) => string;
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
/** The engine writes cells as `[x, y]`; the pages write `(x, y)`. */
export const cellText = (v: unknown): string => str(v).replace(/^\[(.*)\]$/, '($1)');
const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
/** The engine lists sides as "E, S, W" and pairs as "W-E"; the sentences name them. */
const sideList = (v: unknown, w: Words, and: string): string => {
  const names = str(v).split(/[,-]\s*/).filter(Boolean).map((x) => w.side(x.trim()));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}` : (names[0] ?? '');
};

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
    scores: 'Scores',
  },
  step: {
    place: (who: string, tile: string, at: string, rot: number) => `${who} places ${tile} at ${at}${rot ? `, turned ${rot}°` : ''}`,
    follower: (spot: string) => ` and puts a follower on ${spot}`,
    crown: (sector: string, space: number) => ` and puts a follower on crown space ${space} of ${sector}`,
    discard: (who: string, tile: string) => `${who} shows that ${tile} fits nowhere and puts it aside`,
    endGame: 'The game ends: everything unfinished is scored',
    check: 'A look at the position',
    placements: (tile: string, n: number) => `${tile} fits in ${n} ${n === 1 ? 'way' : 'ways'}; the highlighted cells take it.`,
    ferry: (pair: string) => ` and sets the ferry between ${pair}`,
    moveFerry: (at: string, pair: string) => `, then moves the ferry at ${at} to ${pair}`,
    plague: (list: string) => `; the plague takes ${list}`,
  },
  verdict: {
    accepted: 'Accepted',
    refused: 'Refused',
    because: 'Ruling:',
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
      'pig-herd': (n: number) => `${n} ${n === 1 ? 'pig-herd' : 'pig-herds'}`,
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
    rotation: (deg: number) => `turned ${deg}°`,
    instructions: 'Highlighted cells take the tile in some turn. Click, tap or drag the tile onto a cell; with the keyboard, arrow keys move the cursor, R turns the tile, Enter places it.',
    cell: (at: string, what: string) => `${at} ${what}`,
    empty: 'empty',
    fits: 'empty, the tile fits here',
    fitsNow: 'empty, the tile fits here as turned',
    holds: (tile: string) => `holds ${tile}`,
    followerTitle: 'Put a follower?',
    followerOn: (spot: string) => `Follower on ${spot}`,
    noFollower: 'No follower',
    cancel: 'Pick another cell',
    turnOf: (who: string) => `${who} to play`,
    placed: 'Placed.',
  },
  ferry: {
    pair: (a: string, b: string) => `the ${a} and ${b} jetties`,
    title: 'Where does the ferry go?',
    help: 'Pick two jetties of the lake, on the board or in this list.',
    join: (pair: string) => `Ferry between ${pair}`,
    jetty: (side: string, at: string) => `Jetty on the ${side} side of the lake at ${at}`,
    chosen: (side: string) => `The ${side} jetty is chosen; now pick the other end.`,
    movesTitle: 'Move ferries?',
    movesHelp: 'Your tile extends the highlighted roads, which lead to these ferries. Each may move to another pair of jetties on its lake, or stay.',
    ferryAt: (at: string, pair: string) => `Ferry on the lake at ${at}, joining ${pair}`,
    moveTo: (pair: string) => `Move it to ${pair}`,
    leave: 'Leave it where it was',
    done: 'Done: end the turn',
    moved: (at: string, pair: string) => `The ferry at ${at} now joins ${pair}.`,
  },
  wheel: {
    stopped: (sector: string) => `The wheel turns: the pig stops on ${sector}`,
    spin: (n: number, from: string, to: string) =>
      `This tile has a wheel icon: before it is placed, the pig moves ${n} ${n === 1 ? 'sector' : 'sectors'}, from ${from} to ${to}.`,
    plagueTitle: (who: string) => `Plague: which follower does ${who} give up?`,
    plagueHelp: 'Player by player, in the order shown, choose the follower that goes back to supply. They are highlighted on the board.',
    plagueFirst: 'Choose the plague’s victims first.',
    restart: 'Choose again from the first player',
    victim: (who: string, at: string, on: string) => `${who}’s follower at ${at}, on ${on}`,
    victimBoard: (who: string, on: string) => `${who}’s follower on the wheel board’s landscape, on ${on}`,
    victimCrown: (who: string, sector: string, space: number) => `${who}’s follower on crown space ${space} of ${sector}`,
    crownOn: (sector: string, space: number) => `Follower on crown space ${space} of ${sector}`,
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
  options: {
    riverUTurn: 'River U-turns',
    riverFieldWrap: 'A field wraps round the river’s ends',
    riverFollowersDuringRiver: 'Followers while the river is laid',
    riverOrder: 'Order of the river tiles',
    pigHerd: 'Pig-herd bonus',
    inns: 'Inns score as in Inns & Cathedrals',
    famineMajority: 'Famine needs a majority',
    plagueOuterLandscape: 'Plague reaches the outer landscape',
  } satisfies Record<keyof RuleOptions, string>,
  values: {
    immediate: 'no immediate U-turn', any: 'no U-turn at all', stack: 'stack', bag: 'in the bag', reverse: 'reversed',
    true: 'yes', false: 'no',
  } as Record<string, string>,
  refusals: {
    'base-cell-free': (f) => `The cell ${cellText(f.at)} already holds a tile (${str(f.occupant)}).`,
    'base-must-touch': (f) => `A tile at ${cellText(f.at)} would touch no other tile along a side.`,
    'base-edges-match': (f, w) =>
      `Its ${w.side(str(f.side))} edge (${w.edge(str(f.mine))}) would meet the ${w.edge(str(f.theirs))} edge of the tile at ${cellText(f.neighbourAt)}.`,
    'base-unplaceable-discard': (f) => `${str(f.tile)} fits on the board (${str(f.placements)} ways), so it cannot be put aside.`,
    'base-follower-this-tile': (f, w) =>
      f.supply === 0 ? `${w.player(str(f.player))} has no follower left.` : f.on ? `The tile just placed has nothing to stand on at ${str(f.on)}.` : undefined,
    'base-follower-unoccupied': (f, w) => `That ${w.edge(str(f.kind))} already holds a ${w.player(str(f.holder))} follower.`,
    'river-must-continue': (f) =>
      f.openEnds === 0 ? `The river has no open end left for ${str(f.tile)}.` : `${str(f.tile)} at ${cellText(f.at)} must meet an open end of the river with one of its river ends.`,
    'river-no-u-turn': (f) =>
      f.exit ? `At ${cellText(f.at)} two curves in a row would turn the river the same way and send it straight back.` : `A tile at ${cellText(f.at)} would lead the river back into itself.`,
    'house-river-all-u-turns': (f) => `With every U-turn banned, the river at ${cellText(f.at)} would end up flowing back the way it came.`,
    'river2-branches-apart': (f) => `A tile at ${cellText(f.at)} would join the two branches of the river.`,
    'river-with-wheel': (f) => `The spring at ${cellText(f.at)} must send the river away from the Wheel of Fortune board.`,
    'river-no-follower-on-river': (f) => `No follower may stand on the river (${str(f.on)}).`,
    'river2-volcano-last': () => 'No follower may stand on the volcano tile.',
    'house-river-no-followers-until-done': () => 'No follower may be placed until the whole river is down.',
    'river-draw-until-done': (f) => `The river tiles come first: the next tile is ${str(f.next)}, not ${str(f.tile)}.`,
    'river2-fork-first': (f) => `The fork (${str(f.next)}) comes right after the spring.`,
    'base-draw-and-place': (f) => (f.next !== undefined && f.tile !== undefined ? `You drew ${str(f.next)}: that is the tile to place, not ${str(f.tile)}.` : undefined),
    'base-game-end': () => 'The game is over: the pile is used up or the final scoring is done, so no further move is possible.',
    procedure: (f) => (f.next !== undefined && f.tile !== undefined ? `The next tile in the pile is ${str(f.next)}, not ${str(f.tile)}.` : undefined),
    'ferries-place-ferry': (f, w) =>
      f.side ? `The lake at ${cellText(f.at)} has no jetty on its ${w.side(str(f.side))} side; its jetties are ${sideList(f.jetties, w, 'and')}.`
      : f.sides ? `A ferry joins two different jetties, not the ${sideList(str(f.sides).split('-')[0], w, 'and')} jetty to itself.`
      : `A lake tile is laid with its ferry: choose two of its jetties (${sideList(f.jetties, w, 'or')}) for it to join.`,
    'ferries-meeple-on-road-end': (f, w) => `A robber on a lake tile stands on one of its road ends (${sideList(f.jetties, w, 'or')}); there is none on its ${w.side(str(f.on))} side.`,
    'ferries-move-ferry': (f, w) =>
      f.reason === 'no-lake' ? `There is no lake at ${cellText(f.at)}, so no ferry to move there.`
      : f.reason === 'jetties' ? `A moved ferry joins two different jetties of its lake (${sideList(f.jetties, w, 'or')}) again.`
      : `Your tile extends no road that leads to the lake at ${cellText(f.at)}.`,
    'ferries-needs-ferry-on-road': (f, w) =>
      `The road leaving your tile by its ${w.side(str(f.via))} side reaches the lake at ${cellText(f.at)} at its ${w.side(str(f.jetty))} jetty, where no ferry stands: there is no ferry on that road to move.`,
    'ferries-first-ferry-only': (f, w) =>
      `Along the road leaving your tile by its ${w.side(str(f.via))} side, the ferry at ${cellText(f.first)} comes first; the one at ${cellText(f.at)} lies beyond it and stays.`,
    'ferries-once-per-turn': (f) => (f.reason === 'placed'
      ? `The ferry at ${cellText(f.at)} was set on its new lake this turn; it cannot also move this turn.`
      : `The ferry at ${cellText(f.at)} has already moved this turn; a ferry moves at most once per turn.`),
    'wheel-crown-placement': (f, w) =>
      f.spaces !== undefined ? `${w.sector(str(f.sector))} has ${f.spaces === 1 ? 'one crown space' : 'two crown spaces'}, not a space ${str(f.space)}.`
      : f.holder ? `Crown space ${str(f.space)} of ${w.sector(str(f.sector))} already holds a ${w.player(str(f.holder))} follower.`
      : f.supply === 0 ? `${cap(w.player(str(f.player)))} has no follower left to put on the wheel.`
      : f.onTile ? `${cap(w.player(str(f.player)))} has already put a follower on the land tile this turn.`
      : undefined,
    'wheel-plague': (f, w) =>
      f.sector ? 'The plague never takes a follower from a crown space.'
      : f.option ? 'Under this reading the plague does not reach the wheel board’s landscape.'
      : f.pig ? `The pig stops on ${w.sector(str(f.pig))}, not on the plague: nobody gives up a follower.`
      : f.tile ? `${str(f.tile)} has no wheel icon: the pig stays where it is, so there is no plague.`
      : f.at ? `${cap(w.player(str(f.player)))} has no follower there (${cellText(f.at)}).`
      : f.reason === 'twice' ? `${cap(w.player(str(f.player)))} gives up one follower to the plague, not more.`
      : f.expected === f.player ? `${cap(w.player(str(f.player)))} has a follower on a land tile and must give one up to the plague.`
      : f.expected ? `The plague takes followers in turn: ${w.player(str(f.expected))} chooses before ${w.player(str(f.player))}.`
      : `${cap(w.player(str(f.player)))} gives up one follower to the plague, not more.`,
  } as Record<string, Sentence>,
  sandbox: {
    title: 'Sandbox',
    description: 'Set up a position with any tile sets and rule options, play it, and share it as a link.',
    intro: 'Choose the sets and the rule options, then lay tiles from a shuffled pile or pick any tile. Each option links to the ruling it stands for. The link button copies an address that opens this very position.',
    settings: 'Sets, players and rule options',
    sets: 'Tile sets',
    players: 'Players',
    optionsTitle: 'Rule options',
    ruling: 'ruling',
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
  river: {
    label: 'Build the river',
    rivers: 'River tiles',
    settings: 'River tiles and rule options',
    riverI: 'River I',
    riverII: 'River II',
    both: 'River I and II as one river',
    gq11: 'Add the Games Quarterly #11 tiles (their spring replaces the other)',
    ruling: 'ruling',
    seed: 'Seed',
    newRiver: 'New river',
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
  spinner: {
    label: 'Spin the wheel',
    intro: 'Draw a tile with a wheel icon, or choose how far the pig moves. The engine moves the pig clockwise, runs the event of the sector where it stops, then scores that sector’s crown spaces. You may first put followers on free crown spaces.',
    turn: 'Whose turn',
    draw: 'Draw a wheel tile',
    drawn: (name: string, n: number) => `Drawn: ${name}, wheel icon ${n}.`,
    moveBy: 'Or move the pig by',
    steps: (n: number) => `${n} ${n === 1 ? 'sector' : 'sectors'}`,
    pigAt: (sector: string) => `The pig stands on ${sector}.`,
    moving: (sector: string) => `The pig moves: ${sector}…`,
    stopped: (n: number, path: string, sector: string) => `The pig moves ${n} ${n === 1 ? 'sector' : 'sectors'} (${path}) and stops on ${sector}.`,
    events: {
      fortune: 'Fortune: the player whose turn it is gains 3 points.',
      taxes: 'Taxes: each knight earns 1 point per shield in its city, plus 1 per knight its owner has in that city.',
      famine: 'Famine: each farmer earns 1 point per completed city its field touches.',
      storm: 'Storm: each player earns 1 point per follower in their supply.',
      inquisition: 'Inquisition: each monk on the board earns 2 points.',
      plague: 'Plague: starting with the player whose turn it is, each player takes one follower off a land tile; crown spaces are safe.',
    },
    crowns: 'Then the followers on that sector’s crown spaces score and go back to supply; those on the sectors passed stay.',
    results: 'What the spin gives',
    nothing: (who: string) => `${who}: nothing this time.`,
    total: (n: number) => `+${n} this spin`,
    crownsTitle: (who: string) => `Put a ${who} follower on a free crown space`,
    crownPlaced: (who: string, sector: string, space: number) => `${who} puts a follower on crown space ${space} of ${sector}.`,
    noCrown: 'Every crown space is taken.',
    famine: 'Famine needs a majority (the rule before Big Box 5)',
    famineSaid: (on: boolean): string => (on ? 'Famine now pays only the farmers who hold the majority in their field.' : 'Famine now pays every farmer.'),
    reset: 'Reset the position',
    resetDone: 'Back to the starting position.',
    plagueTitle: 'Plague: which followers go back?',
    plagueHelp: 'Each player below must give up one follower from a land tile, in this order. Pick one per player, then apply the plague: the engine checks the list.',
    plagueList: 'Given up so far:',
    plagueNone: 'none yet',
    plagueApply: 'Apply the plague',
    plagueClear: 'Clear the list',
    plagueCancel: 'Cancel this spin',
    plaguePicked: (name: string) => `Added: ${name}.`,
    roles: { city: 'knight', road: 'thief', field: 'farmer', cloister: 'monk' } as Record<string, string>,
    follower: 'follower',
    victim: (colour: string, role: string, where: string) => `${cap(colour)} ${role} ${where}`,
    onBoard: (dir: string) => `on the board’s landscape, ${dir} of the wheel`,
    onTile: (dir: string) => `on the tile ${dir} of the wheel`,
    dirs: { n: 'north', ne: 'north-east', e: 'east', se: 'south-east', s: 'south', sw: 'south-west', w: 'west', nw: 'north-west' },
    tiles: {
      'wheel/N1': 'City corner',
      'wheel/U1': 'Straight road', 'wheel/U2': 'Straight road', 'wheel/U3': 'Straight road',
      'wheel/V1': 'Road curve', 'wheel/V2': 'Road curve', 'wheel/V3': 'Road curve',
      'wheel/X1': 'Crossroads',
      'wheel/ic-double-curve-1': 'Two road curves',
    } as Record<string, string>,
    supply: (n: number) => `${n} in supply`,
    noScript: 'Spinning the wheel needs JavaScript; the board shows the starting position.',
  },
};

export type WidgetDict = typeof en;

export const fr: WidgetDict = {
  player: {
    label: 'Scénario',
    board: (n: number) => `Plateau de ${n} ${n === 1 ? 'tuile' : 'tuiles'}`,
    back: 'Précédent',
    next: 'Suivant',
    reset: 'Recommencer',
    stepOf: (i: number, n: number) => `Étape ${i} sur ${n}`,
    setup: 'Position de départ',
    tryIt: 'À vous de jouer',
    stopTrying: 'Revenir aux étapes',
    tryAgain: 'Réessayer',
    options: 'Options de règle',
    optionsNote: 'Changer une option rejoue le scénario selon cette lecture.',
    scores: 'Scores',
  },
  step: {
    place: (who: string, tile: string, at: string, rot: number) => `${who} pose ${tile} en ${at}${rot ? `, tournée de ${rot}°` : ''}`,
    follower: (spot: string) => ` et met un partisan sur ${spot}`,
    crown: (sector: string, space: number) => ` et met un partisan sur l’emplacement de couronne ${space} de ${sector}`,
    discard: (who: string, tile: string) => `${who} montre que ${tile} ne se pose nulle part et la met de côté`,
    endGame: 'La partie se termine : tout ce qui est inachevé est compté',
    check: 'Un regard sur la position',
    placements: (tile: string, n: number) => `${tile} se pose de ${n} ${n === 1 ? 'façon' : 'façons'} ; les cases en surbrillance l’acceptent.`,
    ferry: (pair: string) => ` et met le bac entre ${pair}`,
    moveFerry: (at: string, pair: string) => `, puis déplace le bac en ${at} entre ${pair}`,
    plague: (list: string) => ` ; la Peste prend ${list}`,
  },
  verdict: {
    accepted: 'Accepté',
    refused: 'Refusé',
    because: 'Décision :',
    noScore: 'Rien n’est compté.',
    scored: (who: string, n: number) => `${who} marque ${n} ${n === 1 ? 'point' : 'points'}`,
    final: '(décompte final)',
    returned: (who: string, n: number) => `${who} rend ${n} ${n === 1 ? 'partisan' : 'partisans'} à sa réserve`,
  },
  items: {
    counted: {
      tile: (n: number) => `${n} ${n === 1 ? 'tuile' : 'tuiles'}`,
      shield: (n: number) => `${n} ${n === 1 ? 'blason' : 'blasons'}`,
      'completed-city': (n: number) => `${n} ${n === 1 ? 'ville achevée' : 'villes achevées'}`,
      neighbour: (n: number) => `${n} ${n === 1 ? 'tuile voisine' : 'tuiles voisines'}`,
      cloister: (n: number) => `${n} ${n === 1 ? 'abbaye' : 'abbayes'}`,
      follower: (n: number) => `${n} ${n === 1 ? 'partisan rendu' : 'partisans rendus'} à la réserve`,
      crown: (n: number) => `${n} ${n === 1 ? 'couronne' : 'couronnes'}`,
      knight: (n: number) => `${n} ${n === 1 ? 'chevalier' : 'chevaliers'}`,
      monk: (n: number) => `${n} ${n === 1 ? 'moine' : 'moines'}`,
      'pig-herd': (n: number) => `${n} ${n === 1 ? 'élevage de cochons' : 'élevages de cochons'}`,
      'follower-in-supply': (n: number) => `${n} ${n === 1 ? 'partisan' : 'partisans'} en réserve`,
      fortune: () => 'Fortune',
    },
    other: (what: string, n: number) => `${what} × ${n}`,
    points: (n: number) => `${n} pt${n === 1 ? '' : 's'}`,
  },
  tryit: {
    hand: 'Tuile à poser',
    pick: 'Tuile',
    rotate: 'Tourner (R)',
    rotation: (deg: number) => `tournée de ${deg}°`,
    instructions: 'Les cases en surbrillance acceptent la tuile dans au moins un sens. Cliquez, touchez ou glissez la tuile sur une case ; au clavier, les flèches déplacent le curseur, R tourne la tuile, Entrée la pose.',
    cell: (at: string, what: string) => `${at} ${what}`,
    empty: 'vide',
    fits: 'vide, la tuile peut s’y poser',
    fitsNow: 'vide, la tuile s’y pose dans ce sens',
    holds: (tile: string) => `occupée par ${tile}`,
    followerTitle: 'Poser un partisan ?',
    followerOn: (spot: string) => `Partisan sur ${spot}`,
    noFollower: 'Pas de partisan',
    cancel: 'Choisir une autre case',
    turnOf: (who: string) => `Au tour de ${who}`,
    placed: 'Tuile posée.',
  },
  ferry: {
    pair: (a: string, b: string) => `les embarcadères ${a} et ${b}`,
    title: 'Où va le bac ?',
    help: 'Choisissez deux embarcadères du lac, sur le plateau ou dans cette liste.',
    join: (pair: string) => `Bac entre ${pair}`,
    jetty: (side: string, at: string) => `Embarcadère ${side} du lac en ${at}`,
    chosen: (side: string) => `L’embarcadère ${side} est choisi ; choisissez maintenant l’autre extrémité.`,
    movesTitle: 'Déplacer des bacs ?',
    movesHelp: 'Votre tuile prolonge les routes en surbrillance, qui mènent à ces bacs. Chacun peut passer entre deux autres embarcadères de son lac, ou rester.',
    ferryAt: (at: string, pair: string) => `Bac du lac en ${at}, entre ${pair}`,
    moveTo: (pair: string) => `Le mettre entre ${pair}`,
    leave: 'Le laisser où il était',
    done: 'Terminer le tour',
    moved: (at: string, pair: string) => `Le bac en ${at} relie maintenant ${pair}.`,
  },
  wheel: {
    stopped: (sector: string) => `La roue tourne : le cochon s’arrête sur ${sector}`,
    spin: (n: number, from: string, to: string) =>
      `Cette tuile porte une icône de roue : avant sa pose, le cochon avance de ${n} ${n === 1 ? 'secteur' : 'secteurs'}, de ${from} à ${to}.`,
    plagueTitle: (who: string) => `Peste : quel partisan ${who} rend-il ?`,
    plagueHelp: 'Joueur par joueur, dans l’ordre indiqué, choisissez le partisan qui retourne dans la réserve. Ils sont en surbrillance sur le plateau.',
    plagueFirst: 'Choisissez d’abord les victimes de la Peste.',
    restart: 'Recommencer depuis le premier joueur',
    victim: (who: string, at: string, on: string) => `Partisan de ${who} en ${at}, sur ${on}`,
    victimBoard: (who: string, on: string) => `Partisan de ${who} sur le paysage du plateau de la roue, sur ${on}`,
    victimCrown: (who: string, sector: string, space: number) => `Partisan de ${who} sur l’emplacement de couronne ${space} de ${sector}`,
    crownOn: (sector: string, space: number) => `Partisan sur l’emplacement de couronne ${space} de ${sector}`,
  },
  spots: {
    N: 'le côté nord', E: 'le côté est', S: 'le côté sud', W: 'le côté ouest',
    NL: 'le pré nord-ouest', NR: 'le pré nord-est', EL: 'le pré est-nord', ER: 'le pré est-sud',
    SL: 'le pré sud-est', SR: 'le pré sud-ouest', WL: 'le pré ouest-sud', WR: 'le pré ouest-nord',
    cloister: 'l’abbaye',
  },
  view: {
    zoomIn: 'Agrandir (+)',
    zoomOut: 'Réduire (−)',
    fit: 'Tout afficher',
    help: 'Glisser ou Maj+flèches pour déplacer ; pincement, Ctrl+molette ou +/− pour zoomer.',
  },
  options: {
    riverUTurn: 'Demi-tours de la rivière',
    riverFieldWrap: 'Un pré fait le tour des extrémités de la rivière',
    riverFollowersDuringRiver: 'Partisans pendant la pose de la rivière',
    riverOrder: 'Ordre des tuiles rivière',
    pigHerd: 'Bonus de l’élevage de cochons',
    inns: 'Auberges comptées comme dans Auberges et Cathédrales',
    famineMajority: 'La Famine exige la majorité',
    plagueOuterLandscape: 'La Peste atteint le paysage extérieur',
  },
  values: {
    immediate: 'pas de demi-tour immédiat', any: 'aucun demi-tour', stack: 'pile', bag: 'dans le sac', reverse: 'à rebours',
    true: 'oui', false: 'non',
  },
  refusals: {
    'base-cell-free': (f) => `La case ${cellText(f.at)} porte déjà une tuile (${str(f.occupant)}).`,
    'base-must-touch': (f) => `Une tuile en ${cellText(f.at)} ne toucherait aucune autre tuile par un côté.`,
    'base-edges-match': (f, w) =>
      `Son bord ${w.side(str(f.side))} (${w.edge(str(f.mine))}) toucherait le bord ${w.edge(str(f.theirs))} de la tuile en ${cellText(f.neighbourAt)}.`,
    'base-unplaceable-discard': (f) => `${str(f.tile)} se pose sur le plateau (${str(f.placements)} façons) : on ne peut pas la mettre de côté.`,
    'base-follower-this-tile': (f, w) =>
      f.supply === 0 ? `${w.player(str(f.player))} n’a plus de partisan.` : f.on ? `La tuile posée n’offre rien où se placer en ${str(f.on)}.` : undefined,
    'base-follower-unoccupied': (f, w) => `Cet élément (${w.edge(str(f.kind))}) porte déjà un partisan ${w.player(str(f.holder))}.`,
    'river-must-continue': (f) =>
      f.openEnds === 0 ? `La rivière n’a plus d’extrémité libre pour ${str(f.tile)}.` : `${str(f.tile)} en ${cellText(f.at)} doit prolonger une extrémité libre de la rivière par l’un de ses bras.`,
    'river-no-u-turn': (f) =>
      f.exit ? `En ${cellText(f.at)}, deux virages de suite dans le même sens feraient repartir la rivière en arrière.` : `Une tuile en ${cellText(f.at)} ramènerait la rivière sur elle-même.`,
    'house-river-all-u-turns': (f) => `Sans aucun demi-tour permis, la rivière finirait en ${cellText(f.at)} par revenir sur ses pas.`,
    'river2-branches-apart': (f) => `Une tuile en ${cellText(f.at)} relierait les deux bras de la rivière.`,
    'river-with-wheel': (f) => `La source en ${cellText(f.at)} doit éloigner la rivière du plateau de la Roue de la Fortune.`,
    'river-no-follower-on-river': (f) => `Aucun partisan ne peut se tenir sur la rivière (${str(f.on)}).`,
    'river2-volcano-last': () => 'Aucun partisan ne peut se poser sur la tuile du volcan.',
    'house-river-no-followers-until-done': () => 'Aucun partisan ne se pose tant que toute la rivière n’est pas en place.',
    'river-draw-until-done': (f) => `Les tuiles rivière passent d’abord : la suivante est ${str(f.next)}, pas ${str(f.tile)}.`,
    'river2-fork-first': (f) => `La fourche (${str(f.next)}) se pose juste après la source.`,
    'base-draw-and-place': (f) => (f.next !== undefined && f.tile !== undefined ? `Vous avez pioché ${str(f.next)} : c’est elle qu’il faut poser, pas ${str(f.tile)}.` : undefined),
    'base-game-end': () => 'La partie est finie : la pioche est épuisée ou le décompte final est fait, plus aucun coup n’est possible.',
    procedure: (f) => (f.next !== undefined && f.tile !== undefined ? `La tuile suivante de la pile est ${str(f.next)}, pas ${str(f.tile)}.` : undefined),
    'ferries-place-ferry': (f, w) =>
      f.side ? `Le lac en ${cellText(f.at)} n’a pas d’embarcadère côté ${w.side(str(f.side))} ; ses embarcadères sont ${sideList(f.jetties, w, 'et')}.`
      : f.sides ? `Un bac relie deux embarcadères différents, pas l’embarcadère ${sideList(str(f.sides).split('-')[0], w, 'et')} à lui-même.`
      : `Une tuile Lac se pose avec son bac : choisissez deux de ses embarcadères (${sideList(f.jetties, w, 'ou')}) à relier.`,
    'ferries-meeple-on-road-end': (f, w) => `Un brigand sur une tuile Lac se pose sur l’une de ses sections de route (${sideList(f.jetties, w, 'ou')}) ; il n’y en a pas côté ${w.side(str(f.on))}.`,
    'ferries-move-ferry': (f, w) =>
      f.reason === 'no-lake' ? `Il n’y a pas de lac en ${cellText(f.at)}, donc pas de bac à y déplacer.`
      : f.reason === 'jetties' ? `Un bac déplacé relie de nouveau deux embarcadères différents de son lac (${sideList(f.jetties, w, 'ou')}).`
      : `Votre tuile ne prolonge aucune route menant au lac en ${cellText(f.at)}.`,
    'ferries-needs-ferry-on-road': (f, w) =>
      `La route qui quitte votre tuile côté ${w.side(str(f.via))} atteint le lac en ${cellText(f.at)} à son embarcadère ${w.side(str(f.jetty))}, où aucun bac n’accoste : il n’y a pas de bac à déplacer sur cette route.`,
    'ferries-first-ferry-only': (f, w) =>
      `Sur la route qui quitte votre tuile côté ${w.side(str(f.via))}, le bac en ${cellText(f.first)} vient en premier ; celui en ${cellText(f.at)} est au-delà et reste en place.`,
    'ferries-once-per-turn': (f) => (f.reason === 'placed'
      ? `Le bac en ${cellText(f.at)} vient d’être posé sur son lac ce tour-ci ; il ne peut pas aussi se déplacer ce tour-ci.`
      : `Le bac en ${cellText(f.at)} s’est déjà déplacé ce tour-ci ; un bac se déplace au plus une fois par tour.`),
    'wheel-crown-placement': (f, w) =>
      f.spaces !== undefined ? `${w.sector(str(f.sector))} a ${f.spaces === 1 ? 'un seul emplacement de couronne' : 'deux emplacements de couronne'}, pas d’emplacement ${str(f.space)}.`
      : f.holder ? `L’emplacement de couronne ${str(f.space)} de ${w.sector(str(f.sector))} porte déjà un partisan ${w.player(str(f.holder))}.`
      : f.supply === 0 ? `${cap(w.player(str(f.player)))} n’a plus de partisan à poser sur la roue.`
      : f.onTile ? `${cap(w.player(str(f.player)))} a déjà posé un partisan sur la tuile Terrain ce tour-ci.`
      : undefined,
    'wheel-plague': (f, w) =>
      f.sector ? 'La Peste ne prend jamais un partisan sur un emplacement de couronne.'
      : f.option ? 'Selon cette lecture, la Peste n’atteint pas le paysage du plateau de la roue.'
      : f.pig ? `Le cochon s’arrête sur ${w.sector(str(f.pig))}, pas sur la Peste : personne ne rend de partisan.`
      : f.tile ? `${str(f.tile)} n’a pas d’icône de roue : le cochon ne bouge pas, donc pas de Peste.`
      : f.at ? `${cap(w.player(str(f.player)))} n’a pas de partisan à cet endroit (${cellText(f.at)}).`
      : f.reason === 'twice' ? `${cap(w.player(str(f.player)))} ne rend qu’un seul partisan à la Peste.`
      : f.expected === f.player ? `${cap(w.player(str(f.player)))} a un partisan sur une tuile Terrain et doit en rendre un à la Peste.`
      : f.expected ? `La Peste prend les partisans à tour de rôle : ${w.player(str(f.expected))} choisit avant ${w.player(str(f.player))}.`
      : `${cap(w.player(str(f.player)))} ne rend qu’un seul partisan à la Peste.`,
  },
  sandbox: {
    title: 'Bac à sable',
    description: 'Composez une position avec les extensions et options de votre choix, jouez-la et partagez-la par un lien.',
    intro: 'Choisissez les extensions et les options de règle, puis posez des tuiles tirées d’une pile mélangée ou choisies une à une. Chaque option renvoie à la décision qu’elle représente. Le bouton de lien copie une adresse qui rouvre exactement cette position.',
    settings: 'Extensions, joueurs et options de règle',
    sets: 'Extensions',
    players: 'Joueurs',
    optionsTitle: 'Options de règle',
    ruling: 'décision',
    source: 'Les tuiles viennent',
    deckMode: 'd’une pile mélangée',
    freeMode: 'de mon choix',
    seed: 'Graine',
    newGame: 'Recommencer',
    remaining: (n: number) => `${n} ${n === 1 ? 'tuile reste' : 'tuiles restent'} dans la pile`,
    emptyPile: 'La pile est vide.',
    discard: 'Mettre la tuile de côté (elle ne se pose nulle part)',
    undo: 'Annuler',
    endGame: 'Décompte final',
    share: 'Copier un lien vers cette position',
    shared: 'Lien copié dans le presse-papiers.',
    shareFailed: 'Le lien n’a pas pu être copié ; le voici ci-dessous.',
    exportFile: 'Exporter en fichier de scénario',
    importFile: 'Importer un fichier de scénario',
    badLink: 'Ce lien n’ouvre pas de position :',
    badFile: 'Ce fichier n’est pas un scénario que le site sait ouvrir :',
    fresh: 'Ouvrir un bac à sable vierge',
    opened: 'Position ouverte depuis le lien.',
    imported: 'Scénario importé.',
    noSets: 'Choisissez au moins une extension.',
    positionTitle: 'Position du bac à sable',
    noScript: 'Le bac à sable a besoin de JavaScript pour poser des tuiles ; le plateau ci-dessous montre sa position de départ.',
  },
  river: {
    label: 'Construire la rivière',
    rivers: 'Tuiles de rivière',
    settings: 'Tuiles de rivière et options de règle',
    riverI: 'Rivière I',
    riverII: 'Rivière II',
    both: 'Rivières I et II en une seule rivière',
    gq11: 'Ajouter les tuiles de Games Quarterly n°11 (leur source remplace l’autre)',
    ruling: 'décision',
    seed: 'Graine',
    newRiver: 'Nouvelle rivière',
    drawn: (tile: string) => `Tuile piochée : ${tile}.`,
    left: (n: number) => `${n} ${n === 1 ? 'tuile' : 'tuiles'} de rivière encore à poser.`,
    fitsNowhere: 'Le moteur ne trouve aucune place pour cette tuile : mettez-la de côté.',
    discard: 'Mettre la tuile de côté',
    done: 'La rivière est terminée. La partie ordinaire prend le relais.',
    next: (tile: string) => `Tuile suivante, tirée de la pile de base : ${tile}.`,
    continueLink: 'Poursuivre cette partie dans le bac à sable',
    badValue: (param: string, value: string) => (value === '' ? `L’adresse ne donne aucune valeur pour ${param}.` : `« ${value} » n’est pas une valeur possible pour ${param}.`),
    badUrl: 'La rivière de l’adresse ne peut pas être reconstruite ; en voici une nouvelle :',
    share: 'Adresse de cette rivière',
    noScript: 'Poser des tuiles demande JavaScript ; le plateau montre la source et la première tuile piochée.',
  },
  spinner: {
    label: 'Faire tourner la roue',
    intro: 'Piochez une tuile à icône de roue, ou choisissez de combien de secteurs avance le cochon. Le moteur avance le cochon dans le sens horaire, applique l’événement du secteur où il s’arrête, puis compte les emplacements de couronne de ce secteur. Vous pouvez d’abord poser des partisans sur des emplacements de couronne libres.',
    turn: 'Au tour de',
    draw: 'Piocher une tuile de la Roue',
    drawn: (name: string, n: number) => `Tuile piochée : ${name}, icône de roue ${n}.`,
    moveBy: 'Ou avancer le cochon de',
    steps: (n: number) => `${n} ${n === 1 ? 'secteur' : 'secteurs'}`,
    pigAt: (sector: string) => `Le cochon est sur ${sector}.`,
    moving: (sector: string) => `Le cochon avance : ${sector}…`,
    stopped: (n: number, path: string, sector: string) => `Le cochon avance de ${n} ${n === 1 ? 'secteur' : 'secteurs'} (${path}) et s’arrête sur ${sector}.`,
    events: {
      fortune: 'Fortune : le joueur dont c’est le tour gagne 3 points.',
      taxes: 'Taxes : chaque chevalier gagne 1 point par blason de sa ville, plus 1 par chevalier de son propriétaire dans cette ville.',
      famine: 'Famine : chaque paysan gagne 1 point par ville achevée que touche son pré.',
      storm: 'Tempête : chaque joueur gagne 1 point par partisan de sa réserve.',
      inquisition: 'Inquisition : chaque moine sur la table gagne 2 points.',
      plague: 'Peste : en commençant par le joueur dont c’est le tour, chacun retire un de ses partisans d’une tuile Terrain ; les emplacements de couronne sont à l’abri.',
    },
    crowns: 'Ensuite, les partisans des emplacements de couronne de ce secteur marquent et retournent en réserve ; ceux des secteurs traversés restent.',
    results: 'Ce que donne le tour de roue',
    nothing: (who: string) => `${who} : rien cette fois.`,
    total: (n: number) => `+${n} sur ce tour de roue`,
    crownsTitle: (who: string) => `Poser un partisan ${who} sur un emplacement de couronne libre`,
    crownPlaced: (who: string, sector: string, space: number) => `${who} pose un partisan sur l’emplacement de couronne ${space} de ${sector}.`,
    noCrown: 'Tous les emplacements de couronne sont pris.',
    famine: 'La Famine exige la majorité (la règle d’avant la Big Box 5)',
    famineSaid: (on: boolean) => (on ? 'La Famine ne paie plus que les paysans majoritaires dans leur pré.' : 'La Famine paie de nouveau chaque paysan.'),
    reset: 'Revenir à la position de départ',
    resetDone: 'Retour à la position de départ.',
    plagueTitle: 'Peste : quels partisans repartent ?',
    plagueHelp: 'Chaque joueur ci-dessous doit rendre un partisan posé sur une tuile Terrain, dans cet ordre. Choisissez-en un par joueur, puis appliquez la Peste : le moteur vérifie la liste.',
    plagueList: 'Rendus jusqu’ici :',
    plagueNone: 'aucun pour l’instant',
    plagueApply: 'Appliquer la Peste',
    plagueClear: 'Vider la liste',
    plagueCancel: 'Annuler ce tour de roue',
    plaguePicked: (name: string) => `Ajouté : ${name}.`,
    roles: { city: 'chevalier', road: 'voleur', field: 'paysan', cloister: 'moine' },
    follower: 'partisan',
    victim: (colour: string, role: string, where: string) => `${cap(role)} ${colour} ${where}`,
    onBoard: (dir: string) => `sur le paysage du plateau, ${dir} de la roue`,
    onTile: (dir: string) => `sur la tuile ${dir} de la roue`,
    dirs: { n: 'au nord', ne: 'au nord-est', e: 'à l’est', se: 'au sud-est', s: 'au sud', sw: 'au sud-ouest', w: 'à l’ouest', nw: 'au nord-ouest' },
    tiles: {
      'wheel/N1': 'Coin de ville',
      'wheel/U1': 'Route droite', 'wheel/U2': 'Route droite', 'wheel/U3': 'Route droite',
      'wheel/V1': 'Virage', 'wheel/V2': 'Virage', 'wheel/V3': 'Virage',
      'wheel/X1': 'Carrefour',
      'wheel/ic-double-curve-1': 'Double virage',
    },
    supply: (n: number) => `${n} en réserve`,
    noScript: 'Faire tourner la roue demande JavaScript ; le plateau montre la position de départ.',
  },
};

export const widgetDict = (lang: WidgetLang): WidgetDict => (lang === 'fr' ? fr : en);

export type PlayerName = (p: PlayerColor) => string;

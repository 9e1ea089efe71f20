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
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
/** The engine writes cells as `[x, y]`; the pages write `(x, y)`. */
export const cellText = (v: unknown): string => str(v).replace(/^\[(.*)\]$/, '($1)');

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
  },
  verdict: {
    accepted: 'Accepted',
    refused: 'Refused',
    because: 'Ruling:',
    noScore: 'Nothing scores.',
    scored: (who: string, n: number) => `${who} scores ${n} ${n === 1 ? 'point' : 'points'}`,
    final: '(final scoring)',
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
  },
  verdict: {
    accepted: 'Accepté',
    refused: 'Refusé',
    because: 'Décision :',
    noScore: 'Rien n’est compté.',
    scored: (who: string, n: number) => `${who} marque ${n} ${n === 1 ? 'point' : 'points'}`,
    final: '(décompte final)',
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
};

export const widgetDict = (lang: WidgetLang): WidgetDict => (lang === 'fr' ? fr : en);

export type PlayerName = (p: PlayerColor) => string;

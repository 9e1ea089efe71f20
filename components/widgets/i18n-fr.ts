// The widgets' words in French, typed as the English ones so that a missing string fails type checking.
import { fr as T } from '../i18n/terms-fr.ts';
import { str, cap, uncap, sideList } from './i18n-shared.ts';
import type { Sentence } from './i18n-shared.ts';
import type { CoreDict } from './i18n.ts';

/** The article a feature's name takes (le pré, l’abbaye), and the features whose names are masculine. */
const FEATURE_ARTICLE: Readonly<Record<string, string>> = { [T.field.one]: 'le ', [T.cloister.one]: 'l’' };
const FEATURE_INDEF: Readonly<Record<string, string>> = { [T.field.one]: 'un ' };
const FEATURE_MALE: ReadonlySet<string> = new Set([T.field.one]);

/** A tile that closes the river (a lake, the volcano) tried too early. */
const lastTile: Sentence = (f, w) => (f.tile === undefined || f.next === undefined ? undefined :
  `${cap(w.tile(str(f.tile)))} ferme la rivière : cette tuile ne se pose qu’une fois toutes les autres ${T.riverTile.many} en place, et la tuile suivante est ${w.tile(str(f.next))}.`);

/** Comment la tuile en main est tournée, en mots : pas de degrés. */
export const turned = (deg: number): string =>
  deg === 90 ? 'tournée d’un quart de tour vers la droite'
  : deg === 180 ? 'tournée à l’envers'
  : deg === 270 ? 'tournée d’un quart de tour vers la gauche'
  : 'non tournée';

export const fr: CoreDict = {
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
    /** before the players' points, its colon spaced as the language wants */
    scoresLabel: 'Points :',
    scores: cap(T.points.many),
  },
  step: {
    place: (who: string, tile: string, where: string) => `${who} pose ${tile}${where ? ` ${where}` : ''}`,
    towards: { N: 'au nord', E: 'à l’est', S: 'au sud', W: 'à l’ouest' },
    corner: { NE: 'au nord-est', SE: 'au sud-est', SW: 'au sud-ouest', NW: 'au nord-ouest' },
    beside: (dir: string, ofTile: string) => `${dir} ${ofTile}`,
    ofOther: (name: string) => `de l’autre ${name}`,
    cellNear: (where: string) => `la case ${where}`,
    lone: 'une case qui ne touche aucune tuile',
    cellInGrid: (row: string, col: string) => {
      const at = [{ N: 'nord', S: 'sud' }[row], { W: 'ouest', E: 'est' }[col]].filter(Boolean).join('-');
      return at ? `la case ${at}` : 'la case du milieu';
    },
    apart: 'à l’écart de toute tuile',
    onCell: (cell: string) => `sur ${cell}`,
    details: 'Case et orientation',
    where: (at: string, rot: number) => `${at}, ${turned(rot)}`,
    follower: (spot: string) => ` et met un partisan sur ${spot}`,
    crown: (sector: string, space: number) => ` et met un ${T.follower.one} sur la ${T.crownSpace.one} ${space} de ${sector}`,
    discard: (who: string, tile: string) => `${who} montre que ${tile} ne se pose nulle part et met la tuile de côté`,
    endGame: 'La partie se termine : tout ce qui est inachevé est compté',
    check: 'Un regard sur la position',
    placements: (tile: string, n: number) => `${cap(tile)} se pose de ${n} ${n === 1 ? 'façon' : 'façons'} ; les cases en surbrillance l’acceptent.`,
    ferry: (pair: string) => ` et met le bac entre ${pair}`,
    moveFerry: (lake: string, pair: string) => `, puis déplace le bac ${lake} entre ${pair}`,
    // the names are labels ('Partisan de Bleu…'); within the sentence, 'le partisan de Bleu…'
    plague: (names: readonly string[]) => ` ; la Peste prend ${names.map((n) => n.replace(/^Partisan /, 'le partisan ')).join(', ')}`,
  },
  verdict: {
    /** the rules' own order of play, cited where no ruling has a page */
    procedure: 'L’ordre de jeu',
    /** the folded line of scores worth 0 points */
    zero: (n: number) => (n === 1 ? '1 autre décompte à 0 point' : `${n} autres décomptes à 0 point`),
    accepted: 'Accepté',
    refused: 'Refusé',
    because: `${cap(T.ruling.one)} :`,
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
      'pig-herd': (n: number) => `${n} ${n === 1 ? T.pigHerd.one : T.pigHerd.many}`,
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
    rotation: turned,
    instructions: 'Les cases en surbrillance acceptent la tuile dans au moins un sens. Cliquez, touchez ou glissez la tuile sur une case ; au clavier, les flèches déplacent le curseur, R tourne la tuile, Entrée la pose.',
    cell: (at: string, what: string) => `${cap(at)}, ${what}`,
    tileCell: (tile: string) => cap(tile),
    inGrid: (where: string, row: number, col: number) => `${where}, ligne ${row}, colonne ${col}`,
    empty: 'vide',
    fits: 'vide, la tuile peut s’y poser',
    fitsNow: 'vide, la tuile s’y pose dans ce sens',
    followerTitle: 'Poser un partisan ?',
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
    help: 'Glisser ou Maj+flèches pour déplacer ; pincement, Ctrl+molette ou +/− pour zoomer.',
  },
  refusals: {
    'base-cell-free': (f, w) => `${cap(w.cellAt(f.at))} porte déjà une tuile : ${w.tileOn(f.at, str(f.occupant))}.`,
    'base-must-touch': () => 'Cette case ne touche aucune tuile : une nouvelle tuile doit border par un côté une tuile déjà posée.',
    'base-edges-match': (f, w) =>
      `Son bord ${w.side(str(f.side))} (${w.edge(str(f.mine))}) toucherait le bord ${w.edge(str(f.theirs))} de la tuile voisine de ce côté : ${w.tileOn(f.neighbourAt, str(f.neighbour))}.`,
    'base-unplaceable-discard': (f, w) => `${cap(w.tile(str(f.tile)))} se pose sur le plateau (${str(f.placements)} façons) : on ne peut pas mettre la tuile de côté.`,
    'base-follower-this-tile': (f, w) =>
      f.supply === 0 ? `${cap(w.player(str(f.player)))} n’a plus de partisan.` : f.on ? `La tuile posée n’offre rien où se placer sur ${w.spot(str(f.on))}.` : undefined,
    'base-follower-unoccupied': (f, w) => `Cet élément (${w.edge(str(f.kind))}) porte déjà un partisan ${w.player(str(f.holder))}.`,
    'river-must-continue': (f, w) =>
      f.openEnds === 0 ? `La rivière n’a plus d’extrémité libre pour ${w.tile(str(f.tile))}.`
      : `${cap(w.near(f.at))}, ${w.tile(str(f.tile))} ne prolongerait pas la rivière : l’un de ses bras doit rejoindre une extrémité libre de la rivière.`,
    'river-no-u-turn': (f, w) =>
      f.exit ? `${cap(w.near(f.at))}, cette tuile ferait tourner la rivière deux fois de suite dans le même sens et la renverrait en arrière.`
      : `${cap(w.near(f.at))}, cette tuile ramènerait la rivière sur elle-même.`,
    'house-river-all-u-turns': (f, w) => `Sans aucun ${T.uTurn.one} permis, une tuile posée ${w.near(f.at)} finirait par faire revenir la rivière sur ses pas.`,
    'river2-branches-apart': (f, w) => `${cap(w.near(f.at))}, cette tuile relierait les deux bras de la rivière.`,
    'river-with-wheel': (f, w) => (f.at
      ? `La ${T.spring.one} à côté du plateau de la Roue de la Fortune doit en éloigner la rivière, par son côté opposé au plateau.`
      : `La rivière commence par ${w.tile(str(f.next))}, avant ${w.tile(str(f.tile))}.`),
    'river-no-follower-on-river': (f, w) => `Aucun partisan ne peut se tenir sur la rivière (${w.spot(str(f.on))}).`,
    'river2-volcano-last': (f, w) => (f.next ? lastTile(f, w) : 'Aucun partisan ne peut se poser sur la tuile du volcan.'),
    'river-lake-last': (f, w) => lastTile(f, w),
    'river-combine-sets': (f, w) => `Avec plusieurs jeux de rivière, il n’y a toujours qu’une rivière : ${w.tile(str(f.tile))} reste hors du jeu, car la rivière a déjà la sienne. La tuile suivante est ${w.tile(str(f.next))}.`,
    'house-river-reverse': (f, w) => `Construite depuis le ${T.lake.one}, la rivière finit par la ${T.spring.one} : ${w.tile(str(f.tile))} vient en dernier, et la tuile suivante est ${w.tile(str(f.next))}.`,
    'house-river-no-followers-until-done': () => 'Aucun partisan ne se pose tant que toute la rivière n’est pas en place.',
    'river-draw-until-done': (f, w) => `Les ${T.riverTile.many} passent d’abord : la suivante est ${w.tile(str(f.next))}, pas ${w.tile(str(f.tile))}.`,
    'river2-fork-first': () => `La ${T.fork.one} de la rivière se pose juste après la ${T.spring.one}.`,
    'base-draw-and-place': (f, w) => (f.next !== undefined && f.tile !== undefined ? `Vous avez pioché ${w.tile(str(f.next))} : c’est la tuile à poser, pas ${w.tile(str(f.tile))}.` : undefined),
    'base-game-end': () => 'La partie est finie : la pioche est épuisée ou le décompte final est fait, plus aucun coup n’est possible.',
    procedure: (f, w) =>
      f.boardFull !== undefined ? `Le plateau porte ${str(f.boardFull)} tuiles, le plus qu’un lien ou un fichier de scénario peut contenir : aucune tuile ne peut s’y ajouter.`
      : f.next !== undefined && f.tile !== undefined ? `La tuile suivante de la pile est ${w.tile(str(f.next))}, pas ${w.tile(str(f.tile))}.` : undefined,
  },
  explain: {
    title: 'Expliquer cette position',
    loading: 'Analyse de la position…',
    kind: { city: 'Ville', road: 'Route', cloister: 'Abbaye', field: 'Pré' },
    and: 'et',
    select: (name: string) => `${name} : affiché sur le plateau.`,
    selectFollower: (name: string) => `Partisan choisi sur le plateau ; son élément : ${name}.`,
    openInSandbox: 'Ouvrir cette position dans le bac à sable',
    stepTitle: (title: string, step: string) => `${title} : ${step}`,
  },
  lesson: {
    task: 'Consigne :',
    wellDone: 'Bravo : les règles permettent ce coup.',
    goalMet: 'Bravo : ce coup fait ce que demande la consigne.',
    refusalMet: 'Bravo : les règles refusent ce coup, comme le dit la consigne.',
    retry: 'Tournez la tuile ou choisissez une autre case, puis réessayez.',
    missed: (why) => `Coup permis, mais ${why} : réessayez.`,
    hintLabel: 'Indice :',
    why: {
      elsewhere: () => `la ${T.tile.one} n’est pas là où la consigne le demande`,
      stillOpen: (feature, owner) => `${FEATURE_ARTICLE[feature] ?? 'la '}${feature}${owner ? ` de ${owner}` : ''} ${FEATURE_MALE.has(feature) ? 'est encore ouvert' : feature === T.cloister.one ? 'est encore inachevée' : 'est encore ouverte'}`,
      alreadyClosed: (feature) => `${FEATURE_ARTICLE[feature] ?? 'la '}${feature} était déjà ${FEATURE_MALE.has(feature) ? 'achevé' : 'achevée'}`,
      noFeature: () => 'l’élément de la consigne n’est pas là',
      noFollower: (feature) => `aucun ${T.follower.one} ne se tient sur ${FEATURE_INDEF[feature] ?? 'une '}${feature}`,
      otherFeature: (feature, placed) => `le ${T.follower.one} se tient sur ${FEATURE_INDEF[placed] ?? 'une '}${placed}, pas sur ${FEATURE_INDEF[feature] ?? 'une '}${feature}`,
      points: (player, gained, want, exact) => `${player} marque ${gained} ${gained <= 1 ? T.points.one : T.points.many}, pas ${exact ? '' : 'au moins '}${want}`,
      legal: () => 'la consigne demande un coup que les règles refusent',
      ferryStayed: () => `le ${T.ferry.one} n’a pas bougé`,
      ferryMoved: () => `le ${T.ferry.one} a bougé`,
      ferryElsewhere: () => `le ${T.ferry.one} ne relie pas les ${T.jetty.many} que demande la consigne`,
      noCrown: (sector) => `aucun de vos ${T.follower.many} n’est allé sur une ${T.crownSpace.one}${sector ? ` de ${sector}` : ''}`,
      otherVictim: () => `la ${T.plague.one} a pris un autre ${T.follower.one}`,
      other: () => 'le coup ne fait pas ce que demande la consigne',
    },
    features: { road: T.road.one, city: T.city.one, field: T.field.one, cloister: T.cloister.one, crown: T.crownSpace.one },
    nextStep: 'Étape suivante',
    nextScenario: 'Scénario suivant',
    nextRuling: 'Point de règle suivant',
    nowAt: (title) => `Scénario suivant : ${title}`,
    nextLesson: 'Leçon suivante',
  },
  legend: {
    title: 'Sur le plateau',
    fitsNow: 'la tuile en main se pose ici dans ce sens',
    fitsTurned: 'la tuile en main se pose ici une fois tournée',
    fits: 'la tuile peut se poser ici',
    ghost: 'la tuile en main, montrée là où elle irait',
    refused: 'un coup que la règle refuse',
    last: 'la dernière tuile posée',
    feature: 'l’élément choisi ou pointé',
    ring: 'une pièce qui peut bouger ou être prise',
  },
};

// Every validation problem's sentence, in each language of the site. Readers of the French pages import
// scenario files in the sandbox and see these, so both tables ship together: `fr` has the type of `en`,
// and a template missing from it fails the type check. No import but the engine's vocabulary, so the
// browser can load it with the validator and without any YAML reader.

export type Lang = 'en' | 'fr';
type Choice = string | number | boolean;

/** A value as a problem names it: short, and never the whole of a long string. */
function describer(list: string, object: string): (v: unknown) => string {
  return (v) => {
    if (v === null) return 'null';
    if (Array.isArray(v)) return list;
    if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    if (typeof v === 'object') return object;
    return String(v);
  };
}

/** `"a", "b" or "c"` with the language's word for "or". */
function choices(allowed: readonly Choice[], or: string): string {
  const list = allowed.map((a) => (typeof a === 'string' ? `"${a}"` : String(a)));
  const last = list.pop();
  return list.length === 0 ? `${last}` : `${list.join(', ')} ${or} ${last}`;
}

const d = describer('a list', 'an object');

/** What is wrong at a position of a JSON or YAML text, said by us (the parsers' own text is English only). */
export type SyntaxWhat = 'unexpected' | 'duplicateKey' | 'indent' | 'unclosed' | 'documents' | 'tag' | 'other';

const SYNTAX_EN: Readonly<Record<SyntaxWhat, string>> = {
  unexpected: 'a character that cannot come here',
  duplicateKey: 'a key that appears twice in the same object',
  indent: 'indentation that does not line up (use spaces, not tabs)',
  unclosed: 'a bracket, brace or quote that is not closed',
  documents: 'more than one document in the file',
  tag: 'a tag (!something) that scenario files do not use',
  other: 'the syntax is broken here',
};

const SYNTAX_FR: Readonly<Record<SyntaxWhat, string>> = {
  unexpected: 'un caractère qui ne peut pas venir ici',
  duplicateKey: 'une clé qui figure deux fois dans le même objet',
  indent: 'une indentation qui ne s’aligne pas (des espaces, pas de tabulations)',
  unclosed: 'un crochet, une accolade ou un guillemet non fermé',
  documents: 'plus d’un document dans le fichier',
  tag: 'une étiquette (!quelque-chose) que les fichiers de scénario n’utilisent pas',
  other: 'la syntaxe est cassée ici',
};

const en = {
  notObject: (v: unknown) => `must be an object, not ${d(v)}`,
  unknownKey: (keys: readonly string[]) => `unknown key (expected one of ${keys.join(', ')})`,
  notString: (v: unknown) => `must be a string, not ${d(v)}`,
  emptyString: () => 'must not be empty',
  tooLongString: (max: number) => `must be at most ${max} characters`,
  notBool: (v: unknown) => `must be true or false, not ${d(v)}`,
  notWhole: (v: unknown) => `must be a whole number, not ${d(v)}`,
  outOfRange: (min: number, max: number, v: number) => `must be between ${min} and ${max}, not ${v}`,
  notOneOf: (allowed: readonly Choice[], v: unknown) => `must be ${choices(allowed, 'or')}, not ${d(v)}`,
  notList: (v: unknown) => `must be a list, not ${d(v)}`,
  tooManyEntries: (max: number) => `must hold at most ${max} entries`,
  notPair: (v: unknown) => `must be a pair [x, y], not ${d(v)}`,
  required: () => 'is required',
  requiredOneOf: (allowed: readonly Choice[]) => `is required: ${choices(allowed, 'or')}`,
  notAPlayer: (p: string, players: readonly string[]) => `"${p}" is not one of this scenario's players (${players.join(', ')})`,
  boardInSetupOnly: () => 'the wheel board is placed in setup.tiles only',
  unknownTile: (v: unknown) => `unknown tile id ${d(v)} (ids look like "base/D" or "river1/curve")`,
  setNotInPlay: (id: string, set: string) => `tile "${id}" belongs to set "${set}", which is not in rules.sets`,
  unknownRuling: (v: unknown) => `unknown ruling id ${d(v)} (see the rulings catalog)`,
  notSidePair: (v: unknown) => `must be a pair of sides such as ["N", "S"], not ${d(v)}`,
  ferrySameSide: () => 'a ferry joins two different sides',
  oneCrownSpace: (sector: string) => `sector "${sector}" has one crown space: space must be 1`,
  notWheelCell: () => 'a wheel board cell is [col, row] with each between 0 and 3',
  boardNeverRotated: () => 'the wheel board is never rotated',
  cellOffBoard: () => '"cell" is for followers on the wheel board',
  cellTaken: (x: number, y: number, other: number, tile: string) => `cell [${x}, ${y}] already holds setup.tiles[${other}] (${tile})`,
  crownTaken: (sector: string, space: number) => `crown space ${sector} ${space} holds one follower only`,
  tooManyFollowers: (player: string, placed: number, supply: number, max: number) =>
    `${player} has ${placed} followers on the board${supply > 0 ? ` and ${supply} in setup.supply` : ''}: more than the ${max} a player owns`,
  crownsNeedWheel: () => 'crown spaces need the "wheel" set in rules.sets',
  pigNeedsWheel: () => 'the pig needs the "wheel" set in rules.sets',
  ferriesNeedSet: () => 'ferries need the "ferries" set in rules.sets',
  plagueNeedsWheel: () => 'the plague needs the "wheel" set in rules.sets',
  rotRequired: () => 'is required: 0, 90, 180 or 270',
  plagueWhich: () => 'name the follower by "at" (a tile) or "cell" (the wheel board), with "on"',
  plagueOnRequired: () => 'is required: where the follower stands',
  translatesMissing: (field: string) => `translates "${field}", which is missing`,
  frNoteRequired: () => 'is required: the French note',
  frTitleRequired: () => 'is required: the French title',
  oneAction: (actions: readonly string[]) => `one action per step: ${actions.join(' and ')} cannot go together`,
  needsPlace: () => 'belongs to a turn that places a tile ("place")',
  mustBeTrue: () => 'must be true',
  doesNothing: () => 'does nothing: give an action (place, discard, endGame) or an expect',
  featureSaysNothing: () => 'says nothing: give "complete", "tiles" or both',
  expectEmpty: () => 'is empty: say what must hold, or leave "expect" out',
  legalNeedsAction: () => 'only a step with place, discard or endGame can be legal or illegal',
  legalContradicts: () => '"legal": true contradicts "illegal"',
  unknownOption: (known: readonly string[]) => `unknown option (known: ${known.join(', ')})`,
  noSets: () => 'must name at least one tile set',
  setTwice: () => 'names a set twice',
  noPlayers: () => 'must name at least one player',
  colourTwice: () => 'names a colour twice',
  formatUnsupported: (v: unknown, format: string) => `${d(v)} is not supported: this version reads "${format}"`,
  formatWrong: (v: unknown, format: string) => `must be "${format}", not ${d(v)}`,
  notText: () => 'a scenario is text',
  textTooLong: (length: number, max: number) => `is too long (${length} characters; at most ${max})`,
  notValid: (syntax: string, detail: string) => `not valid ${syntax}: ${detail}`,
  syntaxAt: (syntax: string, line: number, column: number, what: SyntaxWhat) => `not valid ${syntax} at line ${line}, column ${column}: ${SYNTAX_EN[what]}`,
  syntaxEnds: (syntax: string) => `not valid ${syntax}: the text ends before the document does (a bracket, brace or quote is not closed)`,
  duplicateKey: (key: string) => `names "${key.length > 40 ? `${key.slice(0, 40)}…` : key}" twice: each key may appear once`,
  nestedTooDeep: (limit: number) => `nested too deeply (limit ${limit})`,
  unknownFormat: (format: string) => `unknown format ${format}: "json" or "yaml"`,
  setupFailed: (detail: string) => `the engine could not set up this position: ${detail}`,
  // The engine's own setup problems, in its wording (engine-problems.ts reads them back into these).
  sidesDiffer: (tile: string, at: string, edge: string, side: string, other: string, otherAt: string, otherEdge: string, otherSide: string) =>
    `${tile} at [${at}] shows ${edge} on its ${side} side but ${other} at [${otherAt}] shows ${otherEdge} on its ${otherSide} side`,
  notConnected: (tile: string, at: string) => `${tile} at [${at}] is not connected to the other tiles`,
  noFeatureAt: (tile: string, spot: string) => `${tile} has no road, city, field or cloister at ${spot}`,
  noCellThere: () => 'no cell of this tile there',
  strangerFollower: (player: string, at: string, spot: string) => `a follower of ${player}, who is not playing, stands at [${at}] ${spot}`,
  ferryNotOnLake: (tile: string) => `${tile} has no lake, so it carries no ferry`,
  ferryNotJetties: (tile: string, jetties: string, sides: string) => `the ferry on ${tile} must join two different jetties (${jetties}), not ${sides}`,
};

export type Messages = typeof en;
export type MessageKey = keyof Messages;

const f = describer('une liste', 'un objet');
const EDGES_FR: Readonly<Record<string, string>> = { city: 'une ville', road: 'une route', field: 'un pré', river: 'la rivière', none: 'un bord vide' };
const edgeFr = (edge: string): string => EDGES_FR[edge] ?? edge;

const fr: Messages = {
  notObject: (v) => `doit être un objet, pas ${f(v)}`,
  unknownKey: (keys) => `clé inconnue (attendu : ${keys.join(', ')})`,
  notString: (v) => `doit être un texte, pas ${f(v)}`,
  emptyString: () => 'ne doit pas être vide',
  tooLongString: (max) => `doit tenir en ${max} caractères au plus`,
  notBool: (v) => `doit valoir true ou false, pas ${f(v)}`,
  notWhole: (v) => `doit être un nombre entier, pas ${f(v)}`,
  outOfRange: (min, max, v) => `doit être compris entre ${min} et ${max}, pas ${v}`,
  notOneOf: (allowed, v) => `doit valoir ${choices(allowed, 'ou')}, pas ${f(v)}`,
  notList: (v) => `doit être une liste, pas ${f(v)}`,
  tooManyEntries: (max) => `doit contenir ${max} éléments au plus`,
  notPair: (v) => `doit être une paire [x, y], pas ${f(v)}`,
  required: () => 'est obligatoire',
  requiredOneOf: (allowed) => `est obligatoire : ${choices(allowed, 'ou')}`,
  notAPlayer: (p, players) => `« ${p} » ne fait pas partie des joueurs de ce scénario (${players.join(', ')})`,
  boardInSetupOnly: () => 'le plateau de la roue ne se pose que dans setup.tiles',
  unknownTile: (v) => `identifiant de tuile inconnu ${f(v)} (les identifiants ressemblent à "base/D" ou "river1/curve")`,
  setNotInPlay: (id, set) => `la tuile "${id}" appartient à l’ensemble "${set}", absent de rules.sets`,
  unknownRuling: (v) => `identifiant de règle inconnu ${f(v)} (voir le catalogue des règles)`,
  notSidePair: (v) => `doit être une paire de côtés comme ["N", "S"], pas ${f(v)}`,
  ferrySameSide: () => 'un bac relie deux côtés différents',
  oneCrownSpace: (sector) => `le secteur "${sector}" n’a qu’une case couronne : space doit valoir 1`,
  notWheelCell: () => 'une case du plateau de la roue s’écrit [colonne, ligne], chacune entre 0 et 3',
  boardNeverRotated: () => 'le plateau de la roue ne se tourne jamais',
  cellOffBoard: () => '"cell" ne sert qu’aux partisans posés sur le plateau de la roue',
  cellTaken: (x, y, other, tile) => `la case [${x}, ${y}] porte déjà setup.tiles[${other}] (${tile})`,
  crownTaken: (sector, space) => `la case couronne ${sector} ${space} ne reçoit qu’un partisan`,
  tooManyFollowers: (player, placed, supply, max) =>
    `${player} a ${placed} partisans sur le plateau${supply > 0 ? ` et ${supply} dans setup.supply` : ''} : plus que les ${max} que possède un joueur`,
  crownsNeedWheel: () => 'les cases couronne demandent l’ensemble "wheel" dans rules.sets',
  pigNeedsWheel: () => 'le cochon demande l’ensemble "wheel" dans rules.sets',
  ferriesNeedSet: () => 'les bacs demandent l’ensemble "ferries" dans rules.sets',
  plagueNeedsWheel: () => 'la Peste demande l’ensemble "wheel" dans rules.sets',
  rotRequired: () => 'est obligatoire : 0, 90, 180 ou 270',
  plagueWhich: () => 'désignez le partisan par "at" (une tuile) ou "cell" (le plateau de la roue), avec "on"',
  plagueOnRequired: () => 'est obligatoire : l’endroit où se tient le partisan',
  translatesMissing: (field) => `traduit "${field}", qui est absent`,
  frNoteRequired: () => 'est obligatoire : la note en français',
  frTitleRequired: () => 'est obligatoire : le titre en français',
  oneAction: (actions) => `une seule action par étape : ${actions.join(' et ')} ne vont pas ensemble`,
  needsPlace: () => 'n’existe que dans un tour qui pose une tuile ("place")',
  mustBeTrue: () => 'doit valoir true',
  doesNothing: () => 'ne fait rien : donnez une action (place, discard, endGame) ou un expect',
  featureSaysNothing: () => 'n’affirme rien : donnez "complete", "tiles" ou les deux',
  expectEmpty: () => 'est vide : dites ce qui doit être vrai, ou retirez "expect"',
  legalNeedsAction: () => 'seule une étape avec place, discard ou endGame peut être légale ou illégale',
  legalContradicts: () => '"legal": true contredit "illegal"',
  unknownOption: (known) => `option inconnue (options connues : ${known.join(', ')})`,
  noSets: () => 'doit nommer au moins un ensemble de tuiles',
  setTwice: () => 'nomme deux fois le même ensemble',
  noPlayers: () => 'doit nommer au moins un joueur',
  colourTwice: () => 'nomme deux fois la même couleur',
  formatUnsupported: (v, format) => `${f(v)} n’est pas pris en charge : cette version lit "${format}"`,
  formatWrong: (v, format) => `doit valoir "${format}", pas ${f(v)}`,
  notText: () => 'un scénario est un texte',
  textTooLong: (length, max) => `est trop long (${length} caractères ; ${max} au plus)`,
  notValid: (syntax, detail) => `${syntax} non valide : ${detail}`,
  syntaxAt: (syntax, line, column, what) => `${syntax} non valide ligne ${line}, colonne ${column} : ${SYNTAX_FR[what]}`,
  syntaxEnds: (syntax) => `${syntax} non valide : le texte s’arrête avant la fin du document (un crochet, une accolade ou un guillemet n’est pas fermé)`,
  duplicateKey: (key) => `nomme deux fois "${key.length > 40 ? `${key.slice(0, 40)}…` : key}" : chaque clé ne peut figurer qu’une fois`,
  nestedTooDeep: (limit) => `imbriqué trop profondément (limite ${limit})`,
  unknownFormat: (format) => `format inconnu ${format} : "json" ou "yaml"`,
  setupFailed: (detail) => `le moteur n’a pas pu mettre en place cette position : ${detail}`,
  sidesDiffer: (tile, at, edge, side, other, otherAt, otherEdge, otherSide) =>
    `${tile} en [${at}] montre ${edgeFr(edge)} sur son côté ${side}, mais ${other} en [${otherAt}] montre ${edgeFr(otherEdge)} sur son côté ${otherSide}`,
  notConnected: (tile, at) => `${tile} en [${at}] ne touche pas les autres tuiles`,
  noFeatureAt: (tile, spot) => `${tile} n’a ni route, ni ville, ni pré, ni abbaye en ${spot}`,
  noCellThere: () => 'cette tuile n’a pas de case à cet endroit',
  strangerFollower: (player, at, spot) => `un partisan de ${player}, qui ne joue pas, se tient en [${at}] ${spot}`,
  ferryNotOnLake: (tile) => `${tile} n’a pas de lac : elle ne porte pas de bac`,
  ferryNotJetties: (tile, jetties, sides) => `le bac de ${tile} doit relier deux quais différents (${jetties}), pas ${sides}`,
};

export const MESSAGES: { readonly [L in Lang]: Messages } = { en, fr };

/** The sentence for one problem, in the reader's language. */
export function say<K extends MessageKey>(lang: Lang, key: K, ...args: Parameters<Messages[K]>): string {
  const render = MESSAGES[lang][key] as (...a: Parameters<Messages[K]>) => string;
  return render(...args);
}

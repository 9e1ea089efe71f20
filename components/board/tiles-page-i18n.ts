// Words of the tile-set pages (/<lang>/tiles/), kept apart from the board's words so islands never
// ship them. `fr` is typed as the shape of `en`.
import type { BoardLang } from './i18n.ts';

const en = {
  title: 'Tile sets',
  description: 'Every tile of The River, The Ferries, The Wheel of Fortune and the base game, drawn from the rules engine’s data, with how many copies each box holds.',
  intro: 'Each tile is drawn from the data the rules engine plays with, at the orientation its id refers to (rotation 0). The number under a tile is how many copies of it come in the box.',
  total: (n: number, kinds: number) => `${n} tiles in ${kinds} kinds`,
  board: 'The Wheel of Fortune also brings its 4×4 start board, drawn below its tiles: the wheel with six sectors, nine crown spaces and the pig, and the landscape around it.',
  legendTitle: 'Reading the drawings',
  players: 'Followers: each player has a colour chosen to stay distinct for colour-blind readers, and also a shape and a letter of their own.',
  legend: [
    'Brown areas with a dark rim are cities; a blue shield in a city is worth extra points.',
    'Pale bands are roads; a small square marks a crossroads, a little house a road that ends.',
    'Blue bands are the river; it rises at a spring and ends in a lake or at the volcano.',
    'A round lake with wooden jetties is a ferry lake; a ferry links two jetties.',
    'A wheel with a number in a corner is a Wheel of Fortune icon: the pig moves that many sectors.',
  ],
  // under each tile: the sandbox holding it, and the rulings whose examples use it
  openInSandbox: 'Open in the sandbox',
  rulings: 'Rulings',
  rulingCount: (n: number) => (n === 1 ? '1 ruling' : `${n} rulings`),
  linksNote: 'Under each tile, a link opens the sandbox with that tile on the board, and the rulings listed are those whose examples use it or whose text points to it.',
};

const fr: typeof en = {
  title: 'Les tuiles',
  description: 'Toutes les tuiles de la Rivière, des Bacs, de la Roue de la Fortune et du jeu de base, dessinées d’après les données du moteur de règles, avec leur nombre d’exemplaires.',
  intro: 'Chaque tuile est dessinée à partir des données avec lesquelles joue le moteur de règles, dans l’orientation à laquelle renvoie son identifiant (rotation 0). Le nombre sous une tuile indique combien d’exemplaires la boîte en contient.',
  total: (n: number, kinds: number) => `${n} tuiles de ${kinds} sortes`,
  board: 'La Roue de la Fortune apporte aussi son plateau de départ de 4×4 cases, dessiné après ses tuiles : la roue et ses six secteurs, neuf cases Couronne, le cochon, et le paysage qui l’entoure.',
  legendTitle: 'Lire les dessins',
  players: 'Partisans : chaque joueur a une couleur choisie pour rester distincte pour les daltoniens, ainsi qu’une forme et une lettre bien à lui.',
  legend: [
    'Les zones brunes bordées d’un trait sombre sont des villes ; un écu bleu est un blason.',
    'Les bandes claires sont des routes ; un petit carré marque un carrefour, une maisonnette une route qui s’arrête.',
    'Les bandes bleues sont la rivière ; elle naît à une source et finit dans un lac ou au volcan.',
    'Un lac rond avec des quais de bois est un lac à bac ; un bac relie deux quais.',
    'Une roue numérotée dans un coin est une icône de la Roue de la Fortune : le cochon avance d’autant de secteurs.',
  ],
  openInSandbox: 'Ouvrir dans le bac à sable',
  rulings: 'Points de règle',
  rulingCount: (n: number) => (n === 1 ? '1 point de règle' : `${n} points de règle`),
  linksNote: 'Sous chaque tuile, un lien ouvre le bac à sable avec cette tuile posée, et les points de règle indiqués sont ceux dont les exemples l’utilisent ou dont le texte y renvoie.',
};

export const tilesPageDict = (lang: BoardLang): typeof en => (lang === 'fr' ? fr : en);

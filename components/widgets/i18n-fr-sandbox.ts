// The sandbox's own words (its settings, tools, tile picker and the dispute a link carries) in French, typed as the English ones (i18n-en-sandbox.ts).
import { fr as T } from '../../src/i18n/terms-fr.ts';
import { cap } from './i18n-shared.ts';
import type { en } from './i18n-en-sandbox.ts';

export const fr: typeof en = {
  dispute: {
    title: `Le ${T.ruling.one} en question`,
    note: 'Note de la personne qui a partagé cette position :',
    read: (title: string) => `Lire le ${T.ruling.one} : ${title}`,
    loadFailed: `La fiche du ${T.ruling.one} n’a pas pu être chargée ; sa page est en lien ici.`,
    setAside: 'Une partie de ce que ce lien dit du litige est illisible ; elle est laissée de côté et la position s’ouvre telle que partagée :',
    attach: `Joindre au lien le ${T.ruling.one} en question et une note`,
    ruling: `${cap(T.ruling.one)} en question`,
    none: '(aucune)',
    noteLabel: 'Note (texte brut, 500 caractères au plus)',
    loading: `Chargement des ${T.ruling.many}…`,
  },
  sandbox: {
    title: 'Bac à sable',
    description: 'Composez une position avec les extensions et options de votre choix, jouez-la et partagez-la par un lien.',
    intro: `Choisissez les extensions et les options de règle, puis posez des tuiles tirées d’une pile mélangée ou choisies une à une. Chaque option renvoie au ${T.ruling.one} qu’elle représente. Le bouton de lien copie une adresse qui rouvre exactement cette position.`,
    settings: 'Extensions, joueurs et options de règle',
    sets: 'Extensions',
    players: 'Joueurs',
    optionsTitle: 'Options de règle',
    ruling: T.ruling.one,
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
  picker: {
    pile: 'Ce que la pile contient encore',
    title: 'Choisir une tuile',
    help: 'Les tuiles de chaque extension, avec le nombre qu’en garde la pile. Les flèches passent d’une tuile à l’autre ; Entrée ou Espace la prend.',
    left: (n: number) => (n === 0 ? 'plus aucune' : `${n} ${n === 1 ? 'restante' : 'restantes'}`),
    item: (name: string, n: number) => `${name}, ${n === 0 ? 'plus aucune' : `${n} ${n === 1 ? 'restante' : 'restantes'}`}`,
    chosen: (name: string) => `${name} en main.`,
    turned: (deg: number) =>
      deg === 90 ? 'tournée de 90°, un quart de tour dans le sens des aiguilles d’une montre'
      : deg === 180 ? 'tournée de 180°, à l’envers'
      : deg === 270 ? 'tournée de 270°, un quart de tour dans le sens inverse des aiguilles d’une montre'
      : 'non tournée',
    turnLeft: 'Tourner dans l’autre sens (Maj+R)',
    apply: 'Appliquer (garde le plateau si possible)',
    kept: 'Nouveaux réglages appliqués ; le plateau est conservé.',
    reset: (why: string) => `Le plateau a été remis à zéro : ${why}`,
    whySetup: (problem: string) => `la position ne peut pas être mise en place avec les nouveaux réglages (${problem}).`,
    whyOutside: (tiles: string) => `${tiles} n’appartien${tiles.includes(',') || tiles.includes(' et ') ? 'nent' : 't'} à aucune extension encore en jeu.`,
    whyRefused: (n: number, tile: string, sentence: string) => `avec les nouveaux réglages, le moteur refuse le coup ${n}${tile ? ` (${tile})` : ''} : ${sentence}`,
  },
};

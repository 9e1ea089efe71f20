// Both languages' vocabularies (terms-en.ts, terms-fr.ts) and, per language, the words an interface
// string must not use for them: other editions' or other sites' words, which the rulings do not use.
// Players still search with them: the glossary (components/lib/glossary.ts) adds them as synonyms. Build and
// test time only; a page's scripts import their own language's terms file, never this one.
import type { Lang } from '../lib/vocabulary.ts';
import { en, type Term, type Terms } from './terms-en.ts';
import { fr } from './terms-fr.ts';

export type { Term, Terms };
export type TermKey = keyof Terms;

export const TERMS: { readonly [L in Lang]: Terms } = { en, fr };

/** Words to avoid, per language, each with the term to write instead. */
export const AVOID: { readonly [L in Lang]: Partial<Record<TermKey, readonly string[]>> } = {
  en: {
    follower: ['meeple'],
    robber: ['thief', 'highwayman', 'bandit'],
    farmer: ['peasant'],
    ruling: ['decision'],
    field: ['farm', 'meadow', 'pasture'],
    cloister: ['monastery', 'abbey'],
    shield: ['coat of arms', 'pennant'],
    spring: ['wellspring'],
    fork: ['bifurcation'],
    jetty: ['pier', 'dock', 'landing stage'],
    // 'pig herd' reads as 'pig-herd' once hyphens are spaces, so only other words are listed
    pigHerd: ['herd of pigs', 'pigsty'],
    plague: ['pestilence', 'epidemic'],
    supply: ['reserve', 'stock'],
  },
  fr: {
    follower: ['meeple', 'pion'],
    robber: ['voleur', 'bandit'],
    farmer: ['fermier'],
    ruling: ['décision', 'règlement'],
    points: ['score', 'scores'],
    field: ['champ', 'prairie'],
    cloister: ['monastère', 'cloître'],
    shield: ['écusson', 'fanion'],
    city: ['cité'],
    fork: ['embranchement', 'fourche'],
    riverTile: ['tuile rivière'],
    jetty: ['embarcadère', 'ponton'],
    pigHerd: ['élevage de cochons', 'porcherie'],
    crownSpace: ['emplacement de couronne'],
    plague: ['fléau', 'épidémie', 'pestilence'],
    supply: ['stock'],
  },
};

import { describe, expect, it } from 'vitest';
import { GLOSSARY, entriesIn, mentions, normalise, synonymsFor, termsFor } from './glossary.ts';
import { LANGS } from './vocabulary.ts';

describe('the glossary data', () => {
  it('has unique keys and words in both languages for every entry', () => {
    const keys = GLOSSARY.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of GLOSSARY) {
      for (const lang of LANGS) expect(entry.terms[lang].length, `${entry.key} in ${lang}`).toBeGreaterThan(0);
    }
  });

  it('holds the words players use across editions and languages', () => {
    const pairs: Array<[string, string]> = [
      ['follower', 'meeple'], ['follower', 'partisan'], ['robber', 'highwayman'], ['robber', 'voleur'],
      ['robber', 'brigand'], ['knight', 'chevalier'], ['farmer', 'paysan'], ['monk', 'moine'],
      ['u-turn', 'hairpin'], ['u-turn', 'demi-tour'], ['spring', 'source'], ['river-lake', 'embouchure'],
      ['ferry', 'bac'], ['jetty', 'embarcadère'], ['pig', 'cochon'], ['crown', 'couronne'],
    ];
    for (const [key, word] of pairs) {
      const all = LANGS.flatMap((lang) => termsFor(key, lang));
      expect(all, key).toContain(word);
    }
  });
});

describe('mentions', () => {
  it('matches whole words, with regular plurals, whatever the case and apostrophe', () => {
    const text = normalise('Two Knights, three cities and l’abbaye beside the ferries.');
    expect(mentions(text, 'knight')).toBe(true);
    expect(mentions(text, 'city')).toBe(true);
    expect(mentions(text, 'abbaye')).toBe(true);
    expect(mentions(text, 'ferry')).toBe(true);
  });

  it('does not match inside a longer word or across an accent', () => {
    expect(mentions(normalise('a farmer on the farmland'), 'farm')).toBe(false);
    expect(mentions(normalise('la ville est près du lac'), 'pré')).toBe(false);
    expect(mentions(normalise('monkey business'), 'monk')).toBe(false);
  });

  it('matches hyphenated and several-word terms', () => {
    expect(mentions(normalise('No U-turns for the river'), 'U-turn')).toBe(true);
    expect(mentions(normalise('Pas de demi-tour'), 'demi-tour')).toBe(true);
    expect(mentions(normalise('With Inns & Cathedrals rules on'), 'Inns & Cathedrals')).toBe(true);
  });
});

describe('synonymsFor', () => {
  it('gives the other editions’ and the other language’s words for a robber', () => {
    const words = synonymsFor('A robber stands on one road end of the lake', 'ferries');
    expect(words).toEqual(expect.arrayContaining(['thief', 'highwayman', 'voleur', 'brigand']));
  });

  it('finds the same concepts from a French text', () => {
    const words = synonymsFor('Pas de demi-tour pour la rivière : la source puis le lac.', 'river');
    expect(words).toEqual(expect.arrayContaining(['U-turn', 'hairpin', 'spring', 'mouth', 'embouchure']));
  });

  it('keeps the river’s mouth out of the ferry lakes', () => {
    expect(synonymsFor('The ferry links two jetties of the lake', 'ferries')).not.toContain('embouchure');
    expect(entriesIn('The ferry links two jetties of the lake', 'ferries').map((e) => e.key)).toEqual(['ferry', 'jetty', 'ferry-lake']);
  });

  it('adds nothing to a text that names no concept of the glossary', () => {
    expect(synonymsFor('Agree before the game starts.')).toEqual([]);
  });
});

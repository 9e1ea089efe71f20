import { describe, expect, it } from 'vitest';
import { contentWords, fold, isStopWord, tokens } from './search-text.ts';

describe('fold', () => {
  it('ignores accents, case and the kind of apostrophe', () => {
    expect(fold('Rivière')).toBe('riviere');
    expect(fold('RIVIERE')).toBe(fold('rivière'));
    expect(fold('l’abbé')).toBe("l'abbe");
  });
});

describe('tokens and contentWords', () => {
  it('keeps hyphenated words whole and drops French elisions', () => {
    expect(tokens("L'auberge, le pig-herd et le demi-tour")).toEqual(['auberge', 'le', 'pig-herd', 'et', 'le', 'demi-tour']);
  });

  it('drops the little words of both languages from a sentence', () => {
    expect(contentWords('can I move a ferry twice')).toEqual(['move', 'ferry', 'twice']);
    expect(contentWords('est-ce que la peste touche la roue ?')).toEqual(['peste', 'touche', 'roue']);
    expect(contentWords('La rivière peut-elle faire demi-tour')).toEqual(['riviere', 'faire', 'demi-tour']);
  });

  it('keeps the words a rule hinges on', () => {
    for (const word of ['not', 'only', 'without', 'sans', 'seul', 'pré', 'lac', 'bac', 'tour']) expect(isStopWord(word), word).toBe(false);
    expect(isStopWord('est-ce')).toBe(true);
  });
});

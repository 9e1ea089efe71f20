import { describe, expect, it } from 'vitest';
import { nearestWord, parseVocabulary } from './search-typos.ts';
import { vocabularyFile } from './search-vocabulary.ts';

const EN = parseVocabulary(
  vocabularyFile([
    { subject: 'Plague: every player loses one follower\nFamine\nwheel-famine\nThe pig-herd\nferry cloister wheel', text: 'the plaque on the whole wheel; played ferries' },
  ]),
);
const FR = parseVocabulary(vocabularyFile([{ subject: 'Peste : chaque joueur perd un partisan\nLa rivière', text: 'la poste, un pré' }]));

describe('the vocabulary file', () => {
  it('has the subject words on its first line, the other words of the text on its second, without little words', () => {
    const [subject, text] = vocabularyFile([{ subject: 'The pig-herd of River II', text: 'the pig-herd and the river bank' }]).split('\n');
    expect(subject?.split(' ')).toEqual(['herd', 'pig', 'pig-herd', 'river']);
    expect(text?.split(' ')).toEqual(['bank']);
  });

  it('keeps accents as the site writes them', () => {
    expect(FR.words.map((w) => w.word)).toContain('rivière');
  });
});

describe('nearestWord', () => {
  it('mends one-letter slips and swapped letters', () => {
    expect(nearestWord('plauge', EN)).toBe('plague');
    expect(nearestWord('famnie', EN)).toBe('famine');
    expect(nearestWord('whell', EN)).toBe('wheel');
    expect(nearestWord('fery', EN)).toBe('ferry');
    expect(nearestWord('cloistr', EN)).toBe('cloister');
    expect(nearestWord('pste', FR)).toBe('peste');
  });

  it('prefers a word of what rulings are about to an equally near word of their text', () => {
    // "plagve" is one letter from both "plague" (a title word) and "plaque" (a word of the text only)
    expect(nearestWord('plagve', EN)).toBe('plague');
  });

  it('ignores accents and case, and leaves known words and far-off words alone', () => {
    expect(nearestWord('RIVIERRE', FR)).toBe('rivière');
    expect(nearestWord('riviere', FR)).toBeUndefined();
    expect(nearestWord('dragon', EN)).toBeUndefined();
    expect(nearestWord('xy', EN)).toBeUndefined();
  });
});

describe('nearestWord between equally near words', () => {
  it('takes a letter left out over a letter too many', () => {
    const vocabulary = parseVocabulary(vocabularyFile([{ subject: 'river rivière', text: '' }]));
    expect(nearestWord('rivère', vocabulary)).toBe('rivière');
  });
});

import { describe, expect, it } from 'vitest';
import { shardOf } from './search-text.ts';
import { joinVocabularies, nearestMatch, nearestWord, parseVocabulary } from './search-typos.ts';
import { vocabularyFile, vocabularyShards } from './search-vocabulary.ts';

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
    expect(nearestWord('whele', EN)).toBe('wheel');
    expect(nearestWord('roeu', parseVocabulary('roue rouge\n')), 'a swap in a word of four letters').toBe('roue');
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

describe('the vocabulary by first letter', () => {
  const shards = vocabularyShards([{ subject: 'Plague, the pig-herd, the Échevin', text: 'a plaque; the 2nd pig' }]);
  const piece = (key: string) => parseVocabulary(shards.get(key) ?? '');

  it('files each word under its first letter, accents folded, keeping the two lines', () => {
    expect([...shards.keys()]).toEqual(['2', 'e', 'h', 'p']);
    expect(shards.get('p')).toBe('pig pig-herd plague\nplaque\n');
    expect(shards.get('e')).toBe('échevin\n\n');
    expect(shardOf('Échevin')).toBe('e');
    expect(shardOf('2nd')).toBe('2');
    expect(shardOf('œuvre')).toBe('_');
  });

  it('holds every word of the whole file, once', () => {
    const whole = parseVocabulary(vocabularyFile([{ subject: 'Plague, the pig-herd, the Échevin', text: 'a plaque; the 2nd pig' }]));
    const pieces = [...shards.keys()].map(piece).reduce(joinVocabularies);
    expect(pieces.words.map((w) => w.word).sort()).toEqual(whole.words.map((w) => w.word).sort());
  });

  it('reports how many edits the nearest word is, a swap counting one', () => {
    expect(nearestMatch('plauge', piece('p'))).toEqual({ word: 'plague', edits: 1 });
    expect(nearestMatch('pleigue', piece('p'))).toEqual({ word: 'plague', edits: 2 });
    expect(nearestMatch('plague', piece('p'))).toBeUndefined();
  });
});

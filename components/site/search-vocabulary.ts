// The site's vocabulary for search's typo correction, made at build time
// (src/pages/[lang]/search-words/[shard].txt.ts) and read by search-typos.ts: every word of the rulings
// of one language, as the site writes it, one file per first letter (shardOf). Two lines per file: the
// words of what rulings are about (titles, questions, `defines`, synonyms, the words of their ids),
// then the other words of their text. Little words and words under three letters are left out: search
// ignores the first and never corrects the second.
import { isStopWord, shardOf, tokens } from './search-text.ts';

export interface VocabularySource {
  /** Titles, questions, `defines`, synonyms of those, ids. */
  readonly subject: string;
  /** Summary, body and the rest. */
  readonly text: string;
}

function wordsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const token of tokens(text, true)) {
    for (const word of token.includes('-') ? [token, ...token.split('-')] : [token]) {
      if (word.length >= 3 && !/^\p{N}+$/u.test(word) && !isStopWord(word)) out.add(word);
    }
  }
  return out;
}

/** The whole vocabulary as one file: the subject words on the first line, the others on the second. */
export function vocabularyFile(sources: readonly VocabularySource[]): string {
  const subject = wordsOf(sources.map((s) => s.subject).join('\n'));
  const text = [...wordsOf(sources.map((s) => s.text).join('\n'))].filter((w) => !subject.has(w));
  const sorted = (words: Iterable<string>) => [...words].sort((a, b) => a.localeCompare(b)).join(' ');
  return `${sorted(subject)}\n${sorted(text)}\n`;
}

/** The vocabulary cut by first letter (shardOf): key → that letter's file, with the same two lines. */
export function vocabularyShards(sources: readonly VocabularySource[]): Map<string, string> {
  const lines = vocabularyFile(sources).split('\n').slice(0, 2).map((line) => line.split(' ').filter(Boolean));
  const keys = [...new Set(lines.flat().map(shardOf))].sort();
  return new Map(keys.map((key) => [key, `${lines.map((words) => words.filter((w) => shardOf(w) === key).join(' ')).join('\n')}\n`]));
}

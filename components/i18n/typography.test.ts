// French typography in every French interface string: a non-breaking space (U+00A0 or the narrow U+202F)
// before : ; ! ? and inside « », never an ordinary space or none. The dictionaries are read as source,
// every string and every piece of a template, so each branch of a sentence is checked, not one sample.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { fr as titles } from '../widgets/ruling-titles-fr.ts';

/** Every French dictionary: the site's, the widgets', the boards', the tile and spot names, the rulings'
 * titles the widgets show, the engine's sentences for links and files; `from` skips a file's English half. */
export const FRENCH: readonly { readonly file: string; readonly from?: string }[] = [
  { file: 'components/i18n/fr.ts' },
  { file: 'components/i18n/terms-fr.ts' },
  { file: 'components/widgets/i18n-fr.ts' },
  { file: 'components/widgets/spot-names-fr.ts' },
  { file: 'components/widgets/ruling-titles-fr.ts' },
  { file: 'components/board/i18n-fr.ts' },
  { file: 'components/board/tile-names-fr.ts' },
  { file: 'components/board/tiles-page-i18n.ts', from: 'const fr' },
  { file: 'engine/scenario/messages-fr.ts' },
];

const NB = '[\\u00a0\\u202f]';
/** What breaks the rule in one piece of text: the mark with what stands before and after it. */
const RULES: readonly RegExp[] = [
  // a high mark ending a clause (followed by a space or the end of the piece) needs a non-breaking space before
  new RegExp(`(?:^|[^\\u00a0\\u202f"])[:;!?](?=\\s|$)`, 'gu'),
  new RegExp(`«(?!${NB})`, 'gu'),
  new RegExp(`(?:^|[^\\u00a0\\u202f])»`, 'gu'),
];

/** Every string and template piece of a source file, from `from` on, with its line. */
export function pieces(source: string, from = 0): { text: string; line: number }[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  const out: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (node.getStart() >= from && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))) {
      // a string that is an object's key or an index names a thing, it is never shown
      const keyed = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      if (!keyed && !ts.isElementAccessExpression(node.parent)) out.push({ text: node.text, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

export function slips(text: string): string[] {
  return RULES.flatMap((r) => [...text.matchAll(r)].map((m) => m[0]));
}

describe('French typography', () => {
  test('the rule itself: what passes and what does not', () => {
    expect(slips('Points\u00a0: Bleu 0 ; et\u202f! « mot »')).toEqual([' ;', '«', ' »']);
    expect(slips('Points: Bleu')).toEqual(['s:']);
    expect(slips('Qui\u202f? https://site.fr 12:30')).toEqual([]);
  });

  test.each(FRENCH.map((f) => [f.file, f] as const))('%s', (_file, f) => {
    const source = readFileSync(f.file, 'utf8');
    const found = pieces(source, f.from ? source.indexOf(f.from) : 0).flatMap((p) => slips(p.text).map((s) => `line ${p.line}: ${JSON.stringify(s)} in ${JSON.stringify(p.text.slice(0, 80))}`));
    expect(found).toEqual([]);
  });

  test('the rulings\' titles the widgets show', () => {
    expect(Object.values(titles).flatMap(slips)).toEqual([]);
  });
});

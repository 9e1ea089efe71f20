import { describe, expect, it } from 'vitest';
import { buildToc, tocIds } from './toc.ts';

const body = [
  '## At a glance',
  '',
  '### In the box',
  'Text with a <Ruling id="not-a-tag"> inside `code`? No: only real tags count, see below.',
  '### Scoring',
  '',
  '## Setup',
  '',
  '<Ruling id="a-one" />',
  '<Ruling id="a-two" />',
  '```mdx',
  '## Not a heading',
  '<Ruling id="in-a-fence" />',
  '```',
  '## Scoring',
  '<Ruling id="a-three" />',
].join('\n');

const headings = [
  { depth: 2, slug: 'at-a-glance', text: 'At a glance' },
  { depth: 3, slug: 'in-the-box', text: 'In the box' },
  { depth: 3, slug: 'scoring', text: 'Scoring' },
  { depth: 2, slug: 'setup', text: 'Setup' },
  { depth: 2, slug: 'scoring-1', text: 'Scoring' },
];

const titles: Record<string, string> = { 'a-one': 'One', 'a-two': 'Two', 'a-three': 'Three', 'not-a-tag': 'Loose' };

describe('buildToc', () => {
  it('nests subsections and rulings under their sections, with Astro’s heading ids', () => {
    const toc = buildToc(body, headings, (id) => titles[id], 'x.mdx');
    expect(toc.map((e) => e.id)).toEqual(['at-a-glance', 'setup', 'scoring-1']);
    expect(toc[0]!.children.map((e) => e.id)).toEqual(['in-the-box', 'scoring']);
    expect(toc[1]!.children).toEqual([
      { id: 'a-one', text: 'One', kind: 'ruling', children: [] },
      { id: 'a-two', text: 'Two', kind: 'ruling', children: [] },
    ]);
    expect(tocIds(toc)).not.toContain('in-a-fence');
  });

  it('puts a ruling under the subsection it follows', () => {
    const toc = buildToc(body, headings, (id) => titles[id], 'x.mdx');
    expect(toc[0]!.children[0]!.children.map((e) => e.id)).toEqual(['not-a-tag']);
  });

  it('lists every id in page order', () => {
    expect(tocIds(buildToc(body, headings, (id) => titles[id], 'x.mdx'))).toEqual([
      'at-a-glance', 'in-the-box', 'not-a-tag', 'scoring', 'setup', 'a-one', 'a-two', 'scoring-1', 'a-three',
    ]);
  });

  it('stops on headings that do not line up, or a ruling without a title, naming the file', () => {
    expect(() => buildToc(body, headings.slice(0, 4), (id) => titles[id], 'x.mdx')).toThrow(/x\.mdx.*Scoring/);
    expect(() => buildToc(body, [...headings, { depth: 2, slug: 'extra', text: 'Extra' }], (id) => titles[id], 'x.mdx')).toThrow(/x\.mdx: 1 heading/);
    expect(() => buildToc(body, headings, (id) => (id === 'a-two' ? undefined : titles[id]), 'x.mdx')).toThrow(/x\.mdx: <Ruling id="a-two"/);
  });
});

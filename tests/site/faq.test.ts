// Every ruling carries the question a player asks, in both languages: on its own page, on its
// expansion page, and as an entry of the FAQ linking to it. The questions are read from the content
// files, so a question dropped from a page (or from the FAQ) cannot go unnoticed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import { AREA_SLUGS, LANGS, type Lang } from '../../components/lib/vocabulary.ts';
import { decodeEntities } from '../helpers/html.ts';
import { loadPage, requireDist, ROOT } from '../helpers/dist.ts';

function questionOf(lang: Lang, id: string): string {
  const text = readFileSync(join(ROOT, 'content', 'rulings', lang, `${id}.mdx`), 'utf8');
  const front = text.split(/^---$/m)[1] ?? '';
  return String((parse(front) as { question?: unknown }).question ?? '');
}

const plain = (html: string): string => decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();

/** The question shown in a ruling block (the text after its label). */
function shownQuestions(html: string): string[] {
  return [...html.matchAll(/<p class="ruling-question"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => plain(m[1] ?? ''));
}

describe.each(LANGS)('player questions in %s', (lang) => {
  it.each(RULINGS.map((r) => [r.id, r.area] as const))('%s shows its question on its page and on the %s page', (id, area) => {
    requireDist();
    const question = questionOf(lang, id);
    expect(question, `content/rulings/${lang}/${id}.mdx has no question`).toMatch(/\?$/);
    const own = loadPage(`/${lang}/rulings/${id}/`);
    expect(own, `/${lang}/rulings/${id}/ is missing`).toBeDefined();
    expect(shownQuestions(own!.html)).toEqual([expect.stringContaining(question)]);
    const expansion = loadPage(`/${lang}/${AREA_SLUGS[area]}/`)!;
    const block = expansion.html.match(new RegExp(`<section id="${id}"[\\s\\S]*?<p class="ruling-question"[^>]*>([\\s\\S]*?)</p>`));
    expect(plain(block?.[1] ?? ''), `the block of ${id} on the ${area} page`).toContain(question);
  });

  it('the FAQ lists every question once, each linking to its ruling', () => {
    requireDist();
    const faq = loadPage(`/${lang}/faq/`);
    expect(faq, `/${lang}/faq/ is missing`).toBeDefined();
    const entries = [...faq!.html.matchAll(/<li[^>]*data-faq="([^"]+)"[^>]*>\s*<a href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
      id: m[1]!,
      href: m[2]!,
      question: plain(m[3]!),
    }));
    expect(entries.map((e) => e.id).sort()).toEqual(RULINGS.map((r) => r.id).sort());
    for (const entry of entries) {
      expect(entry.href, entry.id).toBe(`/${lang}/rulings/${entry.id}/`);
      expect(entry.question, entry.id).toBe(questionOf(lang, entry.id));
    }
  });

  it('the FAQ groups its questions by expansion, in the order of the expansion pages', () => {
    const html = loadPage(`/${lang}/faq/`)!.html;
    const order = [...html.matchAll(/data-faq="([^"]+)"/g)].map((m) => m[1]!);
    const expected = RULINGS.map((r) => r.area);
    const areasInOrder = order.map((id) => RULINGS.find((r) => r.id === id)!.area);
    expect([...new Set(areasInOrder)]).toEqual([...new Set(expected)]);
  });

  it('the site navigation links to the FAQ', () => {
    const home = loadPage(`/${lang}/`)!;
    expect(home.tags.some((t) => t.name === 'a' && t.attrs.href === `/${lang}/faq/`)).toBe(true);
  });
});

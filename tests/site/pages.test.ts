// Every page names its language, has a title and a description; ruling pages preview
// well when pasted in a chat (Open Graph).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import { LANGS } from '../../components/lib/vocabulary.ts';
import { firstTag, langOfPath, loadPage, metaContent, pagePaths, requireDist, SITE_ORIGIN, titleText } from '../helpers/dist.ts';

const paths = pagePaths();

it('dist/ holds the built site, in both languages', () => {
  requireDist();
  for (const lang of LANGS) expect(paths, `no /${lang}/ home page in dist/`).toContain(`/${lang}/`);
});

describe.each(paths)('%s', (path) => {
  it('has <html lang>, a title and a meta description', () => {
    const page = loadPage(path)!;
    const lang = firstTag(page, 'html')?.attrs.lang ?? '';
    const expected = langOfPath(path);
    if (expected) expect(lang, '<html lang>').toBe(expected);
    else expect(lang, '<html lang> outside /en/ and /fr/').toMatch(/^(en|fr)\b/);
    expect(titleText(page), '<title>').not.toBe('');
    expect((metaContent(page, 'description') ?? '').trim(), 'meta description').not.toBe('');
  });

  it('has its Content-Security-Policy before any script (a policy in a <meta> governs only what follows it)', () => {
    const { html } = loadPage(path)!;
    const policy = html.search(/<meta http-equiv="content-security-policy"/i);
    expect(policy, 'no CSP <meta>').toBeGreaterThanOrEqual(0);
    const script = html.search(/<script\b/i);
    if (script >= 0) expect(script, 'a <script> before the CSP <meta>').toBeGreaterThan(policy);
  });

  it("lists in its policy the hash of each inline script and style it runs, and no other (src/lib/csp-page.ts)", () => {
    const { html } = loadPage(path)!;
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';
    const listed = new Set(policy.match(/'sha256-[^']+'/g) ?? []);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attrs]) => !/\ssrc=/.test(attrs!) && !/type="application\/ld\+json"/.test(attrs!))
      .map(([, , text]) => hash(text!));
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text]) => hash(text!));
    const own = new Set([...scripts, ...styles]);
    for (const h of own) expect(listed, `inline code without its hash in the policy`).toContain(h);
    for (const h of listed) expect(own, `a hash for inline code this page does not have`).toContain(h);
  });
});

describe.each(LANGS)('Open Graph on ruling pages in %s', (lang) => {
  it.each(RULINGS.map((r) => r.id))('%s', (id) => {
    requireDist();
    const path = `/${lang}/rulings/${id}/`;
    const page = loadPage(path);
    expect(page, `${path} is missing`).toBeDefined();
    expect((metaContent(page!, 'og:title') ?? '').trim(), 'og:title').not.toBe('');
    expect((metaContent(page!, 'og:description') ?? '').trim(), 'og:description').not.toBe('');
    expect(metaContent(page!, 'og:url'), 'og:url').toBe(`${SITE_ORIGIN}${path}`);
  });
});

import { describe, expect, it } from 'vitest';
import { chunkLang, inShell, inWholeSite, offlineList, pageUrlOfFile } from './offline-files.ts';

const FILES = [
  '/_astro/Base.pFHDcQWT.css',
  '/_astro/ScenarioPlayer.C8SPvO26.js',
  '/_astro/en.2MC8fbCN.js',
  '/_astro/fr.D3fBpT1k.js',
  '/_astro/messages-en.B_sYs5Bo.js',
  '/_astro/messages-fr.DMk3Essb.js',
  '/_astro/link-messages.D2LrFekA.js',
  '/pagefind/pagefind.js',
  '/pagefind/pagefind-worker.js',
  '/pagefind/pagefind-entry.json',
  '/pagefind/pagefind-ui.js',
  '/pagefind/wasm.en.pagefind',
  '/pagefind/wasm.fr.pagefind',
  '/pagefind/pagefind.en_74dec58c68.pf_meta',
  '/pagefind/pagefind.fr_999bdaa492.pf_meta',
  '/pagefind/index/en_571ce87.pf_index',
  '/pagefind/index/fr_571ce87.pf_index',
  '/pagefind/filter/en_1d3417c.pf_filter',
  '/pagefind/fragment/en_078a221.pf_fragment',
  '/pagefind/fragment/fr_078a221.pf_fragment',
  '/en/',
  '/en/faq/',
  '/en/offline/',
  '/en/sandbox/rulings.json',
  '/en/manifest.webmanifest',
  '/fr/',
  '/og/en/home.png',
  '/favicon.svg',
  '/art/wheel-under.svg',
  '/art/wheel-over-en.svg',
  '/art/wheel-over-fr.svg',
].map((path) => ({ path, bytes: 1000 }));

describe('offline-files', () => {
  it('knows each language’s chunks by name and leaves the rest to both', () => {
    expect(chunkLang('en.2MC8fbCN.js')).toBe('en');
    expect(chunkLang('messages-fr.DMk3Essb.js')).toBe('fr');
    expect(chunkLang('link-messages.D2LrFekA.js')).toBeUndefined();
    expect(chunkLang('Base.pFHDcQWT.css')).toBeUndefined();
  });

  it('puts styles, code, own words and own search in the shell, never the other language’s', () => {
    const shell = FILES.map((f) => f.path).filter((p) => inShell(p, 'en'));
    expect(shell).toContain('/_astro/Base.pFHDcQWT.css');
    expect(shell).toContain('/_astro/en.2MC8fbCN.js');
    expect(shell).toContain('/_astro/messages-en.B_sYs5Bo.js');
    expect(shell).toContain('/_astro/link-messages.D2LrFekA.js');
    expect(shell).toContain('/pagefind/wasm.en.pagefind');
    expect(shell).toContain('/pagefind/index/en_571ce87.pf_index');
    expect(shell).toContain('/en/offline/');
    // the pictures boards share (components/board/wheel-art.ts): a widget offline draws the wheel with them
    expect(shell).toContain('/art/wheel-under.svg');
    expect(shell).toContain('/art/wheel-over-en.svg');
    expect(shell).not.toContain('/art/wheel-over-fr.svg');
    for (const path of shell) expect(path).not.toMatch(/(^|[/_.-])fr[._]/);
    expect(shell).not.toContain('/pagefind/pagefind-ui.js');
    expect(shell).not.toContain('/pagefind/fragment/en_078a221.pf_fragment');
  });

  it('keeps the whole site of a language without link previews or the other language', () => {
    const list = offlineList('fr', FILES, new Map([['/fr/', 'Accueil']]), 'b1');
    const urls = list.files.map(([url]) => url);
    expect(urls).toContain('/fr/');
    expect(urls).toContain('/pagefind/fragment/fr_078a221.pf_fragment');
    expect(urls.some((u) => u.startsWith('/og/'))).toBe(false);
    expect(urls.some((u) => u.startsWith('/en/') || /[/_.-]en[._]/.test(u))).toBe(false);
    expect(list.pages).toEqual([{ url: '/fr/', title: 'Accueil' }]);
    expect(list.bytes).toBe(urls.length * 1000);
    expect(list.build).toBe('b1');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every page but the offline page, and the sandbox’s data with the pages', () => {
    const list = offlineList('en', FILES, new Map(), 'b1');
    expect(list.pages.map((p) => p.url)).toEqual(['/en/', '/en/faq/']);
    expect(inWholeSite('/en/sandbox/rulings.json', 'en')).toBe(true);
    expect(inWholeSite('/og/en/home.png', 'en')).toBe(false);
  });

  it('serves index.html files as their directory', () => {
    expect(pageUrlOfFile('/en/faq/index.html')).toBe('/en/faq/');
    expect(pageUrlOfFile('/index.html')).toBe('/');
    expect(pageUrlOfFile('/404.html')).toBe('/404.html');
  });
});

import { describe, expect, it } from 'vitest';
import { inSitemap } from './sitemap.ts';

describe('sitemap', () => {
  it('lists the pages of both languages and leaves out the redirect, the offline pages and files', () => {
    expect(inSitemap('https://x.net/en/')).toBe(true);
    expect(inSitemap('https://x.net/fr/rulings/river-no-u-turn/')).toBe(true);
    expect(inSitemap('https://x.net/en/rulings/offline/')).toBe(true);
    expect(inSitemap('https://x.net/')).toBe(false);
    expect(inSitemap('https://x.net/en/offline/')).toBe(false);
    expect(inSitemap('https://x.net/en/manifest.webmanifest')).toBe(false);
    expect(inSitemap('https://x.net/404/')).toBe(false);
  });
});

// The site's Content-Security-Policy, written by Astro as a <meta> on every page (security.csp in
// astro.config.mjs). Scripts: the site's own files, Astro's own inline scripts by their hashes (Astro
// adds those), the language redirect by its hash, and WebAssembly compilation for Pagefind's search.
// Styles: the site's own sheets and Astro's inline <style> by hash; `style` attributes are allowed
// (the boards' SVG is sized and panned through them; an attribute cannot run code). Nothing external:
// no other origin is named anywhere.
import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';
import { LANG_REDIRECT } from './lang-redirect.ts';

const sha256 = (text: string): `sha256-${string}` => `sha256-${createHash('sha256').update(text).digest('base64')}`;

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

export const CSP: CspConfig = {
  directives: [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ],
  scriptDirective: {
    resources: ["'self'", "'wasm-unsafe-eval'"],
    hashes: [sha256(LANG_REDIRECT)],
  },
  styleDirective: {
    resources: [
      { resource: "'self'", kind: 'element' },
      { resource: "'unsafe-inline'", kind: 'attribute' },
    ],
  },
};

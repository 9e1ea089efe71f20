// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { CSP } from './src/lib/csp.ts';
import { cspPerPage } from './src/lib/csp-page.ts';
import { clientIntent } from './src/lib/intent/integration.ts';
import { widgetChunksPlugin } from './src/lib/intent/chunks.ts';
import { siteUrl } from './src/lib/site-url.ts';
import { SITEMAP_OPTIONS } from './src/lib/sitemap.ts';

export default defineConfig({
  // The public address comes from SITE_URL (see src/lib/site-url.ts and the README).
  site: siteUrl(),
  output: 'static',
  trailingSlash: 'always',
  // client:intent: widgets hydrate on the reader's first intent (src/lib/intent/directive.ts)
  // sitemap: every page of both languages with its hreflang alternates (src/lib/sitemap.ts)
  // cspPerPage: each page's policy keeps the hashes of its own inline code only (src/lib/csp-page.ts)
  integrations: [mdx(), preact(), clientIntent(), sitemap(SITEMAP_OPTIONS), cspPerPage()],
  // No page shows code: without Shiki's inline styles the policy below needs no exception for them.
  markdown: { syntaxHighlight: false },
  // A strict Content-Security-Policy on every page (src/lib/csp.ts); Astro adds its own scripts' hashes.
  security: { csp: CSP },
  // CB_SOURCEMAP=1 writes hidden source maps, for scripts/chunk-modules.mjs (which module weighs what in
  // which chunk of dist/_astro).
  // widgetChunksPlugin: how the widgets' code is cut into files (src/lib/intent/chunks.ts)
  vite: {
    plugins: [widgetChunksPlugin()],
    build: {
      sourcemap: process.env.CB_SOURCEMAP === '1' ? 'hidden' : false,
    },
  },
});

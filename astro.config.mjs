// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { siteUrl } from './src/lib/site-url.ts';

export default defineConfig({
  // The public address comes from SITE_URL (see src/lib/site-url.ts and the README).
  site: siteUrl(),
  output: 'static',
  trailingSlash: 'always',
  integrations: [mdx(), preact()],
});

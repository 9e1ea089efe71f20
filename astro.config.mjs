// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

export default defineConfig({
  site: 'https://casebook.example.org',
  output: 'static',
  trailingSlash: 'always',
  integrations: [mdx(), preact()],
});

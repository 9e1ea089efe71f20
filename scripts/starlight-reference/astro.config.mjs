// The reference for bench:site's side-by-side figures: Starlight as it comes, one sidebar and two pages.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  integrations: [
    starlight({
      title: 'Reference docs',
      sidebar: [{ label: 'Guides', items: [{ label: 'A docs page', slug: 'guides/page' }] }],
    }),
  ],
});

// robots.txt: every page may be crawled, and the sitemap (src/lib/sitemap.ts) says where they all are.
import type { APIRoute } from 'astro';
import { siteUrl } from '../lib/site-url.ts';
import { SITEMAP_INDEX } from '../lib/sitemap.ts';
import { absoluteUrl } from '../../components/lib/urls.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(site ?? siteUrl(), SITEMAP_INDEX)}`, ''].join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

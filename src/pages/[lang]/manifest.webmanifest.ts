// The web app manifest of each language (src/lib/web-manifest.ts), linked from every page's <head>.
import type { APIRoute } from 'astro';
import { webManifest } from '../../lib/web-manifest.ts';
import { LANGS, type Lang } from '../../../components/lib/vocabulary.ts';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(webManifest(params['lang'] as Lang), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });

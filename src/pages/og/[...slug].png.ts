// The link-preview images (og:image), one PNG per card of src/lib/og/paths.ts, made at build time:
// /og/en/rulings/river-no-u-turn.png, /og/fr/river.png, /og/en/home.png, /og/fr/faq.png.
import type { APIRoute, GetStaticPaths } from 'astro';
import { cardFor } from '../../lib/og/cards.tsx';
import { allCards, cardSlug, type CardKey } from '../../lib/og/paths.ts';
import { cardSvg, rasterise } from '../../lib/og/render.ts';
import { recordCard, startTiming } from '../../lib/og/timing.ts';

export const getStaticPaths = (() => {
  startTiming();
  return allCards().map((key) => ({ params: { slug: cardSlug(key) }, props: { key } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ key: CardKey }> = async ({ props }) => {
  const start = performance.now();
  const png = rasterise(cardSvg(await cardFor(props.key)));
  recordCard(cardSlug(props.key), performance.now() - start);
  // a copy typed on a plain ArrayBuffer, which is what Response's body accepts
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};

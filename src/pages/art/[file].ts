// The wheel board's unchanging drawing, two pictures every wheel on the site shows (components/board/
// wheel-art.ts): /art/wheel-under.svg, and /art/wheel-over-en.svg and -fr.svg with the sectors' names.
import type { APIRoute, GetStaticPaths } from 'astro';
import '../../../components/widgets/lang/all.ts';
import { wheelArt } from '../../../components/board/WheelBoard.tsx';
import { WHEEL_ART } from '../../../components/board/wheel-art.ts';
import { CELL } from '../../../components/board/wheel.ts';
import { WHEEL_BOARD } from '../../../engine/sets/wheel-board.ts';
import { LANGS } from '../../../components/lib/vocabulary.ts';
import { artSvg, darkInks } from '../../lib/art.ts';
import inksCss from '../../styles/board-inks.css?raw';

const fileOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);
const SIZE = WHEEL_BOARD.size * CELL;
/** The dark theme's inks, read once from the site's stylesheet for the three pictures. */
const INKS = darkInks(inksCss);

export const getStaticPaths = (() => [
  { params: { file: fileOf(WHEEL_ART.under) }, props: { lang: null } },
  ...LANGS.map((lang) => ({ params: { file: fileOf(WHEEL_ART.over(lang)) }, props: { lang } })),
]) satisfies GetStaticPaths;

export const GET: APIRoute<{ lang: (typeof LANGS)[number] | null }> = ({ props }) =>
  new Response(artSvg(wheelArt(props.lang), SIZE, INKS), { headers: { 'Content-Type': 'image/svg+xml' } });

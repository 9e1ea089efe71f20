// A follower: a token in the player's colour whose shape and letter also name the player, so that
// colour is never the only cue. Used on tiles, on the wheel's crown spaces and in legends.
import type { JSX } from 'preact';
import type { PlayerColor } from '../../engine/core/types.ts';
import { boardDict } from './i18n.ts';
import type { BoardLang } from './i18n.ts';
import { PLAYER_INK } from './palette.ts';
import type { PlayerInk } from './palette.ts';
import type { Pt } from './path.ts';
import { FOLLOWER_R } from './geometry.ts';

export interface FollowerProps {
  readonly player: PlayerColor;
  /** centre of the token in the drawing's units */
  readonly at: Pt;
  readonly lang?: BoardLang;
  /** radius in drawing units (a tile is 100 wide) */
  readonly r?: number;
  /** adds a <title> naming the player (off inside a tile that already has a text alternative) */
  readonly titled?: boolean;
}

function polygon(n: number, r: number, start: number): string {
  const pts: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = start + (i * 2 * Math.PI) / n;
    pts.push(`${Math.round(Math.cos(a) * r * 10) / 10},${Math.round(Math.sin(a) * r * 10) / 10}`);
  }
  return pts.join(' ');
}

/** The token outline; every shape has about the same visual weight. */
export function tokenShape(shape: PlayerInk['shape'], r: number): { tag: 'circle' | 'polygon'; points: string } {
  const up = -Math.PI / 2;
  switch (shape) {
    case 'circle':
      return { tag: 'circle', points: '' };
    case 'square':
      return { tag: 'polygon', points: polygon(4, r * 1.25, Math.PI / 4) };
    case 'triangle':
      return { tag: 'polygon', points: polygon(3, r * 1.45, up) };
    case 'diamond':
      return { tag: 'polygon', points: polygon(4, r * 1.3, up) };
    case 'hexagon':
      return { tag: 'polygon', points: polygon(6, r * 1.12, 0) };
    case 'pentagon':
      return { tag: 'polygon', points: polygon(5, r * 1.18, up) };
  }
}

export function Follower({ player, at, lang = 'en', r = FOLLOWER_R, titled = false }: FollowerProps): JSX.Element {
  const ink = PLAYER_INK[player];
  const dict = boardDict(lang);
  const letter = dict.letters[player];
  const outline = tokenShape(ink.shape, r);
  const common = { fill: ink.fill, stroke: ink.ink === '#ffffff' ? '#ffffff' : '#1a1a1a', 'stroke-width': 1.6 };
  // the triangle's centroid sits low, so its letter moves down with it
  const dy = ink.shape === 'triangle' ? r * 0.55 : r * 0.38;
  const size = letter.length > 1 ? r * 0.95 : r * 1.15;
  return (
    <g transform={`translate(${Math.round(at[0] * 10) / 10} ${Math.round(at[1] * 10) / 10})`} data-player={player}>
      {titled && <title>{dict.players[player]}</title>}
      {outline.tag === 'circle' ? <circle r={r} {...common} /> : <polygon points={outline.points} {...common} />}
      <text y={dy} text-anchor="middle" font-size={size} font-weight="700" font-family="system-ui, sans-serif" fill={ink.ink}>
        {letter}
      </text>
    </g>
  );
}

/** A follower token on its own, for legends next to the player's name (decorative: the name is text). */
export function FollowerSwatch({ player, lang = 'en', size = 30 }: { player: PlayerColor; lang?: BoardLang; size?: number }): JSX.Element {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="-16 -16 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <Follower player={player} at={[0, 0]} lang={lang} r={10} />
    </svg>
  );
}

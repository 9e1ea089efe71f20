// One calm palette for every board drawing. Player colours follow the Okabe–Ito palette (grey aside),
// which readers with the common colour-vision deficiencies can tell apart; each player also has a
// shape of its own, so colour is never the only cue.
import type { PlayerColor } from '../../engine/core/types.ts';

/**
 * A colour the page's CSS may change: `var(--ink-<name>, <light colour>)`. The dark theme sets the
 * `--ink-*` properties (src/styles/board-inks.css), so one drawing serves both themes; where no CSS
 * applies (a standalone SVG, the link-preview images, see src/lib/og/render.ts) the light colour
 * stands.
 */
export const ink = (name: string, light: string): string => `var(--ink-${name},${light})`;

/** `var(--ink-x,#hex)` → `#hex`, for renderers that read no CSS (resvg). */
export const plainInk = (svg: string): string => svg.replace(/var\(--ink-[a-z-]+,(#[0-9a-fA-F]{3,8})\)/g, '$1');

export const INK = {
  field: ink('field', '#b7cf8a'),
  fieldEdge: '#9fbb72',
  road: ink('road', '#f6f1e4'),
  roadEdge: ink('road-edge', '#8c8576'),
  river: ink('river', '#5ea9d8'),
  riverBank: ink('river-bank', '#2f6d96'),
  lake: ink('lake', '#73b8e0'),
  city: ink('city', '#d6a866'),
  cityDark: ink('city-dark', '#b9864a'),
  wall: ink('wall', '#6e5a45'),
  shield: ink('shield', '#2a5ca8'),
  shieldEdge: ink('shield-edge', '#f7f3e8'),
  building: ink('building', '#f3ead6'),
  roof: ink('roof', '#b4513a'),
  wood: ink('wood', '#8a5a34'),
  tileEdge: ink('tile-edge', '#5f6b4a'),
  highlight: ink('highlight', '#ffd23f'),
  cursor: ink('cursor', '#1b1b1b'),
  text: '#1f2a1a',
  // the small pictures on tiles: light colours that would glare on the dark board get a dark ink too
  pig: ink('pig', '#f2a7b8'),
  pigEdge: ink('pig-edge', '#8c4a5a'),
  fleece: ink('fleece', '#fbfaf5'),
  fleeceEdge: ink('fleece-edge', '#6d6a60'),
  leaf: ink('leaf', '#5f8a2e'),
  grape: ink('grape', '#6a3d7d'),
  badge: ink('badge', '#fffaf0'),
  badgeSpoke: ink('badge-spoke', '#c9b79b'),
  spring: ink('spring', '#e8f4fb'),
} as const;

export interface PlayerInk {
  readonly fill: string;
  /** outline and letter colour chosen for contrast with the fill */
  readonly ink: string;
  readonly shape: 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon' | 'pentagon';
}

export const PLAYER_INK: Readonly<Record<PlayerColor, PlayerInk>> = {
  blue: { fill: '#0072B2', ink: '#ffffff', shape: 'circle' },
  red: { fill: '#D55E00', ink: '#ffffff', shape: 'square' },
  green: { fill: '#009E73', ink: '#ffffff', shape: 'triangle' },
  yellow: { fill: '#F0E442', ink: '#1a1a1a', shape: 'diamond' },
  black: { fill: '#1a1a1a', ink: '#ffffff', shape: 'hexagon' },
  grey: { fill: '#a0a0a0', ink: '#1a1a1a', shape: 'pentagon' },
};

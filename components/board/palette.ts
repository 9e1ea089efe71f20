// One calm palette for every board drawing. Player colours follow the Okabe–Ito palette (grey aside),
// which readers with the common colour-vision deficiencies can tell apart; each player also has a
// shape of its own, so colour is never the only cue.
import type { PlayerColor } from '../../engine/core/types.ts';

export const INK = {
  field: '#b7cf8a',
  fieldEdge: '#9fbb72',
  road: '#f6f1e4',
  roadEdge: '#8c8576',
  river: '#5ea9d8',
  riverBank: '#2f6d96',
  lake: '#73b8e0',
  city: '#d6a866',
  cityDark: '#b9864a',
  wall: '#6e5a45',
  shield: '#2a5ca8',
  shieldEdge: '#f7f3e8',
  building: '#f3ead6',
  roof: '#b4513a',
  wood: '#8a5a34',
  tileEdge: '#5f6b4a',
  highlight: '#ffd23f',
  cursor: '#1b1b1b',
  text: '#1f2a1a',
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

// Small pictures placed on tiles: each is drawn centred on its point and never rotates with the tile,
// so text and buildings stay upright.
import type { JSX } from 'preact';
import type { Side } from '../../engine/core/types.ts';
import type { Icon } from './geometry.ts';
import { RIVER_HALF } from './layout.ts';
import { INK } from './palette.ts';
import type { Pt } from './path.ts';

const at = (p: Pt): string => `translate(${Math.round(p[0] * 10) / 10} ${Math.round(p[1] * 10) / 10})`;

function Shield(): JSX.Element {
  return <path d="M-6.5 -7.5h13v6.5c0 5-3.2 7.6-6.5 9.5c-3.3-1.9-6.5-4.5-6.5-9.5Z" fill={INK.shield} stroke={INK.shieldEdge} stroke-width="1.5" />;
}

function Cloister(): JSX.Element {
  return (
    <g stroke={INK.wall} stroke-width="1" stroke-linejoin="round">
      <rect x="-10" y="-3" width="20" height="12" fill={INK.building} />
      <path d="M-12 -2L0 -11L12 -2Z" fill={INK.roof} />
      <rect x="-2.5" y="2" width="5" height="7" fill={INK.wall} stroke="none" />
      <path d="M0 -17v7M-2.5 -14.5h5" stroke={INK.wall} stroke-width="1.4" fill="none" />
    </g>
  );
}

function House({ size }: { size: number }): JSX.Element {
  const s = size / 10;
  return (
    <g transform={`scale(${s})`} stroke={INK.wall} stroke-width={1 / s} stroke-linejoin="round">
      <rect x="-5" y="-1" width="10" height="6" fill={INK.building} />
      <path d="M-6.5 -0.5L0 -6L6.5 -0.5Z" fill={INK.roof} />
    </g>
  );
}

function Inn(): JSX.Element {
  return (
    <g>
      <House size={16} />
      <circle cx="0" cy="4" r="2" fill={INK.highlight} stroke={INK.wall} stroke-width="0.6" />
    </g>
  );
}

const JETTY_TURN: Readonly<Record<Side, number>> = { N: 0, E: 90, S: 180, W: 270 };

function Jetty({ side }: { side: Side }): JSX.Element {
  return (
    <g transform={`rotate(${JETTY_TURN[side]})`} stroke={INK.wall} stroke-width="0.8">
      <rect x="-3.5" y="-2" width="7" height="9" fill={INK.wood} />
      <path d="M-3.5 1.5h7M-3.5 4.5h7" />
    </g>
  );
}

function Pool({ r, spring }: { r: number; spring?: boolean }): JSX.Element {
  return (
    <g>
      <circle r={r} fill={INK.river} stroke={INK.riverBank} stroke-width="1.5" />
      {spring && <circle r={r * 0.45} fill="none" stroke={INK.spring} stroke-width="1.4" />}
    </g>
  );
}

function Volcano(): JSX.Element {
  return (
    <g stroke-linejoin="round">
      <circle r="15" fill={INK.river} stroke={INK.riverBank} stroke-width="1.5" />
      <path d="M-12 8L-4 -8H4L12 8Z" fill="#6b4a3a" stroke="#3f2a20" stroke-width="1" />
      <path d="M-4 -8H4L2 -4L-1 -5.5L-2.5 -3.5Z" fill="#e0452b" />
    </g>
  );
}

function Pig(): JSX.Element {
  return (
    <g stroke={INK.pigEdge} stroke-width="0.9">
      <ellipse cx="-1" cy="1" rx="8" ry="5.5" fill={INK.pig} />
      <circle cx="7" cy="-1" r="3.8" fill={INK.pig} />
      <path d="M5 -4.5l1 -3l2 2.5" fill={INK.pig} />
      <path d="M-6 6v2.5M2 6v2.5M-9 0c-2 -1 -2 -3 0 -3" fill="none" />
    </g>
  );
}

function Sheep(): JSX.Element {
  return (
    <g stroke={INK.fleeceEdge} stroke-width="0.8">
      <path d="M-8 2a3 3 0 0 1 1-5a3.5 3.5 0 0 1 6-2a3.5 3.5 0 0 1 6 1a3 3 0 0 1 1 6a3 3 0 0 1-4 2.5h-6a3 3 0 0 1-4-2.5Z" fill={INK.fleece} />
      <ellipse cx="8" cy="-1" rx="2.8" ry="3.5" fill="#3d3a35" />
      <path d="M-5 5v3.5M3 5v3.5" />
    </g>
  );
}

function Vineyard(): JSX.Element {
  const grapes: Pt[] = [[-3, -3], [0, -3], [3, -3], [-1.5, -0.4], [1.5, -0.4], [0, 2.2]];
  return (
    <g>
      <path d="M-9 7.5H9" stroke="#6f5a3c" stroke-width="1.4" />
      <path d="M-7 7.5V2M7 7.5V2" stroke="#6f5a3c" stroke-width="1.2" />
      <path d="M1 -5.5c2 -3 5 -3.5 7 -2c-1.5 2.5 -4.5 3 -7 2Z" fill={INK.leaf} stroke="#3f5f1c" stroke-width="0.6" />
      {grapes.map(([x, y]) => (
        <circle cx={x} cy={y} r="1.9" fill={INK.grape} stroke="#43244f" stroke-width="0.5" />
      ))}
    </g>
  );
}

function WheelBadge({ value }: { value: number }): JSX.Element {
  const spokes = [0, 60, 120].map((a) => {
    const r = (a * Math.PI) / 180;
    const dx = Math.round(Math.cos(r) * 130) / 10;
    const dy = Math.round(Math.sin(r) * 130) / 10;
    return `M${-dx} ${-dy}L${dx} ${dy}`;
  });
  return (
    <g>
      <circle r="13" fill={INK.badge} stroke={INK.wall} stroke-width="1.6" />
      <path d={spokes.join('')} stroke={INK.badgeSpoke} stroke-width="1" />
      <text y="6" text-anchor="middle" font-size="17" font-weight="700" font-family="system-ui, sans-serif" fill={INK.text}>
        {value}
      </text>
    </g>
  );
}

function Junction(): JSX.Element {
  return <rect x="-5.5" y="-5.5" width="11" height="11" rx="1.5" fill={INK.road} stroke={INK.roadEdge} stroke-width="1.2" />;
}

function body(icon: Icon): JSX.Element {
  switch (icon.icon) {
    case 'shield':
      return <Shield />;
    case 'cloister':
      return <Cloister />;
    case 'inn':
      return <Inn />;
    case 'house':
      return <House size={11} />;
    case 'junction':
      return <Junction />;
    case 'jetty':
      return <Jetty side={icon.side ?? 'N'} />;
    case 'spring':
      return <Pool r={8} spring />;
    case 'lake':
      return <Pool r={15} />;
    case 'fork':
    case 'end':
      return <circle r={RIVER_HALF - 1.5} fill={INK.river} />;
    case 'volcano':
      return <Volcano />;
    case 'pig':
      return <Pig />;
    case 'sheep':
      return <Sheep />;
    case 'vineyard':
      return <Vineyard />;
    case 'wheel':
      return <WheelBadge value={icon.value ?? 0} />;
  }
}

// field marks are drawn larger so they stay legible on small boards
const SCALE: Partial<Record<Icon['icon'], number>> = { pig: 1.3, sheep: 1.35, vineyard: 1.4 };

export function TileIcon({ icon }: { icon: Icon }): JSX.Element {
  const k = SCALE[icon.icon];
  return <g transform={k === undefined ? at(icon.at) : `${at(icon.at)} scale(${k})`} data-icon={icon.icon}>{body(icon)}</g>;
}

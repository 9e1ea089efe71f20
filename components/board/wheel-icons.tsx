// The pictures on the wheel: one per sector (what the sector does, not its art), the crown space
// and the pig. Each is centred on the origin, about 26 units across.
import type { JSX } from 'preact';
import { INK } from './palette.ts';
import type { Sector } from '../../engine/expansions/wheel/declare.ts';

function Coin(): JSX.Element {
  return (
    <g>
      <circle r="11" fill="#e8b830" stroke="#8a6a12" stroke-width="1.5" />
      <path d="M0 -6l1.8 3.9l4.2 .4l-3.2 2.8l1 4.1L0 3l-3.8 2.2l1 -4.1l-3.2 -2.8l4.2 -.4Z" fill="#fff3c4" />
    </g>
  );
}

function Taxes(): JSX.Element {
  return (
    <g stroke-linejoin="round">
      <path d="M-12 8V-4l4 -4l4 4l4 -4l4 4l4 -4l4 4V8Z" fill={INK.city} stroke={INK.wall} stroke-width="1.4" />
      <circle cx="6" cy="4" r="5" fill="#e8b830" stroke="#8a6a12" stroke-width="1.2" />
    </g>
  );
}

function Famine(): JSX.Element {
  return (
    <g stroke="#8a6a12" stroke-width="1.2" fill="#e3c36a">
      <path d="M0 12V-8" fill="none" />
      {[-6, -1, 4].map((y) => (
        <g>
          <ellipse cx="-3.5" cy={y} rx="3.5" ry="2" transform={`rotate(-35 -3.5 ${y})`} />
          <ellipse cx="3.5" cy={y} rx="3.5" ry="2" transform={`rotate(35 3.5 ${y})`} />
        </g>
      ))}
      <path d="M-10 12L10 -10" stroke="#a03a2a" stroke-width="2.2" />
    </g>
  );
}

function Storm(): JSX.Element {
  return (
    <g stroke-linejoin="round">
      <path d="M-11 2a5 5 0 0 1 3-9a6 6 0 0 1 11-1a5 5 0 0 1 6 5a4 4 0 0 1-1 8H-8a4 4 0 0 1-3-3Z" fill="#8e9aa8" stroke="#4d5866" stroke-width="1.2" />
      <path d="M1 5l-4 6h4l-3 6l8-8h-4l3-4Z" fill="#f1d04a" stroke="#8a6a12" stroke-width="0.8" />
    </g>
  );
}

function Inquisition(): JSX.Element {
  return (
    <g stroke={INK.wall} stroke-width="1" stroke-linejoin="round">
      <rect x="-9" y="-2" width="18" height="11" fill={INK.building} />
      <path d="M-11 -1L0 -9L11 -1Z" fill={INK.roof} />
      <path d="M0 -15v6M-2.5 -12.5h5" stroke-width="1.4" fill="none" />
      <circle cx="8" cy="6" r="6" fill="#fffaf0" />
      <path d="M5 6h6" stroke="#a03a2a" stroke-width="2" />
    </g>
  );
}

function Plague(): JSX.Element {
  const spots = [[-5, -3], [3, -6], [6, 3], [-2, 5], [-8, 5]] as const;
  return (
    <g>
      <circle r="11" fill="#cfd7b2" stroke="#5e6b3a" stroke-width="1.4" />
      {spots.map(([x, y]) => (
        <circle cx={x} cy={y} r="2.2" fill="#5e4a6e" />
      ))}
    </g>
  );
}

const SECTOR_ICON: Readonly<Record<Sector, () => JSX.Element>> = {
  fortune: Coin,
  taxes: Taxes,
  famine: Famine,
  storm: Storm,
  inquisition: Inquisition,
  plague: Plague,
};

export function SectorIcon({ sector }: { sector: Sector }): JSX.Element {
  const Icon = SECTOR_ICON[sector];
  return <Icon />;
}

export function CrownSpace({ r }: { r: number }): JSX.Element {
  return (
    <g>
      <circle r={r} fill="#fff6d8" stroke="#a9852c" stroke-width="2" />
      <path d="M-8 4L-9 -5L-4 -1L0 -7L4 -1L9 -5L8 4Z" fill="#e8b830" stroke="#8a6a12" stroke-width="1" stroke-linejoin="round" />
    </g>
  );
}

export function BigPig(): JSX.Element {
  return (
    <g stroke="#8c4a5a" stroke-width="1.2" stroke-linejoin="round">
      <ellipse cx="-2" cy="1" rx="13" ry="8.5" fill="#f2a7b8" />
      <circle cx="11" cy="-2" r="6" fill="#f2a7b8" />
      <ellipse cx="15.5" cy="-1" rx="2.2" ry="2.8" fill="#e98ea4" />
      <path d="M8 -7l1.5 -4.5l3 4" fill="#f2a7b8" />
      <circle cx="11" cy="-3.5" r="0.9" fill="#3a2a2a" stroke="none" />
      <path d="M-9 9v4M-3 9.5v4M4 9v4M-15 0c-3 -1 -3 -4 0 -4" fill="none" />
    </g>
  );
}

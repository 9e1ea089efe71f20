// The link-preview card, 1200×630 as chat apps and social sites expect: the site's name, a kicker
// (the expansion), the category badge, the title, a footer line, and on the right, when there is
// one, a board drawn by the widgets' own drawing code. Text is laid out here, line by line, because
// SVG does not wrap; the widths come from the bundled font that resvg draws with.
import type { ComponentChildren, JSX } from 'preact';
import { BADGE_ICONS } from '../../../components/badge-icons.ts';
import type { Category } from '../../../components/lib/vocabulary.ts';
import type { FontMetrics } from './font-metrics.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './paths.ts';
import { fitText } from './wrap.ts';

/** The family name inside the bundled TTF files; resvg matches it. */
export const CARD_FONT = 'Inter';

// The light theme of src/styles/global.css: a card is an image, it does not follow the reader's theme.
const INK = { bg: '#fbf8f1', fg: '#1f1d1a', muted: '#5b554c', line: '#d9d1c1', card: '#ffffff', accent: '#2f6f4f' };
const CATEGORY_INK: Readonly<Record<Category, string>> = {
  rule: '#2f6f4f',
  official: '#1d5a8a',
  community: '#7a4b93',
  edition: '#8a5a12',
  house: '#9c3a2b',
};

const PAD = 64;
/** Where a ruling's board goes: the card's right-hand side, top to bottom, more than half the card, so
 * that a board framed to its shape (scenario-board.tsx) fills at least half of it. */
export const PICTURE_BOX = { x: 500, y: 0, w: CARD_WIDTH - 500, h: CARD_HEIGHT };
const BOARD_BOX = PICTURE_BOX;

export interface CardFonts {
  readonly regular: FontMetrics;
  readonly bold: FontMetrics;
}

/** A drawing for the right-hand side, with the size it draws at by itself (it is scaled to fit). */
export interface CardPicture {
  readonly node: JSX.Element;
  readonly width: number;
  readonly height: number;
}

export interface CardProps {
  readonly fonts: CardFonts;
  readonly siteName: string;
  readonly kicker: string;
  readonly title: string;
  readonly badge?: { readonly category: Category; readonly label: string } | undefined;
  /** under the title, in smaller type (a page's description) */
  readonly description?: string | undefined;
  /** the bottom line (a ruling's id, a page's counts) */
  readonly footer?: string | undefined;
  readonly picture?: CardPicture | undefined;
}

function Lines({ lines, x, y, size, lineHeight, weight, fill }: { lines: readonly string[]; x: number; y: number; size: number; lineHeight: number; weight: number; fill: string }): JSX.Element {
  return (
    <text x={x} y={y} font-family={CARD_FONT} font-size={size} font-weight={weight} fill={fill}>
      {lines.map((line, i) => (
        <tspan x={x} dy={i === 0 ? 0 : lineHeight}>{line}</tspan>
      ))}
    </text>
  );
}

function Badge({ category, label, x, y, fonts }: { category: Category; label: string; x: number; y: number; fonts: CardFonts }): JSX.Element {
  const ink = CATEGORY_INK[category];
  const size = 26;
  const width = 24 + 28 + 10 + fonts.bold.width(label, size) + 24;
  return (
    <g data-badge={category}>
      <rect x={x} y={y} width={width} height={48} rx={24} fill={INK.card} stroke={ink} stroke-width="2.5" />
      <g transform={`translate(${x + 22} ${y + 10}) scale(${28 / 24})`}>
        <path d={BADGE_ICONS[category]} fill="none" stroke={ink} stroke-width="2" stroke-linejoin="round" stroke-linecap="round" />
      </g>
      <text x={x + 24 + 28 + 10} y={y + 33} font-family={CARD_FONT} font-size={size} font-weight={700} fill={ink}>{label}</text>
    </g>
  );
}

/** The scale and place a picture is drawn at in the box: as large as fits, centred. */
export function pictureFit(picture: Pick<CardPicture, 'width' | 'height'>): { scale: number; x: number; y: number; w: number; h: number } {
  const scale = Math.min(BOARD_BOX.w / picture.width, BOARD_BOX.h / picture.height);
  const [w, h] = [picture.width * scale, picture.height * scale];
  return { scale, x: BOARD_BOX.x + (BOARD_BOX.w - w) / 2, y: BOARD_BOX.y + (BOARD_BOX.h - h) / 2, w, h };
}

function Picture({ picture }: { picture: CardPicture }): JSX.Element {
  const { scale, x, y } = pictureFit(picture);
  return (
    <g data-picture="">
      <rect x={BOARD_BOX.x} y={BOARD_BOX.y} width={BOARD_BOX.w} height={BOARD_BOX.h} fill={INK.card} />
      <path d={`M${BOARD_BOX.x} 0V${CARD_HEIGHT}`} stroke={INK.line} stroke-width="2" />
      <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})`}>{picture.node}</g>
    </g>
  );
}

/** A small square in the site's colours before its name: the corner of a tile with a road. */
function Mark({ x, y }: { x: number; y: number }): JSX.Element {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="36" height="36" rx="6" fill="#8fbf6a" />
      <path d="M0 18H36" stroke="#f3ead7" stroke-width="7" />
      <path d="M18 0V12L24 6Z" fill="#c96d4a" />
    </g>
  );
}

export function Card(props: CardProps): JSX.Element {
  const { fonts, picture, badge } = props;
  const accent = badge ? CATEGORY_INK[badge.category] : INK.accent;
  const textWidth = (picture ? BOARD_BOX.x - 36 : CARD_WIDTH - PAD) - PAD;
  const kicker = fitText(props.kicker, fonts.regular, textWidth, [30, 26, 22], 1);
  let y = PAD + 36 + 64;
  const parts: ComponentChildren[] = [];
  parts.push(<Lines lines={kicker.lines} x={PAD} y={y} size={30} lineHeight={36} weight={400} fill={INK.muted} />);
  y += 22;
  if (badge) {
    parts.push(<Badge category={badge.category} label={badge.label} x={PAD} y={y} fonts={fonts} />);
    y += 48 + 22;
  }
  const footerTop = props.footer ? CARD_HEIGHT - PAD - 30 : CARD_HEIGHT - PAD;
  const titleSizes = picture ? [50, 44, 40, 36, 32] : [76, 68, 60, 52];
  const lineHeight = (size: number) => Math.round(size * 1.15);
  // lines that fit above the footer (leaving a description at least two lines), five at most
  const below = props.description ? 24 + 2 * 40 : 28;
  const room = (size: number) => Math.min(5, 1 + Math.floor((footerTop - below - y - size) / lineHeight(size)));
  const title = fitText(props.title, fonts.bold, textWidth, titleSizes, room);
  const titleLine = lineHeight(title.size);
  y += title.size;
  parts.push(<Lines lines={title.lines} x={PAD} y={y} size={title.size} lineHeight={titleLine} weight={700} fill={INK.fg} />);
  y += (title.lines.length - 1) * titleLine;
  if (props.description) {
    const lineHeight = 40;
    const max = Math.max(0, Math.floor((footerTop - y - 24) / lineHeight));
    if (max > 0) {
      const desc = fitText(props.description, fonts.regular, textWidth, [30], max);
      parts.push(<Lines lines={desc.lines} x={PAD} y={y + 24 + 30} size={30} lineHeight={lineHeight} weight={400} fill={INK.muted} />);
    }
  }
  if (props.footer) {
    const footer = fitText(props.footer, fonts.regular, textWidth, [26], 1);
    parts.push(<Lines lines={footer.lines} x={PAD} y={CARD_HEIGHT - PAD} size={26} lineHeight={30} weight={400} fill={INK.muted} />);
  }
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={CARD_WIDTH} height={CARD_HEIGHT} viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}>
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={INK.bg} />
      <rect width="14" height={CARD_HEIGHT} fill={accent} />
      <Mark x={PAD} y={PAD} />
      <text x={PAD + 52} y={PAD + 29} font-family={CARD_FONT} font-size="32" font-weight={700} fill={INK.accent}>{props.siteName}</text>
      {parts}
      {picture && <Picture picture={picture} />}
    </svg>
  );
}

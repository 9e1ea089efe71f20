// A small, tolerant HTML tag scanner for checking the built site without a parser
// package: it walks the text once, yields every start tag with its attributes, and
// keeps the raw text of the few elements whose content matters (title, script, style).

export interface Tag {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** Raw content, only for RAW_TEXT elements; '' otherwise. */
  readonly text: string;
}

const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
};

export function decodeEntities(value: string): string {
  let out = '';
  let i = 0;
  while (i < value.length) {
    const amp = value.indexOf('&', i);
    const semi = amp < 0 ? -1 : value.indexOf(';', amp);
    if (amp < 0 || semi < 0 || semi - amp > 10) {
      out += value.slice(i);
      break;
    }
    out += value.slice(i, amp);
    out += decodeEntity(value.slice(amp + 1, semi)) ?? value.slice(amp, semi + 1);
    i = semi + 1;
  }
  return out;
}

function decodeEntity(name: string): string | undefined {
  if (name.startsWith('#x') || name.startsWith('#X')) return fromCode(parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return fromCode(parseInt(name.slice(1), 10));
  return NAMED_ENTITIES[name];
}

function fromCode(code: number): string | undefined {
  return Number.isFinite(code) ? String.fromCodePoint(code) : undefined;
}

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';

const isLetter = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');

class Cursor {
  readonly src: string;
  pos: number;
  constructor(src: string, pos: number) {
    this.src = src;
    this.pos = pos;
  }
  peek(): string | undefined {
    return this.src[this.pos];
  }
  skipSpace(): void {
    while (isSpace(this.peek())) this.pos++;
  }
  /** Reads until a character in `stops` (or a space) appears. */
  readUntil(stops: string): string {
    const start = this.pos;
    while (this.pos < this.src.length && !isSpace(this.peek()) && !stops.includes(this.src[this.pos]!)) this.pos++;
    return this.src.slice(start, this.pos);
  }
}

function readAttrValue(cur: Cursor): string {
  const quote = cur.peek();
  if (quote === '"' || quote === "'") {
    const end = cur.src.indexOf(quote, cur.pos + 1);
    const stop = end < 0 ? cur.src.length : end;
    const raw = cur.src.slice(cur.pos + 1, stop);
    cur.pos = stop + 1;
    return decodeEntities(raw);
  }
  return decodeEntities(cur.readUntil('>'));
}

/** Parses the attributes after a tag name; leaves the cursor after '>'. */
function readAttrs(cur: Cursor): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (;;) {
    cur.skipSpace();
    const c = cur.peek();
    if (c === undefined) return attrs;
    if (c === '>') {
      cur.pos++;
      return attrs;
    }
    if (c === '/') {
      cur.pos++;
      continue;
    }
    const name = cur.readUntil('=>/').toLowerCase();
    cur.skipSpace();
    let value = '';
    if (cur.peek() === '=') {
      cur.pos++;
      cur.skipSpace();
      value = readAttrValue(cur);
    }
    if (name && !(name in attrs)) attrs[name] = value;
  }
}

/** Skips comments, doctypes and end tags starting at `pos` (a '<'); returns the next position. */
function skipNonStartTag(html: string, pos: number): number {
  if (html.startsWith('<!--', pos)) {
    const end = html.indexOf('-->', pos + 4);
    return end < 0 ? html.length : end + 3;
  }
  const end = html.indexOf('>', pos);
  return end < 0 ? html.length : end + 1;
}

export function scanTags(html: string): Tag[] {
  const lower = html.toLowerCase();
  const tags: Tag[] = [];
  let pos = 0;
  while ((pos = html.indexOf('<', pos)) >= 0) {
    const next = html[pos + 1] ?? '';
    if (!isLetter(next)) {
      pos = next === '!' || next === '/' || next === '?' ? skipNonStartTag(html, pos) : pos + 1;
      continue;
    }
    const cur = new Cursor(html, pos + 1);
    const name = cur.readUntil('>/').toLowerCase();
    const attrs = readAttrs(cur);
    let text = '';
    if (RAW_TEXT.has(name)) {
      const close = lower.indexOf(`</${name}`, cur.pos);
      const stop = close < 0 ? html.length : close;
      text = html.slice(cur.pos, stop);
      cur.pos = stop;
    }
    tags.push({ name, attrs, text });
    pos = cur.pos;
  }
  return tags;
}

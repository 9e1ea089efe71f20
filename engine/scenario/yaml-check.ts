// What the YAML reader leaves to us, each in one pass over the parsed document: a key given twice in one
// mapping (the reader's own check compares every key with every earlier one, which took 12 s on 40,000
// keys), an alias with no anchor before it, and aliases that stand for far more than the file holds.
import { isAlias, isCollection, isMap, isPair, isScalar } from 'yaml';
import type { Alias, Document, Node } from 'yaml';
import { say } from './messages.ts';
import type { Lang, SyntaxWhat } from './messages.ts';
import { lineColumn } from './text.ts';

/**
 * Alias uses a file may make, counting again those inside an anchored value each time it is repeated:
 * a whole game of tiles written `{ <<: *tile, at: [x, y] }` (143 tiles, steps besides) fits with room.
 */
export const MAX_ALIASES = 1000;
/** Values the aliases may stand for in all: a few times what the largest YAML file can write out. */
export const MAX_ALIASED_VALUES = 200_000;

export const atOffset = (text: string, offset: number, what: SyntaxWhat, lang: Lang): string => {
  const { line, column } = lineColumn(text, offset);
  return say(lang, 'syntaxAt', 'YAML', line, column, what);
};

/** The key as the document will hold it: `1` and `"1"` are one key there, so they are one key here. */
function keyName(key: unknown): string | undefined {
  if (!isScalar(key)) return undefined;
  return typeof key.value === 'symbol' ? '<<' : String(key.value);
}

/** Aliases and values in the tree under `node`, each alias standing for its anchored value again. */
interface Weight {
  readonly aliases: number;
  readonly values: number;
}

type Found = { readonly offset: number; readonly message: (lang: Lang, text: string) => string };

/**
 * One walk in document order: anchors are recorded as they come, so an alias finds the anchor the
 * reader would use (the last one before it), and each node's weight is computed once.
 */
function walk(doc: Document): Found | Weight {
  const anchors = new Map<string, Node>();
  const weights = new Map<Node, Weight>();
  let found: Found | undefined;
  const weigh = (node: unknown): Weight => {
    if (found !== undefined || node === null || typeof node !== 'object') return { aliases: 0, values: 0 };
    if (isPair(node)) {
      const k = weigh(node.key);
      const v = weigh(node.value);
      return { aliases: k.aliases + v.aliases, values: k.values + v.values };
    }
    if (isAlias(node)) return aliasWeight(node);
    const n = node as Node;
    const known = weights.get(n);
    if (known !== undefined) return known;
    let aliases = 0;
    let values = 1;
    if (isCollection(n)) {
      const seen = isMap(n) ? new Set<string>() : null;
      for (const item of n.items) {
        const key = seen !== null && isPair(item) ? keyName(item.key) : undefined;
        if (key !== undefined) {
          if (seen!.has(key)) {
            const offset = (item as { key: Node }).key.range?.[0] ?? 0;
            found ??= { offset, message: (lang, text) => atOffset(text, offset, 'duplicateKey', lang) };
          }
          seen!.add(key);
        }
        const w = weigh(item);
        aliases += w.aliases;
        values += w.values;
      }
    }
    const w = { aliases, values };
    weights.set(n, w);
    if (n.anchor) anchors.set(n.anchor, n);
    return w;
  };
  const aliasWeight = (a: Alias): Weight => {
    const target = anchors.get(a.source);
    if (target === undefined) {
      const offset = a.range?.[0] ?? 0;
      found ??= { offset, message: (lang, text) => { const { line, column } = lineColumn(text, offset); return say(lang, 'aliasUndefined', line, column, a.source); } };
      return { aliases: 0, values: 0 };
    }
    const w = weights.get(target) ?? { aliases: 0, values: 0 };
    return { aliases: 1 + w.aliases, values: w.values };
  };
  const total = weigh(doc.contents);
  return found ?? total;
}

/** Why the document cannot be read as a scenario (a key twice, an undefined alias, too many aliases), or undefined. */
export function yamlTrap(doc: Document, text: string, lang: Lang): string | undefined {
  const r = walk(doc);
  if ('message' in r) return r.message(lang, text);
  if (r.aliases > MAX_ALIASES) return say(lang, 'tooManyAliases', r.aliases, MAX_ALIASES);
  if (r.values > MAX_ALIASED_VALUES) return say(lang, 'aliasesTooLarge', MAX_ALIASED_VALUES);
  return undefined;
}

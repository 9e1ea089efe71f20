// What both languages' problem sentences share: the value describer, the list of choices, and the types
// (the tables' own type, Messages, is in messages.ts: the English table is the model).

export type Lang = 'en' | 'fr';
export type Choice = string | number | boolean;

/** A value as a problem names it: short, and never the whole of a long string. */
export function describer(list: string, object: string): (v: unknown) => string {
  return (v) => {
    if (v === null) return 'null';
    if (Array.isArray(v)) return list;
    if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    if (typeof v === 'object') return object;
    return String(v);
  };
}

/** `"a", "b" or "c"` with the language's word for "or". */
export function choices(allowed: readonly Choice[], or: string): string {
  const list = allowed.map((a) => (typeof a === 'string' ? `"${a}"` : String(a)));
  const last = list.pop();
  return list.length === 0 ? `${last}` : `${list.join(', ')} ${or} ${last}`;
}

/** What is wrong at a position of a JSON or YAML text, said by us (the parsers' own text is English only). */
export type SyntaxWhat = 'unexpected' | 'duplicateKey' | 'indent' | 'unclosed' | 'documents' | 'tag' | 'other';

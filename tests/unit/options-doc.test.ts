// docs/scenario-options.md against the modules' declarations (engine/modules.ts): one table row per
// declared option and none for an option no module declares, its values in the declared order (the
// default first), and every ruling a value stands for named in the row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPTION_DECLS } from '../../engine/modules.ts';

const DOC = readFileSync(join(import.meta.dirname, '../../docs/scenario-options.md'), 'utf8');

interface Row { readonly values: readonly string[]; readonly rulings: readonly string[] }

/** The option tables' rows: `| \`name\` | values | what it changes | rulings |`. */
function rows(doc: string): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const line of doc.split('\n')) {
    const m = /^\|\s*`(\w+)`\s*\|([^|]*)\|[^|]*\|([^|]*)\|\s*$/.exec(line);
    if (m === null) continue;
    const values = [...m[2]!.matchAll(/`([^`]+)`/g)].map((v) => v[1]!);
    const rulings = m[3]!.split(',').map((r) => r.trim()).filter((r) => r !== '');
    out.set(m[1]!, [...(out.get(m[1]!) ?? []), { values, rulings }]);
  }
  return out;
}

const shown = (v: string | boolean): string => (typeof v === 'string' ? `"${v}"` : String(v));

describe('docs/scenario-options.md', () => {
  const table = rows(DOC);

  it('reads the tables (the scan itself works)', () => {
    expect(table.size).toBeGreaterThanOrEqual(5);
  });

  it('has one row per declared option and none for an undeclared one', () => {
    const declared = OPTION_DECLS.map((d) => d.name).sort();
    expect([...table.keys()].sort()).toEqual(declared);
    for (const [name, list] of table) expect(list, name).toHaveLength(1);
  });

  it('lists each option\'s values in the declared order, the default first', () => {
    for (const d of OPTION_DECLS) {
      expect(table.get(d.name)?.[0]?.values, d.name).toEqual(d.values.map((c) => shown(c.value)));
      expect(d.values[0]!.value, d.name).toBe(d.default);
    }
  });

  it('names every ruling a value stands for', () => {
    for (const d of OPTION_DECLS) {
      const named = table.get(d.name)?.[0]?.rulings ?? [];
      for (const c of d.values) expect(named, `${d.name} = ${shown(c.value)}`).toContain(c.ruling);
    }
  });
});

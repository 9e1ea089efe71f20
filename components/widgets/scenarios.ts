// Build-time access to the scenario files for the pages (server only: it reads the content
// collection). Every scenario is validated by the engine once; an invalid one, or one with a text
// in English only (both languages ship together), stops the build with its file and each problem.
import { getCollection } from 'astro:content';
import type { Problem, Result } from '../../engine/core/types.ts';
import { parseValue } from '../../engine/scenario/parse.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { missingFrench } from './scenario-text.ts';

export interface Named {
  readonly name: string;
  readonly scenario: Scenario;
}

/** The engine's validation, then the site's own rule: every text the reader sees exists in French too. */
function checked(doc: unknown): Result<Scenario, Problem[]> {
  const r = parseValue(doc);
  if (!r.ok) return r;
  const missing = missingFrench(r.value);
  if (missing.length === 0) return r;
  return { ok: false, error: missing.map((path) => ({ path, message: 'is missing: French pages would show this text in English' })) };
}

let cached: Promise<readonly Named[]> | undefined;

async function loadAll(): Promise<readonly Named[]> {
  const entries = await getCollection('scenarios');
  const out: Named[] = [];
  const failures: string[] = [];
  for (const e of entries) {
    const file = e.filePath ?? `content/scenarios/${e.id}`;
    const r = checked(e.data);
    if (!r.ok) failures.push(`${file}:\n${r.error.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);
    else out.push({ name: (file.split('/').at(-1) ?? '').replace(/\.[^.]+$/, ''), scenario: r.value });
  }
  if (failures.length > 0) throw new Error(`Invalid scenario files:\n${failures.join('\n')}`);
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every scenario file, validated, with its base name (the tiles page reads which tiles each uses). */
export function allScenarios(): Promise<readonly Named[]> {
  cached ??= loadAll();
  return cached;
}

/** The scenarios a ruling shows: those its frontmatter lists, then those that name it as their ruling. */
export async function scenariosFor(rulingId: string, listed: readonly string[], pageFile: string): Promise<Named[]> {
  const all = await allScenarios();
  const missing = listed.filter((n) => !all.some((s) => s.name === n));
  if (missing.length > 0) throw new Error(`${pageFile}: scenarios lists ${missing.join(', ')}, which content/scenarios/ does not hold`);
  const named = listed.map((n) => all.find((s) => s.name === n)!);
  const linked = all.filter((s) => s.scenario.ruling === rulingId && !listed.includes(s.name));
  return [...named, ...linked];
}

// Links and files for the sandbox: decoding and validating a position, compressing one into a link.
// Loaded on demand (a link in the address bar, the share button, a file chosen), so the deflate code
// and the scenario validator stay out of the sandbox's first download.
import type { GameState, Problem, Result } from '../../engine/core/types.ts';
import { makeSandboxPath, parseScenarioLink } from '../../engine/scenario/link.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { parseValue } from '../../engine/scenario/value.ts';
import { positionScenario } from './sandbox-model.ts';

export const sandboxLink = (state: GameState, title: string, lang: 'en' | 'fr'): string => makeSandboxPath(positionScenario(state, title), lang);

/** The link in the address bar, if it carries a position (`#s=…`). */
export function openLink(hash: string): Result<Scenario, Problem[]> | null {
  if (!hash.startsWith('#s=')) return null;
  return parseScenarioLink(hash);
}

/** A scenario file chosen by the reader: JSON, or YAML (its reader is fetched only for a YAML file). */
export async function openScenarioFile(name: string, text: string): Promise<Result<Scenario, Problem[]>> {
  if (!/\.ya?ml$/i.test(name)) return openFile(text);
  const { parseScenario } = await import('../../engine/scenario/parse.ts');
  return parseScenario(text, 'yaml');
}

/** A JSON scenario file. */
export function openFile(text: string): Result<Scenario, Problem[]> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: [{ path: '(root)', message: `not valid JSON: ${e instanceof Error ? e.message : String(e)}` }] };
  }
  return parseValue(doc);
}

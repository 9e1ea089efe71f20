// Links and files for the sandbox: decoding and validating a position, compressing one into a link.
// Loaded on demand (a link in the address bar, the share button, a file chosen), so the deflate code
// and the scenario validator stay out of the sandbox's first download. Every problem is said in the
// page's language: a French reader who pastes a mangled link reads why in French.
import type { GameState, Problem, Result } from '../../engine/core/types.ts';
import { makeSandboxLink, openScenarioLink, uncheckedNote } from '../../engine/scenario/link.ts';
import type { OpenedLink } from '../../engine/scenario/link.ts';
import type { Scenario, ScenarioDispute } from '../../engine/scenario/types.ts';
import { parseJson, parseValue } from '../../engine/scenario/value.ts';
import type { WidgetLang } from './i18n.ts';
import { positionScenario } from './sandbox-model.ts';

/** The position's link, or why the site could not open it (too long: a file is offered instead). */
export const sandboxLink = (state: GameState, title: string, lang: WidgetLang, dispute: ScenarioDispute | null = null): Result<string, Problem[]> =>
  makeSandboxLink(positionScenario(state, title, dispute), lang);

/** The link in the address bar, if it carries a position (`#s=…`); an older link is flagged unchecked. */
export function openLink(hash: string, lang: WidgetLang): Result<OpenedLink, Problem[]> | null {
  if (!hash.startsWith('#s=')) return null;
  return openScenarioLink(hash, lang);
}

export { uncheckedNote };

/** A scenario file chosen by the reader: JSON, or YAML (its reader is fetched only for a YAML file). */
export async function openScenarioFile(name: string, text: string, lang: WidgetLang): Promise<Result<Scenario, Problem[]>> {
  if (!/\.ya?ml$/i.test(name)) return openFile(text, lang);
  const { parseScenario } = await import('../../engine/scenario/parse.ts');
  return parseScenario(text, 'yaml', lang);
}

/** A JSON scenario file. */
export const openFile = (text: string, lang: WidgetLang): Result<Scenario, Problem[]> => parseJson(text, lang);

/** The game kept in the browser's storage, checked like any scenario file: damaged data is listed, never played. */
export const openKept = (game: unknown, lang: WidgetLang): Result<Scenario, Problem[]> => parseValue(game, lang);

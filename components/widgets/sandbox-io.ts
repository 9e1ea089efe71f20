// Links and files for the sandbox: decoding and validating a position, compressing one into a link.
// Loaded on demand (a link in the address bar, the share button, a file chosen), so the deflate code
// and the scenario validator stay out of the sandbox's first download. Every problem is said in the
// page's language: a French reader who pastes a mangled link reads why in French.
import type { GameState, Problem, Result } from '../../engine/core/types.ts';
import { err } from '../../engine/core/types.ts';
import { makeSandboxLink, openScenarioLink, uncheckedNote, unknownFragment } from '../../engine/scenario/link.ts';
import { say } from '../../engine/scenario/messages.ts';
import { FILE_PATH, MAX_TEXT, MAX_YAML, decodeFile, maxBytes } from '../../engine/scenario/text.ts';
import type { OpenedLink } from '../../engine/scenario/link.ts';
import type { Scenario, ScenarioDispute } from '../../engine/scenario/types.ts';
import { parseJson, parseValue } from '../../engine/scenario/value.ts';
import type { WidgetLang } from './i18n.ts';
import { positionScenario } from './sandbox-model.ts';

/** The position's link, or why the site could not open it (too long: a file is offered instead). */
export const sandboxLink = (state: GameState, title: string, lang: WidgetLang, dispute: ScenarioDispute | null = null): Result<string, Problem[]> =>
  makeSandboxLink(positionScenario(state, title, dispute), lang);

/**
 * The link in the address bar: null when its fragment is empty or names a part of the page (`isAnchor`),
 * the position when it carries one (`#s=…`; an older link is flagged unchecked), and otherwise why it
 * cannot be opened: a fragment the sandbox does not know is named, never taken for a fresh sandbox.
 */
export function openLink(hash: string, lang: WidgetLang, isAnchor: (id: string) => boolean = () => false): Result<OpenedLink, Problem[]> | null {
  if (hash === '' || hash === '#') return null;
  if (hash.startsWith('#s=')) return openScenarioLink(hash, lang);
  if (isAnchor(hash.slice(1))) return null;
  return err([{ path: 'link', message: unknownFragment(hash, lang) }]);
}

export { uncheckedNote };

const isYaml = (name: string): boolean => /\.ya?ml$/i.test(name);

/** A scenario file chosen by the reader: JSON, or YAML (its reader is fetched only for a YAML file). */
export async function openScenarioFile(name: string, text: string, lang: WidgetLang): Promise<Result<Scenario, Problem[]>> {
  if (!isYaml(name)) return openFile(text, lang);
  const { parseScenario } = await import('../../engine/scenario/parse.ts');
  return parseScenario(text, 'yaml', lang);
}

/**
 * The file the reader chose, weighed before it is read (a file of hundreds of megabytes is refused
 * by its size, never loaded), then read as UTF-8 or UTF-16 as the command line reads it.
 */
export async function openChosenFile(file: File, lang: WidgetLang): Promise<Result<Scenario, Problem[]>> {
  const max = isYaml(file.name) ? MAX_YAML : MAX_TEXT;
  if (file.size > maxBytes(max)) return err([{ path: FILE_PATH, message: say(lang, 'fileTooLarge', file.size, max) }]);
  const text = decodeFile(new Uint8Array(await file.arrayBuffer()), max, lang);
  return text.ok ? openScenarioFile(file.name, text.value, lang) : text;
}

/** A JSON scenario file. */
export const openFile = (text: string, lang: WidgetLang): Result<Scenario, Problem[]> => parseJson(text, lang);

/** The game kept in the browser's storage, checked like any scenario file: damaged data is listed, never played. */
export const openKept = (game: unknown, lang: WidgetLang): Result<Scenario, Problem[]> => parseValue(game, lang);

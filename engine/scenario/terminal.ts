// Text from a scenario file shown in a terminal. A file is untrusted: its title could carry an escape
// sequence that clears the screen, a carriage return that overwrites the summary line, a newline that
// forges one, or bidirectional controls that make a line read differently from what it holds. Each such
// character is shown as an escape (`\x1b`, `\u202e`) instead.
import type { Scenario, ScenarioStep } from './types.ts';

// C0 controls but tab, DEL, C1 controls, and the invisible direction marks and overrides.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const UNSAFE_WITH_BREAKS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

function escape(c: string): string {
  const code = c.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `keepBreaks`: a line the program itself built from several lines (newlines stay). */
export function terminalSafe(text: string, keepBreaks = false): string {
  return text.replace(keepBreaks ? UNSAFE : UNSAFE_WITH_BREAKS, escape);
}

/** Each text of an object (a step, a French block) that is there, escaped. */
function safeTexts<T extends object>(o: T, keys: readonly (keyof T & string)[]): T {
  const out = { ...o } as Record<string, unknown>;
  for (const k of keys) if (typeof out[k] === 'string') out[k] = terminalSafe(out[k]);
  return out as T;
}

const safeStep = (s: ScenarioStep): ScenarioStep => ({
  ...safeTexts(s, ['note', 'task']),
  ...(s.fr !== undefined && { fr: safeTexts(s.fr, ['note', 'task']) }),
});

/** The scenario with every text a reader wrote (title, description, task, notes, the dispute's note) escaped, newlines included. */
export function withSafeTexts(s: Scenario): Scenario {
  return {
    ...s,
    ...safeTexts(s, ['title', 'description', 'task']),
    ...(s.fr !== undefined && { fr: safeTexts(s.fr, ['title', 'description', 'task']) }),
    ...(s.steps !== undefined && { steps: s.steps.map(safeStep) }),
    ...(s.dispute?.note !== undefined && { dispute: { ...s.dispute, note: terminalSafe(s.dispute.note) } }),
  };
}

// "Open this position in the sandbox" under a scenario step: a link to the sandbox with the position (the
// engine's makeSandboxLink, through sandbox-io.ts). The link's writer is fetched when the reader points at
// the link or reaches it by keyboard, not when the page loads; a click before it is ready waits for it.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameState } from '../../engine/core/types.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { loadIo } from './lang/messages-load.ts';

export interface OpenInSandboxProps {
  readonly state: GameState;
  /** the title the position gets in the sandbox (and in an exported file) */
  readonly title: string;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
}

async function linkOf(state: GameState, title: string, lang: WidgetLang): Promise<string | null> {
  const { sandboxLink } = await loadIo(lang);
  const made = sandboxLink(state, title, lang);
  return made.ok ? made.value : null;
}

export function OpenInSandbox({ state, title, lang, dict }: OpenInSandboxProps): JSX.Element {
  const [live, setLive] = useState(false);
  const [href, setHref] = useState<string | null>(null);
  // a link only once scripts run (without them the sandbox could not open the position anyway); until then
  // its line is kept, empty, so that waking the widget does not push the buttons below it away from
  // under the reader's finger
  useEffect(() => setLive(true), []);
  useEffect(() => setHref(null), [state]);
  if (!live) {
    return (
      <p class="cb-open-sandbox" data-pagefind-ignore aria-hidden="true">
        <span class="cb-open-sandbox-pending">{dict.explain.openInSandbox}</span>
      </p>
    );
  }
  const prepare = (): Promise<string | null> => linkOf(state, title, lang).then((h) => (setHref(h), h));
  const onClick = (e: MouseEvent): void => {
    if (href !== null) return;
    e.preventDefault();
    const newTab = e.ctrlKey || e.metaKey || e.shiftKey;
    void prepare().then((h) => {
      if (h === null) return;
      if (newTab) window.open(h, '_blank', 'noopener');
      else location.assign(h);
    });
  };
  return (
    <p class="cb-open-sandbox" data-pagefind-ignore>
      <a href={href ?? `/${lang}/sandbox/`} data-sandbox-link={href === null ? 'pending' : 'ready'}
        onPointerEnter={() => void prepare()} onFocus={() => void prepare()} onClick={onClick}>{dict.explain.openInSandbox}</a>
    </p>
  );
}

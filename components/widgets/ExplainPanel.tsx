// "Explain this position": a disclosure under the board of the sandbox and of every scenario step. Its
// code (ExplainBody.tsx and what it words) and its words (i18n-<lang>-explain.ts) are fetched the first time a reader opens it, so islands that
// are only looked at do not carry it. The island keeps the choice, so the board can show it: the chosen
// feature is drawn over its tiles, and a button on each follower chooses that follower's feature.
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { GameState } from '../../engine/core/types.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { ensureLang } from './lang/load.ts';
import type { Marks, Target } from './turn-view.ts';
import type { BoardView } from './view.ts';

type Body = typeof import('./ExplainBody.tsx');

export interface Explain {
  readonly panel: JSX.Element;
  /** the chosen feature drawn on the board (null: nothing chosen, or the panel is closed) */
  readonly marks: Marks | null;
  /** a button on each follower while the panel is open */
  readonly targets: readonly Target[];
  /** handles a follower button; false for any other target */
  readonly onTarget: (t: Target) => boolean;
}

let loading: Promise<Body> | null = null;
/** The panel's code and its words (lang/load.ts), fetched together when a reader first opens it. */
const loadBody = (lang: WidgetLang): Promise<Body> =>
  (loading ??= Promise.all([import('./ExplainBody.tsx'), ensureLang(lang, ['explain'])]).then(([body]) => body));

export function useExplain(state: GameState, view: BoardView, lang: WidgetLang, dict: WidgetDict, say: (text: string) => void): Explain {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState<Body | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const model = useMemo(() => (open && body ? body.explainModel(state, lang) : null), [open, body, state, lang]);
  const item = chosen !== null ? model?.byId.get(chosen) : undefined;
  const marks = useMemo(() => (body && model && item ? body.featureMarks(view, model, item) : null), [body, model, item, view]);
  const targets = useMemo(() => (body && model ? body.followerTargets(state, model, lang) : []), [body, model, state, lang]);
  const choose = (id: string, fromBoard = false): void => {
    const next = model?.byId.get(id);
    setChosen(id);
    if (next) say(fromBoard ? dict.explain.selectFollower(next.name) : dict.explain.select(next.name));
  };
  const onToggle = (e: Event): void => {
    const now = (e.currentTarget as HTMLDetailsElement).open;
    setOpen(now);
    if (now && !body) void loadBody(lang).then((b) => setBody(() => b));
  };
  const panel = (
    <details class="cb-explain" open={open} onToggle={onToggle} data-pagefind-ignore>
      <summary>{dict.explain.title}</summary>
      {open && (model && body ? <body.ExplainBody model={model} chosen={item ? chosen : null} dict={dict} onChoose={(id) => choose(id)} /> : <p class="cb-help">{dict.explain.loading}</p>)}
    </details>
  );
  return {
    panel, marks: open ? marks : null, targets: open ? targets : [],
    onTarget: (t) => {
      if (t.kind !== 'follower' || !body) return false;
      choose(body.featureOfTarget(t), true);
      return true;
    },
  };
}

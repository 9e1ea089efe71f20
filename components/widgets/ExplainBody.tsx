// The inside of "Explain this position", loaded when the reader first opens the panel: the features by
// kind, each a button that shows it on the board, with its followers, majority and worth and the rulings
// behind them; the crown followers; the final scoring if the game ended now. Real text, so a screen reader
// reads what the board shows.
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { ExplainModel, FeatureItem } from './explain-view.ts';
import type { WidgetDict } from './i18n.ts';
import { EventList, Items, RulingRef } from './Verdict.tsx';

export { explainModel } from './explain-view.ts';
export { featureMarks, featureOfTarget, followerTargets } from './explain-marks.ts';

function Feature({ item, chosen, dict, onChoose }: { item: FeatureItem; chosen: boolean; dict: WidgetDict; onChoose: (id: string) => void }): JSX.Element {
  const d = dict.explain;
  return (
    <li data-feature={item.id} data-kind={item.kind} data-chosen={chosen ? '' : undefined}>
      <button type="button" class="cb-feature" aria-pressed={chosen ? 'true' : 'false'} onClick={() => onChoose(item.id)}>{item.name}</button>
      <span class="cb-facts"> {item.facts}</span>
      {item.touchesNone && <p>{d.touchesNone}</p>}
      {item.touches.length > 0 && (
        <p>{d.touches} {item.touches.map((t, i) => <span data-touch={t.id}>{i > 0 ? '; ' : ''}{t.text}</span>)}</p>
      )}
      <p>{item.owners}</p>
      {item.atEnd.length > 0 ? (
        <div class="cb-worth">{d.atEnd} <EventList events={item.atEnd} /></div>
      ) : item.worth && (
        <div class="cb-worth">
          {item.worth.text} {item.worth.rulings.map((r, i) => <>{i > 0 && ' · '}<RulingRef link={r} /></>)}
          <Items items={item.worth.items} />
        </div>
      )}
    </li>
  );
}

export interface ExplainBodyProps {
  readonly model: ExplainModel;
  readonly chosen: string | null;
  readonly dict: WidgetDict;
  readonly onChoose: (id: string) => void;
}

export function ExplainBody({ model, chosen, dict, onChoose }: ExplainBodyProps): JSX.Element {
  const d = dict.explain;
  const box = useRef<HTMLDivElement>(null);
  // a follower chosen on the board brings its feature into view in the list
  useEffect(() => {
    if (chosen) box.current?.querySelector(`[data-feature="${chosen}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [chosen]);
  return (
    <div class="cb-explain-body" ref={box}>
      <p class="cb-help">{d.help}</p>
      {model.groups.map((g) => (
        <div class="cb-explain-group" role="group" aria-label={g.title} data-group={g.kind}>
          <p class="cb-explain-kind">{g.title}</p>
          <ul class="cb-features">
            {g.items.map((item) => <Feature item={item} chosen={item.id === chosen} dict={dict} onChoose={onChoose} />)}
          </ul>
        </div>
      ))}
      {model.crowns.length > 0 && (
        <div class="cb-explain-group" role="group" aria-label={d.crownsTitle} data-group="crown">
          <p class="cb-explain-kind">{d.crownsTitle}</p>
          <ul class="cb-features">
            {model.crowns.map((c) => <li data-crown={c.id}>{c.text} <RulingRef link={c.ruling} /></li>)}
          </ul>
        </div>
      )}
      <div class="cb-explain-group cb-endnow" role="group" aria-label={model.end.title} data-endnow="">
        <p class="cb-explain-kind">{model.end.title}</p>
        {!model.end.ended && <p class="cb-help">{d.endHelp}</p>}
        <ul class="cb-features">
          {model.end.lines.map((l) => (
            <li data-player={l.player} data-total={l.total}>
              <strong>{l.text}</strong>
              {l.events.length === 0 ? <> ({d.nothingMore})</> : <EventList events={l.events} />}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

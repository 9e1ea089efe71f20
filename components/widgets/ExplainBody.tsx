// The inside of "Explain this position", loaded when the reader first opens the panel, answer first:
// each player's points now and if the game ended now; the features someone stands on, each a button
// that shows it on the board, with its majority and worth and the rulings behind them; the others folded
// under one line; the crown followers; the final scoring, its 0-point lines folded. Real text, so a
// screen reader reads what the board shows.
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { ExplainModel, FeatureItem } from './explain-view.ts';
import type { WidgetDict } from './i18n.ts';
import { EventList, Items, RulingRef } from './Verdict.tsx';

export { explainModel } from './explain-view.ts';
export { featureMarks, featureOfTarget, followerTargets } from './explain-marks.ts';

function Feature({ item, chosen, dict, onChoose }: { item: FeatureItem; chosen: boolean; dict: WidgetDict; onChoose: (id: string) => void }): JSX.Element {
  const d = { ...dict.explain, ...dict.explained };
  return (
    <li data-feature={item.id} data-kind={item.kind} data-chosen={chosen ? '' : undefined}>
      <button type="button" class="cb-feature" aria-pressed={chosen ? 'true' : 'false'} onClick={() => onChoose(item.id)}>{item.name}</button>
      <span class="cb-facts">, {item.facts}</span>
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
  const d = { ...dict.explain, ...dict.explained };
  const box = useRef<HTMLDivElement>(null);
  const chosenOther = model.others.some((i) => i.id === chosen);
  // a follower chosen on the board brings its feature into view in the list
  useEffect(() => {
    if (chosen) box.current?.querySelector(`[data-feature="${chosen}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [chosen]);
  const list = (items: readonly FeatureItem[]): JSX.Element => (
    <ul class="cb-features">{items.map((item) => <Feature item={item} chosen={item.id === chosen} dict={dict} onChoose={onChoose} />)}</ul>
  );
  const zeros = model.end.lines.flatMap((l) => l.zero);
  return (
    <div class="cb-explain-body" ref={box}>
      <div class="cb-explain-group cb-totals" role="group" aria-label={model.totals.title} data-totals="">
        <p class="cb-explain-kind">{model.totals.title}</p>
        <ul class="cb-features">
          {model.totals.lines.map((l) => <li data-player={l.player} data-now={l.now} data-total={l.total}><strong>{l.text}</strong></li>)}
        </ul>
      </div>
      <p class="cb-help">{d.help}</p>
      {model.listed.length > 0 && <div class="cb-explain-group" data-group="held">{list(model.listed)}</div>}
      {model.others.length > 0 && (
        <details class="cb-explain-group" data-group="others" open={chosenOther || undefined}>
          <summary>{model.othersTitle}</summary>
          {list(model.others)}
        </details>
      )}
      {model.crowns.length > 0 && (
        <div class="cb-explain-group" role="group" aria-label={d.crownsTitle} data-group="crown">
          <p class="cb-explain-kind">{d.crownsTitle}</p>
          <ul class="cb-features">
            {model.crowns.map((c) => <li data-crown={c.id}>{c.text} <RulingRef link={c.ruling} /></li>)}
          </ul>
        </div>
      )}
      {model.end.lines.length > 0 && (
        <div class="cb-explain-group cb-endnow" role="group" aria-label={model.end.title} data-endnow="">
          <p class="cb-explain-kind">{model.end.title}</p>
          <p class="cb-help">{d.endHelp}</p>
          <ul class="cb-features">
            {model.end.lines.map((l) => (
              <li data-player={l.player} data-total={l.total}>
                {l.events.length === 0 ? l.nothing : <EventList events={l.events} />}
              </li>
            ))}
          </ul>
          {zeros.length > 0 && (
            <details class="cb-zero" data-zero={zeros.length}>
              <summary>{model.end.zeroTitle}</summary>
              <EventList events={zeros} />
            </details>
          )}
        </div>
      )}
    </div>
  );
}

// The engine's verdict on a move: accepted with each score event's breakdown, or refused with the
// ruling that forbids it, linked to its page. It reads one prepared VerdictView.
import type { JSX } from 'preact';
import type { EventView, ItemView, RulingLink, ScoreLine, VerdictView } from './view.ts';
import type { WidgetDict } from './i18n.ts';

/** A ruling by its title, its id after it in small type for whoever cites it. */
export function RulingRef({ link }: { link: RulingLink }): JSX.Element {
  const id = <small class="cb-ruling-id">{link.id}</small>;
  return link.href ? <a href={link.href} class="cb-ruling" data-ruling={link.id}>{link.title} {id}</a> : <span class="cb-ruling" data-ruling={link.id}>{link.title}</span>;
}

export function Verdict({ v, dict }: { v: VerdictView; dict: WidgetDict }): JSX.Element {
  if (v.kind === 'refused') {
    return (
      <div class="cb-verdict" data-verdict="refused">
        <strong>{v.label}</strong> {v.sentence} <span>{dict.verdict.because}</span> <RulingRef link={v.ruling} />
      </div>
    );
  }
  return (
    <div class="cb-verdict" data-verdict="accepted">
      <strong>{v.label}</strong> {v.wheel && <span data-wheel="">{v.wheel}.</span>} {v.events.length === 0 && v.empty}
      {v.events.length > 0 && <EventList events={v.events} fold={dict.verdict.zero} />}
    </div>
  );
}

/** Score events, each with its rulings and what it counted (the verdict, "Explain this position"); with
 * `fold`, those worth 0 points go under one folded line that `fold` words from their number. */
export function EventList({ events, fold }: { events: readonly EventView[]; fold?: (n: number) => string }): JSX.Element {
  const zero = fold ? events.filter((e) => e.zero) : [];
  const shown = zero.length > 0 ? events.filter((e) => !e.zero) : events;
  return (
    <>
      <Events events={shown} />
      {zero.length > 0 && fold && (
        <details class="cb-zero" data-zero={zero.length}>
          <summary>{fold(zero.length)}</summary>
          <Events events={zero} />
        </details>
      )}
    </>
  );
}

function Events({ events }: { events: readonly EventView[] }): JSX.Element | null {
  if (events.length === 0) return null;
  return (
    <ul class="cb-events">
      {events.map((e) => (
        <li data-player={e.player}>
          {e.headline} · <RulingRef link={e.ruling} />
          {e.also.map((r) => (
            <> · <RulingRef link={r} /></>
          ))}
          <Items items={e.items} />
        </li>
      ))}
    </ul>
  );
}

export function Items({ items }: { items: readonly ItemView[] }): JSX.Element | null {
  if (items.length === 0) return null;
  return (
    <ul class="cb-items">
      {items.map((i) => (
        <li>{i.label}: {i.points}</li>
      ))}
    </ul>
  );
}

export function Scores({ lines, dict }: { lines: readonly ScoreLine[]; dict: WidgetDict }): JSX.Element {
  return (
    <p class="cb-scores">
      <span>{dict.player.scoresLabel}</span>{' '}
      {lines.map((l, i) => (
        <span data-player={l.player} data-points={l.points}>{i > 0 ? ' · ' : ''}{l.name} {l.points}</span>
      ))}
    </p>
  );
}

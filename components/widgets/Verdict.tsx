// The engine's verdict on a move: accepted with each score event's breakdown, or refused with the
// ruling that forbids it, linked to its page. It reads one prepared VerdictView.
import type { JSX } from 'preact';
import type { RulingLink, ScoreLine, VerdictView } from './view.ts';
import type { WidgetDict } from './i18n.ts';

export function RulingRef({ link }: { link: RulingLink }): JSX.Element {
  return link.href ? <a href={link.href} class="cb-ruling">{link.id}</a> : <code class="cb-ruling">{link.id}</code>;
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
      {v.events.length > 0 && (
        <ul class="cb-events">
          {v.events.map((e) => (
            <li data-player={e.player}>
              {e.headline} · <RulingRef link={e.ruling} />
              {e.also.map((r) => (
                <> · <RulingRef link={r} /></>
              ))}
              {e.items.length > 0 && (
                <ul class="cb-items">
                  {e.items.map((i) => (
                    <li>{i.label}: {i.points}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Scores({ lines, dict }: { lines: readonly ScoreLine[]; dict: WidgetDict }): JSX.Element {
  return (
    <p class="cb-scores">
      <span>{dict.player.scores}:</span>{' '}
      {lines.map((l, i) => (
        <span data-player={l.player} data-points={l.points}>{i > 0 ? ' · ' : ''}{l.name} {l.points}</span>
      ))}
    </p>
  );
}

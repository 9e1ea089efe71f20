// What a shared position is about, above the sandbox's board: the ruling in question as a card (title,
// category badge, summary, link to its page) and the sharer's note as plain text (Preact escapes it: a
// note is never read as markup); and, when part of the link's dispute could not be read, what was left out.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Problem } from '../../engine/core/types.ts';
import type { ScenarioDispute } from '../../engine/scenario/types.ts';
import { BADGE_ICONS } from '../badge-icons.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { loadRulings } from './rulings-catalog.ts';
import type { RulingCard } from './rulings-catalog.ts';
import { rulingLink } from './view.ts';

export interface DisputeCardProps {
  readonly dispute: ScenarioDispute | null;
  readonly setAside: readonly Problem[];
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
}

function Badge({ card }: { card: RulingCard }): JSX.Element {
  const icon = (BADGE_ICONS as Readonly<Record<string, string>>)[card.category];
  return (
    <span class={`badge badge-${card.category}`}>
      {icon && (
        <svg class="badge-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={icon} fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" stroke-linecap="round" />
        </svg>
      )}
      <span class="badge-label">{card.label}</span>
    </span>
  );
}

function RulingInQuestion({ id, lang, dict }: { id: string; lang: WidgetLang; dict: WidgetDict }): JSX.Element {
  const [card, setCard] = useState<RulingCard | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadRulings(lang).then((cards) => live && setCard(cards?.find((c) => c.id === id) ?? null));
    return () => { live = false; };
  }, [id, lang]);
  const href = rulingLink(id, lang).href ?? `/${lang}/rulings/`;
  if (!card) {
    return (
      <div class="cb-ruling-card" data-ruling-card={id}>
        <p><a href={href}>{rulingLink(id, lang).title} <small class="cb-ruling-id">{id}</small></a></p>
        {card === null && <p class="cb-help">{dict.dispute.loadFailed}</p>}
      </div>
    );
  }
  return (
    <div class="cb-ruling-card" data-ruling-card={id}>
      <p class="cb-ruling-card-title"><a href={href}>{card.title}</a></p>
      <p class="cb-ruling-card-meta"><Badge card={card} /> <code>{id}</code></p>
      <p>{card.summary}</p>
      <p><a href={href}>{dict.dispute.read(card.title)}</a></p>
    </div>
  );
}

export function DisputeCard({ dispute, setAside, lang, dict }: DisputeCardProps): JSX.Element | null {
  const d = dict.dispute;
  if (!dispute?.ruling && !dispute?.note && setAside.length === 0) return null;
  return (
    <div class="cb-dispute" role="group" aria-label={d.title} data-dispute="">
      {setAside.length > 0 && (
        <div class="cb-note" role="note" data-set-aside="">
          <p>{d.setAside}</p>
          <ul>{setAside.map((p) => <li><code>{p.path}</code>: {p.message}</li>)}</ul>
        </div>
      )}
      {dispute?.ruling && (
        <>
          <p class="cb-explain-kind">{d.title}</p>
          <RulingInQuestion id={dispute.ruling} lang={lang} dict={dict} />
        </>
      )}
      {dispute?.note && (
        <>
          <p class="cb-explain-kind">{d.note}</p>
          <p class="cb-dispute-note" data-note="">{dispute.note}</p>
        </>
      )}
    </div>
  );
}

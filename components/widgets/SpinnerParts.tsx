// The pieces of "Spin the wheel" that only show prepared values: the players (follower shape, score,
// supply), the tile drawn, a spin's result per player, and the plague's list. No hooks but refs from
// the caller, so the server renders them as they are.
import type { JSX, Ref } from 'preact';
import type { GameState, PlayerColor } from '../../engine/core/types.ts';
import { tileDef as getTile } from '../../engine/play.ts';
import { FollowerSwatch } from '../board/Follower.tsx';
import { TileSvg } from '../board/Tile.tsx';
import { describeTile } from '../board/describe.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { iconOf, tileName, victimName } from './spinner-model.ts';
import type { SpinPlan, SpinView } from './spinner-model.ts';
import { victimKey } from './turn-view.ts';
import { RulingRef } from './Verdict.tsx';
import { playerName, rulingLink, scoreLines } from './view.ts';
import type { PlagueChoice } from '../../engine/expansions/wheel/declare.ts';

export function Players({ state, active, lang, dict }: { state: GameState; active: PlayerColor; lang: WidgetLang; dict: WidgetDict }): JSX.Element {
  return (
    <ul class="cb-spin-players" aria-label={dict.player.scores}>
      {scoreLines(state, lang).map((l) => (
        <li data-player={l.player} data-points={l.points} data-supply={l.supply} aria-current={l.player === active ? 'true' : undefined}>
          <FollowerSwatch player={l.player} lang={lang} size={22} /> <strong>{l.name}</strong> {l.points} · {dict.spinner.supply(l.supply)}
        </li>
      ))}
    </ul>
  );
}

export function DrawnTile({ tile, lang, dict }: { tile: string; lang: WidgetLang; dict: WidgetDict }): JSX.Element | null {
  const def = getTile(tile);
  if (!def) return null;
  return (
    <p class="cb-spin-drawn" data-tile={tile} data-steps={iconOf(tile)}>
      <TileSvg def={def} label={describeTile(def, lang)} size={56} />
      <span>{dict.spinner.drawn(tileName(tile, lang), iconOf(tile))}</span>
    </p>
  );
}

export function SpinResult({ view, lang, dict, title }: { view: SpinView; lang: WidgetLang; dict: WidgetDict; title: Ref<HTMLParagraphElement> }): JSX.Element {
  const d = dict.spinner;
  return (
    <div class="cb-verdict" data-verdict="accepted" data-sector={view.sector}>
      <p class="cb-title" tabIndex={-1} ref={title}>{d.results}</p>
      <p>{view.headline}</p>
      <p class="cb-help">{view.event} <RulingRef link={view.ruling} /> {d.crowns} <RulingRef link={rulingLink('wheel-crown-scoring', lang)} /></p>
      <ul class="cb-events">
        {view.players.map((p) => (
          <li data-player={p.player} data-points={p.points}>
            <strong>{p.name}</strong> {d.total(p.points)}
            {p.events.length === 0 ? <span> · {p.nothing}</span> : (
              <ul class="cb-items">
                {p.events.map((e) => (
                  <li>
                    {e.headline} · <RulingRef link={e.ruling} />
                    {e.also.map((r) => <> · <RulingRef link={r} /></>)}
                    {e.items.length > 0 && `: ${e.items.map((i) => `${i.label} (${i.points})`).join(', ')}`}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface PlagueListProps {
  readonly state: GameState;
  readonly plan: SpinPlan;
  readonly picks: readonly PlagueChoice[];
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly box: Ref<HTMLFieldSetElement>;
  readonly onPick: (c: PlagueChoice) => void;
  readonly onApply: () => void;
  readonly onClear: () => void;
  readonly onCancel: () => void;
}

/** Each player the engine names, in its order, with the followers they may give up; the reader builds the list. */
export function PlagueList({ state, plan, picks, lang, dict, box, onPick, onApply, onClear, onCancel }: PlagueListProps): JSX.Element {
  const d = dict.spinner;
  const chosen = new Set(picks.map(victimKey));
  return (
    <fieldset class="cb-followers cb-plague" ref={box} data-phase="plague">
      <legend>{d.plagueTitle}</legend>
      <p class="cb-help">{d.plagueHelp} <RulingRef link={rulingLink('wheel-plague', lang)} /></p>
      <ol>
        {plan.victims.map((v) => (
          <li data-player={v.player}>
            <strong>{playerName(v.player, lang)}</strong>{' '}
            {v.choices.map((c) => (
              <button type="button" data-victim={victimKey(c)} aria-pressed={chosen.has(victimKey(c)) ? 'true' : 'false'} onClick={() => onPick(c)}>
                {victimName(state, c, lang)}
              </button>
            ))}
          </li>
        ))}
      </ol>
      <p data-picks={picks.length}>{d.plagueList} {picks.length > 0 ? picks.map((c) => victimName(state, c, lang)).join(' · ') : d.plagueNone}</p>
      <p class="cb-buttons">
        <button type="button" onClick={onApply}>{d.plagueApply}</button>
        <button type="button" onClick={onClear} disabled={picks.length === 0}>{d.plagueClear}</button>
        <button type="button" onClick={onCancel}>{d.plagueCancel}</button>
      </p>
    </fieldset>
  );
}

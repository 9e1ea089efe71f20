// Build time: a scenario player's props on a page, the same wherever the scenario is shown (a ruling,
// a lesson) and in its frames file (frames.ts, /<lang>/frames/<name>.json), so that the frames the
// page fetches are the island's own renders.
import type { Named } from './scenarios.ts';
import { scenarioFrames } from './frames.ts';
import type { ScenarioPlayerProps } from './ScenarioPlayer.tsx';
import type { WidgetLang } from './i18n.ts';
import { scenarioForLang } from './scenario-text.ts';
import { scenarioTitles } from './scenario-titles.ts';

export type PagePlayerProps = Omit<ScenarioPlayerProps, 'start' | 'trying'> & { readonly name: string };

/** The props of the player showing `named` on a page in `lang`; `titleOf`: a ruling's title there. */
export function playerProps(named: Named, lang: WidgetLang, titleOf: (id: string) => string | undefined): PagePlayerProps {
  const scenario = scenarioForLang(named.scenario, lang);
  return { scenario, name: named.name, lang, titles: scenarioTitles(scenario, lang, titleOf) };
}

/** Where a scenario's frames are served: one file per language and scenario. */
export const framesUrl = (lang: WidgetLang, name: string): string => `/${lang}/frames/${name}.json`;

/** The island's reference to its frames (its `client:intent` value's `frames`): their address and fingerprint. */
export const framesRef = (props: PagePlayerProps): { url: string; fp: string } =>
  ({ url: framesUrl(props.lang, props.name), fp: scenarioFrames(props).fp });

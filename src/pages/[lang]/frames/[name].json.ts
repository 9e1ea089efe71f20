// A scenario's steps drawn in advance (components/widgets/frames.ts): /en/frames/base-road-score.json.
// The page fetches it with the reader's first intent on the scenario's player, so that the step buttons
// answer before the island's code has arrived (src/lib/intent/stepper.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import '../../../../components/widgets/lang/all.ts';
import '../../../../components/widgets/expansion-ui-all.ts';
import { scenarioFrames } from '../../../../components/widgets/frames.ts';
import { playerProps, type PagePlayerProps } from '../../../../components/widgets/player-props.ts';
import { allScenarios } from '../../../../components/widgets/scenarios.ts';
import { loadSite } from '../../../../components/lib/site-data.ts';
import { LANGS } from '../../../../components/lib/vocabulary.ts';

export const getStaticPaths = (async () => {
  const site = await loadSite();
  const all = await allScenarios();
  return LANGS.flatMap((lang) => all.map((named) => ({
    params: { lang, name: named.name },
    props: playerProps(named, lang, (id) => site.ruling(lang, id)?.data.title),
  })));
}) satisfies GetStaticPaths;

export const GET: APIRoute<PagePlayerProps> = ({ props }) =>
  new Response(JSON.stringify(scenarioFrames(props)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });

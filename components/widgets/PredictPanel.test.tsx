// "Predict the score" as the server renders it: the question with a labelled field per player, the
// description folded while the reader guesses, and the answer beside the guess with the engine's events.
import { readFileSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../engine/scenario/value.ts';
import { widgetDict } from './i18n.ts';
import { playScenario } from './player-model.ts';
import { judge, predictQuestion } from './predict-model.ts';
import { PredictAsk, PredictResult } from './PredictPanel.tsx';
import ScenarioPlayer from './ScenarioPlayer.tsx';

function storm() {
  const r = parseValue(JSON.parse(readFileSync('content/scenarios/wheel-storm.json', 'utf8')));
  if (!r.ok) throw new Error('wheel-storm');
  const played = playScenario(r.value, 'en');
  if (!played.ok) throw new Error('setup');
  return { scenario: r.value, played: played.value, q: predictQuestion(r.value, played.value.positions)! };
}

describe('PredictAsk', () => {
  it('asks for each player\'s points with a field named by the colour, in both languages', () => {
    const { q } = storm();
    const en = renderToString(<PredictAsk q={q} lang="en" dict={widgetDict('en')} onAnswer={() => {}} />);
    expect(en).toContain('<legend>Predict the score</legend>');
    expect(en).toContain("Blue's points");
    expect(en).toContain("Red's points");
    expect(en.match(/<input type="number"/g)).toHaveLength(2);
    expect(en).toContain('inputmode="numeric"');
    const fr = renderToString(<PredictAsk q={q} lang="fr" dict={widgetDict('fr')} onAnswer={() => {}} />);
    expect(fr).toContain('Points de Bleu');
    expect(fr).toContain('Devinez les points');
  });
});

describe('PredictResult', () => {
  it('puts each guess beside the engine\'s points, right or wrong, with that player\'s events and rulings', () => {
    const { q, played } = storm();
    const j = judge(q, { blue: '5', red: '6' });
    if (!j.ok) throw new Error('judge');
    const v = played.steps[q.at - 1]!.verdict;
    if (v?.kind !== 'accepted') throw new Error('verdict');
    const html = renderToString(<PredictResult judged={j} events={v.events} lang="en" dict={widgetDict('en')} onAgain={() => {}} />);
    expect(html).toContain('data-predict="wrong"');
    expect(html).toMatch(/<li data-player="blue" data-right="true"><strong class="cb-mark">Right<\/strong> Blue: you said 5, the rules give 5\./);
    expect(html).toMatch(/<li data-player="red" data-right="false"><strong class="cb-mark">Not this time<\/strong> Red: you said 6, the rules give 12\./);
    // the breakdown names its rulings by title: the storm for both, the crown for red
    expect(html).toContain('data-ruling="wheel-storm"');
    expect(html).toContain('data-ruling="wheel-crown-scoring"');
    expect(html).toContain('1 of 2 right');
  });
});

describe('ScenarioPlayer with predict', () => {
  it('asks before the scoring step and folds the description, which gives the answer away', () => {
    const { scenario } = storm();
    const html = renderToString(<ScenarioPlayer scenario={scenario} lang="en" name="wheel-storm" />);
    expect(html).toContain('data-predict="ask"');
    expect(html).toContain('data-scenario="wheel-storm"');
    expect(html).toMatch(/<details class="cb-description"><summary><span class="cb-fold"><span>About this position \(it gives the answer away\)<\/span>/);
    // the wording once answered keeps its room, unseen, so the fold does not change height
    expect(html).toContain('<span class="cb-fold-room" aria-hidden="true">About this position</span>');
  });
  it('asks nothing of a scenario without predict', () => {
    const r = parseValue(JSON.parse(readFileSync('content/scenarios/base-road-score-2.json', 'utf8')));
    if (!r.ok) throw new Error('base-road-score-2');
    const html = renderToString(<ScenarioPlayer scenario={r.value} lang="en" />);
    expect(html).not.toContain('data-predict');
    expect(html).toContain('<p class="cb-description">');
  });
});

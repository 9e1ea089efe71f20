// An island's module graph (graph.ts), on a small folder of chunks given as the bundler writes them: its
// component's and renderer's static imports, and what its `prepare` imports on demand for it.
import { describe, expect, it } from 'vitest';
import { closure, islandGraph, type ChunkGraph } from './graph.ts';

const chunks = (imports: Record<string, string[]>): ChunkGraph => ({ files: Object.keys(imports), imports: new Map(Object.entries(imports)) });

const FOLDER = chunks({
  'ScenarioPlayer.a1.js': ['widgets.b2.js'],
  'widgets.b2.js': ['rolldown-runtime.c3.js'],
  'rolldown-runtime.c3.js': [],
  'client.d4.js': [],
  'en.e5.js': ['widgets.b2.js'],
  'fr.f6.js': ['widgets.b2.js'],
  'i18n-en-predict.g7.js': [],
  'i18n-fr-predict.h8.js': [],
  'PredictPanel.i9.js': ['predict-model.j0.js'],
  'predict-model.j0.js': [],
  'ferries.k1.js': ['widgets.b2.js'],
  'i18n-en-ferries.l2.js': [],
  'ruling-titles-en-river.m3.js': [],
  'river.n4.js': [],
});

describe('islandGraph', () => {
  it('follows the component and the renderer to the end, with the page language pack only', () => {
    const files = islandGraph(FOLDER, { component: 'ScenarioPlayer.a1.js', renderer: 'client.d4.js', lang: 'en' });
    expect(files.sort()).toEqual(['ScenarioPlayer.a1.js', 'client.d4.js', 'en.e5.js', 'rolldown-runtime.c3.js', 'widgets.b2.js']);
  });

  it('adds the expansions its sets play: rules, words, titles', () => {
    const files = islandGraph(FOLDER, { component: 'ScenarioPlayer.a1.js', lang: 'en', sets: ['base', 'ferries', 'river1'] });
    expect(files).toEqual(expect.arrayContaining(['ferries.k1.js', 'i18n-en-ferries.l2.js', 'ruling-titles-en-river.m3.js', 'river.n4.js']));
    expect(files).not.toContain('PredictPanel.i9.js');
  });

  it('adds "predict the score", its imports and its words in the page language, for a scenario that asks it', () => {
    const files = islandGraph(FOLDER, { component: 'ScenarioPlayer.a1.js', lang: 'fr', predict: true });
    expect(files).toEqual(expect.arrayContaining(['PredictPanel.i9.js', 'predict-model.j0.js', 'i18n-fr-predict.h8.js']));
    expect(files).not.toContain('i18n-en-predict.g7.js');
  });

  it('stops the build when the prediction panel has no chunk of its own to list', () => {
    const without = chunks({ 'ScenarioPlayer.a1.js': [], 'en.e5.js': [] });
    expect(() => islandGraph(without, { component: 'ScenarioPlayer.a1.js', lang: 'en', predict: true })).toThrow(/PredictPanel chunk/);
  });
});

describe('closure', () => {
  it('lists each file once, roots first, through cycles', () => {
    const g = chunks({ 'a.js': ['b.js'], 'b.js': ['a.js', 'c.js'], 'c.js': [] });
    expect(closure(g, ['a.js'])).toEqual(['a.js', 'b.js', 'c.js']);
  });
});

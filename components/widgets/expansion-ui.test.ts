import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WHEEL_BOARD } from '../../engine/sets/wheel-board.ts';

// The setup file (expansion-ui-all.ts) registers every expansion's parts in the shared registry; these
// tests start from fresh module instances, as a page's client does.
beforeEach(() => {
  vi.resetModules();
});

async function fresh() {
  const { ensureLang } = await import('./lang/load.ts');
  await ensureLang('en');
  const ui = await import('./expansion-ui.ts');
  const { Board } = await import('../board/Board.tsx');
  const { FollowerChoices } = await import('./FollowerChoices.tsx');
  const { widgetDict } = await import('./i18n.ts');
  const board = () => renderToString(h(Board, { tiles: [], wheel: { at: [0, 0], followers: [] }, lang: 'en' }));
  const followers = () =>
    renderToString(
      h(FollowerChoices, {
        choice: { tile: 'base/B', at: [1, 0], rot: 0, spots: ['cloister'], base: undefined as never },
        crowns: [{ sector: 'fortune', space: 1 }],
        lang: 'en',
        dict: widgetDict('en'),
        onSpot: () => {},
        onCancel: () => {},
      }),
    );
  return { ui, board, followers };
}

describe('expansion widget parts', () => {
  it('are absent until loaded, and the components then draw nothing of the expansion', async () => {
    const { ui, board, followers } = await fresh();
    expect(ui.uiFor('wheel')).toBeUndefined();
    expect(ui.uiFor('ferries')).toBeUndefined();
    expect(board()).not.toContain(`data-tile="${WHEEL_BOARD.id}"`);
    expect(followers()).not.toContain('data-crown');
    // base and river sets have no widget parts
    await ui.ensureUi(['base', 'river1', 'river2']);
    expect(ui.uiFor('wheel')).toBeUndefined();
    expect(ui.uiFor('ferries')).toBeUndefined();
  });

  it('ensureUi loads the parts of the expansions among the sets, and only those', async () => {
    const { ui, board, followers } = await fresh();
    // as prepare.ts does: the wheel's parts with its words
    const { ensureLang } = await import('./lang/load.ts');
    await Promise.all([ui.ensureUi(['base', 'wheel']), ensureLang('en', ['wheel'])]);
    expect(ui.uiFor('wheel')?.WheelBoard).toBeTypeOf('function');
    expect(ui.uiFor('ferries')).toBeUndefined();
    expect(board()).toContain(`data-tile="${WHEEL_BOARD.id}"`);
    expect(followers()).toContain('data-crown="fortune-1"');
    await ui.ensureUi(['ferries']);
    expect(ui.uiFor('ferries')?.jettyTargets).toBeTypeOf('function');
    // "predict the score" is asked for apart (prepare.ts, for a scenario with `predict`), never with a set
    expect(ui.uiFor('predict')).toBeUndefined();
    await ui.ensureUi(['predict']);
    expect(ui.uiFor('predict')?.PredictAsk).toBeTypeOf('function');
  });

  it('the server and the tests have every part at once (expansion-ui-all.ts)', async () => {
    await import('./expansion-ui-all.ts');
    const ui = await import('./expansion-ui.ts');
    expect(ui.uiFor('wheel')).toBeDefined();
    expect(ui.uiFor('ferries')).toBeDefined();
  });
});

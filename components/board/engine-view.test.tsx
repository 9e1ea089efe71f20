import { WHEEL_ART } from './wheel-art.ts';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { createGame, tileDef } from '../../engine/play.ts';
import { Board } from './Board.tsx';
import { boardView } from './board-view.ts';

describe('boardView on the engine state', () => {
  it('draws the wheel board of a wheel game as one piece, with the tiles around it', () => {
    const game = createGame({
      sets: ['wheel'],
      players: ['blue', 'red'],
      tiles: [
        { tile: 'wheel/board', at: [0, 0] },
        { tile: 'wheel/U1', at: [2, -1], rot: 90, followers: [{ player: 'red', on: 'N' }] },
      ],
    });
    if (!game.ok) throw new Error(JSON.stringify(game.error));
    const view = boardView(game.value.board, (id) => tileDef(id));
    expect(view.unknown).toEqual([]);
    expect(view.wheel?.at).toEqual([0, 0]);
    expect(view.tiles.map((t) => [t.def.id, t.at])).toEqual([['wheel/U1', [2, -1]]]);
    const html = renderToString(<Board tiles={view.tiles} wheel={view.wheel} margin={0} />);
    expect(html).toContain('viewBox="0 -100 400 500"');
    // the start board's drawing is the site's pictures (wheel-art.ts), the pig drawn between them
    expect(html).toContain(`href="${WHEEL_ART.under}"`);
    expect(html).toContain('data-pig="fortune"');
    expect(html).toContain('data-player="red"');
  });
});

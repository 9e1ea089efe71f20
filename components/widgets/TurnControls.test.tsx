// The turn's controls rendered on the server: the wheel's pig and crowns on the board, the road and ring
// marks, jetty buttons as one keyboard stop, crown and plague buttons as pointer shortcuts, and the lists.
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { createGame, plagueVictims } from '../../engine/play.ts';
import type { GameState } from '../../engine/core/types.ts';
import { BoardSvg } from './BoardSvg.tsx';
import { FerryChoices, MoveChoices } from './FerryChoices.tsx';
import { FollowerChoices } from './FollowerChoices.tsx';
import { widgetDict } from './i18n.ts';
import { PlagueChoices } from './PlagueChoices.tsx';
import { TargetLayer } from './TargetLayer.tsx';
import { crownTargets } from './expansion-ui-wheel.tsx';
import { jettyTargets } from './expansion-ui-ferries.tsx';
import { marksOf } from './turn-view.ts';
import { boardView } from './view.ts';

function game(setup: Parameters<typeof createGame>[0]): GameState {
  const g = createGame(setup);
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

const wheel = game({
  sets: ['wheel'], players: ['blue', 'red'], pig: 'famine', crowns: [{ player: 'red', sector: 'storm', space: 2 }],
  tiles: [{ tile: 'wheel/board', at: [-2, -2] }, { tile: 'wheel/B', at: [-1, -3], followers: [{ player: 'blue', on: 'cloister' }] }],
});
const lake = game({ sets: ['base', 'ferries'], players: ['blue', 'red'], tiles: [{ tile: 'base/D', at: [0, 0] }, { tile: 'ferries/lake-3', at: [1, 0], ferry: ['W', 'E'] }] });
const noop = (): void => undefined;

describe('the board', () => {
  test('draws the pig where the state has it and the followers on crown spaces', () => {
    const html = renderToString(<BoardSvg view={boardView(wheel, {}, 'en')} lang="en" />);
    expect(html).toContain('data-pig="famine"');
    expect(html).toMatch(/data-crowned="storm-2"><g[^>]*data-player="red"/);
  });

  test('draws the ferry as a boat between its jetties, the road marks and the rings', () => {
    const v = boardView(lake, {}, 'en');
    const html = renderToString(<BoardSvg view={v} lang="en" marks={marksOf(v, [{ at: [0, 0], feature: 0 }], [[1, 0]], [])} />);
    expect(html).toContain('data-ferry="W-E"');
    expect(html.match(/data-road/g)).toHaveLength(1);
    expect(html).toContain('data-mark="ferry"');
  });
});

describe('buttons on the board', () => {
  test('jetties are one keyboard stop with names; crown spaces are pointer shortcuts hidden from the keyboard', () => {
    const v = boardView(wheel, {}, 'en');
    const targets = [...jettyTargets(boardView(lake, {}, 'en'), [1, 0], 'E', 'en'), ...crownTargets(v, [{ sector: 'fortune', space: 1 }], 'en')];
    const html = renderToString(<TargetLayer targets={targets} left={-300} top={-300} width={800} height={800} onTarget={noop} label="Where does the ferry go?" />);
    expect(html).toContain('role="group" aria-label="Where does the ferry go?"');
    expect(html.match(/data-target="jetty"/g)).toHaveLength(3);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="East jetty of the lake with three jetties east of the start tile" aria-pressed="true"');
    expect(html).toMatch(/data-target="crown"[^>]*tabindex="-1" aria-hidden="true" title="Follower on crown space 1 of Fortune"/);
  });
});

describe('the lists', () => {
  test('the follower choice lists the crown spaces after the spots, in the page language', () => {
    const html = renderToString(
      <FollowerChoices choice={{ tile: 'wheel/V', at: [0, -3], rot: 0, spots: ['N'] }} crowns={[{ sector: 'storm', space: 1 }]} lang="fr" dict={widgetDict('fr')} onSpot={noop} onCancel={noop} />,
    );
    expect(html).toContain('>Partisan sur le côté nord</button>');
    expect(html).toContain('>Partisan sur la case Couronne 1 de Tempête</button>');
  });

  test('ferry pairs, then the ferries that may move with every other pair, and done', () => {
    const d = widgetDict('en');
    const pairs = renderToString(<FerryChoices pairs={[['E', 'S'], ['E', 'W']]} lang="en" dict={d} onPair={noop} onCancel={noop} />);
    expect(pairs).toContain('>Ferry between the east and south jetties</button>');
    const moves = renderToString(
      <MoveChoices state={lake} lang="en" dict={d} moves={[]} onMove={noop} onLeave={noop} onDone={noop}
        movable={[{ at: [1, 0], ferry: ['W', 'E'], via: 'E', pairs: [['E', 'S'], ['E', 'W'], ['S', 'W']] }]} />,
    );
    expect(moves).toContain('aria-label="Ferry of the lake with three jetties east of the start tile, joining the west and east jetties"');
    // the pair it stands on is not offered again
    expect(moves).not.toContain('Move it to the east and west jetties');
    expect(moves).toContain('>Move it to the south and west jetties</button>');
    expect(moves).not.toContain('Leave it where it was');
    expect(moves).toContain('>Done: end the turn</button>');
    const moved = renderToString(
      <MoveChoices state={lake} lang="en" dict={d} moves={[{ at: [1, 0], ferry: ['S', 'W'] }]} onMove={noop} onLeave={noop} onDone={noop}
        movable={[{ at: [1, 0], ferry: ['W', 'E'], via: 'E', pairs: [['E', 'S'], ['E', 'W'], ['S', 'W']] }]} />,
    );
    expect(moved).toContain('joining the south and west jetties');
    expect(moved).toContain('>Leave it where it was</button>');
  });

  test('the plague asks one player at a time for one of their followers', () => {
    const [blue] = plagueVictims(wheel, 'blue');
    const html = renderToString(<PlagueChoices victim={blue!} chosen={[]} board={wheel.board} lang="en" dict={widgetDict('en')} onChoose={noop} onRestart={noop} />);
    expect(html).toContain('Plague: which follower does Blue give up?');
    expect(html).toContain('>Blue’s follower on the cloister north of the Wheel of Fortune board</button>');
  });
});

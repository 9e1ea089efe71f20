// `npm run bench`: medians for the engine's hot paths, against the goals of issue 3.
// Run on an otherwise idle machine: a loaded one inflates every figure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { legalPlacements } from '../engine/index.ts';
import type { GameState } from '../engine/index.ts';
import { playRandomGame } from '../engine/core/autoplay.ts';

const ROOT = new URL('..', import.meta.url).pathname;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

interface Timing {
  readonly wall: number;
  /** this process's CPU time: what the code costs even when other processes crowd the machine */
  readonly cpu: number;
}

/** Medians of wall-clock and CPU time; short calls are timed in batches so the clocks can resolve them. */
function timeRuns(runs: number, fn: (i: number) => void, batch = 1): Timing {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    for (let j = 0; j < batch; j++) fn(i * batch + j);
    wall.push((performance.now() - t) / batch);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000 / batch);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

function report(label: string, t: Timing, goal?: number): void {
  const verdict = goal === undefined ? 'for information'
    : `goal < ${goal} ms: ${t.wall < goal ? 'ok' : t.cpu < goal ? 'ok in CPU time (machine busy)' : 'OVER GOAL'}`;
  console.log(`${label.padEnd(56)} ${t.wall.toFixed(3).padStart(9)} ms wall ${t.cpu.toFixed(3).padStart(9)} ms cpu  (${verdict})`);
}

/** A base-set position with exactly `size` tiles, reached by random legal play. */
function boardOf(size: number, seed: number): GameState {
  let found: GameState | undefined;
  playRandomGame({ sets: ['base'], players: ['blue', 'red'], seed }, seed, {
    observe: (_before, _action, after) => {
      if (found === undefined && after.board.length === size) found = after;
    },
  });
  if (found === undefined) throw new Error(`no ${size}-tile position in game ${seed}`);
  return found;
}

function benchLegalPlacements(): void {
  const tiles = ['base/D', 'base/U', 'base/V', 'base/E', 'base/K', 'base/X'];
  const boards = [1, 2, 3, 4, 5].map((seed) => boardOf(70, seed));
  // Warm: the layout of the position is already built (a widget asks again and again).
  const warm = timeRuns(60, (i) => legalPlacements(boards[i % boards.length]!, tiles[i % tiles.length]!), 20);
  report('legalPlacements, one tile, 70-tile board (warm)', warm, 0.5);
  // Cold: a board array the engine has never seen, so its layout is rebuilt first.
  const cold = timeRuns(30, (i) => {
    const s = boards[i % boards.length]!;
    legalPlacements({ ...s, board: [...s.board] }, tiles[i % tiles.length]!);
  }, 10);
  report('legalPlacements, one tile, 70-tile board (cold layout)', cold);
}

function benchGames(): void {
  playRandomGame({ sets: ['base'], players: ['blue', 'red'], seed: 999 }, 999);
  const ms = timeRuns(60, (i) => playRandomGame({ sets: ['base'], players: ['blue', 'red', 'green'], seed: i }, i + 7));
  report('full random 72-tile base game with end scoring', ms, 30);
}

function benchWheelGame(): void {
  playRandomGame({ sets: ['wheel'], players: ['blue', 'red'], seed: 999 }, 999);
  const ms = timeRuns(60, (i) => playRandomGame({ sets: ['wheel'], players: ['blue', 'red', 'green'], seed: i }, i + 7));
  report('full random Wheel of Fortune game (71 tiles + board)', ms, 30);
}

function benchFerriesGame(): void {
  playRandomGame({ sets: ['base', 'ferries'], players: ['blue', 'red'], seed: 999 }, 999);
  const ms = timeRuns(60, (i) => playRandomGame({ sets: ['base', 'ferries'], players: ['blue', 'red', 'green'], seed: i }, i + 7));
  report('full random 80-tile base + ferries game with end scoring', ms, 30);
}

async function benchScenarios(): Promise<void> {
  const dir = join(ROOT, 'content', 'scenarios');
  const runner = join(ROOT, 'engine', 'scenario', 'index.ts');
  if (!existsSync(runner)) {
    console.log('scenario check: engine/scenario is missing, not measured');
    return;
  }
  const { parseScenario, runScenario } = await import('../engine/scenario/index.ts');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.(json|ya?ml)$/.test(f)) : [];
  const texts = files.map((f) => ({ f, text: readFileSync(join(dir, f), 'utf8') }));
  let failed = 0;
  const ms = timeRuns(9, () => {
    failed = 0;
    for (const { f, text } of texts) {
      const parsed = parseScenario(text, f.endsWith('.json') ? 'json' : 'yaml');
      const run = parsed.ok ? runScenario(parsed.value) : parsed;
      if (!run.ok || !run.value.passed) failed++;
    }
  });
  report(`check every scenario file (${texts.length} files, ${failed} failing)`, ms, 2000);
}

benchLegalPlacements();
benchGames();
benchWheelGame();
benchFerriesGame();
await benchScenarios();

import { describe, expect, it } from 'vitest';
import { rotateHalf, rotateSide } from '../../engine/core/geometry.ts';
import { ROTATIONS } from '../../engine/core/types.ts';
import type { FeatureDef, HalfSide, Rotation, Side, Spot, TileDef } from '../../engine/core/types.ts';
import { ALL_TILES } from '../../engine/sets/index.ts';
import { SPOT_GAP, ferryEnds, spotAnchor, tileDrawing } from './geometry.ts';
import { tileTable } from '../../engine/core/tiles.ts';
import '../../engine/play.ts';
import { layoutTile } from './layout.ts';
import { distance, distToPolyline, flatten, insidePolygons, turnPoint } from './path.ts';
import type { Pt } from './path.ts';
import { cityShapeOf } from './shapes.ts';

const fixture = (id: string, features: readonly FeatureDef[], extra: Partial<TileDef> = {}): TileDef => ({
  id,
  set: 'base',
  count: 1,
  features,
  ...extra,
});

const STRAIGHT = fixture('test/straight', [
  { kind: 'road', sides: ['N', 'S'] },
  { kind: 'field', halves: ['NR', 'EL', 'ER', 'SL'], cities: [] },
  { kind: 'field', halves: ['SR', 'WL', 'WR', 'NL'], cities: [] },
]);
const CORNER = fixture('test/corner', [
  { kind: 'city', sides: ['N', 'E'], shields: 1 },
  { kind: 'field', halves: ['SL', 'SR', 'WL', 'WR'], cities: [0] },
]);

/** Parses the absolute M/L/Q/C path data this module writes back into polylines. */
function polylines(d: string): Pt[][] {
  const out: Pt[][] = [];
  for (const part of d.split('M').filter(Boolean)) {
    const nums = part.replace(/[LQCZ]/g, ' ').trim().split(/\s+/).map(Number);
    const pts: Pt[] = [];
    for (let i = 0; i + 1 < nums.length; i += 2) pts.push([nums[i]!, nums[i + 1]!]);
    out.push(pts);
  }
  return out;
}

describe('feature shapes', () => {
  it('draws a road on N and S as a straight line through the centre', () => {
    const roads = tileDrawing(STRAIGHT, 0).shapes.filter((s) => s.kind === 'road');
    expect(roads).toHaveLength(1);
    const [line] = polylines(roads[0]!.d);
    expect(line![0]).toEqual([50, 0]);
    expect(line!.at(-1)).toEqual([50, 100]);
    expect(distToPolyline([50, 50], line!)).toBeLessThan(0.01);
  });

  it('turns the straight road east–west at 90°', () => {
    const road = tileDrawing(STRAIGHT, 90).shapes.find((s) => s.kind === 'road')!;
    expect(road.d).toBe('M100 50L0 50');
  });

  it('draws a city on N and E as one corner, whose wall joins two opposite corners', () => {
    expect(cityShapeOf(['N', 'E']).shape).toBe('corner');
    expect(cityShapeOf(['W', 'N'])).toEqual({ shape: 'corner', turns: 3 });
    const wall = tileDrawing(CORNER, 0).shapes.find((s) => s.kind === 'wall')!;
    const ends = polylines(wall.d)[0]!;
    expect([ends[0], ends.at(-1)]).toEqual([[100, 100], [0, 0]]);
  });

  it('names the other city outlines by the sides they cover', () => {
    expect(cityShapeOf(['S']).shape).toBe('cap');
    expect(cityShapeOf(['E', 'W']).shape).toBe('band');
    expect(cityShapeOf(['N', 'E', 'W'])).toEqual({ shape: 'three', turns: 0 });
    expect(cityShapeOf(['N', 'E', 'S'])).toEqual({ shape: 'three', turns: 1 });
    expect(cityShapeOf(['N', 'E', 'S', 'W']).shape).toBe('full');
  });

  it('draws a road that enters a city beneath it, and a river crossing a city beneath its walls', () => {
    const order = (id: string) => tileDrawing(ALL_TILES.find((t) => t.id === id)!, 0).shapes.map((s) => s.kind);
    const gate = order('base/T');
    expect(gate.indexOf('cityRoad')).toBeGreaterThanOrEqual(0);
    expect(gate.indexOf('cityRoad')).toBeLessThan(gate.indexOf('city'));
    expect(gate).not.toContain('road');
    const bridge = order('river2/city-bridge');
    expect(bridge.indexOf('city')).toBeLessThan(bridge.indexOf('river'));
    expect(bridge.indexOf('river')).toBeLessThan(bridge.indexOf('wall'));
  });

  it('puts a shield inside its city', () => {
    const city = layoutTile(CORNER).cities[0]!;
    const shield = tileDrawing(CORNER, 0).icons.find((i) => i.icon === 'shield')!;
    expect(insidePolygons(shield.at, city.polys)).toBe(true);
  });

  it('joins the two given jetties with the ferry', () => {
    const lake = ALL_TILES.find((t) => t.id === 'ferries/lake-4')!;
    const [a, b] = ferryEnds(lake, 'N', 'E');
    expect(a[0]).toBe(50);
    expect(b[1]).toBe(50);
    expect(a[1]).toBeLessThan(50);
    expect(b[0]).toBeGreaterThan(50);
  });
});

function spotsOf(def: TileDef): Spot[] {
  const spots: Spot[] = [];
  for (const f of def.features) {
    if (f.kind === 'road' || f.kind === 'city') spots.push(...f.sides);
    if (f.kind === 'field') spots.push(...f.halves);
    if (f.kind === 'cloister') spots.push('cloister');
  }
  return spots;
}

const rotateSpot = (spot: Spot, rot: Rotation): Spot =>
  spot === 'cloister' ? spot : spot.length === 2 ? rotateHalf(spot as HalfSide, rot) : rotateSide(spot as Side, rot);

describe('follower spots', () => {
  it('turn with the tile, for every spot of every tile', () => {
    for (const def of ALL_TILES) {
      for (const spot of spotsOf(def)) {
        const base = spotAnchor(def, 0, spot);
        for (const rot of ROTATIONS) {
          const turned = spotAnchor(def, rot, rotateSpot(spot, rot));
          expect(distance(turned, turnPoint(base, rot / 90)), `${def.id} ${spot} at ${rot}`).toBeLessThan(1e-9);
        }
      }
    }
  });

  it('stand inside their city, and outside every city when on a field', () => {
    for (const def of ALL_TILES) {
      const { cities } = layoutTile(def);
      def.features.forEach((f, i) => {
        if (f.kind === 'city') {
          const polys = cities.find((c) => c.index === i)!.polys;
          for (const side of f.sides) expect(insidePolygons(spotAnchor(def, 0, side), polys), `${def.id} ${side}`).toBe(true);
        }
        if (f.kind === 'field') {
          for (const half of f.halves) {
            const p = spotAnchor(def, 0, half);
            expect(cities.some((c) => insidePolygons(p, c.polys)), `${def.id} ${half}`).toBe(false);
          }
        }
      });
    }
  });

  it('offered on a tile never overlap: a 24 px marker on an 80 px tile, for every tile of every set at every rotation', () => {
    // the engine offers one spot per tile feature (its canonical spot, which depends on the rotation)
    let pairs = 0;
    for (const def of ALL_TILES) {
      for (const rot of ROTATIONS) {
        const spots = tileTable(def.id, rot)!.segments.flatMap((s) => (s.spot === null ? [] : [s.spot]));
        const points = spots.map((spot) => ({ spot, at: spotAnchor(def, rot, spot) }));
        points.forEach((a, i) => points.slice(i + 1).forEach((b) => {
          pairs++;
          expect(distance(a.at, b.at) * (80 / 100), `${def.id}@${rot} ${a.spot}/${b.spot}`).toBeGreaterThanOrEqual(24);
        }));
      }
    }
    expect(SPOT_GAP * 0.8).toBe(24);
    expect(pairs).toBeGreaterThan(1000);
  });

  it('keep a road follower on its road', () => {
    const { strands } = layoutTile(STRAIGHT);
    expect(distToPolyline(spotAnchor(STRAIGHT, 0, 'N'), strands[0]!.line)).toBeLessThan(0.5);
  });
});

describe('every tile of every set', () => {
  it('draws a shape or an icon for each of its features, inside the tile', () => {
    expect(ALL_TILES.length).toBeGreaterThan(90);
    for (const def of ALL_TILES) {
      for (const rot of ROTATIONS) {
        const { shapes, icons } = tileDrawing(def, rot);
        def.features.forEach((f, i) => {
          const drawn = shapes.some((s) => s.feature === i) || icons.some((c) => c.feature === i);
          expect(drawn, `${def.id} feature ${i} (${f.kind})`).toBe(true);
        });
        for (const icon of icons) {
          expect(Math.min(...icon.at), `${def.id} ${icon.icon}`).toBeGreaterThanOrEqual(0);
          expect(Math.max(...icon.at), `${def.id} ${icon.icon}`).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('draws each special the data names: wheel numbers, inns, marks on fields, lakes', () => {
    for (const def of ALL_TILES) {
      const icons = tileDrawing(def, 0).icons;
      const count = (kind: string): number => icons.filter((i) => i.icon === kind).length;
      if (def.wheelIcon) expect(icons.find((i) => i.icon === 'wheel')?.value, def.id).toBe(def.wheelIcon);
      for (const f of def.features) {
        if (f.kind === 'road' && f.inn) expect(count('inn'), def.id).toBeGreaterThan(0);
        if (f.kind === 'field' && f.pigHerd) expect(count('pig'), def.id).toBe(1);
        if (f.kind === 'field' && f.sheep) expect(count('sheep'), def.id).toBe(1);
        if (f.kind === 'field' && f.vineyard) expect(count('vineyard'), def.id).toBe(1);
        if (f.kind === 'river' && f.volcano) expect(count('volcano'), def.id).toBe(1);
        if (f.kind === 'river' && f.spring) expect(count('spring'), def.id).toBe(1);
        if (f.kind === 'lake') expect(count('jetty'), def.id).toBe(f.jetties.length);
      }
    }
  });

  it('keeps the icons of a tile from sitting on each other', () => {
    for (const def of ALL_TILES) {
      const icons = tileDrawing(def, 0).icons.filter((i) => i.icon !== 'shield' && i.icon !== 'jetty');
      for (let a = 0; a < icons.length; a++) {
        for (let b = a + 1; b < icons.length; b++) {
          expect(distance(icons[a]!.at, icons[b]!.at), `${def.id} ${icons[a]!.icon}/${icons[b]!.icon}`).toBeGreaterThan(10);
        }
      }
    }
  });

  it('flattens the paths it draws into polylines inside the tile box', () => {
    const layout = layoutTile(ALL_TILES.find((t) => t.id === 'base/V')!);
    for (const s of layout.strands) for (const p of flatten(s.strand.path)[0]!) expect(Math.max(...p)).toBeLessThanOrEqual(100);
  });
});

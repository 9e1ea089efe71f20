import { BASE_TILES } from '/work/main/engine/sets/base.ts';
import { tileDrawing, spotAnchor } from '/work/main/components/board/geometry.ts';
for (const t of BASE_TILES.slice(0,4)) { const d = tileDrawing(t, 90); console.log(t.id, JSON.stringify(d).slice(0,600)); }
console.log(spotAnchor(BASE_TILES[3]!, 0, 'SL'), spotAnchor(BASE_TILES[3]!, 90, 'WL'));

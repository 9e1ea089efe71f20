// How boards look on the built site: one size and framing for every step of a scenario, tiles large
// enough to read (80 px at least on a desktop), a follower spot pointed at or focused lighting its
// whole feature, and screenshots of a widget in the light and dark themes and on a phone, attached to
// the test's results and checked not to be blank.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { makeSandboxPath } from '../../engine/scenario/link.ts';
import { DISPUTE_POSITION } from '../helpers/dispute-position.ts';
import { cellAt, expect, player, test, wake } from './fixtures.ts';

/** The board's box on screen and its tile size on screen (the drawing's view box is 100 units per cell). */
async function boardBox(w: Locator): Promise<{ x: number; y: number; width: number; height: number; tile: number }> {
  return w.locator('.cb-viewport').evaluate((el) => {
    const r = el.getBoundingClientRect();
    // the drawing may be narrower than the box that spans the card (it is centred in it)
    const svg = el.querySelector('svg.cb-board-svg')!;
    const vb = svg.getAttribute('viewBox')!.split(/\s+/).map(Number);
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height, tile: (svg.getBoundingClientRect().width / vb[2]!) * 100 };
  });
}

test('a River scenario keeps one board size and framing from the first step to the last, with tiles of 80 px or more', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const w = await player(page, '/en/rulings/river-draw-until-done/');
  const first = await boardBox(w);
  expect(first.tile).toBeGreaterThanOrEqual(80);
  const next = w.getByRole('button', { name: 'Next' });
  let steps = 0;
  const tiles = [await w.locator('[data-tile]').count()];
  while (await next.isEnabled()) {
    await next.click();
    steps++;
    await expect(w).toHaveAttribute('data-step', String(steps));
    tiles.push(await w.locator('.cb-board-svg [data-tile]').count());
    const now = await boardBox(w);
    expect(now, `step ${steps}`).toEqual(first);
  }
  // the river did grow while the board stayed put
  expect(steps).toBeGreaterThanOrEqual(3);
  expect(Math.max(...tiles)).toBeGreaterThan(Math.min(...tiles));
  // and back again
  await w.getByRole('button', { name: 'Reset' }).click();
  expect(await boardBox(w)).toEqual(first);
});

/** base-road-score in try mode: the junction laid east of the start tile, up to the follower choice. */
async function junctionLaid(page: Page): Promise<Locator> {
  const w = await player(page, '/en/rulings/base-road-score/');
  await w.getByRole('button', { name: 'Try it yourself' }).click();
  await cellAt(w, 1, 0).click();
  await expect(w.getByRole('group', { name: 'Put a follower?' })).toBeVisible();
  return w;
}

/** The cells (as "x,y" of the tile's origin) where the board lights a feature for a pointed spot. */
const litCells = (w: Locator) =>
  w.locator('[data-explain="spot"]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('transform') ?? ''))].sort());

test('hovering or focusing a follower spot lights the spot and its whole feature on the board', async ({ page }) => {
  const w = await junctionLaid(page);
  const buttons = w.locator('.cb-followers [data-spot]');
  const spots = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-spot')!));
  expect(spots.length).toBeGreaterThan(1);
  // the pointer that laid the tile may rest on one of its spot markers, which a pointer lights first:
  // moved away, the board lights the spot that has the keyboard focus
  await page.mouse.move(0, 0);
  // the choice takes the keyboard focus as it appears, so its first spot is lit at once
  await expect(buttons.first()).toBeFocused();
  await expect(w.locator(`.cb-spot[data-spot="${spots[0]}"]`)).toHaveAttribute('data-lit', '');

  // every offered spot, by focus then by hover: its marker, one ring, and its feature's shapes
  const seen = new Map<string, string[]>();
  for (const [i, spot] of spots.entries()) {
    await buttons.nth(i).focus();
    await expect(w.locator(`.cb-spot[data-spot="${spot}"]`)).toHaveAttribute('data-lit', '');
    await expect(w.locator('.cb-spot[data-lit]')).toHaveCount(1);
    await expect(w.locator('[data-mark="spot"]')).toHaveCount(1);
    await expect(w.locator('[data-explain="spot"]').first()).toBeAttached();
    seen.set(spot, await litCells(w));
  }
  // the road south ends at the junction: only the new tile; a field runs on over the older tiles
  const road = seen.get('S');
  expect(road).toEqual(['translate(100 0)']);
  const fields = [...seen.entries()].filter(([s]) => s.length === 2);
  expect(fields.length).toBeGreaterThan(0);
  expect(Math.max(...fields.map(([, cells]) => cells.length))).toBeGreaterThan(1);
  await expect(w.locator('.cb-legend [data-legend="feature"]')).toBeVisible();

  // the pointer: a marker on the board lights the same as its button in the list
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await expect(w.locator('[data-mark="spot"]')).toHaveCount(0);
  const field = fields[0]![0];
  await w.locator(`.cb-spot[data-spot="${field}"]`).hover();
  await expect(w.locator(`.cb-spot[data-spot="${field}"]`)).toHaveAttribute('data-lit', '');
  expect(await litCells(w)).toEqual(seen.get(field));
  await w.locator(`.cb-followers [data-spot="S"]`).hover();
  expect(await litCells(w)).toEqual(road);
  await page.mouse.move(1, 1);
  await expect(w.locator('[data-explain="spot"]')).toHaveCount(0);
  // with a spot focused, the pointer passing over another lights that one, then hands back to the focus
  await w.locator(`.cb-followers [data-spot="${field}"]`).focus();
  await w.locator(`.cb-followers [data-spot="S"]`).hover();
  await expect(w.locator('.cb-spot[data-lit]')).toHaveAttribute('data-spot', 'S');
  await page.mouse.move(1, 1);
  await expect(w.locator('.cb-spot[data-lit]')).toHaveAttribute('data-spot', field);
  expect(await litCells(w)).toEqual(seen.get(field));
});

/** The markers that look lit (white), and the one whose spot has the keyboard focus (a ring round it). */
const markerLooks = (w: Locator) =>
  w.locator('.cb-spot').evaluateAll((els) => els.map((e) => {
    const cs = getComputedStyle(e);
    return { spot: e.getAttribute('data-spot')!, white: cs.backgroundColor === 'rgb(255, 255, 255)', ring: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0 };
  }));

test('with one spot focused and the pointer on another, only the pointed one looks lit; the focused one keeps a ring', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const w = await junctionLaid(page);
  const spots = await w.locator('.cb-followers [data-spot]').evaluateAll((els) => els.map((e) => e.getAttribute('data-spot')!));
  const [focused, pointed] = [spots[0]!, spots[1]!];
  await w.locator(`.cb-followers [data-spot="${focused}"]`).focus();
  await w.locator(`.cb-spot[data-spot="${pointed}"]`).hover();
  await expect(w.locator('.cb-spot[data-lit]')).toHaveAttribute('data-spot', pointed);
  const looks = await markerLooks(w);
  expect(looks.filter((m) => m.white).map((m) => m.spot)).toEqual([pointed]);
  expect(looks.find((m) => m.spot === focused)!.ring).toBe(true);
  // the pointer gone, the focused spot is the lit one again, and still the only one
  await page.mouse.move(1, 1);
  await expect(w.locator('.cb-spot[data-lit]')).toHaveAttribute('data-spot', focused);
  expect((await markerLooks(w)).filter((m) => m.white).map((m) => m.spot)).toEqual([focused]);
});

test('the key under the board keeps its height from the tile in hand to the follower and the end of the turn', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const w = await player(page, '/en/rulings/base-road-score/');
  // a plain board (before trying) has no key and no room kept for one
  await expect(w.locator('.cb-legend-box')).toHaveCount(0);
  await w.getByRole('button', { name: 'Try it yourself' }).click();
  const box = w.locator('.cb-legend-box');
  const measure = async () => ({ key: (await box.boundingBox())!.height });
  const placing = await measure();
  await expect(w.locator('.cb-legend [data-legend="fitsNow"]')).toBeVisible();
  await cellAt(w, 1, 0).click();
  await expect(w.getByRole('group', { name: 'Put a follower?' })).toBeVisible();
  await expect(w.locator('.cb-legend [data-legend="feature"]')).toBeVisible();
  const choosing = await measure();
  expect(choosing.key).toBe(placing.key);
  await w.getByRole('button', { name: 'No follower' }).click();
  await expect(w.locator('.cb-legend [data-legend="feature"]')).toHaveCount(0);
  expect((await measure()).key).toBe(placing.key);
  expect(placing.key).toBeGreaterThan(10);
});

test('followers stay painted above a feature that is lit, and stand inside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(makeSandboxPath(DISPUTE_POSITION, 'en'));
  const w = page.locator('.cb-sandbox');
  await wake(w);
  const panel = w.locator('details.cb-explain');
  await panel.locator('summary').click();
  // blue's farmer on the farm of two tiles
  await panel.getByRole('button', { name: 'The field north of the road on the straight road' }).click();
  await expect(w.locator('.cb-board-svg [data-explain="chosen"]')).toHaveCount(2);
  const order = await w.locator('.cb-board-svg').evaluate((svg) => {
    const lit = [...svg.querySelectorAll<SVGGeometryElement>('[data-explain="chosen"]')];
    const farmer = svg.querySelector<SVGGElement>('[data-followers-of] [data-player="blue"]')!;
    // the farmer's centre in each lit shape's own units: it stands on the lit ground
    const b = farmer.getBoundingClientRect();
    const inside = lit.some((p) => {
      const m = p.getScreenCTM()!.inverse();
      const pt = new DOMPoint(b.x + b.width / 2, b.y + b.height / 2).matrixTransform(m);
      return p.isPointInFill(pt);
    });
    // SVG paints in document order: everything lit comes before the farmer
    const under = lit.every((p) => (p.compareDocumentPosition(farmer) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
    return { inside, under };
  });
  expect(order).toEqual({ inside: true, under: true });
});

test('on a phone the tile just laid is zoomed to 80 px, so its round spot markers are 24 px and never overlap', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const w = await junctionLaid(page);
  const measure = () => w.locator('.cb-spot').evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2, d: r.width, h: r.height };
  }));
  // the view glides to the zoom (board-focus.ts): measure once it has settled
  await expect.poll(async () => Math.min(...(await measure()).map((m) => m.d)), { timeout: 8000 }).toBeGreaterThanOrEqual(23.9);
  const markers = await measure();
  expect(markers.length).toBeGreaterThan(1);
  const stage = await w.locator('.cb-stage').getAttribute('style');
  expect(stage).toMatch(/scale\((1\.[0-9]+)\)/);
  for (const [i, a] of markers.entries()) {
    expect(a.d).toBeGreaterThanOrEqual(23.9);
    expect(Math.abs(a.d - a.h)).toBeLessThan(0.5);
    for (const b of markers.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual((a.d + b.d) / 2 - 0.5);
  }
});

/** How many distinct colours a PNG shows, counted by the browser itself (no image library needed). */
async function colours(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.width, img.height];
    const g = c.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const data = g.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4) seen.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
    return seen.size;
  }, png.toString('base64'));
}

async function shoot(page: Page, w: Locator, name: string, info: TestInfo): Promise<{ png: Buffer; colours: number }> {
  // written into the test's own folder under test-results/ and attached to its report
  const png = await w.locator('.cb-viewport').screenshot({ path: info.outputPath(`${name}.png`) });
  await w.screenshot({ path: info.outputPath(`${name}-widget.png`) });
  await info.attach(`${name}.png`, { path: info.outputPath(`${name}.png`), contentType: 'image/png' });
  await info.attach(`${name}-widget.png`, { path: info.outputPath(`${name}-widget.png`), contentType: 'image/png' });
  return { png, colours: await colours(page, png) };
}

test('screenshots of a widget in light, dark and phone sizes are saved with the results and are not blank', async ({ page }, info) => {
  const path = '/en/rulings/river2-city-bridge/';
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  let w = await player(page, path);
  await w.getByRole('button', { name: 'Next' }).click();
  const light = await shoot(page, w, 'board-light', info);
  const lightTable = await w.locator('.cb-viewport').evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.emulateMedia({ colorScheme: 'dark' });
  w = await player(page, path);
  await w.getByRole('button', { name: 'Next' }).click();
  const dark = await shoot(page, w, 'board-dark', info);
  // the dark board is the same drawing in the dark inks: a dark table, a darker field
  const darkTable = await w.locator('.cb-viewport').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(darkTable).not.toBe(lightTable);
  const field = await w.locator('.cb-board-svg [data-tile] path').first().evaluate((el) => getComputedStyle(el).fill);
  expect(field).toBe('rgb(95, 123, 65)');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 375, height: 740 });
  w = await player(page, path);
  const phone = await shoot(page, w, 'board-phone', info);
  const box = await boardBox(w);
  // the board spans the phone's width (less the page's margins: the widget takes the card's side
  // padding) and is not cut
  expect(box.width).toBeGreaterThan(315);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  info.annotations.push({ type: 'tile size', description: `phone ${box.tile.toFixed(0)} px` });

  for (const [name, shot] of Object.entries({ light, dark, phone })) {
    // a board draws fields, roads, a river, walls, followers: far more than a blank box's few colours
    expect(shot.colours, name).toBeGreaterThan(20);
    expect(shot.png.length, name).toBeGreaterThan(3000);
  }
  expect(Buffer.compare(light.png, dark.png)).not.toBe(0);
});

test('in the dark theme the small pictures take dark inks too; the light theme keeps their colours', async ({ page }) => {
  const path = '/en/rulings/river2-pig-herd/';
  const fills = async () => {
    const w = await player(page, path);
    const pig = w.locator('.cb-board-svg [data-icon="pig"] ellipse').first();
    // step on until the pig-herd tile is on the board
    for (let i = 0; i < 6 && (await pig.count()) === 0; i++) await w.getByRole('button', { name: 'Next' }).click();
    await expect(pig).toBeAttached();
    return pig.evaluate((el) => getComputedStyle(el).fill);
  };
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await fills()).toBe('rgb(242, 167, 184)');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await fills()).toBe('rgb(201, 140, 154)');
});

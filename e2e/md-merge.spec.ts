// md-merge against values the page does not compute: the core's minkowskiDifference and the brute-force hull
// of all pairwise differences on the state read back from the page, and a merge of a square and a hexagon
// worked out by hand.

import { expect, type Page, test } from '@playwright/test';
import { closestPointOnSegment, minkowskiDifference } from '../src/geometry';
import { minkowskiOracle } from '../src/geometry/testing/oracles';
import { placedPolygon, type PolygonState } from '../src/figures/shared/shapes';
import { handlesOnPage, drag, labelOnPage, openFigure, press, readoutsOnPage, settled, stateOnPage, worldToPage } from './helpers';

const id = 'md-merge';
interface State { a: PolygonState; b: PolygonState; step: number }

/** A number field of the panel folder titled `folder` (or of the top level when null). */
function panelNumber(page: Page, folder: string | null, label: string) {
  const panel = page.locator(`figure[data-figure="${id}"] .figure-panel`);
  const scope = folder === null ? panel : panel.locator('.lil-gui', { has: page.locator(':scope > .lil-title', { hasText: folder }) });
  return scope.locator('.lil-controller').filter({ has: page.locator('.lil-name', { hasText: new RegExp(`^${label}`) }) }).first().locator('input');
}

async function setField(page: Page, folder: string | null, label: string, value: number): Promise<void> {
  const input = panelNumber(page, folder, label);
  await input.fill(String(value));
  await input.press('Enter');
  await settled(page);
}

const parseVector = (text: string) => {
  const [x, y] = text.replace(/[()]/g, '').split(',').map(Number);
  return { x, y };
};

interface Seen { source: string; angle: number; start: { x: number; y: number }; end: { x: number; y: number } }

/** Every step through the panel's slider, as the readouts show it. */
async function walk(page: Page): Promise<Seen[]> {
  const count = Number((await readoutsOnPage(page, id))['step'].text.split(' of ')[1]);
  const seen: Seen[] = [];
  for (let k = 1; k <= count; k++) {
    await setField(page, null, 'step', k);
    const r = await readoutsOnPage(page, id);
    expect(r['step'].text).toBe(`${k} of ${count}`);
    const [start, end] = r['edge'].text.split(' → ').map(parseVector);
    seen.push({ source: r['source'].text.includes(' of A') ? 'A' : 'B', angle: Number(r['angle'].value), start, end });
  }
  return seen;
}

/** The walk closes into the core's B − A, and into the brute-force hull of all n·m differences. */
function expectDifference(seen: Seen[], state: State): void {
  const a = placedPolygon(state.a), b = placedPolygon(state.b);
  const md = minkowskiDifference(a, b);
  expect(seen).toHaveLength(md.vertices.length);
  expect(seen.map((s) => s.source)).toEqual(md.sources);
  seen.forEach((s, k) => {
    expect(s.start.x).toBeCloseTo(md.vertices[k].x, 2);
    expect(s.start.y).toBeCloseTo(md.vertices[k].y, 2);
    // Edge by edge, each starts where the last ended, and the last ends where the first began.
    const next = seen[(k + 1) % seen.length].start;
    expect(Math.hypot(s.end.x - next.x, s.end.y - next.y)).toBeLessThan(2e-3);
  });
  // Angles never decrease through the merge.
  seen.forEach((s, k) => { if (k > 0) expect(s.angle).toBeGreaterThanOrEqual(seen[k - 1].angle); });
  // Both ways against the brute force: every corner of the hull of all n·m differences is one of the walk's
  // corners, and every corner of the walk lies on that hull's outline.
  const hull = minkowskiOracle(a, b, 1e-9);
  for (const corner of hull) {
    expect(Math.min(...seen.map((s) => Math.hypot(s.start.x - corner.x, s.start.y - corner.y))), `(${corner.x}, ${corner.y})`).toBeLessThan(2e-3);
  }
  for (const s of seen) {
    const gap = Math.min(...hull.map((p, i) => {
      const q = hull[(i + 1) % hull.length], on = closestPointOnSegment(s.start, p, q).point;
      return Math.hypot(on.x - s.start.x, on.y - s.start.y);
    }));
    expect(gap, `walk corner (${s.start.x}, ${s.start.y})`).toBeLessThan(2e-3);
  }
}

test('md-merge: the step slider visits every edge, and the walk closes into the core’s B − A and the brute-force hull', async ({ page }) => {
  await openFigure(page, id);
  const r = await readoutsOnPage(page, id);
  const n = Number(await panelNumber(page, 'Polygon A', 'corners').inputValue());
  const m = Number(await panelNumber(page, 'Polygon B', 'corners').inputValue());
  expect([r['n'].text, r['m'].text, r['edges'].text]).toEqual([String(n), String(m), `${n + m} = ${n} + ${m}`]);
  expect(r['work'].text).toBe(`${n + m} / ${n * m}`);
  const seen = await walk(page);
  expect(seen.filter((s) => s.source === 'A')).toHaveLength(n);
  expectDifference(seen, await stateOnPage<State>(page, id));
});

test('md-merge: A need not have the most edges: 3 against 9 and 9 against 3 both give n + m = 12 edges of B − A', async ({ page }) => {
  await openFigure(page, id);
  for (const [n, m] of [[3, 9], [9, 3]]) {
    await setField(page, 'Polygon A', 'corners', n);
    await setField(page, 'Polygon B', 'corners', m);
    const r = await readoutsOnPage(page, id);
    expect([r['n'].text, r['m'].text, r['edges'].text]).toEqual([String(n), String(m), `12 = ${n} + ${m}`]);
    const seen = await walk(page);
    expect(seen.filter((s) => s.source === 'A')).toHaveLength(n);
    expectDifference(seen, await stateOnPage<State>(page, id));
    // Next stops at the last edge; Previous steps back.
    await press(page, id, 'Next');
    await settled(page);
    expect((await readoutsOnPage(page, id))['step'].text).toBe('12 of 12');
    await press(page, id, 'Previous');
    await settled(page);
    expect((await readoutsOnPage(page, id))['step'].text).toBe('11 of 12');
  }
});

test('md-merge: a square and a regular hexagon, both unturned, merge as worked by hand, ties going to A', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'Parallel edges');
  await settled(page);
  // -A's normals (the square's turned half a turn) at 0, 90, 180, 270 degrees; the hexagon's (a flat top) at
  // 30, 90, ..., 330. Merged, A first where two meet:
  const seen = await walk(page);
  expect(seen.map((s) => s.source).join('')).toBe('ABABBABABB');
  expect(seen.map((s) => Math.round(s.angle))).toEqual([0, 30, 90, 90, 150, 180, 210, 270, 270, 330]);
  // At a tie both edges lie on one straight side of B − A.
  for (const k of [2, 7]) {
    const d1 = { x: seen[k].end.x - seen[k].start.x, y: seen[k].end.y - seen[k].start.y };
    const d2 = { x: seen[k + 1].end.x - seen[k + 1].start.x, y: seen[k + 1].end.y - seen[k + 1].start.y };
    expect(Math.abs(d1.x * d2.y - d1.y * d2.x)).toBeLessThan(1e-2);
  }
  await setField(page, null, 'step', 3);
  expect((await readoutsOnPage(page, id))['compared'].text).toBe('−A2 at 90.0° = B0 at 90.0°: a tie, A’s first');
  expectDifference(seen, await stateOnPage<State>(page, id));
});

test('md-merge: Swap A and B gives A − B: every step mirrored, each normal turned half a turn, from the other shape', async ({ page }) => {
  await openFigure(page, id);
  const before = await walk(page);
  await press(page, id, 'Swap A and B');
  await settled(page);
  const after = await walk(page);
  expect(after).toHaveLength(before.length);
  const key = (source: string, angle: number) => `${source}${Math.round(((angle % 360) + 360) % 360 * 10) % 3600}`;
  expect(after.map((s) => key(s.source, s.angle)).sort()).toEqual(before.map((s) => key(s.source === 'A' ? 'B' : 'A', s.angle + 180)).sort());
  // The outline is B − A turned half a turn: every corner negated.
  for (const s of after) {
    expect(Math.min(...before.map((t) => Math.hypot(s.start.x + t.start.x, s.start.y + t.start.y)))).toBeLessThan(2e-3);
  }
});

test('md-merge: dragging B far away stops it where B − A meets the edge of its view', async ({ page }) => {
  await openFigure(page, id);
  const b = (await handlesOnPage(page, id)).find((h) => h.id === 'B' && h.kind === 'body')!;
  for (const by of [{ x: 400, y: -300 }, { x: -700, y: 500 }]) {
    await drag(page, (await handlesOnPage(page, id)).find((h) => h.id === 'B' && h.kind === 'body') ?? b, by, 20);
    await settled(page);
    const state = await stateOnPage<State>(page, id);
    // B went as far as it could: the drag carried it well away from A, and no farther than the view allows.
    expect(Math.hypot(state.b.x - state.a.x, state.b.y - state.a.y)).toBeGreaterThan(0.5);
    const views = await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id);
    const md = views.find((v) => v.id === 'md')!;
    for (const v of minkowskiDifference(placedPolygon(state.a), placedPolygon(state.b)).vertices) {
      expect(v.x).toBeGreaterThan(md.world.min.x);
      expect(v.x).toBeLessThan(md.world.max.x);
      expect(v.y).toBeGreaterThan(md.world.min.y);
      expect(v.y).toBeLessThan(md.world.max.y);
    }
  }
});

test('md-merge: a link’s step past the last edge shows the last edge, with a note', async ({ page }) => {
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ step: 20 }))}`);
  expect((await readoutsOnPage(page, id))['step'].text).toBe('10 of 10');
  await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).toContainText('past 9');
});

test('md-merge: the first edge of B − A starts at the dot marked "start": the corner of the core’s B − A where the edge of least normal angle begins', async ({ page }) => {
  for (const step of [0, 3]) {
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ step }))}`);
    const state = await stateOnPage<State>(page, id);
    const md = minkowskiDifference(placedPolygon(state.a), placedPolygon(state.b));
    // The merge goes round from 0°: its first edge is the one whose outward normal has the least angle.
    const angle = (n: { x: number; y: number }) => { const t = Math.atan2(n.y, n.x); return t < 0 ? t + 2 * Math.PI : t; };
    const first = md.normals.reduce((best, n, k) => (angle(n) < angle(md.normals[best]) ? k : best), 0);
    const toPage = await worldToPage(page, id, 'md');
    const dot = toPage(md.vertices[first]);
    const label = await labelOnPage(page, id, 'start');
    expect(label.view, `step ${step}`).toBe('md');
    expect(Math.hypot(label.box.x + label.box.width / 2 - dot.x, label.box.y + label.box.height / 2 - dot.y), `step ${step}`).toBeLessThan(35);
  }
});

test('md-merge: B pulled away from A goes with the pointer, on a desktop and a phone: B − A has room in its view to follow', async ({ browser }) => {
  for (const viewport of [{ width: 1200, height: 800 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600 });
    const page = await context.newPage();
    await openFigure(page, id);
    const before = await stateOnPage<State>(page, id);
    const toPage = await worldToPage(page, id, 'world');
    const from = toPage({ x: before.b.x, y: before.b.y });
    await drag(page, from, { x: 30, y: 20 });
    await settled(page);
    const after = await stateOnPage<State>(page, id);
    const moved = toPage({ x: after.b.x, y: after.b.y });
    expect(moved.x - from.x, `${viewport.width} px`).toBeCloseTo(30, 0);
    expect(moved.y - from.y, `${viewport.width} px`).toBeCloseTo(20, 0);
    await context.close();
  }
});

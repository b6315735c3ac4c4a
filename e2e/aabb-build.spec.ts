// aabb-build against numbers worked out here: the L of the sources audit upright, its reflex corner never
// setting a side through a whole turn, and the combined box from the two objects' corners.

import { type Page, expect, test } from '@playwright/test';
import { isSimplePolygon, outlineClearance } from '../src/geometry';
import { figureById } from './registry';
import { drag, expectedReadouts, handlesOnPage, labelsOnPage, openFigure, press, readoutsOnPage, settled, stateOnPage, textsOf, focusStage } from './helpers';

const id = 'aabb-build';
interface State { a: { x: number; y: number; angle: number }; b: { x: number; y: number; angle: number; halfWidth: number; halfHeight: number } }
/** The L as the audit gives it, moved by (−0.8, −0.6) about its local origin as the figure holds it. */
const L = [[0, 0], [2, 0], [2, 0.6], [0.6, 0.6], [0.6, 1.6], [0, 1.6]].map(([x, y]) => ({ x: x - 0.8, y: y - 0.6 }));
const turn = (p: { x: number; y: number }, pose: { x: number; y: number; angle: number }) => ({
  x: pose.x + p.x * Math.cos(pose.angle) - p.y * Math.sin(pose.angle), y: pose.y + p.x * Math.sin(pose.angle) + p.y * Math.cos(pose.angle),
});

test('aabb-build: the upright L has half extents (1, 0.8), set by vertices 0, 1, 0 and 4', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'L upright');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['half-extents'].text).toBe('(1.00, 0.80)');
  expect(readouts['sides'].text).toBe('0, 1, 0, 4');
  expect(readouts['visited'].text).toBe('6 / 5 (all)');
  // The numbers the readout names are drawn, each beside its own vertex: nearer it than any other vertex.
  const labels = await labelsOnPage(page, id);
  const knobs = (await handlesOnPage(page, id)).filter((h) => h.kind === 'vertex');
  expect(knobs).toHaveLength(6);
  for (let i = 0; i < knobs.length; i++) {
    const label = labels.find((l) => l.text === `${i}`);
    expect(label, `vertex ${i} is numbered`).toBeDefined();
    const centre = { x: label!.box.x + label!.box.width / 2, y: label!.box.y + label!.box.height / 2 };
    const nearest = knobs.reduce((best, k, j) => (Math.hypot(k.x - centre.x, k.y - centre.y) < Math.hypot(knobs[best].x - centre.x, knobs[best].y - centre.y) ? j : best), 0);
    expect(nearest, `the label ${i} lies nearest vertex ${nearest}`).toBe(i);
  }
});

test('aabb-build: through a whole turn the reflex corner never sets a side, and the hull scan finds the same box', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'L upright');
  await focusStage(page, id);
  expect(await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-selected')).toBe('A');
  // q turns by 5°: 72 presses make a full turn.
  for (let i = 0; i < 72; i++) {
    await page.keyboard.press('q');
    if (i % 6 === 5) {
      await settled(page);
      const readouts = await readoutsOnPage(page, id);
      expect(readouts['sides'].text.split(', ').map(Number)).not.toContain(3);
      expect(readouts['same-box'].text).toBe('yes');
    }
  }
});

test('aabb-build: the box holding both is the least and greatest of both objects’ corners', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'B far away');
  await settled(page);
  const s = await stateOnPage<State>(page, id);
  const bCorners = [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([u, v]) => turn({ x: u * s.b.halfWidth, y: v * s.b.halfHeight }, s.b));
  const points = [...L.map((p) => turn(p, s.a)), ...bCorners];
  const min = { x: Math.min(...points.map((p) => p.x)), y: Math.min(...points.map((p) => p.y)) };
  const max = { x: Math.max(...points.map((p) => p.x)), y: Math.max(...points.map((p) => p.y)) };
  const f = (n: number) => n.toFixed(2);
  expect((await readoutsOnPage(page, id))['combined'].text)
    .toBe(`(${f((min.x + max.x) / 2)}, ${f((min.y + max.y) / 2)}), (${f((max.x - min.x) / 2)}, ${f((max.y - min.y) / 2)})`);
});

test.describe('aabb-build with corners dragged', () => {
  interface Edited { outline: { x: number; y: number }[]; a: { x: number; y: number; angle: number }; hullOnly: boolean }
  const figure = figureById(id)!;
  const corner = async (page: Page, k: number) => (await handlesOnPage(page, id)).find((h) => h.id === `A:${k}` && h.kind === 'vertex')!;
  /** World units per page pixel in the figure's one view. */
  const unit = async (page: Page) => {
    const view = (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id))[0];
    return (view.world.max.x - view.world.min.x) / view.box.width;
  };
  /** How many vertices can ever set a side: those that are the farthest along some direction (3600 tried). */
  const everBounding = (points: { x: number; y: number }[]) => new Set(Array.from({ length: 3600 }, (_, k) => {
    const d = { x: Math.cos((k * Math.PI) / 1800), y: Math.sin((k * Math.PI) / 1800) };
    let best = 0;
    points.forEach((p, i) => { if (p.x * d.x + p.y * d.y > points[best].x * d.x + points[best].y * d.y) best = i; });
    return best;
  })).size;

  test('a corner dragged out follows the pointer; box, bounding vertices and hull scan follow the core; Copy link keeps the outline', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'L upright');
    await settled(page);
    const u = await unit(page);
    // Corner 4 of the upright L, at (−1.3, 1) in the world, dragged 1.5 to the right and 0.5 up: a new top.
    const top = await corner(page, 4);
    await drag(page, top, { x: 1.5 / u, y: -0.5 / u }, 10);
    await settled(page);
    const s = await stateOnPage<Edited>(page, id);
    expect(s.outline[4].x).toBeCloseTo(-0.2 + 1.5, 1);
    expect(s.outline[4].y).toBeCloseTo(1 + 0.5, 1);
    // The core's readouts for the state read back, and the hull scan's count against directions tried one by one.
    expect(textsOf(await readoutsOnPage(page, id))).toEqual(expectedReadouts(figure, s));
    await page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'scan hull only' }).locator('input').check();
    await settled(page);
    const hullCount = everBounding(s.outline);
    expect((await readoutsOnPage(page, id))['visited'].text).toBe(`6 / ${hullCount} (hull)`);
    expect(hullCount).toBe(4);
    expect((await readoutsOnPage(page, id))['same-box'].text).toBe('yes');
    // Copy link, reload: the same outline, the same readouts.
    const texts = textsOf(await readoutsOnPage(page, id));
    await page.locator(`figure[data-figure="${id}"] .figure-actions button`, { hasText: 'Copy link' }).click();
    await expect(page).toHaveURL(new RegExp(`s\\.${id}=`));
    await page.reload();
    await expect(page.locator(`figure[data-figure="${id}"]`)).toHaveAttribute('data-mounted', 'true');
    await settled(page);
    expect((await stateOnPage<Edited>(page, id)).outline).toEqual(s.outline);
    expect(textsOf(await readoutsOnPage(page, id))).toEqual(texts);
  });

  test('a corner dragged through the far side stops short: the outline never crosses itself', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'L upright');
    await settled(page);
    const u = await unit(page);
    // Corner 4 (−1.3, 1) dragged straight down through the L's foot to y = −1.5.
    await drag(page, await corner(page, 4), { x: 0, y: 2.5 / u }, 20);
    await settled(page);
    const s = await stateOnPage<Edited>(page, id);
    expect(isSimplePolygon(s.outline)).toBe(true);
    expect(outlineClearance(s.outline)).toBeGreaterThanOrEqual(0.05 - 1e-9);
    // It stopped above the reflex corner's edge (local y = 0), a margin above it, not past it.
    expect(s.outline[4].y).toBeGreaterThan(0.04);
    expect(s.outline[4].y).toBeLessThan(0.2);
    expect(textsOf(await readoutsOnPage(page, id))).toEqual(expectedReadouts(figure, s));
  });

  test('a link with an outline that crosses itself gives a note and the L', async ({ page }) => {
    const bowTie = [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 1, y: 0 }, { x: 0, y: 1 }];
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ outline: bowTie }))}`);
    await expect(page.locator(`figure[data-figure="${id}"]`)).toContainText('not a simple outline');
    expect((await stateOnPage<Edited>(page, id)).outline).toEqual(L);
  });
});

// aabb-build against numbers worked out here: the L of the sources audit upright, its reflex corner never
// setting a side through a whole turn, and the combined box from the two objects' corners.

import { expect, test } from '@playwright/test';
import { openFigure, press, readoutsOnPage, settled, stateOnPage } from './helpers';

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
});

test('aabb-build: through a whole turn the reflex corner never sets a side, and the hull scan finds the same box', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'L upright');
  await page.locator(`figure[data-figure="${id}"] .figure-stage`).focus();
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

// bounding-box against numbers worked out here: the cross of two bars, the book's loop started at 0, and the
// interval test never missing a contact while the shapes turn.

import { expect, test } from '@playwright/test';
import { handlesOnPage, labelsOnPage, openFigure, press, readoutsOnPage, settled, stateOnPage, focusStage } from './helpers';
import { makePolygon, polygonDistance, type Vec2 } from '../src/geometry';

const id = 'bounding-box';
interface Poly { x: number; y: number; angle: number; vertices: Vec2[] }
interface State { a: Poly; b: Poly; initAtZero: boolean }
const placed = (p: Poly) => ({ shape: makePolygon(p.vertices), pose: { position: { x: p.x, y: p.y }, angle: p.angle } });

test('bounding-box: the cross overlaps, the intervals say so, and no corner of either box lies in the other', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'Cross');
  await settled(page);
  const s = await stateOnPage<State>(page, id);
  // Two bars, 4 × 0.6 and 0.6 × 4, at one centre: the shortest way out is 2 + 0.3 = 2.3 (the audit's number).
  expect(polygonDistance(placed(s.a), placed(s.b)).distance).toBeCloseTo(-2.3, 9);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['exact'].text).toBe('overlapping');
  expect(readouts['intervals'].text).toBe('says meet: right');
  expect(readouts['corners'].text).toBe('says apart: wrong (a false negative)');
});

test('bounding-box: the book’s loop started at 0 stretches the box of a shape whose centre lies outside it', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'Centre outside');
  await settled(page);
  const s = await stateOnPage<State>(page, id);
  expect(s.initAtZero).toBe(true);
  // The outline spans x 0.5 to 1.6 and y 0.4 to 1.5 from its centre; started at 0, the box spans x 0 to 1.6 and y 0 to 1.5.
  expect((await readoutsOnPage(page, id))['box-b'].text).toBe('1.60 × 1.50');
  await page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'start at 0' }).locator('input').uncheck();
  await settled(page);
  expect((await readoutsOnPage(page, id))['box-b'].text).toBe('1.10 × 1.10');
});

test('bounding-box: as the shapes move and turn, the interval test never misses and the own-frame box is never tighter', async ({ page }) => {
  await openFigure(page, id);
  await focusStage(page, id);
  const keys = ['ArrowRight', 'q', 'ArrowRight', 'ArrowUp', 'e', 'Tab', 'ArrowLeft', 'q', 'ArrowDown'];
  for (let i = 0; i < 90; i++) {
    await page.keyboard.press(keys[(i * 5 + (i >> 2)) % keys.length]);
    if (i % 9 === 8) {
      await settled(page);
      const readouts = await readoutsOnPage(page, id);
      expect(readouts['intervals'].text).not.toContain('false negative');
      expect(Number(readouts['area-ratio-a'].value)).toBeGreaterThanOrEqual(1 - 1e-9);
    }
  }
});

test('bounding-box on a phone: the verdict lines read in order under the view’s title, and no turning knob sits on them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFigure(page, id);
  await settled(page);
  const labels = await labelsOnPage(page, id);
  const intervals = labels.find((l) => l.text.startsWith('intervals:'))!, corners = labels.find((l) => l.text.startsWith('corners inside:'))!;
  expect(corners.box.y).toBeGreaterThan(intervals.box.y);
  expect(Math.abs(corners.box.x - intervals.box.x)).toBeLessThan(1);
  const turns = (await handlesOnPage(page, id)).filter((h) => h.kind === 'rotate');
  expect(turns).toHaveLength(2);
  for (const knob of turns) {
    for (const line of [intervals, corners]) {
      const nearestX = Math.max(line.box.x, Math.min(knob.x, line.box.x + line.box.width));
      const nearestY = Math.max(line.box.y, Math.min(knob.y, line.box.y + line.box.height));
      expect(Math.hypot(knob.x - nearestX, knob.y - nearestY), `${knob.id}'s knob against “${line.text}”`).toBeGreaterThan(8);
    }
  }
});

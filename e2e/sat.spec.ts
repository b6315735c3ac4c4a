// What the separating-axis chapter's figures must make visible, with the expected numbers worked out here.

import { expect, test } from '@playwright/test';
import { openFigure, press, readoutsOnPage, setNumber, settled, stateOnPage } from './helpers';


test('sat-point: moving the point across one edge of the triangle flips exactly that axis', async ({ page }) => {
  const id = 'sat-point';
  // The triangle (-1.1, -0.7), (1.2, -0.5), (-0.2, 1.1) at the origin. Edge 1 runs (1.2, -0.5) -> (-0.2, 1.1);
  // its outward normal is (1.6, 1.4) / |.|. From (0.3, 0.2): (p - v1) . (1.6, 1.4) = -1.44 + 0.98 = -0.46 < 0, inside.
  // Four steps right to (0.7, 0.2): -0.8 + 0.98 = +0.18 > 0, outside edge 1, and still inside edges 0 and 2.
  const state = { point: { x: 0.3, y: 0.2 }, follow: false };
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify(state))}`);
  expect((await readoutsOnPage(page, id))['dots'].text).toBe('✓ ✓ ✓');
  await page.locator(`figure[data-figure="${id}"] .figure-stage`).focus();
  await page.keyboard.press('Tab'); // from the polygon to the point
  expect(await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-selected')).toBe('point');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['dots'].text).toBe('✓ ✗ ✓');
  expect(readouts['verdict'].text).toBe('outside');
  expect(readouts['axes-checked'].text).toBe('2 of 3');
});

test('sat-polygons: the Separated preset reports the axis of A’s edge 1', async ({ page }) => {
  const id = 'sat-polygons';
  await openFigure(page, id);
  await press(page, id, 'Separated');
  await settled(page);
  // A's edge 1 runs (0.9, -0.9) -> (1.3, 0.4): normal (1.3, -0.4) / |.|. A reaches 1.125 along it (both ends of the
  // edge). B is a triangle of radius 0.75 at (2.2, 0.3); its lowest corner along that normal is (1.55, -0.075), at
  // (1.55 * 1.3 + 0.075 * 0.4) / 1.360 = 1.504. 1.504 > 1.125: a gap. Edge 0 of A faces down, away from B.
  const n = { x: 1.3 / Math.hypot(1.3, 0.4), y: -0.4 / Math.hypot(1.3, 0.4) };
  const reachA = 0.9 * n.x - 0.9 * n.y;
  const lowestB = 1.55 * n.x - 0.075 * n.y;
  expect(lowestB).toBeGreaterThan(reachA);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['verdict'].text).toBe('separated');
  expect(readouts['separating-axis'].text).toBe('A edge 1');
  expect(readouts['axis-1'].text).toContain(`overlap ${(reachA - lowestB).toFixed(2)}`);
});

test('sat-polygons: with B inside A, the depth along an axis exceeds the interval overlap', async ({ page }) => {
  const id = 'sat-polygons';
  await openFigure(page, id);
  await press(page, id, 'B inside A');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['verdict'].text).toBe('overlapping');
  const axes = Object.entries(readouts).filter(([name]) => name.startsWith('axis-')).map(([, r]) => {
    const [, overlap, depth] = /overlap (-?[\d.]+) depth (-?[\d.]+)/.exec(r.text)!;
    return { overlap: Number(overlap), depth: Number(depth) };
  });
  expect(axes).toHaveLength(8);
  // Containment: on every axis B's interval lies inside A's, so the overlap is only B's width, and the depth is more.
  expect(axes.every((a) => a.depth > a.overlap + 0.05)).toBe(true);
  // The least depth is the distance to the outline of B - A.
  expect(Number(readouts['depth'].value)).toBeCloseTo(-Number(readouts['md-distance'].value), 9);
  // Applying the MTV leaves them touching.
  await press(page, id, 'Apply MTV');
  await settled(page);
  expect(Math.abs(Number((await readoutsOnPage(page, id))['md-distance'].value))).toBeLessThan(1e-9);
});

test('sat-polygons: Show B − A adds the configuration-space view and takes it away', async ({ page }) => {
  const id = 'sat-polygons';
  await openFigure(page, id);
  const bodyA = async () => (await page.evaluate((figureId) => window.__figures!.hosts[figureId].testHandles(), id)).find((h) => h.id === 'A' && h.kind === 'body')!;
  const alone = await bodyA();
  const toggle = page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'Show B − A' }).locator('input');
  await toggle.check();
  await settled(page);
  // The world view now has half the width: A's centre, at the world origin, sits at the centre of the left half.
  const beside = await bodyA();
  expect(beside.x).toBeLessThan(alone.x - 100);
  expect(beside.world).toEqual(alone.world);
  await toggle.uncheck();
  await settled(page);
  expect((await bodyA()).x).toBeCloseTo(alone.x, 0);
});

test('sat-moving: at high speed the discrete check misses the wall and the continuous check finds it', async ({ page }) => {
  const id = 'sat-moving';
  await openFigure(page, id);
  await press(page, id, 'Tunnel');
  await setNumber(page, id, 'speed', 4);
  await press(page, id, 'Step');
  await settled(page);
  // A: half size 0.25 at x = -2, 7.5 u/s times 4 = 30 u/s; a step of 0.1 s carries it 3 u, to x = 1, past the wall
  // (half width 0.1 at x = 0). Its front face starts at -1.75 and meets the wall's face at -0.1 after 1.65 of the
  // 3 units: t = 0.55 of the step, 0.055 s.
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['travel'].text).toBe('3.000 u');
  expect(readouts['discrete'].text).toBe('no contact');
  expect(readouts['continuous'].text).toBe(`hit at t = ${(1.65 / 3).toFixed(3)} of the step`);
  expect(Number(readouts['toi'].value)).toBeCloseTo(0.055, 4);
  expect(readouts['missed'].text).toBe('1');
  // At the slow speed the same run is caught by the discrete check on the step that ends inside the wall.
  await setNumber(page, id, 'speed', 1);
  for (let i = 0; i < 3; i++) await press(page, id, 'Step');
  await settled(page);
  expect((await readoutsOnPage(page, id))['discrete'].text).toBe('overlap');
});

test('sat-moving: the simulation runs only while playing', async ({ page }) => {
  const id = 'sat-moving';
  await openFigure(page, id);
  const steps = () => stateOnPage<{ steps: number }>(page, id).then((s) => s.steps);
  const start = await steps();
  await page.waitForTimeout(500);
  expect(await steps()).toBe(start);
  await press(page, id, 'Play');
  await expect.poll(steps).toBeGreaterThan(start + 1);
  await press(page, id, 'Play');
  await settled(page);
  const paused = await steps();
  await page.waitForTimeout(500);
  expect(await steps()).toBe(paused);
});

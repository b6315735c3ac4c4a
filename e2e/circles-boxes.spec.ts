// What the circles-and-boxes chapter's figures must make visible, checked against values worked out by hand
// (and by independent oracles), beyond the registry-wide tests.

import { expect, test } from '@playwright/test';
import { openFigure, press, readoutsOnPage, settled, stateOnPage } from './helpers';

test('circle-circle: the worked example, then Resolve leaves the circles touching and the strict test says no', async ({ page }) => {
  const id = 'circle-circle';
  await openFigure(page, id);
  await press(page, id, 'Overlapping');
  await settled(page);
  // A at (0, 0) r 1, B at (1.5, 0) r 1: 1.5 apart, 2 needed, 2.25 < 4, p = -0.5 along +x.
  let r = await readoutsOnPage(page, id);
  expect(r['center-distance'].text).toBe('1.500 u');
  expect(r['radius-sum'].text).toBe('2.000 u');
  expect(r['center-distance-squared'].text).toBe('2.250 u²');
  expect(r['radius-sum-squared'].text).toBe('4.000 u²');
  expect(r['squared-test'].text).toBe('yes');
  expect(r['root-test'].text).toBe('yes');
  expect(Number(r['penetration'].value)).toBeCloseTo(-0.5, 12);
  expect(r['normal'].text).toBe('(1.000, 0.000)');
  expect(r['penetration-vector'].text).toBe('(-0.500, 0.000)');
  await press(page, id, 'Resolve overlap');
  await settled(page);
  const state = await stateOnPage<{ a: { x: number; y: number }; b: { x: number; y: number } }>(page, id);
  expect(state.a).toMatchObject({ x: 0, y: 0 });
  expect(state.b.x).toBeCloseTo(2, 12);
  expect(state.b.y).toBeCloseTo(0, 12);
  r = await readoutsOnPage(page, id);
  expect(Math.abs(Number(r['penetration'].value))).toBeLessThan(1e-12);
  expect(r['verdict'].text).toBe('touching (p = 0)');
  expect(r['squared-test'].text).toBe('no');
});

test('circle-circle: shared half each, both circles move by a quarter and end touching', async ({ page }) => {
  const id = 'circle-circle';
  await openFigure(page, id);
  await press(page, id, 'Overlapping');
  await page.locator(`figure[data-figure="${id}"] .figure-panel select`).selectOption({ label: 'each half' });
  await press(page, id, 'Resolve overlap');
  await settled(page);
  const state = await stateOnPage<{ a: { x: number; y: number }; b: { x: number; y: number } }>(page, id);
  expect(state.a.x).toBeCloseTo(-0.25, 12);
  expect(state.b.x).toBeCloseTo(1.75, 12);
  expect((await readoutsOnPage(page, id))['verdict'].text).toBe('touching (p = 0)');
});

test('circle-circle: coincident centres give the stated +x fallback, p = -(r1 + r2), and no NaN', async ({ page }) => {
  const id = 'circle-circle';
  await openFigure(page, id);
  await press(page, id, 'Coincident centres');
  await settled(page);
  const r = await readoutsOnPage(page, id);
  expect(r['normal'].text).toContain('(1.000, 0.000)');
  expect(r['normal'].text).toContain('+x by convention');
  expect(Number(r['penetration'].value)).toBe(-2);
  for (const { text } of Object.values(r)) expect(text).not.toMatch(/NaN/);
});

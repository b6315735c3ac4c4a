// What the bounding-volumes chapter's figures must make visible, with the expected numbers worked out here.

import { expect, test } from '@playwright/test';
import { openFigure, press, readoutsOnPage, settled, stateOnPage, focusStage } from './helpers';

const percent = (e: number) => `${e > 0 ? '+' : ''}${(e * 100).toFixed(2)} %`;

test('fast-distance: the presets read max + 5/16 min against the root, and the extremes are the worked-out ones', async ({ page }) => {
  const id = 'fast-distance';
  await openFigure(page, id);
  // Worked out by hand: the largest error is at tan a = 5/16, where the estimate is cos a + 5/16 sin a =
  // sqrt(1 + 25/256); the smallest on the diagonal, (1 + 5/16) / sqrt 2.
  const over = Math.sqrt(1 + 25 / 256) - 1, under = (21 / 16) / Math.SQRT2 - 1;
  let readouts = await readoutsOnPage(page, id);
  expect(readouts['max-error'].text).toBe(`${percent(over)} at 17.35°`);
  expect(readouts['min-error'].text).toBe(`${percent(under)} at 45.00°`);
  expect(readouts['claimed'].text).toBe('±3.50 %');

  const cases: [string, number, number, string][] = [
    ['(2.4, 3.2)', 3.2 + (5 / 16) * 2.4, 4, '-1.25 %'],
    ['(1, 1)', 1 + 5 / 16, Math.SQRT2, '-7.19 %'],
    ['(3.2, 1)', 3.2 + 5 / 16, Math.hypot(3.2, 1), '+4.77 %'],
    ['on an axis', 2.5, 2.5, '0.00 %'],
  ];
  for (const [label, approximate, exact, error] of cases) {
    await press(page, id, label);
    await settled(page);
    readouts = await readoutsOnPage(page, id);
    expect(Number(readouts['approximate'].value), label).toBeCloseTo(approximate, 9);
    expect(Number(readouts['exact'].value), label).toBeCloseTo(exact, 9);
    expect(readouts['error'].text, label).toBe(error);
  }
});

test('fast-distance: the plot names its least error beside its dot, above the row of degree marks, with a minus sign', async ({ page }) => {
  const id = 'fast-distance';
  for (const viewport of [{ width: 1200, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await openFigure(page, id);
    const labels = (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.labels(), id)).filter((l) => l.view === 'plot');
    const least = labels.find((l) => l.text === '−7.19 %');
    expect(least, JSON.stringify(labels.map((l) => l.text))).toBeTruthy();
    expect(least!.leader).toBe(false);
    const marks = labels.filter((l) => /^\d+°$/.test(l.text));
    expect(marks.length).toBe(5);
    // Wholly above the marks' row: it cannot be read as a sixth mark.
    expect(least!.box.y + least!.box.height).toBeLessThanOrEqual(Math.min(...marks.map((m) => m.box.y)));
    for (const other of labels.filter((l) => l !== least)) {
      const apart = least!.box.x + least!.box.width <= other.box.x || other.box.x + other.box.width <= least!.box.x
        || least!.box.y + least!.box.height <= other.box.y || other.box.y + other.box.height <= least!.box.y;
      expect(apart, other.text).toBe(true);
    }
  }
});

test('fast-distance: a keyboard walk around the origin keeps the error within -7.2 % and +4.8 %', async ({ page }) => {
  const id = 'fast-distance';
  await openFigure(page, id);
  await focusStage(page, id);
  expect(await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-selected')).toBe('point');
  const keys = ['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight'];
  let worst = { low: 0, high: 0 };
  for (const key of keys) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      await settled(page);
      const { point } = await stateOnPage<{ point: { x: number; y: number } }>(page, id);
      const readouts = await readoutsOnPage(page, id);
      // Independent value: the error from the state read back, by the formula and Math.hypot.
      const exact = Math.hypot(point.x, point.y);
      const approximate = Math.max(Math.abs(point.x), Math.abs(point.y)) + (5 / 16) * Math.min(Math.abs(point.x), Math.abs(point.y));
      const error = exact > 0 ? approximate / exact - 1 : 0;
      expect(readouts['error'].text).toBe(exact > 0 ? percent(error).replace('-0.00', '0.00') : '— (both are 0)');
      worst = { low: Math.min(worst.low, error), high: Math.max(worst.high, error) };
    }
  }
  expect(worst.low).toBeGreaterThanOrEqual(-0.072);
  expect(worst.high).toBeLessThanOrEqual(0.048);
});

test('fast-distance: at the origin both lengths are 0, and the error and the direction say they have no value', async ({ page }) => {
  const id = 'fast-distance';
  await page.goto(`./?figure=${id}&s.${id}=${encodeURIComponent(JSON.stringify({ point: { x: 0, y: 0 } }))}`);
  await expect(page.locator(`figure[data-figure="${id}"]`)).toHaveAttribute('data-panel', 'ready');
  const readouts = await readoutsOnPage(page, id);
  expect(Number(readouts['exact'].value)).toBe(0);
  expect(Number(readouts['approximate'].value)).toBe(0);
  expect(readouts['error'].text).toBe('— (both are 0)');
  expect(readouts['angle'].text).toBe('— (none at the origin)');
  const labels = await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.labels(), id);
  expect(labels.map((l) => l.text)).toContain('both 0');
  expect(labels.map((l) => l.text)).not.toContain('0.00 %');
});

test('half-space: the square reduces to the rectangle test; the dart preset makes the two tests disagree', async ({ page }) => {
  const id = 'half-space';
  await openFigure(page, id);
  // Square (±1), point (0.5, 0.2): distances to the lines y = -1, x = 1, y = 1, x = -1 are 1.2, 0.5, 0.8, 1.5 inside.
  let readouts = await readoutsOnPage(page, id);
  expect([0, 1, 2, 3].map((i) => readouts[`edge-${i}`].text)).toEqual(['-1.200 inner', '-0.500 inner', '-0.800 inner', '-1.500 inner']);
  expect(readouts['half-space'].text).toBe('inside');
  await press(page, id, 'Dart');
  await settled(page);
  readouts = await readoutsOnPage(page, id);
  // Edge 0 runs (-1, -1) -> (0, -0.2): outward normal (0.8, -1) / |.|; (0.6 + 1, -0.6 + 1) . (0.8, -1) = 0.88.
  expect(readouts['edge-0'].text).toBe(`${(0.88 / Math.hypot(0.8, 1)).toFixed(3)} outer`);
  expect(readouts['half-space'].text).toBe('outside');
  // By hand: (0.6, -0.6) is left of each edge of the dart's right half, the triangle (0, -0.2), (1, -1), (0, 1.2):
  // the cross products are 0.08, 0.48 and 0.84, all positive, so the point is inside the dart.
  expect(readouts['exact'].text).toBe('inside');
  expect(readouts['agree'].text).toContain('disagree');
  expect(readouts['convex'].text).toBe('no');
  expect(readouts['winding'].text).toBe('counter-clockwise');
});

test('half-space: reversed winding keeps the square convex, and every edge puts the centre outside', async ({ page }) => {
  const id = 'half-space';
  await openFigure(page, id);
  await press(page, id, 'Reverse winding');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['winding'].text).toBe('clockwise');
  expect(readouts['convex'].text).toBe('yes');
  expect(readouts['half-space'].text).toBe('outside');
  expect(readouts['exact'].text).toBe('inside');
});

test('half-space: two corners laid on one another leave an edge with no line; it reads “none”, draws no normal, and the others decide', async ({ page }) => {
  const id = 'half-space';
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ p2: { x: 1, y: -1 }, point: { x: -0.2, y: -0.5 } }))}`);
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['edge-1'].text).toBe('none: its corners coincide');
  expect(readouts['edge-0'].text).toBe('-0.500 inner');
  expect(readouts['half-space'].text).toBe('inside');
  expect(readouts['exact'].text).toBe('inside');
  expect(readouts['simple'].text).toBe('no (corners coincide)');
  // Edge labels 0, 2 and 3 are drawn; edge 1 has none.
  const labels = (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.labels(), id)).map((l) => l.text);
  expect(['0', '1', '2', '3'].filter((t) => labels.includes(t))).toEqual(['0', '2', '3']);
});

// bounding-circle against numbers worked out here: the radii of the rules from the vertices, the presets'
// verdicts, and the largest radius never missing a contact.

import { expect, test, type Page } from '@playwright/test';
import { circlePoints, labelsOnPage, lineCrossesBox, openFigure, press, readoutsOnPage, settled, stateOnPage, worldToPage, focusStage } from './helpers';
import { makePolygon, polygonDistance, type Vec2 } from '../src/geometry';

const id = 'bounding-circle';
interface Poly { x: number; y: number; angle: number; vertices: Vec2[] }
interface State { a: Poly; b: Poly; rule: string }

const chooseRule = async (page: Page, label: string) => {
  await page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'radius rule' }).locator('select').selectOption({ label });
  await settled(page);
};
/** The exact answer for the page's state, computed here with the core. */
const exactOf = (s: State) => {
  const placed = (p: Poly) => ({ shape: makePolygon(p.vertices), pose: { position: { x: p.x, y: p.y }, angle: p.angle } });
  return polygonDistance(placed(s.a), placed(s.b)).distance;
};

test('bounding-circle: the three radii of the quadrilateral are the average, the largest and their middle', async ({ page }) => {
  await openFigure(page, id);
  const state = await stateOnPage<State>(page, id);
  const distances = state.a.vertices.map((v) => Math.hypot(v.x, v.y));
  const average = distances.reduce((s, d) => s + d, 0) / distances.length, largest = Math.max(...distances);
  // The sources audit's values for this outline: 1.1538, 1.4015, 1.6492.
  expect(average).toBeCloseTo(1.1538, 4);
  expect(largest).toBeCloseTo(1.6492, 4);
  expect((await readoutsOnPage(page, id))['radii-a'].text).toBe(`${average.toFixed(4)} / ${((average + largest) / 2).toFixed(4)} / ${largest.toFixed(4)}`);
});

test('bounding-circle: it opens on the point: the spike’s tip is in the quadrilateral and the average circles miss it', async ({ page }) => {
  await openFigure(page, id);
  const state = await stateOnPage<State>(page, id);
  expect(state.rule).toBe('average');
  expect(exactOf(state)).toBeLessThan(-0.1);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['exact'].text).toBe('overlapping');
  expect(readouts['verdict'].text).toBe('wrong: false negative');
});

test('bounding-circle: tip to tip the spikes overlap; average and midway circles miss it, the largest catch it', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'Tip to tip');
  await settled(page);
  const state = await stateOnPage<State>(page, id);
  expect(exactOf(state)).toBeLessThan(-0.01);
  for (const [rule, verdict] of [['average distance', 'wrong: false negative'], ['midway', 'wrong: false negative'], ['largest distance', 'right (both say they meet)']]) {
    await chooseRule(page, rule);
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['exact'].text, rule).toBe('overlapping');
    expect(readouts['verdict'].text, rule).toBe(verdict);
  }
  // Under the largest radius no turn of B gives a false negative.
  expect((await readoutsOnPage(page, id))['turn'].text).toMatch(/ \/ 0$/);
});

test('bounding-circle: side by side the spikes are 0.4 apart, and every rule raises a false alarm', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'Side by side');
  await settled(page);
  expect(exactOf(await stateOnPage<State>(page, id))).toBeCloseTo(0.4, 9);
  for (const rule of ['average distance', 'midway', 'largest distance']) {
    await chooseRule(page, rule);
    expect((await readoutsOnPage(page, id))['verdict'].text, rule).toBe('wrong: false positive');
  }
});

test('bounding-circle: the radius sum is labelled with the rule that made it, as the rule changes', async ({ page }) => {
  await openFigure(page, id);
  const label = () => page.locator(`figure[data-figure="${id}"] [data-readout="radius-sum"] dt`).textContent();
  expect(await label()).toBe('r₁ + r₂ (average)');
  await press(page, id, 'Side by side');
  await settled(page);
  expect(await label()).toBe('r₁ + r₂ (largest)');
  await chooseRule(page, 'midway');
  expect(await label()).toBe('r₁ + r₂ (midway)');
});

test('bounding-circle: with the largest radius, keyboard moves and turns never show a false negative', async ({ page }) => {
  await openFigure(page, id);
  await chooseRule(page, 'largest distance');
  await focusStage(page, id);
  const keys = ['ArrowRight', 'ArrowRight', 'ArrowDown', 'q', 'ArrowLeft', 'e', 'ArrowUp', 'Tab'];
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press(keys[(i * 7 + (i >> 3)) % keys.length]);
    if (i % 10 === 9) {
      await settled(page);
      const readouts = await readoutsOnPage(page, id);
      expect(readouts['verdict'].text).not.toContain('false negative');
      expect(readouts['turn'].text).toMatch(/ \/ 0$/);
    }
  }
});

test('bounding-circle: the verdict sits clear of both outlines and every circle, by default and tip to tip', async ({ page }) => {
  await openFigure(page, id);
  for (const preset of [null, 'Tip to tip']) {
    if (preset) await press(page, id, preset);
    await settled(page);
    const state = await stateOnPage<State>(page, id);
    const toPage = await worldToPage(page, id, 'world');
    const scale = toPage({ x: 1, y: 0 }).x - toPage({ x: 0, y: 0 }).x;
    const verdict = (await labelsOnPage(page, id)).find((l) => /circles|FALSE/.test(l.text))!;
    expect(verdict, `${preset}: a verdict`).toBeTruthy();
    for (const p of [state.a, state.b]) {
      const world = p.vertices.map((v) => ({ x: p.x + v.x * Math.cos(p.angle) - v.y * Math.sin(p.angle), y: p.y + v.x * Math.sin(p.angle) + v.y * Math.cos(p.angle) }));
      expect(lineCrossesBox(world.map(toPage), verdict.box, true), `${preset}: ${verdict.text} on a polygon`).toBe(false);
      // The three rules' radii, worked from the vertices: the average, the largest and their middle.
      const distances = p.vertices.map((v) => Math.hypot(v.x, v.y));
      const average = distances.reduce((sum, d) => sum + d, 0) / distances.length, largest = Math.max(...distances);
      for (const r of [average, (average + largest) / 2, largest]) {
        expect(lineCrossesBox(circlePoints(toPage(p), r * scale), verdict.box, true), `${preset}: ${verdict.text} on a circle of radius ${r}`).toBe(false);
      }
    }
  }
});

test('bounding-circle: tip to tip, the two radii shown add up to the sum shown, to its last digit', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'Tip to tip');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  // The average rule: the first of each shape's three radii.
  const first = (text: string) => Number(text.split(' / ')[0]);
  const sum = Number(readouts['radius-sum'].text.replace(' u', ''));
  expect(Math.abs(first(readouts['radii-a'].text) + first(readouts['radii-b'].text) - sum)).toBeLessThanOrEqual(1e-4 + 1e-12);
});

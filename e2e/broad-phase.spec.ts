// broad-phase against a brute force written here: the scene rebuilt from the page's state, every pair's
// box from its turned vertices, every pair's exact verdict by polygonDistance (not only the sweep's
// candidates), and the pairs whose x intervals meet. Times are measured, so they are checked for a unit
// and a finite value only, never for a size.

import { type Page, expect, test } from '@playwright/test';
import { drag, openFigure, press, readoutsOnPage, settled, stateOnPage } from './helpers';
import { polygonDistance } from '../src/geometry';
import { worldPoints } from '../src/geometry/testing/oracles';
import { sceneOf } from '../src/figures/broad-phase';

const id = 'broad-phase';
type State = Parameters<typeof sceneOf>[0];

/** Every count the figure shows, by brute force over all pairs of the state's scene. */
function bruteForce(state: State) {
  const shapes = sceneOf(state);
  const boxes = shapes.map((shape) => {
    const points = worldPoints(shape);
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
  });
  let xMeet = 0, boxesMeet = 0, meeting = 0, aBoxes = 0, aMeets = 0;
  for (let i = 0; i < shapes.length; i++) {
    for (let j = i + 1; j < shapes.length; j++) {
      const a = boxes[i], b = boxes[j];
      const onX = a.minX <= b.maxX && b.minX <= a.maxX;
      const both = onX && a.minY <= b.maxY && b.minY <= a.maxY;
      const touch = polygonDistance(shapes[i], shapes[j]).contact !== 'separated';
      if (touch && !both) throw new Error(`shapes ${i} and ${j} meet but their boxes do not`);
      if (onX) xMeet++;
      if (both) boxesMeet++;
      if (touch) meeting++;
      if (i === 0 && both) aBoxes++;
      if (i === 0 && touch) aMeets++;
    }
  }
  const n = shapes.length;
  return { n, all: (n * (n - 1)) / 2, xMeet, boxesMeet, meeting, aBoxes, aMeets };
}

async function expectCountsOfState(page: Page): Promise<ReturnType<typeof bruteForce>> {
  await settled(page);
  const state = await stateOnPage<State>(page, id);
  const expected = bruteForce(state);
  const r = await readoutsOnPage(page, id);
  expect(r['shapes'].text).toBe(String(expected.n));
  expect(r['all-pairs'].text).toBe(String(expected.all));
  expect(r['sweep-tests'].text).toBe(`${expected.xMeet} (${(100 * expected.xMeet / expected.all).toFixed(1)} %)`);
  expect(r['box-pairs'].text).toBe(String(expected.boxesMeet));
  expect(r['meeting'].text).toBe(String(expected.meeting));
  expect(r['a-pairs'].text).toBe(`${expected.aBoxes} / ${expected.aMeets}`);
  return expected;
}

/** Page coordinates of a world point of the figure's one view. */
async function pageOf(page: Page, world: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const [view] = await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id);
  const { box, world: w } = view;
  return {
    x: box.x + ((world.x - w.min.x) / (w.max.x - w.min.x)) * box.width,
    y: box.y + ((w.max.y - world.y) / (w.max.y - w.min.y)) * box.height,
  };
}

const numberInput = (page: Page, label: string) => page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`)
  .filter({ has: page.locator('.lil-name', { hasText: new RegExp(`^${label}`) }) }).locator('input');

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const input = numberInput(page, label);
  await input.fill(text);
  await input.press('Enter');
  await input.blur();
  await settled(page);
}

test('broad-phase: every count equals a brute force over all pairs of the scene rebuilt from the page’s state', async ({ page }) => {
  test.setTimeout(60_000);
  await openFigure(page, id);
  const start = await expectCountsOfState(page);
  // The filter at work on the opening scene: far fewer box tests than pairs, some boxes meeting, fewer shapes.
  expect(start.xMeet).toBeLessThan(start.all / 5);
  expect(start.boxesMeet).toBeGreaterThan(start.meeting);
  expect(start.meeting).toBeGreaterThan(0);

  // Drag A onto the shape nearest it: A's box now meets, and A truly meets at least that shape.
  const state = await stateOnPage<State>(page, id);
  const shapes = sceneOf(state);
  const a = shapes[0].pose.position;
  const nearest = shapes.slice(1).reduce((best, s) => (Math.hypot(s.pose.position.x - a.x, s.pose.position.y - a.y) < Math.hypot(best.pose.position.x - a.x, best.pose.position.y - a.y) ? s : best));
  const from = await pageOf(page, a), to = await pageOf(page, nearest.pose.position);
  await drag(page, from, { x: to.x - from.x, y: to.y - from.y }, 15);
  const dragged = await expectCountsOfState(page);
  expect(dragged.aMeets).toBeGreaterThan(0);

  // Drifting: the state's time moves on, and the counts still match the state shown.
  await press(page, id, 'Play / pause');
  await expect.poll(async () => (await stateOnPage<State>(page, id)).time).toBeGreaterThan(0.3);
  await press(page, id, 'Play / pause');
  await settled(page);
  expect((await stateOnPage<State>(page, id)).playing).toBe(false);
  await expectCountsOfState(page);

  // Boxes and highlights hidden: nothing counted changes.
  const before = await readoutsOnPage(page, id);
  for (const label of ['show boxes', 'highlight pairs']) await page.locator(`figure[data-figure="${id}"] .lil-controller`, { hasText: label }).locator('input').uncheck();
  await settled(page);
  expect(await readoutsOnPage(page, id)).toEqual(before);
});

test('broad-phase: the shapes slider at both ends, a new seed, and typed garbage', async ({ page }) => {
  test.setTimeout(60_000);
  await openFigure(page, id);
  await typeInto(page, 'shapes', '10');
  expect((await expectCountsOfState(page)).all).toBe(45);
  await typeInto(page, 'shapes', '500');
  expect((await expectCountsOfState(page)).all).toBe(124750);
  // Past either end: clamped; a fraction: rounded to a whole shape.
  await typeInto(page, 'shapes', '99999');
  expect((await stateOnPage<State>(page, id)).count).toBe(500);
  await typeInto(page, 'shapes', '-3');
  expect((await stateOnPage<State>(page, id)).count).toBe(10);
  await typeInto(page, 'shapes', '37.6');
  expect((await stateOnPage<State>(page, id)).count).toBe(38);
  await expectCountsOfState(page);
  // Garbage leaves the state as it was and nothing broken on screen.
  const kept = await stateOnPage<State>(page, id);
  for (const text of ['abc', '', 'NaN', '<b>', '-']) {
    await typeInto(page, 'shapes', text);
    await typeInto(page, 'seed', text);
    const now = await stateOnPage<State>(page, id);
    expect(Number.isInteger(now.count) && now.count >= 10 && now.count <= 500, `count after “${text}”`).toBe(true);
    expect(Number.isInteger(now.seed), `seed after “${text}”`).toBe(true);
  }
  const after = await stateOnPage<State>(page, id);
  expect(after.count).toBe(kept.count);
  await expectCountsOfState(page);
  // The seed reproduces the scene: another seed, other counts; back again, the same.
  const first = await readoutsOnPage(page, id);
  await press(page, id, 'New seed');
  await settled(page);
  expect((await stateOnPage<State>(page, id)).seed).toBe(kept.seed + 1);
  await expectCountsOfState(page);
  await typeInto(page, 'seed', String(kept.seed));
  expect(await readoutsOnPage(page, id)).toEqual(first);
});

test('broad-phase: at 500 the sweep tests a few per cent of all pairs; in a column, where x tells them apart poorly, many times more', async ({ page }) => {
  test.setTimeout(60_000);
  await openFigure(page, id);
  await press(page, id, '500 shapes');
  const scattered = await expectCountsOfState(page);
  expect(scattered.xMeet / scattered.all).toBeLessThan(0.1);
  expect(scattered.boxesMeet).toBeLessThan(scattered.xMeet);
  await press(page, id, '500 in a column');
  const column = await expectCountsOfState(page);
  // Not all pairs: the column is wider than a shape; but many times the share of the scattered scene.
  expect(column.xMeet / column.all).toBeGreaterThan(5 * (scattered.xMeet / scattered.all));
  // The times are measured: shown in milliseconds, finite, flagged as measured (so never compared).
  const times = await readoutsOnPage(page, id, { measured: true });
  for (const name of ['sweep-time', 'all-pairs-time']) {
    expect(times[name].text).toMatch(/^\d+\.\d{3} ms$/);
    expect(Number.isFinite(Number(times[name].value))).toBe(true);
    await expect(page.locator(`figure[data-figure="${id}"] [data-readout="${name}"]`)).toHaveAttribute('data-measured', 'true');
  }
});

test('broad-phase: with reduced motion Play moves the scene two seconds on at once and stops', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openFigure(page, id);
  await press(page, id, 'Play / pause');
  await expect.poll(async () => (await stateOnPage<State>(page, id)).time).toBeCloseTo(2, 9);
  const state = await stateOnPage<State>(page, id);
  expect(state.playing).toBe(false);
  await expectCountsOfState(page);
  await context.close();
});

test('broad-phase: with reduced motion a link that arrives playing shows its own moment, paused, and says so', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ time: 0.75, playing: true }))}`);
  await settled(page);
  const state = await stateOnPage<State>(page, id);
  expect(state.time).toBe(0.75);
  expect(state.playing).toBe(false);
  await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).toContainText('animation is paused');
  await expectCountsOfState(page);
  // Where motion is not reduced, the same link plays.
  const moving = await browser.newContext();
  const other = await moving.newPage();
  await openFigure(other, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ time: 0.75, playing: true }))}`);
  await expect.poll(async () => (await stateOnPage<State>(other, id)).time).toBeGreaterThan(0.75);
  await context.close();
  await moving.close();
});

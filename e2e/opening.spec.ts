// opening against values found here, independently of the figure: the state read back from the page, the
// motion sampled at a fine time step with the core's overlap test (satTest), and a time of impact worked
// out by hand.

import { expect, test } from '@playwright/test';
import { drag, handlesOnPage, openFigure, press, readoutsOnPage, setNumber, settled, stateOnPage } from './helpers';
import { makeBox, polygonDistance, satTest } from '../src/geometry';

const id = 'opening';
interface Body { x: number; y: number; angle: number; halfWidth: number; halfHeight: number; vx: number; vy: number }
interface State { a: Body; b: Body; t: number }

/** A body at time t of the step: moved by t times its velocity, not turned. */
const at = (b: Body, t: number) => ({
  shape: makeBox(b.halfWidth, b.halfHeight), pose: { position: { x: b.x + t * b.vx, y: b.y + t * b.vy }, angle: b.angle },
});
const overlapAt = (s: State, t: number) => satTest(at(s.a, t), at(s.b, t)).intersecting;

/** Every t of the step, 1e-4 apart, at which the shapes overlap. */
function sampledOverlap(s: State): number[] {
  const times: number[] = [];
  for (let i = 0; i <= 10_000; i++) if (overlapAt(s, i / 10_000)) times.push(i / 10_000);
  return times;
}

test('opening: in the tunnelling preset the per-frame check misses, the continuous check hits, at the t sampling finds', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'Tunnelling');
  await settled(page);
  const s = await stateOnPage<State>(page, id);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['frame-1'].text).toBe('no overlap');
  expect(readouts['frame-2'].text).toMatch(/^no overlap: the collision in between is missed/);
  expect(readouts['continuous'].text).toMatch(/^hit at t = /);
  const toi = Number(readouts['toi'].value);

  // The per-frame check, made here: apart at both frames.
  expect(overlapAt(s, 0)).toBe(false);
  expect(overlapAt(s, 1)).toBe(false);
  // Sampled: they do overlap in between, first at the time of impact (within one sample) and last near the exit.
  const times = sampledOverlap(s);
  expect(times.length).toBeGreaterThan(100);
  expect(times[0]).toBeGreaterThanOrEqual(toi);
  expect(times[0] - toi).toBeLessThanOrEqual(1e-4 + 1e-9);
  expect(readouts['overlapping'].text).toBe(`t from ${toi.toFixed(3)} to ${times[times.length - 1].toFixed(3)}`);

  // By hand: A (half side 0.35, turned 0.2 rad) reaches 0.35 (cos 0.2 + sin 0.2) right of its centre, from
  // x = -2.4 at speed 5; the wall's left face is at 0.1 - 0.2 = -0.1.
  expect(s.a).toMatchObject({ x: -2.4, angle: 0.2, halfWidth: 0.35, vx: 5 });
  expect(s.b).toMatchObject({ x: 0.1, halfWidth: 0.2, angle: 0, vx: 0, vy: 0 });
  expect(toi).toBeCloseTo((-0.1 - (-2.4 + 0.35 * (Math.cos(0.2) + Math.sin(0.2)))) / 5, 12);
});

test('opening: the scrubber at the time of impact shows the shapes touching, and its knob sits at that time on the time line', async ({ page }) => {
  await openFigure(page, id);
  const knobAt = async (t: number) => {
    await setNumber(page, id, 'time t', t);
    return (await handlesOnPage(page, id)).find((h) => h.id === 't' && h.kind === 'point')!;
  };
  const start = await knobAt(0), end = await knobAt(1);
  expect(end.x).toBeGreaterThan(start.x + 100);
  expect(end.y).toBeCloseTo(start.y, 6);

  await press(page, id, 't = time of impact');
  await settled(page);
  const s = await stateOnPage<State>(page, id);
  const readouts = await readoutsOnPage(page, id);
  expect(s.t).toBe(Number(readouts['toi'].value));
  expect(readouts['at-t'].text).toBe('touching');
  expect(readouts['depth'].text).toBe('0.000 u');
  // The core's distance at the poses read back: zero to rounding; a hair later they overlap, a hair earlier not.
  expect(Math.abs(polygonDistance(at(s.a, s.t), at(s.b, s.t)).distance)).toBeLessThan(1e-9);
  expect(overlapAt(s, s.t - 1e-6)).toBe(false);
  expect(overlapAt(s, s.t + 1e-6)).toBe(true);
  // The knob on the screen, where the time line puts t.
  const knob = (await handlesOnPage(page, id)).find((h) => h.id === 't' && h.kind === 'point')!;
  expect(knob.x).toBeCloseTo(start.x + s.t * (end.x - start.x), 3);
});

test('opening: caught late, frame 2 overlaps, and d and n there are the push that leaves the shapes touching', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'Caught late');
  await settled(page);
  const s = await stateOnPage<State>(page, id);
  expect(s.t).toBe(1);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['frame-2'].text).toBe('overlap');
  expect(overlapAt(s, 1)).toBe(true);
  const toi = Number(readouts['toi'].value);
  const times = sampledOverlap(s);
  expect(times[0] - toi).toBeGreaterThanOrEqual(0);
  expect(times[0] - toi).toBeLessThanOrEqual(1e-4 + 1e-9);
  expect(times[times.length - 1]).toBe(1);

  const depth = Number(readouts['depth'].value);
  expect(depth).toBeGreaterThan(0.1);
  const [nx, ny] = readouts['normal'].text.slice(1, -1).split(', ').map(Number);
  // Moving B by d along n (the readout's n, three decimals) leaves them touching, to that rounding.
  const pushed = { ...s.b, x: s.b.x + depth * nx, y: s.b.y + depth * ny };
  expect(Math.abs(polygonDistance(at(s.a, 1), at(pushed, 1)).distance)).toBeLessThan(2e-3);
  // Half the push is not enough.
  const half = { ...s.b, x: s.b.x + 0.5 * depth * nx, y: s.b.y + 0.5 * depth * ny };
  expect(overlapAt({ ...s, b: half }, 1)).toBe(true);
});

test('opening: a near miss is a miss for both checks, and sampling agrees', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'A near miss');
  await settled(page);
  const s = await stateOnPage<State>(page, id);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['frame-2'].text).toBe('no overlap');
  expect(readouts['continuous'].text).toBe('miss');
  expect(readouts['toi'].text).toBe('—');
  expect(sampledOverlap(s)).toEqual([]);
});

test('opening: dragging the time line’s knob moves t, and the verdict at t follows the core', async ({ page }) => {
  await openFigure(page, id);
  await setNumber(page, id, 'time t', 0);
  for (const by of [80, 40, 60, 400]) {
    const knob = (await handlesOnPage(page, id)).find((h) => h.id === 't')!;
    await drag(page, knob, { x: by, y: 25 });
    await settled(page);
    const s = await stateOnPage<State>(page, id);
    const readouts = await readoutsOnPage(page, id);
    expect(Number(readouts['t'].value)).toBe(s.t);
    const d = polygonDistance(at(s.a, s.t), at(s.b, s.t));
    expect(readouts['at-t'].text).toBe({ separated: 'apart', touching: 'touching', overlapping: 'overlapping' }[d.contact]);
    if (d.contact === 'overlapping') expect(Number(readouts['depth'].value)).toBeCloseTo(-d.distance, 12);
    else expect(readouts['depth'].text).toBe('—');
  }
  expect((await stateOnPage<State>(page, id)).t).toBe(1);
});

test('opening: on a phone the time line, its labels and both frames stay in the drawing', async ({ browser }) => {
  for (const width of [390, 320]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await openFigure(page, id);
    const stage = (await page.locator(`figure[data-figure="${id}"] canvas`).boundingBox())!;
    for (const h of await handlesOnPage(page, id)) {
      expect(h.x, `${h.kind} ${h.id} at ${width} px`).toBeGreaterThanOrEqual(stage.x);
      expect(h.x, `${h.kind} ${h.id} at ${width} px`).toBeLessThanOrEqual(stage.x + stage.width);
      expect(h.y, `${h.kind} ${h.id} at ${width} px`).toBeGreaterThanOrEqual(stage.y);
      expect(h.y, `${h.kind} ${h.id} at ${width} px`).toBeLessThanOrEqual(stage.y + stage.height);
    }
    await page.locator(`figure[data-figure="${id}"]`).screenshot({ path: `e2e/artifacts/opening-${width}.png` });
    await context.close();
  }
});

test('opening: a link with a box far down and falling fast brings it into view at both frames, its fall cut to what keeps it above the time line', async ({ page }) => {
  const link = encodeURIComponent(JSON.stringify({ a: { x: -20, y: -20, vx: -8, vy: -8 } }));
  await openFigure(page, id, `&s.${id}=${link}`);
  await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).toContainText('moved back into view');
  const canvas = (await page.locator(`figure[data-figure="${id}"] canvas`).boundingBox())!;
  const body = (await handlesOnPage(page, id)).find((h) => h.id === 'A' && h.kind === 'body')!;
  expect(body.y).toBeGreaterThan(canvas.y);
  expect(body.y).toBeLessThan(canvas.y + canvas.height);
  const state = await stateOnPage<{ a: { y: number; vy: number } }>(page, id);
  expect(state.a.vy).toBeGreaterThan(-8);
  expect(state.a.vy).toBeLessThan(1e-9);
});

test('opening: a box dragged down to the time line stops where its frame 2 meets it, and keeps the motion it had', async ({ page }) => {
  await openFigure(page, id);
  const before = await stateOnPage<State>(page, id);
  expect(before.a.vy).toBeLessThan(0);
  const body = (await handlesOnPage(page, id)).find((h) => h.id === 'A' && h.kind === 'body')!;
  const canvas = (await page.locator(`figure[data-figure="${id}"] canvas`).boundingBox())!;
  await page.mouse.move(body.x, body.y);
  await page.mouse.down();
  await page.mouse.move(body.x, canvas.y + canvas.height + 150, { steps: 14 });
  await settled(page);
  const held = await stateOnPage<State>(page, id);
  // Held at the bottom: its motion as it was, frame 2's lowest corner on the floor (-1.35) and frame 1 above it.
  expect({ vx: held.a.vx, vy: held.a.vy }).toEqual({ vx: before.a.vx, vy: before.a.vy });
  const lowest = (b: Body, t: number) => {
    const { shape, pose } = at(b, t);
    return Math.min(...shape.vertices.map((v) => pose.position.y + Math.sin(pose.angle) * v.x + Math.cos(pose.angle) * v.y));
  };
  expect(lowest(held.a, 1)).toBeCloseTo(-1.35, 6);
  expect(lowest(held.a, 0)).toBeGreaterThan(-1.35);
  await page.mouse.move(body.x, body.y, { steps: 14 });
  await page.mouse.up();
  await settled(page);
  const after = await stateOnPage<State>(page, id);
  expect(after.a.vx).toBe(before.a.vx);
  expect(after.a.vy).toBe(before.a.vy);
  expect(after.a.y).toBeCloseTo(before.a.y, 1);
});

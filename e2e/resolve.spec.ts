// resolve against a separate implementation of the same physics, worked out here: the shares of the
// push, the impulse, and what Apply leaves behind.

import { expect, test } from '@playwright/test';
import { openFigure, press, readoutsOnPage, setNumber, settled, stateOnPage, worldToPage } from './helpers';
import { makeBox, polygonDistance } from '../src/geometry';

const id = 'resolve';
interface Body { x: number; y: number; angle: number; halfWidth: number; halfHeight: number; vx: number; vy: number; mass: number; isStatic: boolean }
interface State { a: Body; b: Body; restitution: number }
const placed = (b: Body) => ({ shape: makeBox(b.halfWidth, b.halfHeight), pose: { position: { x: b.x, y: b.y }, angle: b.angle } });
// Two decimals, and a value that rounds to minus zero read as 0 (as every readout shows it).
const two = (value: number) => value.toFixed(2).replace(/^-(0\.00)$/, '$1');
const v = (x: number, y: number) => `(${two(x)}, ${two(y)})`;

test('resolve: equal masses head on at e = 1 swap their velocities, and momentum and energy are kept', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'Equal masses, head on');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['velocity-a'].text).toBe(`${v(2.5, 0)} → ${v(-2.5, 0)}`);
  expect(readouts['velocity-b'].text).toBe(`${v(-2.5, 0)} → ${v(2.5, 0)}`);
  expect(readouts['shares'].text).toBe('50 % / 50 %');
  // ½ m v² for each: 2 × ½ × 1 × 2.5².
  expect(readouts['energy'].text).toBe('6.250 → 6.250');
});

test('resolve: the impulse and the velocities after it match the formula, computed here for the figure’s own state', async ({ page }) => {
  await openFigure(page, id);
  const s = await stateOnPage<State>(page, id);
  const d = polygonDistance(placed(s.a), placed(s.b));
  const wa = 1 / s.a.mass, wb = 1 / s.b.mass;
  const speed = (s.b.vx - s.a.vx) * d.normal.x + (s.b.vy - s.a.vy) * d.normal.y;
  expect(speed).toBeLessThan(0);
  const j = (-(1 + s.restitution) * speed) / (wa + wb);
  const readouts = await readoutsOnPage(page, id);
  expect(Number(readouts['impulse'].value)).toBeCloseTo(j, 9);
  expect(readouts['velocity-a'].text).toBe(`${v(s.a.vx, s.a.vy)} → ${v(s.a.vx - j * wa * d.normal.x, s.a.vy - j * wa * d.normal.y)}`);
  expect(readouts['velocity-b'].text).toBe(`${v(s.b.vx, s.b.vy)} → ${v(s.b.vx + j * wb * d.normal.x, s.b.vy + j * wb * d.normal.y)}`);
  // The heavier A takes the smaller share of the push: wA / (wA + wB).
  expect(readouts['shares'].text).toBe(`${(100 * wa / (wa + wb)).toFixed(0)} % / ${(100 * wb / (wa + wb)).toFixed(0)} %`);
  const [before, after] = readouts['momentum'].text.split(' → ');
  expect(after).toBe(before);
});

test('resolve: Apply leaves the shapes touching and separating; against a static wall at e = 0 B stops approaching', async ({ page }) => {
  await openFigure(page, id);
  await press(page, id, 'Apply');
  await settled(page);
  let s = await stateOnPage<State>(page, id);
  expect(Math.abs(polygonDistance(placed(s.a), placed(s.b)).distance)).toBeLessThan(1e-9);
  let readouts = await readoutsOnPage(page, id);
  expect(readouts['contact'].text).toBe('touching');
  expect(Number(readouts['normal-speed'].value)).toBeGreaterThan(0);
  await press(page, id, 'Static wall');
  await setNumber(page, id, 'restitution e', 0);
  await settled(page);
  s = await stateOnPage<State>(page, id);
  expect(s.a.isStatic).toBe(true);
  readouts = await readoutsOnPage(page, id);
  expect(readouts['shares'].text).toBe('0 % / 100 %');
  // Both static: neither moves, so neither has a share, as the note says.
  await page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'static' }).nth(1).locator('input').check();
  await settled(page);
  expect((await stateOnPage<State>(page, id)).b.isStatic).toBe(true);
  readouts = await readoutsOnPage(page, id);
  expect(readouts['shares'].text).toBe('—');
  expect(readouts['note'].text).toBe('both are static: nothing can move');
  await page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'static' }).nth(1).locator('input').uncheck();
  await settled(page);
  await press(page, id, 'Apply');
  await settled(page);
  readouts = await readoutsOnPage(page, id);
  expect(Math.abs(Number(readouts['normal-speed'].value))).toBeLessThan(1e-9);
});

test('resolve: a light body struck by a heavy one comes out past the figure’s speed limit, and Apply says what it cut', async ({ page }) => {
  // A of mass 10 at 4 u/s into B of mass 0.2 coming the other way at 4 u/s, e = 1: B leaves at about 11 u/s.
  const state: State = {
    a: { x: -0.75, y: -0.1, angle: 0.15, halfWidth: 0.8, halfHeight: 0.55, vx: 4, vy: 0, mass: 10, isStatic: false },
    b: { x: 0.45, y: 0.25, angle: -0.35, halfWidth: 0.5, halfHeight: 0.5, vx: -4, vy: 0, mass: 0.2, isStatic: false },
    restitution: 1,
  };
  await page.goto(`./?figure=${id}&s.${id}=${encodeURIComponent(JSON.stringify(state))}`);
  await expect(page.locator(`figure[data-figure="${id}"]`)).toHaveAttribute('data-panel', 'ready');
  const d = polygonDistance(placed(state.a), placed(state.b));
  const wa = 1 / state.a.mass, wb = 1 / state.b.mass;
  const speed = (state.b.vx - state.a.vx) * d.normal.x + (state.b.vy - state.a.vy) * d.normal.y;
  const j = (-(1 + state.restitution) * speed) / (wa + wb);
  const after = { x: state.b.vx + j * wb * d.normal.x, y: state.b.vy + j * wb * d.normal.y };
  expect(after.x).toBeGreaterThan(4);
  const status = page.locator(`figure[data-figure="${id}"] .figure-status`);
  await expect(status).toBeHidden();
  await press(page, id, 'Apply');
  await settled(page);
  const cut = { x: Math.min(4, Math.max(-4, after.x)), y: Math.min(4, Math.max(-4, after.y)) };
  expect((await stateOnPage<State>(page, id)).b.vx).toBe(cut.x);
  await expect(status).toContainText(`B’s velocity after the bounce, ${v(after.x, after.y)}, was cut to ${v(cut.x, cut.y)}`);
  // Within the limit (equal masses swap their velocities), Apply has nothing to say.
  await press(page, id, 'Equal masses, head on');
  await settled(page);
  await press(page, id, 'Apply');
  await settled(page);
  await expect(status).toBeHidden();
});

test('resolve: after an Apply, the e presets bring back the opening pair as it meets, so there is a bounce to see', async ({ page }) => {
  await openFigure(page, id);
  const opening = await stateOnPage<State>(page, id);
  await press(page, id, 'Apply');
  await settled(page);
  for (const [preset, e] of [['e = 1', 1], ['e = 0', 0]] as const) {
    await press(page, id, preset);
    await settled(page);
    const s = await stateOnPage<State>(page, id);
    expect({ ...s, restitution: opening.restitution }).toEqual(opening);
    expect(s.restitution).toBe(e);
    expect(Number((await readoutsOnPage(page, id))['impulse'].value)).toBeGreaterThan(0);
  }
});

test('resolve: the velocity after the impulse is drawn dashed, as the legend says, beside the solid one before it', async ({ page }) => {
  // B (1 × 1, mass 1) runs left at 4 into a static A at e = 1, along y = 0.5 (between grid lines): it leaves at
  // +4, so its dashed arrow runs 2 units right from where the push leaves it, mostly over empty grid.
  const state = {
    a: { x: -1.5, y: 0.5, angle: 0, halfWidth: 0.5, halfHeight: 0.5, vx: 0, vy: 0, mass: 1, isStatic: true },
    b: { x: -0.55, y: 0.5, angle: 0, halfWidth: 0.5, halfHeight: 0.5, vx: -4, vy: 0, mass: 1, isStatic: false },
    restitution: 1,
  };
  await openFigure(page, id, `&renderer=canvas&s.${id}=${encodeURIComponent(JSON.stringify(state))}`);
  await settled(page);
  expect((await readoutsOnPage(page, id))['velocity-b'].text).toBe(`${v(-4, 0)} → ${v(4, 0)}`);
  const toPage = await worldToPage(page, id, 'world');
  // Along the arrows' line: past B's right side (x = 0) to short of the after-arrow's head (at x = 1.5).
  const after = [toPage({ x: 0.1, y: 0.5 }), toPage({ x: 1.3, y: 0.5 })];
  // And the before-arrow, solid, left of A's box: from B's centre to x = -2.55, outside A past x = -2.
  const before = [toPage({ x: -2.1, y: 0.5 }), toPage({ x: -2.4, y: 0.5 })];
  const runsOfInk = (from: { x: number; y: number }, to: { x: number; y: number }) => page.evaluate(([f, t]) => {
    const canvas = document.querySelector('figure[data-figure="resolve"] canvas') as HTMLCanvasElement;
    const rect = canvas.getBoundingClientRect(), scale = canvas.width / rect.width;
    const context = canvas.getContext('2d')!;
    // B's colour and the background as the page's theme gives them: a pixel counts as ink where it is nearer
    // B's colour than the background (a line 2 px wide between pixel rows is drawn half strength).
    const rgb = (name: string) => {
      const hex = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
      return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    };
    const ink = rgb('--color-shapeB'), paper = rgb('--color-background');
    const away = (c: Uint8ClampedArray, from: number[]) => Math.abs(c[0] - from[0]) + Math.abs(c[1] - from[1]) + Math.abs(c[2] - from[2]);
    let runs = 0, inside = false;
    const steps = Math.round(Math.abs(t.x - f.x) * scale);
    for (let k = 0; k <= steps; k++) {
      const x = (f.x + ((t.x - f.x) * k) / steps - rect.left - window.scrollX) * scale, y = (f.y - rect.top - window.scrollY) * scale;
      const pixel = context.getImageData(Math.round(x), Math.round(y), 1, 1).data;
      const near = away(pixel, ink) < away(pixel, paper);
      if (near && !inside) runs++;
      inside = near;
    }
    return runs;
  }, [from, to] as const);
  expect(await runsOfInk(before[0], before[1])).toBe(1);
  // Dashes of 5 px on and 5 off over about 120 px.
  expect(await runsOfInk(after[0], after[1])).toBeGreaterThanOrEqual(6);
});

// What the circles-and-boxes chapter's figures must make visible, checked against values worked out by hand
// (and by independent oracles), beyond the registry-wide tests.

import { expect, test } from '@playwright/test';
import { makeBox, makeRegularPolygon, polygonDistance } from '../src/geometry';
import type { AabbState } from '../src/figures/shared/boxes-aabb';
import { type PageBox, drag, handlesOnPage, labelsOnPage, openFigure, press, readoutsOnPage, setNumber, settled, stateOnPage, focusStage, onDesktopAndPhone, worldToPage } from './helpers';

test('circle-circle: the worked example, then Resolve leaves the circles touching and the strict test says no', async ({ page }) => {
  const id = 'circle-circle';
  await openFigure(page, id);
  await press(page, id, 'Overlapping');
  await settled(page);
  // A at (-1, 0) r 1, B at (0.5, 0) r 1: 1.5 apart, 2 needed, 2.25 < 4, p = -0.5 along +x.
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
  expect(state.a).toMatchObject({ x: -1, y: 0 });
  expect(state.b.x).toBeCloseTo(1, 12);
  expect(state.b.y).toBeCloseTo(0, 12);
  r = await readoutsOnPage(page, id);
  expect(Math.abs(Number(r['penetration'].value))).toBeLessThan(1e-12);
  expect(r['verdict'].text).toBe('touching (p = 0)');
  expect(r['squared-test'].text).toBe('no');
});

test('circle-circle: the Touching preset, placed with rounding, touches and both tests say no', async ({ page }) => {
  const id = 'circle-circle';
  await openFigure(page, id);
  await press(page, id, 'Touching');
  await settled(page);
  const r = await readoutsOnPage(page, id);
  expect([r['root-test'].text, r['squared-test'].text, r['verdict'].text]).toEqual(['no', 'no', 'touching (p = 0)']);
});

test('the circles’ labels show a slight overlap as the readouts do, never as 0 beside “overlapping”', async ({ page }) => {
  const id = 'circle-circle';
  // 1.996 apart with radii 1 and 1: p = -0.004, which two decimals would round to "0.00".
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ a: { x: -1, y: 0, radius: 1 }, b: { x: 0.996, y: 0, radius: 1 } }))}`);
  const r = await readoutsOnPage(page, id);
  expect(r['penetration'].text).toBe('-0.004 u');
  expect((await labelsOnPage(page, id)).map((l) => l.text)).toContain('p = -0.004');
});

test('circle-circle: shared half each, both circles move by a quarter and end touching', async ({ page }) => {
  const id = 'circle-circle';
  await openFigure(page, id);
  await press(page, id, 'Overlapping');
  await page.locator(`figure[data-figure="${id}"] .figure-panel select`).selectOption({ label: 'each half' });
  await press(page, id, 'Resolve overlap');
  await settled(page);
  const state = await stateOnPage<{ a: { x: number; y: number }; b: { x: number; y: number } }>(page, id);
  expect(state.a.x).toBeCloseTo(-1.25, 12);
  expect(state.b.x).toBeCloseTo(0.75, 12);
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

test('aabb-aabb: apart, the MTV row says the vector closes a gap (no axis, nothing to push out)', async ({ page }) => {
  const id = 'aabb-aabb';
  const box = (x: number, y: number) => ({ x, y, halfWidth: 1, halfHeight: 0.5 });
  // Δ = (2.4, 0), hA + hB = (2, 1): D = (0.4, -1), a gap of 0.4 along x.
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ a: box(0, 0), b: box(2.4, 0) }))}`);
  const r = await readoutsOnPage(page, id);
  expect(r['verdict'].text).toBe('separated');
  expect(r['axis'].text).toBe('none (a gap)');
  expect(r['mtd'].text).toBe('(0.400, 0.000): a gap, −MTV closes it');
});

test('aabb-aabb: x is the short way; Move B by −MTV leaves the boxes touching by polygonDistance', async ({ page }) => {
  const id = 'aabb-aabb';
  await openFigure(page, id);
  await press(page, id, 'x is the short way');
  await settled(page);
  // A c(0,0) h(1,0.5), B c(1.5,0.6) h(0.75,0.5): D = (1.5 - 1.75, 0.6 - 1) = (-0.25, -0.4).
  let r = await readoutsOnPage(page, id);
  expect(r['gap'].text).toBe('(-0.250, -0.400)');
  expect(r['overlap'].text).toBe('yes');
  expect(r['axis'].text).toBe('x');
  expect(r['mtd'].text).toBe('(-0.250, 0.000)');
  await press(page, id, 'Move B by −MTV');
  await settled(page);
  const state = await stateOnPage<{ a: AabbState; b: AabbState }>(page, id);
  expect(state.b.x).toBeCloseTo(1.75, 12);
  expect(state.b.y).toBeCloseTo(0.6, 12);
  const box = (s: AabbState) => ({ shape: makeBox(s.halfWidth, s.halfHeight), pose: { position: { x: s.x, y: s.y }, angle: 0 } });
  expect(Math.abs(polygonDistance(box(state.a), box(state.b)).distance)).toBeLessThan(1e-12);
  r = await readoutsOnPage(page, id);
  expect(r['verdict'].text).toBe('touching');
  expect(Number(r['gap'].text.slice(1).split(',')[0])).toBeCloseTo(0, 9);
});

test('aabb-aabb: B inside A goes out along y; a tie takes x and says so; a gap on one axis is no overlap', async ({ page }) => {
  const id = 'aabb-aabb';
  await openFigure(page, id);
  await press(page, id, 'B inside A');
  await settled(page);
  let r = await readoutsOnPage(page, id);
  expect(r['gap'].text).toBe('(-2.200, -1.200)');
  expect(r['axis'].text).toBe('y');
  expect(Number(r['distance'].value)).toBeCloseTo(-1.2, 12);
  await press(page, id, 'Tie');
  await settled(page);
  r = await readoutsOnPage(page, id);
  expect(r['gap'].text).toBe('(-0.900, -0.900)');
  expect(r['axis'].text).toBe('x (a tie: x taken)');
  await press(page, id, 'Gap on one axis only');
  await settled(page);
  r = await readoutsOnPage(page, id);
  expect(r['overlap-x'].text).toBe('yes');
  expect(r['overlap-y'].text).toBe('no');
  expect(r['overlap'].text).toBe('no');
});

test('aabb-aabb: dragging a corner resizes the box and the opposite corner stays put', async ({ page }) => {
  const id = 'aabb-aabb';
  await openFigure(page, id);
  const before = await stateOnPage<{ a: AabbState }>(page, id);
  const corner = (await handlesOnPage(page, id)).find((h) => h.id === 'A-corner:0' && h.reachable)!;
  await drag(page, corner, { x: -30, y: 20 });
  await settled(page);
  const after = await stateOnPage<{ a: AabbState }>(page, id);
  // Corner 0 is the lower left; the upper right (x + hx, y + hy) must not move.
  expect(after.a.x + after.a.halfWidth).toBeCloseTo(before.a.x + before.a.halfWidth, 9);
  expect(after.a.y + after.a.halfHeight).toBeCloseTo(before.a.y + before.a.halfHeight, 9);
  expect(after.a.halfWidth).toBeGreaterThan(before.a.halfWidth);
  // 20 px down the screen is down in the world: the lower edge goes lower.
  expect(after.a.halfHeight).toBeGreaterThan(before.a.halfHeight);
});

test('circle-aabb: corner and face by hand; the centre-inside preset gives a negative distance beside the clamp’s −r', async ({ page }) => {
  const id = 'circle-aabb';
  await openFigure(page, id);
  await press(page, id, 'Corner');
  await settled(page);
  // Box c(0,0) h(1,0.5), circle (1.6,1.2) r 0.8: V clamps to (1, 0.5), distance |(0.6, 0.7)| − 0.8.
  let r = await readoutsOnPage(page, id);
  expect(r['clamped'].text).toBe('(1.000, 0.500)');
  expect(r['clamped-axes'].text).toBe('x yes, y yes');
  expect(Number(r['distance'].value)).toBeCloseTo(Math.hypot(0.6, 0.7) - 0.8, 12);
  await press(page, id, 'Face');
  await settled(page);
  r = await readoutsOnPage(page, id);
  expect(r['clamped'].text).toBe('(1.000, 0.200)');
  expect(r['clamped-axes'].text).toBe('x yes, y no');
  expect(Number(r['distance'].value)).toBeCloseTo(-0.2, 12);
  await press(page, id, 'Centre inside');
  await settled(page);
  // Circle (0.8, 0.1) r 0.3: 0.2 from the right face, so in by 0.2 + 0.3; the clamp alone says -0.3.
  r = await readoutsOnPage(page, id);
  expect(r['region'].text).toContain('inside');
  expect(Number(r['distance'].value)).toBeCloseTo(-0.5, 12);
  expect(r['closest'].text).toBe('(1.000, 0.100)');
  expect(r['normal'].text).toBe('(1.000, 0.000)');
  expect(r['naive-gap'].text).toBe('0.000 u');
  expect(r['naive-distance'].text).toBe('-0.300 u, no direction (wrong)');
});

test('circle-aabb: the Touching preset, 1.1 − 0.5 against a radius of 0.6, reads touching', async ({ page }) => {
  const id = 'circle-aabb';
  await openFigure(page, id);
  await press(page, id, 'Touching');
  await settled(page);
  const r = await readoutsOnPage(page, id);
  expect(Math.abs(Number(r['distance'].value))).toBeLessThan(1e-12);
  expect(r['verdict'].text).toBe('touching');
});

test('circle-aabb: after a drag the distance agrees with the box against a 256-gon circle', async ({ page }) => {
  const id = 'circle-aabb';
  await openFigure(page, id);
  const circle = (await handlesOnPage(page, id)).find((h) => h.id === 'B' && h.kind === 'body')!;
  await drag(page, circle, { x: -60, y: 25 });
  await settled(page);
  const s = await stateOnPage<{ box: AabbState; circle: { x: number; y: number; radius: number } }>(page, id);
  const exact = polygonDistance(
    { shape: makeBox(s.box.halfWidth, s.box.halfHeight), pose: { position: { x: s.box.x, y: s.box.y }, angle: 0 } },
    { shape: makeRegularPolygon(256, s.circle.radius / Math.cos(Math.PI / 256), 0), pose: { position: { x: s.circle.x, y: s.circle.y }, angle: 0 } },
  ).distance;
  expect(Math.abs(Number((await readoutsOnPage(page, id))['distance'].value) - exact)).toBeLessThan(1e-3);
});

test('circle-obb: the box at 30°: box-space centre, clamp and world closest point by hand; q turns box space the other way', async ({ page }) => {
  const id = 'circle-obb';
  await openFigure(page, id);
  await press(page, id, 'Separated');
  await settled(page);
  // Box at the origin, 30°, h(1, 0.5); circle (1.8, 1.2) r 0.5. Into box space: turn (1.8, 1.2) by -30°.
  const c = Math.cos(Math.PI / 6), s = Math.sin(Math.PI / 6);
  const local = { x: 1.8 * c + 1.2 * s, y: -1.8 * s + 1.2 * c };
  let r = await readoutsOnPage(page, id);
  expect(r['local-center'].text).toBe(`(${local.x.toFixed(3)}, ${local.y.toFixed(3)})`);
  expect(r['local-clamped'].text).toBe(`(1.000, ${local.y.toFixed(3)})`);
  // Back to the world: turn (1, local.y) by +30°.
  const back = { x: 1 * c - local.y * s, y: 1 * s + local.y * c };
  expect(r['closest'].text).toBe(`(${back.x.toFixed(3)}, ${back.y.toFixed(3)})`);
  expect(Number(r['distance'].value)).toBeCloseTo(Math.hypot(1.8 - back.x, 1.2 - back.y) - 0.5, 12);
  expect(r['normal'].text).toBe(`(${c.toFixed(3)}, ${s.toFixed(3)})`);
  // Select the box and turn it by +5°: the circle's box-space centre turns by -5° about the origin.
  await focusStage(page, id);
  expect(await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-selected')).toBe('A');
  await page.keyboard.press('q');
  await settled(page);
  r = await readoutsOnPage(page, id);
  const turn = (-5 * Math.PI) / 180;
  const turned = { x: local.x * Math.cos(turn) - local.y * Math.sin(turn), y: local.x * Math.sin(turn) + local.y * Math.cos(turn) };
  expect(r['box-angle'].text).toBe('35.0°');
  expect(r['local-center'].text).toBe(`(${turned.x.toFixed(3)}, ${turned.y.toFixed(3)})`);
});

test('circle-obb: centre inside gives a negative distance through the nearest face, and the clamp alone has no direction', async ({ page }) => {
  const id = 'circle-obb';
  await openFigure(page, id);
  await press(page, id, 'Centre inside');
  await settled(page);
  // In box space the centre is (0.7, -0.1) with h (1, 0.5): 0.3 from the right face, 0.4 from the bottom.
  const r = await readoutsOnPage(page, id);
  expect(r['region'].text).toBe('inside');
  expect(Number(r['distance'].value)).toBeCloseTo(-0.3 - 0.4, 9);
  expect(r['naive-direction'].text).toContain('none');
  expect(r['normal'].text).toBe(`(${Math.cos(Math.PI / 6).toFixed(3)}, ${Math.sin(Math.PI / 6).toFixed(3)})`);
});

test('circle-obb: with the circle in the bottom-left corner, its distance label keeps off the view’s note, which stays whole', async ({ page }) => {
  const id = 'circle-obb';
  const link = encodeURIComponent(JSON.stringify({ circle: { x: -2.6, y: -2.2, radius: 0.6, knob: 0.3 } }));
  await openFigure(page, id, `&s.${id}=${link}`);
  const labels = await labelsOnPage(page, id);
  const note = labels.find((l) => l.text.startsWith('B_c moved back'))!;
  const distance = labels.find((l) => l.text.startsWith('distance'))!;
  const overlap = (a: PageBox, b: PageBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap(note.box, distance.box)).toBe(false);
  // The note lies inside the part of the canvas the stage shows (its underscore was cut off at the border).
  const stage = await page.locator(`figure[data-figure="${id}"] .figure-stage`).evaluate((e: HTMLElement) => {
    const r = e.getBoundingClientRect();
    return { bottom: r.bottom - (e.offsetHeight - e.clientHeight - e.clientTop) };
  });
  expect(note.box.y + note.box.height).toBeLessThanOrEqual(stage.bottom);
});

test('circle-circle: the largest radius the panel takes leaves both circles whole in view, on a desktop and a phone', async ({ browser }) => {
  const id = 'circle-circle';
  await onDesktopAndPhone(browser, id, async (page) => {
    const root = page.locator(`figure[data-figure="${id}"] .figure-panel .lil-root`);
    if (await root.evaluate((e) => e.classList.contains('lil-closed'))) await root.locator('.lil-title').first().click();
    // 3 is past the range: the field keeps its largest radius.
    await setNumber(page, id, 'r₁', 3);
    await setNumber(page, id, 'r₂', 3);
    const state = await stateOnPage<{ a: { x: number; y: number; radius: number }; b: { x: number; y: number; radius: number } }>(page, id);
    expect(state.a.radius).toBe(1.8);
    expect(state.b.radius).toBe(1.8);
    const views = await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id);
    const world = views[0].world;
    for (const c of [state.a, state.b]) {
      expect(c.x - c.radius).toBeGreaterThanOrEqual(world.min.x);
      expect(c.x + c.radius).toBeLessThanOrEqual(world.max.x);
      expect(c.y - c.radius).toBeGreaterThanOrEqual(world.min.y);
      expect(c.y + c.radius).toBeLessThanOrEqual(world.max.y);
    }
    // Every knob takes its own press (two discs this large overlap: B, drawn above A, may cover A's centre).
    for (const h of (await handlesOnPage(page, id)).filter((k) => k.kind !== 'body')) expect(h.reachable, `${h.id} ${h.kind}`).toBe(true);
  });
});

test('circle-circle and circle-aabb: the smallest circle is dragged by its middle, and its radius knob still takes a press on the rim', async ({ browser }) => {
  for (const [id, label, key, knobId] of [['circle-circle', 'r₁', 'a', 'r1'], ['circle-aabb', 'radius of B', 'circle', 'r']] as const) {
    await onDesktopAndPhone(browser, id, async (page, viewport) => {
      const root = page.locator(`figure[data-figure="${id}"] .figure-panel .lil-root`);
      if (await root.evaluate((e) => e.classList.contains('lil-closed'))) await root.locator('.lil-title').first().click();
      await setNumber(page, id, label, 0.1);
      const before = (await stateOnPage<Record<string, { x: number; y: number; radius: number }>>(page, id))[key];
      expect(before.radius).toBe(0.1);
      const toPage = await worldToPage(page, id, 'world');
      const middle = toPage(before);
      await drag(page, middle, { x: -30, y: 20 });
      await settled(page);
      const after = (await stateOnPage<Record<string, { x: number; y: number; radius: number }>>(page, id))[key];
      // The circle moved with the pointer (30 px left, 20 px down) and kept its radius.
      expect(after.radius, `${id} at ${viewport.width} px: a press on the middle took the radius knob`).toBe(0.1);
      expect(toPage(after).x - middle.x).toBeCloseTo(-30, 0);
      expect(toPage(after).y - middle.y).toBeCloseTo(20, 0);
      // The radius knob, on the rim a few pixels away, is still where a press takes it.
      const knob = (await handlesOnPage(page, id)).find((h) => h.id === knobId);
      expect(knob?.reachable, `${id} at ${viewport.width} px: the radius knob`).toBe(true);
    });
  }
});

test('circle-circle and circle-aabb: a radius knob pulled past the view’s edge grows the circle up to the edge and leaves its centre where it was', async ({ browser }) => {
  // Four long drags in four pages: about 15 s alone, twice that beside another test.
  test.setTimeout(60_000);
  for (const [id, key, knobId] of [['circle-circle', 'b', 'r2'], ['circle-aabb', 'circle', 'r']] as const) {
    await onDesktopAndPhone(browser, id, async (page, viewport) => {
      const before = (await stateOnPage<Record<string, { x: number; y: number; radius: number }>>(page, id))[key];
      const knob = (await handlesOnPage(page, id)).find((h) => h.id === knobId)!;
      // Out along the line from the centre through the knob, far past the drawing.
      const toPage = await worldToPage(page, id, 'world');
      const centre = toPage(before), away = { x: knob.x - centre.x, y: knob.y - centre.y };
      const scale = 600 / Math.hypot(away.x, away.y);
      await drag(page, knob, { x: away.x * scale, y: away.y * scale }, 24);
      await settled(page);
      const after = (await stateOnPage<Record<string, { x: number; y: number; radius: number }>>(page, id))[key];
      expect({ x: after.x, y: after.y }, `${id} at ${viewport.width} px: the centre moved`).toEqual({ x: before.x, y: before.y });
      expect(after.radius).toBeGreaterThan(before.radius);
      // Grown until the circle meets the view's edge, less the margin knobs keep (a few pixels).
      const views = await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id);
      const world = views[0].world, perPixel = (world.max.x - world.min.x) / views[0].box.width;
      const room = Math.min(after.x - world.min.x, world.max.x - after.x, after.y - world.min.y, world.max.y - after.y);
      expect(after.radius).toBeLessThanOrEqual(room + 1e-9);
      expect(after.radius).toBeGreaterThan(room - 40 * perPixel);
    });
  }
});

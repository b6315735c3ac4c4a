// What the "Beyond polygons" chapter must show, checked against the core called here on the state the page
// holds, and against numbers worked out by hand.

import { expect, test } from '@playwright/test';
import { contactManifold, differenceOutline, gjkDistance, makeBox, makePolygon, makeRegularPolygon, polygonDistance, type Pose } from '../src/geometry';
import { type AnyShapeState, SHAPE_SIZE, placedShapeOf } from '../src/figures/shared/convexShapes';
import { drag, handlesOnPage, labelOnPage, lineCrossesBox, openFigure, press, readoutsOnPage, settled, stateOnPage, worldToPage } from './helpers';

const poseOf = (s: AnyShapeState): Pose => ({ position: { x: s.x, y: s.y }, angle: s.angle });
/** The figures' 'polygon' kind: a regular pentagon of radius 0.9 × size, a corner straight up. */
const pentagon = (s: AnyShapeState) => ({ shape: makePolygon(makeRegularPolygon(5, 0.9, Math.PI / 2).vertices.map((v) => ({ x: v.x * s.size, y: v.y * s.size }))), pose: poseOf(s) });
const link = (id: string, state: object) => `&s.${id}=${encodeURIComponent(JSON.stringify(state))}`;

test('gjk: Next visits every iteration the core returns, and on two polygons the distance is polygonDistance’s', async ({ page }) => {
  const id = 'gjk';
  const a: AnyShapeState = { kind: 'polygon', x: -1.2, y: -0.3, angle: 0.3, size: 1 };
  const b: AnyShapeState = { kind: 'polygon', x: 1.1, y: 0.6, angle: -0.5, size: 0.8 };
  await openFigure(page, id, link(id, { a, b }));
  const state = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState }>(page, id);
  const count = gjkDistance(placedShapeOf(state.a), placedShapeOf(state.b), { record: true }).iterations.length;
  expect(count).toBeGreaterThan(1);
  const seen: string[] = [];
  for (let k = 0; k < count + 2; k++) {
    seen.push((await readoutsOnPage(page, id))['iteration'].text);
    await press(page, id, 'Next');
    await settled(page);
  }
  expect(seen.slice(0, count)).toEqual(Array.from({ length: count }, (_, k) => `${k + 1} of ${count}`));
  expect(seen.slice(count)).toEqual([`${count} of ${count}`, `${count} of ${count}`]);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['state'].text).toBe('apart: converged');
  expect(Number(readouts['distance'].value)).toBeCloseTo(polygonDistance(pentagon(state.a), pentagon(state.b)).distance, 9);
});

test('gjk: at the last iteration the answer’s blue line is left in sight, and “new support” is not written by the nearest point', async ({ page }) => {
  const id = 'gjk';
  // The figure's first state, stepped to its end.
  const a: AnyShapeState = { kind: 'polygon', x: -1.1, y: -0.2, angle: 0.3, size: 1 };
  const b: AnyShapeState = { kind: 'capsule', x: 1.3, y: 0.5, angle: 0.9, size: 1 };
  await openFigure(page, id, `&renderer=canvas${link(id, { a, b, step: 40 })}`);
  const state = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState }>(page, id);
  const iterations = gjkDistance(placedShapeOf(state.a), placedShapeOf(state.b), { record: true }).iterations;
  expect((await readoutsOnPage(page, id))['iteration'].text).toBe(`${iterations.length} of ${iterations.length}`);
  const last = iterations[iterations.length - 1];
  expect(last.support).toBeTruthy();
  const toPage = await worldToPage(page, id, 'md');
  const from = toPage({ x: 0, y: 0 }), to = toPage(last.closest);
  // The middle three fifths of the line from the origin to the nearest point: blue, not the search arrow's orange.
  const blue = await page.evaluate(([f, t]) => {
    const canvas = document.querySelector('figure[data-figure="gjk"] canvas') as HTMLCanvasElement;
    const rect = canvas.getBoundingClientRect(), scale = canvas.width / rect.width;
    const context = canvas.getContext('2d')!;
    const rgb = (name: string) => {
      const hex = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
      return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    };
    const answer = rgb('--color-translation'), search = rgb('--color-feature');
    const away = (c: Uint8ClampedArray, from: number[]) => Math.abs(c[0] - from[0]) + Math.abs(c[1] - from[1]) + Math.abs(c[2] - from[2]);
    let blue = 0, total = 0;
    for (let k = 20; k <= 80; k++) {
      const x = (f.x + ((t.x - f.x) * k) / 100 - rect.left - window.scrollX) * scale, y = (f.y + ((t.y - f.y) * k) / 100 - rect.top - window.scrollY) * scale;
      const pixel = context.getImageData(Math.round(x), Math.round(y), 1, 1).data;
      total++;
      if (away(pixel, answer) < away(pixel, search)) blue++;
    }
    return blue / total;
  }, [from, to] as const);
  expect(blue).toBeGreaterThan(0.9);
  // The label: nearer the support point it names than the nearest point beside it.
  const box = (await labelOnPage(page, id, 'new support')).box;
  const gap = (p: { x: number; y: number }) => Math.hypot(Math.max(box.x - p.x, 0, p.x - box.x - box.width), Math.max(box.y - p.y, 0, p.y - box.y - box.height));
  expect(gap(toPage(last.support!.w))).toBeLessThan(gap(to));
});

test('gjk: the estimates never grow from one iteration to the next', async ({ page }) => {
  const id = 'gjk';
  await openFigure(page, id);
  let previous = Infinity;
  for (;;) {
    const readouts = await readoutsOnPage(page, id);
    const estimate = Number(readouts['estimate'].value);
    expect(estimate).toBeLessThanOrEqual(previous + 1e-12);
    previous = estimate;
    const [k, n] = readouts['iteration'].text.split(' of ').map(Number);
    if (k === n) break;
    await press(page, id, 'Next');
    await settled(page);
  }
});

test('epa: on two polygons EPA’s depth is polygonDistance’s, read in the same figure and computed here', async ({ page }) => {
  const id = 'epa';
  await openFigure(page, id);
  await press(page, id, 'Two polygons');
  await settled(page);
  const state = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState }>(page, id);
  const expected = polygonDistance(pentagon(state.a), pentagon(state.b)).distance;
  expect(expected).toBeLessThan(0);
  const readouts = await readoutsOnPage(page, id);
  expect(Number(readouts['distance'].value)).toBeCloseTo(expected, 9);
  expect(Number(readouts['polygon-distance'].value)).toBeCloseTo(expected, 9);
  // The answer is EPA's last iteration's, where it has converged.
  await openFigure(page, id, link(id, { ...state, step: 40 }));
  expect((await readoutsOnPage(page, id))['state'].text).toBe('converged');
});

test('epa: the depth estimate grows at every iteration up to the depth, and the last support point adds nothing', async ({ page }) => {
  const id = 'epa';
  await openFigure(page, id);
  let previous = -Infinity;
  for (;;) {
    const readouts = await readoutsOnPage(page, id);
    const estimate = Number(readouts['estimate'].value);
    expect(estimate).toBeGreaterThanOrEqual(previous - 1e-12);
    previous = estimate;
    const [k, n] = readouts['iteration'].text.split(' of ').map(Number);
    if (k === n) {
      expect(Number(readouts['gap'].value)).toBeLessThan(1e-9);
      expect(readouts['state'].text).toBe('converged');
      break;
    }
    // Before the last, the support point lies beyond the edge: EPA is still growing the polygon, and says so.
    expect(Number(readouts['gap'].value)).toBeGreaterThan(1e-9);
    expect(readouts['state'].text).toBe('expanding: the support point lies beyond the edge');
    await press(page, id, 'Next');
    await settled(page);
  }
  // The shapes' depth is the cores' depth plus both radii: the rounded box's is 0.2, and the figure says so.
  const readouts = await readoutsOnPage(page, id);
  expect(Number(readouts['distance'].value)).toBeCloseTo(-(previous + 0.2), 9);
  expect(readouts['radii'].text).toBe('0.200 u');
});

test('contact-manifold: face to face gives two points 0.03 deep, a corner one, and the tilted box its lower corner first', async ({ page }) => {
  const id = 'contact-manifold';
  await openFigure(page, id);
  // Worked out by hand: the ground's top is at y = −0.1; the box is 1.44 × 0.72.
  await press(page, id, 'Face to face (two points)');
  await settled(page);
  let readouts = await readoutsOnPage(page, id);
  expect(readouts['points'].text).toBe('2');
  expect(readouts['separations'].text).toBe('-0.030, -0.030');
  await press(page, id, 'Corner on a face (one point)');
  await settled(page);
  readouts = await readoutsOnPage(page, id);
  expect(readouts['points'].text).toBe('1');
  expect(readouts['separations'].text).toBe('-0.030');
  await press(page, id, 'Tilted box about to settle');
  await settled(page);
  readouts = await readoutsOnPage(page, id);
  // Lower corner 0.02 above the ground; the other bottom corner 0.36 cos 0.12 − 0.72 sin 0.12 higher than the centre's drop.
  const lower = 0.3636 - (0.72 * Math.sin(0.12) + 0.36 * Math.cos(0.12)) + 0.1;
  const higher = 0.3636 - 0.36 * Math.cos(0.12) + 0.72 * Math.sin(0.12) + 0.1;
  expect(readouts['separations'].text).toBe(`${lower.toFixed(3)}, ${higher.toFixed(3)}`);
});

test('contact-manifold: a box overhanging the ground’s end is cut by the side line there, its point drawn midway at the ground’s end', async ({ page }) => {
  const id = 'contact-manifold';
  await openFigure(page, id);
  await press(page, id, 'Overhanging the end (clipped)');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['points'].text).toBe('2');
  expect(readouts['separations'].text).toBe('-0.030, -0.030');
  // By hand: the box (1.44 wide, centre x 1.35) spans x 0.63 to 2.07, the ground's top ends at x = 1.8. Its
  // bottom at y = 0.23 − 0.36 = −0.13 is 0.03 under the ground's top at −0.1, so the points lie midway at −0.115.
  const state = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState }>(page, id);
  const manifold = contactManifold(placedShapeOf(state.a), placedShapeOf(state.b));
  const points = manifold.points.map((p) => p.point).sort((p, q) => p.x - q.x);
  expect(points[0].x).toBeCloseTo(0.63, 9);
  expect(points[1].x).toBeCloseTo(1.8, 9);
  for (const p of points) expect(p.y).toBeCloseTo(-0.115, 9);
});

for (const [width, height] of [[1200, 800], [390, 844]] as const) {
  test(`contact-manifold at ${width} px: the ground as any kind fits the view, its top where the box’s was`, async ({ browser }) => {
    const id = 'contact-manifold';
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 500 });
    const page = await context.newPage();
    await openFigure(page, id);
    // A click on the element itself: on a phone the panel's folder starts closed.
    await page.evaluate((figureId) => [...document.querySelectorAll<HTMLButtonElement>(`figure[data-figure="${figureId}"] .figure-panel button`)]
      .find((b) => b.innerText.startsWith('Face to face'))!.click(), id);
    const kind = page.locator(`figure[data-figure="${id}"] .figure-panel select`).first();
    for (const k of ['polygon', 'circle', 'capsule', 'rounded box', 'box']) {
      await kind.selectOption({ label: k }, { force: true });
      await settled(page);
      expect((await stateOnPage<{ a: AnyShapeState }>(page, id)).a.kind).toBe(k);
      expect(await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.inView(), id), k).toBe(true);
      // The flat tops lie at y = −0.1, as the box's: the box 0.03 into it at both its corners (x from −0.32 to 1.12).
      if (k !== 'polygon' && k !== 'circle') expect((await readoutsOnPage(page, id))['separations'].text, k).toBe('-0.030, -0.030');
    }
    await context.close();
  });
}

test('a circle has no turning knob (turning it would show nothing), and Q and E leave it as it is; a capsule keeps its knob', async ({ page }) => {
  const id = 'gjk';
  const a: AnyShapeState = { kind: 'circle', x: -1.2, y: -0.3, angle: 0.3, size: 1 };
  const b: AnyShapeState = { kind: 'capsule', x: 1.1, y: 0.6, angle: -0.5, size: 0.8 };
  await openFigure(page, id, link(id, { a, b }));
  const handles = await page.evaluate((id) => window.__figures!.hosts[id].testHandles(), id);
  expect(handles.filter((h) => h.kind === 'rotate').map((h) => h.id)).toEqual(['B']);
  const figure = page.locator(`figure[data-figure="${id}"]`);
  await figure.locator('.figure-stage').focus();
  if ((await figure.getAttribute('data-selected')) !== 'A') await page.keyboard.press('Tab');
  expect(await figure.getAttribute('data-selected')).toBe('A');
  await page.keyboard.press('q');
  await page.keyboard.press('E');
  await settled(page);
  expect((await stateOnPage<{ a: AnyShapeState }>(page, id)).a.angle).toBe(0.3);
  // Made a polygon from the panel, A has its knob again.
  await figure.locator('.figure-panel .lil-controller', { hasText: 'kind' }).first().locator('select').selectOption('polygon');
  await settled(page);
  const after = await page.evaluate((id) => window.__figures!.hosts[id].testHandles(), id);
  expect(after.filter((h) => h.kind === 'rotate').map((h) => h.id).sort()).toEqual(['A', 'B']);
});

test('epa: two rounded boxes overlap in their cores, so EPA runs on the inner boxes and the depth adds both radii', async ({ page }) => {
  const id = 'epa';
  await openFigure(page, id);
  await press(page, id, 'Two rounded boxes');
  await settled(page);
  const state = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState }>(page, id);
  expect([state.a.kind, state.b.kind]).toEqual(['rounded box', 'rounded box']);
  // The cores, worked out here: boxes of half extents 0.6 × size by 0.3 × size, each with a rim of 0.2 × size.
  const core = (s: AnyShapeState) => ({ shape: makeBox(0.6 * s.size, 0.3 * s.size), pose: poseOf(s) });
  const coreDepth = polygonDistance(core(state.a), core(state.b)).distance;
  expect(coreDepth).toBeLessThan(0);
  const radii = 0.2 * (state.a.size + state.b.size);
  let readouts = await readoutsOnPage(page, id);
  // The first of several iterations: EPA is still growing its polygon (the answer is its last's).
  expect(readouts['state'].text).toBe('expanding: the support point lies beyond the edge');
  expect(Number(readouts['iteration'].text.split(' of ')[1])).toBeGreaterThan(1);
  expect(Number(readouts['distance'].value)).toBeCloseTo(coreDepth - radii, 9);
  await openFigure(page, id, link(id, { ...state, step: 40 }));
  readouts = await readoutsOnPage(page, id);
  expect(readouts['state'].text).toBe('converged');
  expect(Number(readouts['distance'].value)).toBeCloseTo(coreDepth - radii, 9);
  // The circle in a capsule says in its name that EPA has nothing to do there, as the readout does.
  await press(page, id, 'Circle in a capsule (no EPA needed)');
  await settled(page);
  readouts = await readoutsOnPage(page, id);
  expect(readouts['state'].text).toContain('the cores are apart');
  expect(readouts['iteration'].text).toBe('none: EPA had nothing to expand');
});

test('gjk: round shapes whose cores are apart but which overlap are not called apart, and a link past the last step steps back from the last', async ({ page }) => {
  const id = 'gjk';
  // Two circles of radius 0.7 with centres 1 apart: the cores (the centres) are apart, the circles overlap by 0.4.
  const a: AnyShapeState = { kind: 'circle', x: -0.5, y: 0, angle: 0, size: 1 };
  const b: AnyShapeState = { kind: 'circle', x: 0.5, y: 0, angle: 0, size: 1 };
  await openFigure(page, id, link(id, { a, b, step: 40 }));
  const count = gjkDistance(placedShapeOf(a), placedShapeOf(b), { record: true }).iterations.length;
  let readouts = await readoutsOnPage(page, id);
  expect(readouts['iteration'].text).toBe(`${count} of ${count}`);
  expect(Number(readouts['distance'].value)).toBeCloseTo(-0.4, 9);
  expect(readouts['state'].text).toBe('cores apart, but the radii make the shapes overlap');
  // Apart, the same verdict as before.
  await openFigure(page, id, link(id, { a, b: { ...b, x: 1.6 }, step: 40 }));
  expect((await readoutsOnPage(page, id))['state'].text).toBe('apart: converged');
  // The link's step 40 shows as the last; Previous goes from there, not from 40.
  const polygonA: AnyShapeState = { kind: 'polygon', x: -1.2, y: -0.3, angle: 0.3, size: 1 };
  const polygonB: AnyShapeState = { kind: 'polygon', x: 1.1, y: 0.6, angle: -0.5, size: 0.8 };
  await openFigure(page, id, link(id, { a: polygonA, b: polygonB, step: 40 }));
  const n = gjkDistance(placedShapeOf(polygonA), placedShapeOf(polygonB), { record: true }).iterations.length;
  expect(n).toBeGreaterThanOrEqual(2);
  await press(page, id, 'Previous');
  await settled(page);
  readouts = await readoutsOnPage(page, id);
  expect(readouts['iteration'].text).toBe(`${n - 1} of ${n}`);
});

for (const id of ['gjk', 'epa']) {
  test(`${id}: on a 320 px phone, two capsules of the largest size upright still move up and down, and B − A stays whole in its view`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const size = SHAPE_SIZE.besideDifference;
    const md = async () => (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id)).find((v) => v.id === 'md')!;
    await openFigure(page, id);
    const { min, max } = (await md()).world, middle = { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 };
    // Upright, B − A is longest along the view's height, the shorter side of a phone's stacked view; B − A's middle
    // (B's position less A's) at the view's.
    await openFigure(page, id, link(id, {
      a: { kind: 'capsule', x: -1, y: -0.5, angle: Math.PI / 2, size },
      b: { kind: 'capsule', x: -1 + middle.x, y: -0.5 + middle.y, angle: Math.PI / 2, size },
    }));
    await settled(page);
    const view = await md();
    // The stage this size was chosen for (convexShapes.test.ts measures the room it leaves).
    expect(view.box.width).toBe(284);
    for (const dy of [-40, 40]) {
      const before = await stateOnPage<{ b: AnyShapeState }>(page, id);
      const handle = (await handlesOnPage(page, id)).find((h) => h.id === 'B' && h.kind === 'body')!;
      await drag(page, handle, { x: 0, y: dy });
      await settled(page);
      const now = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState }>(page, id);
      const moved = now.b.y - before.b.y;
      // Down the page is down in the world.
      expect(Math.sign(moved)).toBe(-Math.sign(dy));
      // Half a unit of room in all (convexShapes.test.ts), the middle of it where B − A starts.
      expect(Math.abs(moved)).toBeGreaterThan(0.2);
      for (const p of differenceOutline(placedShapeOf(now.a), placedShapeOf(now.b), 120)) {
        expect(p.y).toBeGreaterThanOrEqual(view.world.min.y);
        expect(p.y).toBeLessThanOrEqual(view.world.max.y);
      }
    }
    await context.close();
  });
}

for (const id of ['gjk', 'epa']) {
  test(`${id}: two capsules of the largest size the panel allows still move, and B − A stays whole in its view`, async ({ page }) => {
    await openFigure(page, id);
    for (const which of ['A', 'B']) {
      const folder = page.locator(`figure[data-figure="${id}"] .lil-gui`).filter({ has: page.locator('.lil-title', { hasText: `Shape ${which}` }) }).last();
      await folder.locator('select').first().selectOption('capsule');
      const size = folder.locator('.lil-controller').filter({ has: page.locator('.lil-name', { hasText: /^size/ }) }).locator('input').last();
      await size.fill('2');
      await size.press('Enter');
    }
    await settled(page);
    let state = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState }>(page, id);
    expect([state.a.kind, state.b.kind]).toEqual(['capsule', 'capsule']);
    expect(state.a.size).toBe(SHAPE_SIZE.besideDifference);
    expect(state.b.size).toBe(SHAPE_SIZE.besideDifference);
    // Lying along the x axis, where B − A is longest across the view, B dragged 40 px left and then right moves both times.
    await openFigure(page, id, link(id, { ...state, a: { ...state.a, angle: 0, x: -1, y: 0 }, b: { ...state.b, angle: 0, x: 1, y: 0.3 } }));
    for (const dx of [-40, 40]) {
      state = await stateOnPage(page, id);
      const handle = (await handlesOnPage(page, id)).find((h) => h.id === 'B' && h.kind === 'body')!;
      await drag(page, handle, { x: dx, y: 0 });
      await settled(page);
      const moved = (await stateOnPage<{ b: AnyShapeState }>(page, id)).b.x - state.b.x;
      expect(Math.sign(moved)).toBe(Math.sign(dx));
      expect(Math.abs(moved)).toBeGreaterThan(0.3);
      const now = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState }>(page, id);
      const outline = differenceOutline(placedShapeOf(now.a), placedShapeOf(now.b), 120);
      const view = (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id)).find((v) => v.id === 'md')!;
      for (const p of outline) {
        expect(p.x).toBeGreaterThanOrEqual(view.world.min.x);
        expect(p.x).toBeLessThanOrEqual(view.world.max.x);
      }
    }
  });
}

for (const id of ['gjk', 'epa']) {
  test(`${id}: a small A dropped inside a large B can still be taken, at its middle; B is taken everywhere else`, async ({ page }) => {
    const a: AnyShapeState = { kind: 'circle', x: 0.2, y: 0.1, angle: 0, size: 0.5 };
    const b: AnyShapeState = { kind: 'rounded box', x: 0.2, y: 0.1, angle: 0, size: 1.5 };
    await openFigure(page, id, link(id, { a, b }));
    const toPage = await worldToPage(page, id, 'world');
    // A's middle: inside both, and A (radius 0.35) lies wholly inside B (1.2 by 0.75 half extents).
    await drag(page, toPage({ x: a.x, y: a.y }), { x: 0, y: 30 });
    await settled(page);
    let state = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState }>(page, id);
    expect(state.a.y).toBeLessThan(a.y - 0.2);
    expect(state.b).toEqual(b);
    // Inside B, beyond A: B.
    await drag(page, toPage({ x: b.x + 0.9, y: b.y + 0.4 }), { x: 0, y: -30 });
    await settled(page);
    state = await stateOnPage(page, id);
    expect(state.b.y).toBeGreaterThan(b.y + 0.2);
  });
}

test('contact-manifold: each separation is written by its own contact point, nearer it than the other, as two pentagons meet', async ({ page }) => {
  const id = 'contact-manifold';
  const a: AnyShapeState = { kind: 'polygon', x: 0, y: -0.1 - 1.08 * Math.cos(Math.PI / 5), angle: Math.PI, size: 1.2 };
  const b: AnyShapeState = { kind: 'polygon', x: 0.4, y: 0.3636, angle: 0.12, size: 1.2 };
  for (const both of [{ a, b }, {}]) {
    await openFigure(page, id, link(id, both));
    const state = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState; margin: number }>(page, id);
    const manifold = contactManifold(placedShapeOf(state.a), placedShapeOf(state.b), { margin: state.margin });
    expect(manifold.points.length).toBe(2);
    expect(manifold.points[0].separation.toFixed(3)).not.toBe(manifold.points[1].separation.toFixed(3));
    const toPage = await worldToPage(page, id, 'world');
    const points = manifold.points.map((p) => toPage(p.point));
    for (const [i, p] of manifold.points.entries()) {
      const { box } = await labelOnPage(page, id, p.separation.toFixed(3));
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const own = Math.hypot(centre.x - points[i].x, centre.y - points[i].y), other = Math.hypot(centre.x - points[1 - i].x, centre.y - points[1 - i].y);
      expect(own, p.separation.toFixed(3)).toBeLessThan(other);
    }
  }
});

test('gjk: B − A dragged under the view’s title shows through its plate; out from under it, the plate is whole again', async ({ page }) => {
  const id = 'gjk';
  const a: AnyShapeState = { kind: 'polygon', x: 0.5, y: -1.4, angle: 0.3, size: 1 };
  const b: AnyShapeState = { kind: 'capsule', x: -0.3, y: 1.6, angle: 0.9, size: 1 };
  await openFigure(page, id, link(id, { a, b }));
  await settled(page);
  const md = async () => (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id)).find((v) => v.id === 'md')!;
  // Whether B − A's outline, from the core on the state the page holds, runs through the title's plate.
  const under = async () => {
    const state = await stateOnPage<{ a: AnyShapeState; b: AnyShapeState }>(page, id);
    const toPage = await worldToPage(page, id, 'md');
    const outline = differenceOutline(placedShapeOf(state.a), placedShapeOf(state.b), 120).map(toPage);
    return lineCrossesBox(outline, (await md()).title!.box, true);
  };
  expect(await under()).toBe(true);
  expect((await md()).plateShown).toBeLessThan(0.5);
  // The plate thins; the title's text stays whole.
  expect((await md()).titleShown).toBe(1);
  // B down and to the right: B − A leaves the corner.
  const body = (await handlesOnPage(page, id)).find((h) => h.kind === 'body' && h.id.startsWith('B') && h.reachable)!;
  await drag(page, body, { x: 60, y: 60 });
  await settled(page);
  expect(await under()).toBe(false);
  expect((await md()).plateShown).toBe(1);
});

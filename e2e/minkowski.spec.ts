// What the Minkowski chapter's figures must make visible, beyond the registry-wide tests.

import { expect, test } from '@playwright/test';
import { featurePairSteps, makePolygon, makeRegularPolygon, minkowskiDifference, negate, polygonDistance, signedArea, support, worldNormals } from '../src/geometry';
import { overlapOracle } from '../src/geometry/testing/oracles';
import { figureById } from './registry';
import { placedBox, placedPolygon, type BoxState, type PolygonState } from '../src/figures/shared/shapes';
import { drag, expectedReadouts, framesDrawnDuring, handlesOnPage, labelsOnPage, openFigure, press, readoutsOnPage, setNumber, settled, stateOnPage, textsOf, watchConsole, worldToPage } from './helpers';

interface BoxesState { a: BoxState; b: BoxState }

test('minkowski-obb: Aligned boxes is met by two corners of A, as the core names them, 0.3 deep by hand', async ({ page }) => {
  const id = 'minkowski-obb';
  await openFigure(page, id);
  await press(page, id, 'Aligned boxes');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  // A spans x -2..0, y -0.6..0.6; B spans x -0.3..1.1, y -0.2..0.8. Pushed apart along x they overlap by 0.3,
  // along y by 0.4: the way out is 0.3 along +x, from B's left edge (edge 3) against A's right corners.
  expect(readouts['distance'].text).toBe('-0.300 u');
  expect(readouts['normal'].text).toBe('(1.000, 0.000)');
  expect(readouts['supports'].text).toBe('2');
  // The core, on the state read back from the page: the feature pair and both supporting corners.
  const state = await stateOnPage<BoxesState>(page, id);
  const a = placedBox(state.a), b = placedBox(state.b);
  const d = polygonDistance(a, b);
  expect(d.feature.kind).toBe('vertex-edge');
  if (d.feature.kind !== 'vertex-edge') return;
  expect(d.feature.pair.source).toBe('B');
  expect(readouts['feature'].text).toBe(`edge ${d.feature.pair.edgeIndex} of B, vertex ${d.feature.pair.vertexIndex} of A`);
  expect(support(a.shape, a.pose, negate(worldNormals(b)[d.feature.pair.edgeIndex]))).toHaveLength(2);
});

test('minkowski-obb: moving B by −MTD leaves the boxes touching, and no readout shows NaN', async ({ page }) => {
  const id = 'minkowski-obb';
  await openFigure(page, id);
  await press(page, id, 'Aligned boxes');
  await press(page, id, 'Move B by −MTD');
  await settled(page);
  let readouts = await readoutsOnPage(page, id);
  expect(readouts['verdict'].text).toBe('touching');
  expect(readouts['origin-inside'].text).toBe('no');
  // MTD = -0.3 along +x, so B moved 0.3 right, to x = 0.7: its left edge now lies on A's right edge, x = 0.
  expect((await stateOnPage<BoxesState>(page, id)).b.x).toBeCloseTo(0.7, 9);
  // A corner of B exactly on a corner of A, resolved: the vector readouts must stay numbers or a dash.
  const corner = { a: { x: 1.3, y: -0.8, angle: -1.5708, halfWidth: 1.2, halfHeight: 0.55 }, b: { x: 0.2, y: 0.7, angle: 1.5708, halfWidth: 0.1, halfHeight: 0.35 } };
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify(corner))}`);
  await press(page, id, 'Move B by −MTD');
  await settled(page);
  readouts = await readoutsOnPage(page, id);
  for (const [name, { text }] of Object.entries(readouts)) expect(text, name).not.toMatch(/NaN/);
});

test('minkowski-obb: "origin strictly inside B − A" agrees with a brute-force overlap test all along a drag', async ({ page }) => {
  const id = 'minkowski-obb';
  await openFigure(page, id);
  await press(page, id, 'Separated');
  await settled(page);
  const b = (await handlesOnPage(page, id)).find((h) => h.id === 'B' && h.kind === 'body')!;
  const a = (await handlesOnPage(page, id)).find((h) => h.id === 'A' && h.kind === 'body')!;
  await page.mouse.move(b.x, b.y);
  await page.mouse.down();
  const seen = new Set<string>();
  for (let k = 1; k <= 16; k++) {
    // Across A and out the other side.
    await page.mouse.move(b.x + ((a.x - b.x) * 2 * k) / 16, b.y + ((a.y - b.y) * 2 * k) / 16 + 7);
    await settled(page);
    const state = await stateOnPage<BoxesState>(page, id);
    const inside = (await readoutsOnPage(page, id))['origin-inside'].text;
    seen.add(inside);
    expect(inside, `step ${k}`).toBe(overlapOracle(placedBox(state.a), placedBox(state.b)) ? 'yes' : 'no');
  }
  await page.mouse.up();
  expect(seen).toEqual(new Set(['yes', 'no']));
});


test('minkowski-shrink: at the end of the slider grown B is B − A, and overlap agrees at every stage', async ({ page }) => {
  const id = 'minkowski-shrink';
  await openFigure(page, id);
  // Put A onto B so the shapes overlap.
  const handles = await handlesOnPage(page, id);
  const a = handles.find((h) => h.id === 'A' && h.kind === 'body')!, b = handles.find((h) => h.id === 'B' && h.kind === 'body')!;
  await drag(page, a, { x: (b.x - a.x) * 0.6, y: (b.y - a.y) * 0.6 });
  for (const stage of [0, 0.35, 0.8, 1]) {
    await setNumber(page, id, 'stage', stage);
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['overlap'].text).toBe('yes');
    expect(readouts['morphed-overlap'].text, `stage ${stage}`).toBe('yes');
  }
  const state = await stateOnPage<{ a: { x: number; y: number; angle: number }; b: BoxState }>(page, id);
  // Worked out here: the MD of the pentagon A and box B, its area.
  const md = minkowskiDifference({ shape: makeRegularPolygon(5, 0.8, Math.PI / 2), pose: { position: { x: state.a.x, y: state.a.y }, angle: state.a.angle } }, placedBox(state.b));
  const readouts = await readoutsOnPage(page, id);
  expect(Number(readouts['grown-area'].value)).toBeCloseTo(signedArea(md.vertices), 9);
  expect(readouts['grown-area'].text).toBe(readouts['md-area'].text);
  await setNumber(page, id, 'stage', 0);
  expect(Number((await readoutsOnPage(page, id))['grown-area'].value)).toBeLessThan(signedArea(md.vertices) * 0.6);
});

test('minkowski-shrink: shapes that touch read as touching in both overlap readouts, at every stage', async ({ page }) => {
  const id = 'minkowski-shrink';
  // B's corner (−0.7, 0.45), turned by 0.5, put on the line of A's edge whose outward normal n points at
  // 0.2 + 90° + 36° + 216° (the pentagon of radius 0.8 at (−0.45, 0.25), turned by 0.2): (c + corner − a) · n equals
  // the apothem 0.8 cos 36°, solved for B's x.
  const box = { y: 0.25, angle: 0.5, halfWidth: 0.7, halfHeight: 0.45 };
  const t = Math.PI / 2 + 0.2 + Math.PI / 5 + (6 * Math.PI) / 5, n = { x: Math.cos(t), y: Math.sin(t) };
  const corner = { x: -0.7 * Math.cos(0.5) - 0.45 * Math.sin(0.5), y: -0.7 * Math.sin(0.5) + 0.45 * Math.cos(0.5) };
  const touching = (0.8 * Math.cos(Math.PI / 5) + (-0.45 - corner.x) * n.x + (0.25 - corner.y - box.y) * n.y) / n.x;
  const link = (x: number, stage: number) => `&s.${id}=${encodeURIComponent(JSON.stringify({ a: { x: -0.45, y: 0.25, angle: 0.2 }, b: { x, ...box }, stage }))}`;
  for (const stage of [0, 0.5, 1, 1.5, 2]) {
    await openFigure(page, id, link(touching, stage));
    const readouts = await readoutsOnPage(page, id);
    expect(Math.abs(Number(readouts['distance'].value))).toBeLessThan(1e-12);
    expect(readouts['overlap'].text, `stage ${stage}`).toBe('touching');
    expect(readouts['morphed-overlap'].text, `stage ${stage}`).toBe('touching');
    // 2e-9 further, by the edge of the touching band, the two still agree.
    await openFigure(page, id, link(touching + 2e-9, stage));
    const near = await readoutsOnPage(page, id);
    expect(near['morphed-overlap'].text, `stage ${stage}, 2e-9 apart`).toBe(near['overlap'].text);
  }
});

test('minkowski-shrink: the last stage slides the point onto the origin, and grown B onto B − A itself', async ({ page }) => {
  const id = 'minkowski-shrink';
  await openFigure(page, id);
  const state = await stateOnPage<{ a: { x: number; y: number; angle: number }; b: BoxState }>(page, id);
  const where = async () => {
    const handles = await handlesOnPage(page, id);
    return { point: handles.find((h) => h.id === 'A-centre')?.world ?? null, b: handles.find((h) => h.id === 'B' && h.kind === 'body')!.world };
  };
  await setNumber(page, id, 'stage', 1);
  // At stage 1 nothing has slid yet: the point is A's centre, grown B sits at B's centre.
  let at = await where();
  expect(at.point!.x).toBeCloseTo(state.a.x, 9);
  expect(at.b.x).toBeCloseTo(state.b.x, 9);
  await setNumber(page, id, 'stage', 2);
  // The point is set by the slide now: its knob is not offered, and the readout gives its place.
  at = await where();
  expect(at.point).toBeNull();
  // Every drawn position moved by minus A's centre: B's centre now sits at b - a.
  expect(at.b.x).toBeCloseTo(state.b.x - state.a.x, 9);
  expect(at.b.y).toBeCloseTo(state.b.y - state.a.y, 9);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['point'].text).toBe('(0.000, 0.000)');
  expect(readouts['stage'].text).toBe('2.00');
  // Grown B is the core's B − A: same area, and the origin is inside it exactly when the shapes overlap.
  const md = minkowskiDifference({ shape: makeRegularPolygon(5, 0.8, Math.PI / 2), pose: { position: { x: state.a.x, y: state.a.y }, angle: state.a.angle } }, placedBox(state.b));
  expect(Number(readouts['grown-area'].value)).toBeCloseTo(signedArea(md.vertices), 9);
  expect(readouts['morphed-overlap'].text).toBe(readouts['overlap'].text);
});

test('minkowski-shrink: the labels name what each stage shows (B grows into B − A; at the end the point is the origin)', async ({ page }) => {
  const id = 'minkowski-shrink';
  await openFigure(page, id);
  const names = async () => (await labelsOnPage(page, id)).map((l) => l.text);
  expect(await names()).toEqual(expect.arrayContaining(['A', 'B', 'origin']));
  await setNumber(page, id, 'stage', 1);
  const atOne = await names();
  expect(atOne).toEqual(expect.arrayContaining(['A, now a point', 'B − A', 'origin']));
  expect(atOne).not.toContain('B');
  await setNumber(page, id, 'stage', 2);
  const atTwo = await names();
  expect(atTwo).toEqual(expect.arrayContaining(['origin = A’s point', 'B − A']));
  expect(atTwo).not.toContain('B');
  expect(atTwo).not.toContain('A, now a point');
});

test('minkowski-shrink: A’s centre follows a drag one to one until the slide, and during it only grown B is dragged', async ({ page }) => {
  const id = 'minkowski-shrink';
  type State = { a: { x: number; y: number }; b: BoxState };
  await openFigure(page, id);
  await setNumber(page, id, 'stage', 1);
  const before = await stateOnPage<State>(page, id);
  const toPage = await worldToPage(page, id, 'world');
  const unit = toPage({ x: 1, y: 0 }).x - toPage({ x: 0, y: 0 }).x;
  await drag(page, (await handlesOnPage(page, id)).find((h) => h.id === 'A-centre')!, { x: 30, y: -20 });
  const moved = await stateOnPage<State>(page, id);
  expect(moved.a.x - before.a.x).toBeCloseTo(30 / unit, 1);
  expect(moved.a.y - before.a.y).toBeCloseTo(20 / unit, 1);
  expect(moved.b).toEqual(before.b);
  await setNumber(page, id, 'stage', 1.9);
  const handles = await handlesOnPage(page, id);
  expect(handles.find((h) => h.id === 'A-centre')).toBeUndefined();
  const sliding = await stateOnPage<State>(page, id);
  await drag(page, handles.find((h) => h.id === 'B' && h.kind === 'body')!, { x: 30, y: -20 });
  const dragged = await stateOnPage<State>(page, id);
  expect(dragged.a).toEqual(sliding.a);
  expect(dragged.b.x - sliding.b.x).toBeCloseTo(30 / unit, 1);
});

test('minkowski-shrink: Play runs to the end and stops; nothing animates before', async ({ page }) => {
  const id = 'minkowski-shrink';
  await openFigure(page, id);
  expect(await framesDrawnDuring(page, id, 20)).toBe(0);
  expect((await stateOnPage<{ stage: number }>(page, id)).stage).toBe(0);
  await press(page, id, 'Play');
  await expect.poll(async () => (await stateOnPage<{ stage: number }>(page, id)).stage).toBeGreaterThan(0);
  await expect.poll(async () => (await stateOnPage<{ stage: number; playing: boolean }>(page, id)), { timeout: 25_000 }).toMatchObject({ stage: 2, playing: false });
  // Stopped: no more frames.
  expect(await framesDrawnDuring(page, id, 20)).toBe(0);
});

test('minkowski-shrink: with reduced motion, Play jumps to the end instead of animating', async ({ page }) => {
  const id = 'minkowski-shrink';
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openFigure(page, id);
  await press(page, id, 'Play');
  await settled(page);
  await settled(page);
  expect(await stateOnPage(page, id)).toMatchObject({ stage: 2, playing: false });
});

test('md-construction: the stepper visits every feature pair once and ends on the pair polygonDistance reports', async ({ page }) => {
  const id = 'md-construction';
  await openFigure(page, id);
  const state = await stateOnPage<{ a: PolygonState; b: PolygonState }>(page, id);
  const a = placedPolygon(state.a), b = placedPolygon(state.b);
  const pairs = a.shape.vertices.length + b.shape.vertices.length;
  const seen: string[] = [];
  for (let k = 0; k < pairs; k++) {
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['step'].text).toBe(`${k + 1} of ${pairs}`);
    seen.push(readouts['pair'].text);
    await press(page, id, 'Next pair');
    await settled(page);
  }
  expect(pairs).toBe(8);
  expect(new Set(seen.map((s) => s.replace(/, vertex .*/, ''))).size).toBe(pairs);
  expect(seen.slice(0, 4).every((s) => s.includes('of A, vertex'))).toBe(true);
  const end = await readoutsOnPage(page, id);
  const d = polygonDistance(a, b);
  expect(d.feature.kind).toBe('vertex-edge');
  if (d.feature.kind === 'vertex-edge') {
    const { source, edgeIndex, vertexIndex } = d.feature.pair;
    expect(end['chosen'].text).toBe(`edge ${edgeIndex} of ${source}, vertex ${vertexIndex} of ${source === 'A' ? 'B' : 'A'}`);
  }
  expect(Number(end['distance'].value)).toBeCloseTo(d.distance, 9);
  // A drag keeps the step.
  const handle = (await handlesOnPage(page, id)).find((h) => h.kind === 'body')!;
  await drag(page, handle, { x: 15, y: 5 });
  await settled(page);
  expect((await readoutsOnPage(page, id))['step'].text).toBe(`done (${pairs} pairs)`);
});

test('md-construction: the source’s running value is the largest distance of any pair, and an overlap-only test stops at the first positive one', async ({ page }) => {
  const id = 'md-construction';
  await openFigure(page, id);
  const state = await stateOnPage<{ a: PolygonState; b: PolygonState }>(page, id);
  // The core's own pair distances on the page's shapes; the source's variable is their running maximum.
  const distances = featurePairSteps(placedPolygon(state.a), placedPolygon(state.b)).steps.map((step) => Math.max(...step.candidates.map((c) => c.distance)));
  const firstPositive = distances.findIndex((d) => d > 0);
  expect(firstPositive).toBe(3);
  for (let k = 0; k < 4; k++) {
    expect((await readoutsOnPage(page, id))['largest'].text, `pair ${k + 1}`).toBe(Math.max(...distances.slice(0, k + 1)).toFixed(3));
    await press(page, id, 'Next pair');
    await settled(page);
  }
  // After pair 4 the source's "least penetrating" is positive (+0.407): the pair that proves the gap.
  await press(page, id, 'Previous pair');
  await settled(page);
  expect((await readoutsOnPage(page, id))['largest'].text).toBe('0.407');
  const toggle = page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'stop at the first positive pair' }).locator('input');
  await toggle.check();
  for (let k = 0; k < 3; k++) await press(page, id, 'Next pair');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['step'].text).toBe('stopped after pair 4 of 8');
  expect(readouts['chosen'].text).toBe('none: pair 4 is positive, so the shapes are apart');
  expect(readouts['distance'].text).toBe('—');
});

test('md-construction: the rings mark the two running values the readouts give, each named: the largest pair so far and the smallest positive one', async ({ page }) => {
  const id = 'md-construction';
  await openFigure(page, id);
  const state = await stateOnPage<{ a: PolygonState; b: PolygonState }>(page, id);
  const steps = featurePairSteps(placedPolygon(state.a), placedPolygon(state.b)).steps;
  const toPage = await worldToPage(page, id, 'md');
  const near = (box: { x: number; y: number; width: number; height: number }, p: { x: number; y: number }) =>
    Math.hypot(box.x + box.width / 2 - p.x, box.y + box.height / 2 - p.y) < 70;
  // Worked out here from the core's pairs: the running maximum over every candidate, and the least positive one.
  let largest = { value: -Infinity, at: { x: 0, y: 0 } }, leastPositive: { value: number; at: { x: number; y: number } } | null = null;
  let apartSeen = false;
  for (let k = 0; k < steps.length; k++) {
    for (const c of steps[k].candidates) {
      if (c.distance > largest.value) largest = { value: c.distance, at: c.projection };
      if (c.distance > 0 && (!leastPositive || c.distance < leastPositive.value)) leastPositive = { value: c.distance, at: c.projection };
    }
    const labels = (await labelsOnPage(page, id)).filter((l) => /^(largest|least > 0)/.test(l.text));
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['largest'].text, `pair ${k + 1}`).toBe(largest.value.toFixed(3));
    // Exactly these names, so no ring stands on a pair the readouts do not give (the largest non-positive pair).
    const same = leastPositive !== null && leastPositive.at === largest.at;
    if (same) {
      expect(labels.map((l) => l.text), `pair ${k + 1}`).toEqual(['largest, least > 0']);
      apartSeen = true;
    } else {
      expect(labels.map((l) => l.text).sort(), `pair ${k + 1}`).toEqual(leastPositive ? ['largest', 'least > 0'] : ['largest']);
    }
    expect(near(labels.find((l) => l.text.startsWith('largest'))!.box, toPage(largest.at)), `pair ${k + 1}`).toBe(true);
    if (leastPositive && !same) expect(near(labels.find((l) => l.text === 'least > 0')!.box, toPage(leastPositive.at)), `pair ${k + 1}`).toBe(true);
    await press(page, id, 'Next pair');
    await settled(page);
  }
  expect(apartSeen).toBe(true);
});

test('md-construction: the step slider spans exactly the pairs, and a link past them says so', async ({ page }) => {
  const id = 'md-construction';
  await openFigure(page, id);
  // 4 + 4 edges: pairs 1..8, and 9 for the answer, at the right end of the slider.
  await setNumber(page, id, 'step', 9);
  expect((await readoutsOnPage(page, id))['step'].text).toBe('done (8 pairs)');
  const fill = page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'step' }).locator('.lil-fill');
  expect(await fill.evaluate((e) => (e as HTMLElement).style.width)).toBe('100%');
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ step: 20 }))}`);
  await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).toContainText('step');
});

test('md-construction: parallel edges show two supporting vertices, each re-projected onto its own MD edge', async ({ page }) => {
  const id = 'md-construction';
  await openFigure(page, id);
  await press(page, id, 'Parallel edges');
  await press(page, id, 'Next pair');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['step'].text).toBe('2 of 8');
  expect(readouts['supports'].text).toBe('2');
  const state = await stateOnPage<{ a: PolygonState; b: PolygonState }>(page, id);
  const candidates = featurePairSteps(placedPolygon(state.a), placedPolygon(state.b)).steps[1].candidates;
  expect(candidates).toHaveLength(2);
  // Both MD edges lie on one line (the same face distance), but the clamped projections differ: both must be tried.
  expect(candidates[0].faceDistance).toBeCloseTo(candidates[1].faceDistance, 12);
  expect(readouts['pair-distance'].text).toBe(candidates.map((c) => c.distance.toFixed(3)).join(' / '));
});

test('minkowski-polygons: applying the MTD leaves the polygons just touching', async ({ page }) => {
  const id = 'minkowski-polygons';
  await openFigure(page, id);
  expect(Number((await readoutsOnPage(page, id))['distance'].value)).toBeLessThan(0);
  await press(page, id, 'Move B by −MTD');
  await settled(page);
  const after = await readoutsOnPage(page, id);
  expect(Math.abs(Number(after['distance'].value))).toBeLessThan(1e-9);
  expect(after['verdict'].text).toBe('touching');
  const state = await stateOnPage<{ a: PolygonState; b: PolygonState }>(page, id);
  expect(Math.abs(polygonDistance(placedPolygon(state.a), placedPolygon(state.b)).distance)).toBeLessThan(1e-9);
});

test('minkowski-polygons: a vertex dragged deep inside stops where the polygon would turn concave', async ({ page }) => {
  const id = 'minkowski-polygons';
  // A drag that made a dart would throw from the core as the kit keeps the body in view: an error, not a stop.
  const problems = watchConsole(page);
  await openFigure(page, id);
  const handles = await handlesOnPage(page, id);
  const vertex = handles.find((h) => h.id === 'A:0')!;
  const centre = handles.find((h) => h.id === 'A' && h.kind === 'body')!;
  // Through the centre and well beyond: a free vertex there would make a dart.
  await drag(page, vertex, { x: (centre.x - vertex.x) * 1.6, y: (centre.y - vertex.y) * 1.6 }, 20);
  await settled(page);
  const state = await stateOnPage<{ a: PolygonState }>(page, id);
  // The vertex stopped well short of where the pointer went (a point past the centre, 0.6 of the way back out).
  const target = { x: vertex.world.x + (centre.world.x - vertex.world.x) * 1.6, y: vertex.world.y + (centre.world.y - vertex.world.y) * 1.6 };
  const reached = (await handlesOnPage(page, id)).find((h) => h.id === 'A:0')!.world;
  expect(Math.hypot(reached.x - target.x, reached.y - target.y)).toBeGreaterThan(0.5);
  // Stopped by the figure's own constraint, not rejected by the core as a bad polygon (which would say so).
  await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).toBeHidden();
  const vertices = state.a.vertices;
  vertices.forEach((v, i) => {
    const p = vertices[(i + vertices.length - 1) % vertices.length], q = vertices[(i + 1) % vertices.length];
    const turn = (v.x - p.x) * (q.y - v.y) - (v.y - p.y) * (q.x - v.x);
    expect(turn, `turn at ${i}`).toBeGreaterThan(0);
  });
  expect(() => makePolygon(vertices)).not.toThrow();
  expect(textsOf(await readoutsOnPage(page, id))).toEqual(expectedReadouts(figureById(id)!, state));
  expect(problems).toEqual([]);
});

test('minkowski-polygons: pointing at a corner of B − A names the corners of A and B that made it', async ({ page }) => {
  const id = 'minkowski-polygons';
  await openFigure(page, id);
  const state = await stateOnPage<{ a: PolygonState; b: PolygonState }>(page, id);
  // The core's B − A for the page's shapes, and where its corners sit in the second view (centre 0, span 8).
  const md = minkowskiDifference(placedPolygon(state.a), placedPolygon(state.b));
  const canvas = (await page.locator(`figure[data-figure="${id}"] canvas`).boundingBox())!;
  const half = canvas.width / 2, scale = Math.min(half, canvas.height) / 8;
  for (const k of [0, Math.floor(md.vertices.length / 2)]) {
    const v = md.vertices[k];
    await page.mouse.move(canvas.x + half + half / 2 + v.x * scale, canvas.y + canvas.height / 2 - v.y * scale);
    await settled(page);
    expect((await readoutsOnPage(page, id))['picked'].text, `corner ${k}`).toBe(`B${md.vertexPairs[k].b} − A${md.vertexPairs[k].a}`);
  }
});

test('the article credits its sources, and each Minkowski caption names the source figure it recreates', async ({ page }) => {
  await page.goto('./');
  const sources = page.locator('section#sources');
  await expect(sources.locator('h2')).toHaveText('Sources');
  for (const name of ['Paul Firth', 'Collision detection for dummies', 'Hunter GW', 'André LaMothe', 'Gino van den Bergen', 'Brian Mirtich', 'Erwin Coumans']) {
    await expect(sources, name).toContainText(name);
  }
  for (const [id, source] of [['minkowski-shrink', 'Figure 4'], ['minkowski-obb', 'OBB-versus-OBB demo'], ['md-construction', 'loop'], ['minkowski-polygons', '“Poly vs Poly” demo']]) {
    const caption = await page.locator(`figure[data-figure="${id}"] figcaption`).textContent();
    expect(caption, id).toContain('Paul Firth’s “Collision detection for dummies”');
    expect(caption, id).toContain(source);
    // Views stack on phones: no caption may place a view "on the right".
    expect(caption, id).not.toMatch(/on the right|the right view/);
  }
});

// What the continuous chapter's figures must make visible, checked against direct core calls on the state the
// page reports and against numbers worked out by hand.

import { expect, test } from '@playwright/test';
import {
  type Placed, advancePose, circleCast, circleShape, linearCast, makePolygon, makeRegularPolygon, minkowskiDifference, polygonDistance,
  polygonShape as convexOf, shapeAngularCast, shapeDistance,
} from '../src/geometry';
import { linearCastOracle } from '../src/geometry/testing/oracles';
import { drag, handlesOnPage, labelOnPage, openFigure, press, readoutsOnPage, setNumber, settled, stateOnPage, onDesktopAndPhone, worldToPage } from './helpers';

interface PolygonState { x: number; y: number; angle: number; vertices: { x: number; y: number }[] }
const placed = (p: PolygonState): Placed => ({ shape: makePolygon(p.vertices), pose: { position: { x: p.x, y: p.y }, angle: p.angle } });

test.describe('linear-cast', () => {
  const id = 'linear-cast';
  interface State { a: PolygonState; b: PolygonState; vx: number; vy: number; bvx: number; bvy: number }

  test('the ghost A′ touches B: the distance at the reported t is zero, and t agrees with a vertex-edge sweep', async ({ page }) => {
    await openFigure(page, id);
    // Drag the velocity tip, as a reader would, to a new aim that still hits.
    const tip = (await handlesOnPage(page, id)).find((h) => h.id === 'A-velocity')!;
    await drag(page, tip, { x: 0, y: 18 });
    await settled(page);
    const state = await stateOnPage<State>(page, id);
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('hit');
    const t = Number(readouts['t'].value);
    const a = placed(state.a), b = placed(state.b), velocity = { x: state.vx, y: state.vy };
    const ghost = { shape: a.shape, pose: advancePose(a.pose, { velocity, angularVelocity: 0 }, t) };
    expect(Math.abs(polygonDistance(ghost, b).distance)).toBeLessThan(1e-9);
    // Independent of the ray cast: every vertex of each shape swept against every edge of the other.
    expect(t).toBeCloseTo(linearCastOracle(a, b, velocity, { x: 0, y: 0 }), 9);
  });

  test('Head-on: unit boxes whose faces are 2 apart, A at speed 4, meet at t = 0.5 at the ray point (2, 0)', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'Head-on');
    await settled(page);
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('hit');
    expect(readouts['t'].text).toBe('0.500');
    expect(readouts['hit-point'].text).toBe('(2.000, 0.000)');
    expect(readouts['normal'].text).toBe('(1.000, 0.000)');
    // The box difference is a square of four sides, each two edges end to end: the ray along +x faces the left one.
    expect(readouts['edges'].text).toBe('1 / 3 (8 edges, parallel ones end to end)');
  });

  test('B moving too: only vA − vB counts; swapping A and B keeps t and r · n and turns the normal; swapping the velocities alone turns the ray away', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'Both moving');
    await settled(page);
    let readouts = await readoutsOnPage(page, id);
    // A at 2 and B at −2: r = (4, 0), as in Head-on, and the same t.
    expect(readouts['ray'].text).toBe('(4.000, 0.000)');
    expect(readouts['t'].text).toBe('0.500');
    expect(readouts['ray-dot-n'].text).toBe('-4.000');
    let state = await stateOnPage<State>(page, id);
    const velocityA = { x: state.vx, y: state.vy }, velocityB = { x: state.bvx, y: state.bvy };
    expect(Number(readouts['t'].value)).toBeCloseTo(linearCastOracle(placed(state.a), placed(state.b), velocityA, velocityB), 9);
    // Dragging B's arrow tip changes r by minus the drag (r = vA − vB).
    const tipB = (await handlesOnPage(page, id)).find((h) => h.id === 'B-velocity')!;
    await drag(page, tipB, { x: 0, y: -30 });
    await settled(page);
    state = await stateOnPage<State>(page, id);
    expect(state.bvy).toBeGreaterThan(0);
    readouts = await readoutsOnPage(page, id);
    expect(readouts['ray'].text).toBe(`(${(state.vx - state.bvx).toFixed(3)}, ${(state.vy - state.bvy).toFixed(3)})`);

    await openFigure(page, id);
    const before = await readoutsOnPage(page, id);
    // The readout's n is the entered edge's outward normal, which points into A: the normal at impact is −n.
    const numbers = (text: string) => text.match(/-?\d+\.\d+/g)!.map(Number);
    const [rx, ry] = numbers(before['ray'].text), [nx, ny] = numbers(before['normal'].text);
    expect(Number(before['ray-dot-n'].value)).toBeLessThan(0);
    expect(rx * nx + ry * ny).toBeCloseTo(-Number(before['ray-dot-n'].value), 2);
    await expect(page.locator(`figure[data-figure="${id}"] [data-readout="normal"]`)).toContainText('= −n');
    await press(page, id, 'Swap A and B');
    await settled(page);
    const swapped = await readoutsOnPage(page, id);
    expect(swapped['state'].text).toBe('hit');
    expect(swapped['t'].text).toBe(before['t'].text);
    expect(swapped['ray-dot-n'].value).toBe(before['ray-dot-n'].value);
    const flip = (text: string) => text.replace(/-?\d+\.\d+/g, (x) => (x.startsWith('-') ? x.slice(1) : x === '0.000' ? x : `-${x}`));
    expect(swapped['normal'].text).toBe(flip(before['normal'].text));
    expect(swapped['ray'].text).toBe(flip(before['ray'].text));

    await openFigure(page, id);
    await press(page, id, 'Swap the velocities only');
    await settled(page);
    const turned = await readoutsOnPage(page, id);
    expect(turned['ray'].text).toBe(flip(before['ray'].text));
    expect(turned['state'].text).toBe('miss');
    // Every edge that faced the ray now faces away, and the other way round.
    const [front, back] = before['edges'].text.split(' / ').map(Number);
    expect(turned['edges'].text).toBe(`${back} / ${front}`);
  });

  test('Graze passes 0.02 above B and misses; Overlapped is its own state', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'Graze');
    await settled(page);
    let readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('miss');
    expect(readouts['t'].text).toBe('—');
    const state = await stateOnPage<State>(page, id);
    // The lower face of A at y = 1.02 - 0.5 passes B's top face at y = 0.5.
    expect(state.a.y - 0.5 - 0.5).toBeCloseTo(0.02, 9);
    expect(linearCastOracle(placed(state.a), placed(state.b), { x: state.vx, y: state.vy }, { x: 0, y: 0 })).toBe(Infinity);
    await press(page, id, 'Overlapped');
    await settled(page);
    readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('overlapped at the start');
    const overlapped = await stateOnPage<State>(page, id);
    expect(polygonDistance(placed(overlapped.a), placed(overlapped.b)).distance).toBeLessThan(0);
    expect(linearCast({ a: placed(overlapped.a), b: placed(overlapped.b), velocityA: { x: overlapped.vx, y: overlapped.vy }, velocityB: { x: 0, y: 0 } }).state).toBe('overlapped');
  });
});

test.describe('linear-cast in sight', () => {
  const id = 'linear-cast';
  interface State { a: PolygonState; b: PolygonState }
  for (const width of [1200, 390]) {
    test(`at ${width} px, B dragged far from A leaves all of B − A inside the configuration-space view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openFigure(page, id);
      // A to the lower left corner of the world, then B to the upper right: as far apart as the world allows.
      const reach = width > 500 ? 400 : 200;
      const a = (await handlesOnPage(page, id)).find((h) => h.id === 'A' && h.kind === 'body')!;
      await drag(page, a, { x: -reach, y: reach }, 15);
      const b = (await handlesOnPage(page, id)).find((h) => h.id === 'B' && h.kind === 'body')!;
      await drag(page, b, { x: reach, y: -reach }, 15);
      await settled(page);
      const state = await stateOnPage<State>(page, id);
      expect(Math.hypot(state.b.x - state.a.x, state.b.y - state.a.y)).toBeGreaterThan(4);
      const md = minkowskiDifference(placed(state.a), placed(state.b));
      const view = (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id)).find((v) => v.id === 'md')!;
      for (const v of md.vertices) {
        expect(v.x).toBeGreaterThanOrEqual(view.world.min.x);
        expect(v.x).toBeLessThanOrEqual(view.world.max.x);
        expect(v.y).toBeGreaterThanOrEqual(view.world.min.y);
        expect(v.y).toBeLessThanOrEqual(view.world.max.y);
      }
    });
  }

  test('r longer than the view is named inside the view, by the ray where it leaves, and says its tip is out of view', async ({ page }) => {
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ vx: -8, vy: -8 }))}`);
    const view = (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id)).find((v) => v.id === 'md')!;
    // The tip, at (−8, −8) in B − A's view, lies outside it: the case under test.
    expect(view.world.min.x).toBeGreaterThan(-8);
    const { box } = await labelOnPage(page, id, 'r (tip out of view)');
    expect(box.x).toBeGreaterThanOrEqual(view.box.x);
    expect(box.y).toBeGreaterThanOrEqual(view.box.y);
    expect(box.x + box.width).toBeLessThanOrEqual(view.box.x + view.box.width);
    expect(box.y + box.height).toBeLessThanOrEqual(view.box.y + view.box.height);
    // Beside the ray: a corner within 30 px of the line from the origin along (−1, −1), and out by where it leaves the view.
    const toPage = await worldToPage(page, id, 'md');
    const origin = toPage({ x: 0, y: 0 });
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const along = ((centre.x - origin.x) - (centre.y - origin.y)) / Math.SQRT2; // screen y runs down: (−1, −1) is (−1, +1) on the page
    const corners = [[0, 0], [1, 0], [0, 1], [1, 1]].map(([i, j]) => ({ x: box.x + i * box.width, y: box.y + j * box.height }));
    const across = Math.min(...corners.map((c) => Math.abs((c.x - origin.x) + (c.y - origin.y)) / Math.SQRT2));
    expect(across).toBeLessThan(30);
    expect(-along).toBeGreaterThan(150);
    // With r in sight again, its label is plain r.
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ vx: -1, vy: -1 }))}`);
    await labelOnPage(page, id, 'r');
  });
});

test.describe('angular-cast', () => {
  const id = 'angular-cast';
  interface Mover extends PolygonState { vx: number; vy: number; spin: number }
  interface State { a: Mover; b: Mover; toleranceExponent: number; maxIterations: number; ignoreRotation: boolean; bShape: string; bRadius: number }
  const motionOf = (m: Mover, ignore: boolean) => ({ velocity: { x: m.vx, y: m.vy }, angularVelocity: ignore ? 0 : m.spin });
  const distanceAt = (s: State, t: number) => {
    const a = placed(s.a), b = placed(s.b);
    return polygonDistance({ shape: a.shape, pose: advancePose(a.pose, motionOf(s.a, s.ignoreRotation), t) }, { shape: b.shape, pose: advancePose(b.pose, motionOf(s.b, s.ignoreRotation), t) }).distance;
  };

  test('a spinning circle is cast as a circle: rB·|ωB| is 0 at every iteration, and t is that of the circle standing still', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'A spinning circle');
    await settled(page);
    const state = await stateOnPage<State>(page, id);
    expect(state.bShape).toBe('circle');
    expect(Math.abs(state.b.spin)).toBeGreaterThan(6);
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('hit');
    expect(readouts['radii'].text).toContain('B is a circle');
    const count = Number(readouts['iterations'].text.split(' ')[0]);
    for (let k = 0; k < count; k++) {
      expect((await readoutsOnPage(page, id))['k-reach-b'].text, `iteration ${k + 1}`).toBe('0.000');
      await press(page, id, 'Next iteration');
      await settled(page);
    }
    // Computed here with the core: the same circle standing still, and sampling for the first contact.
    const a = { shape: convexOf(placed(state.a).shape), pose: placed(state.a).pose };
    const b = { shape: circleShape(state.bRadius), pose: { position: { x: state.b.x, y: state.b.y }, angle: state.b.angle } };
    const tolerance = 10 ** state.toleranceExponent;
    const standing = shapeAngularCast({ a, b, motionA: motionOf(state.a, false), motionB: { velocity: { x: 0, y: 0 }, angularVelocity: 0 }, tolerance, maxIterations: state.maxIterations });
    const t = Number(readouts['t'].value);
    expect(Math.abs(t - standing.t)).toBeLessThan(1e-9);
    const gapAt = (time: number) => shapeDistance({ shape: a.shape, pose: advancePose(a.pose, motionOf(state.a, false), time) }, b).distance;
    expect(gapAt(t)).toBeLessThanOrEqual(tolerance * (1 + 1e-9));
    for (let k = 0; k <= 200; k++) expect(gapAt((t * k) / 200), `at ${(t * k) / 200}`).toBeGreaterThan(0);
  });

  test('the source’s 90° turn: the scrubber visits every iteration, distances shrink, and the hit is a true first contact', async ({ page }) => {
    await openFigure(page, id);
    const state = await stateOnPage<State>(page, id);
    expect(state.a.spin).toBeCloseTo(Math.PI / 2, 12);
    let readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('hit');
    expect(readouts['spin-a'].text).toBe('90.0°/step = 1.571 rad/step');
    const t = Number(readouts['t'].value);
    const count = Number(/of (\d+)/.exec(readouts['k'].text)![1]);
    expect(count).toBeGreaterThan(5);
    const seen: { t: number; d: number; step: number | null }[] = [];
    for (let k = 0; k < count; k++) {
      readouts = await readoutsOnPage(page, id);
      expect(readouts['k'].text).toBe(`${k + 1} of ${count}`);
      const step = readouts['k-step'].value;
      seen.push({ t: Number(readouts['k-t'].value), d: Number(readouts['k-distance'].value), step: step === 'null' ? null : Number(step) });
      await press(page, id, 'Next iteration');
      await settled(page);
    }
    // Past the last one the scrubber stays there, and so do its field and Previous's first press.
    expect((await readoutsOnPage(page, id))['k'].text).toBe(`${count} of ${count}`);
    const field = page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ has: page.locator('.lil-name', { hasText: /^iteration/ }) }).locator('input');
    await expect(field).toHaveValue(String(count));
    await setNumber(page, id, 'iteration', count + 25);
    await expect(field).toHaveValue(String(count));
    expect((await stateOnPage<{ iteration: number }>(page, id)).iteration).toBe(count - 1);
    await press(page, id, 'Previous iteration');
    await settled(page);
    expect((await readoutsOnPage(page, id))['k'].text).toBe(`${count - 1} of ${count}`);
    await press(page, id, 'Next iteration');
    await settled(page);
    for (let k = 1; k < count; k++) {
      expect(seen[k].d).toBeLessThan(seen[k - 1].d);
      expect(seen[k].t).toBeCloseTo(seen[k - 1].t + seen[k - 1].step!, 12);
      // Every iterate is safe: the shapes are apart there (the core's distance at the page's own t).
      expect(distanceAt(state, seen[k].t)).toBeGreaterThan(0);
    }
    expect(seen[count - 1].t).toBe(t);
    // Independent of the loop: sampling finds no contact before t, and bisection puts the first contact within 1e-3.
    for (let i = 0; i < 2000; i++) expect(distanceAt(state, (t * i) / 2000)).toBeGreaterThan(0);
    let lo = t, hi = 1;
    expect(distanceAt(state, hi)).toBeLessThan(0);
    for (let i = 0; i < 60; i++) { const mid = (lo + hi) / 2; if (distanceAt(state, mid) > 0) lo = mid; else hi = mid; }
    expect(lo - t).toBeGreaterThanOrEqual(0);
    expect(lo - t).toBeLessThan(1e-3);
  });

  test('slow convergence reaches the iteration limit and says so', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'Slow convergence');
    await settled(page);
    const readouts = await readoutsOnPage(page, id);
    expect(['gave up: iteration limit reached', 'gave up: stalled (no progress)']).toContain(readouts['state'].text);
    expect(readouts['iterations'].text).toBe('64 (64)');
    expect(readouts['spin-a'].text).toBe('1440.0°/step = 25.133 rad/step');
    // What it reached is still safe.
    expect(distanceAt(await stateOnPage<State>(page, id), Number(readouts['t'].value))).toBeGreaterThan(0);
  });

  test('rotational tunnelling: the turning bar hits, the same cast that ignores rotation misses, and the two turning knobs do not stack', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'Rotational tunnelling');
    await settled(page);
    const state = await stateOnPage<State>(page, id);
    // Both ends of the step are clear; half way through the turn the bar stands upright through the box.
    expect(distanceAt(state, 0)).toBeGreaterThan(0);
    expect(distanceAt({ ...state, ignoreRotation: false }, 1)).toBeGreaterThan(0);
    expect(distanceAt(state, 0.5)).toBeLessThan(0);
    expect((await readoutsOnPage(page, id))['state'].text).toBe('hit');
    // The bar and the box stand on one vertical line: their turning knobs do not stack (the box's stalk points
    // down, away from the bar's longer one), and a press on either turns its own shape.
    const turns = (await handlesOnPage(page, id)).filter((h) => h.kind === 'rotate');
    expect(turns.map((h) => h.id).sort()).toEqual(['A', 'B']);
    expect(turns.every((h) => h.reachable)).toBe(true);
    expect(Math.hypot(turns[0].x - turns[1].x, turns[0].y - turns[1].y)).toBeGreaterThan(40);
    const knobB = turns.find((h) => h.id === 'B')!;
    await drag(page, knobB, { x: 30, y: 0 });
    const turned = await stateOnPage<State>(page, id);
    expect(turned.b.angle).not.toBe(state.b.angle);
    expect(turned.a.angle).toBe(state.a.angle);
    await press(page, id, 'Rotational tunnelling');
    await settled(page);
    await page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'ignore rotation' }).locator('input').check();
    await settled(page);
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('miss');
    expect(readouts['spin-a'].text).toContain('(ignored)');
  });

  test('a knob turned away from the view’s edge does not land on the other body’s knob', async ({ page }) => {
    await openFigure(page, id);
    const start = await stateOnPage<State>(page, id);
    const toPage = await worldToPage(page, id, 'world');
    // The stalk's length in pixels, from A's centre to its knob, and A's centre in the world.
    const opening = await handlesOnPage(page, id);
    const bodyA = opening.find((h) => h.kind === 'body' && h.id === 'A')!, knobA = opening.find((h) => h.kind === 'rotate' && h.id === 'A')!;
    const stalk = Math.hypot(knobA.x - bodyA.x, knobA.y - bodyA.y);
    const unit = toPage({ x: 1, y: 0 }).x - toPage({ x: 0, y: 0 }).x;
    // A upright at the top of the view, where its knob cannot go up; B upright just below, where A's knob
    // turned down would sit exactly on B's.
    const world = (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id)).find((v) => v.id === 'world')!.world;
    const reach = Math.max(...start.a.vertices.map((v) => Math.hypot(v.x, v.y)));
    const ay = world.max.y - reach - 0.05;
    expect(ay + stalk / unit).toBeGreaterThan(world.max.y);
    const a = { ...start.a, angle: 0, x: -1, y: ay }, b = { ...start.a, angle: 0, x: -1, y: ay - (2 * stalk) / unit };
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ a, b, vx: 2.5, vy: 0 }))}`);
    const turns = (await handlesOnPage(page, id)).filter((h) => h.kind === 'rotate');
    expect(turns.map((h) => h.id).sort()).toEqual(['A', 'B']);
    expect(turns.every((h) => h.reachable)).toBe(true);
    expect(Math.hypot(turns[0].x - turns[1].x, turns[0].y - turns[1].y)).toBeGreaterThan(40);
    const turned = await stateOnPage<State>(page, id);
    await drag(page, turns.find((h) => h.id === 'A')!, { x: 20, y: 10 });
    const after = await stateOnPage<State>(page, id);
    expect(after.a.angle).not.toBe(turned.a.angle);
    expect(after.b.angle).toBe(turned.b.angle);
  });
});

test.describe('conservative-advancement', () => {
  const id = 'conservative-advancement';
  interface Disc { x: number; y: number; radius: number }
  interface State { shape: string; a: Disc; b: Disc; vx: number; vy: number; toleranceExponent: number; maxIterations: number }

  test('overlapped at the start: the final t is 0, as the closed form says, and they differ by nothing', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'Overlapped at the start');
    await settled(page);
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('overlapped at the start');
    expect(readouts['t'].text).toBe('0.00000');
    expect(readouts['exact-t'].text).toBe('0.00000');
    expect(Number(readouts['error'].value)).toBe(0);
  });

  test('oblique circles: the slider visits every iteration, each equal to circleCast on the state, and the last t is the exact one', async ({ page }) => {
    await openFigure(page, id);
    const state = await stateOnPage<State>(page, id);
    const cast = circleCast({
      a: { center: { x: state.a.x, y: state.a.y }, radius: state.a.radius }, b: { center: { x: state.b.x, y: state.b.y }, radius: state.b.radius },
      velocityA: { x: state.vx, y: state.vy }, velocityB: { x: 0, y: 0 }, tolerance: 10 ** state.toleranceExponent,
    });
    // Worked by hand: B 0.6 off A's path, radii summing to 1: contact when (3 - 4t)^2 + 0.36 = 1, t = 0.55.
    expect(cast.iterations.map((it) => Number(it.t.toFixed(4)))).toEqual([0, 0.525, 0.5495, 0.55]);
    for (let k = 0; k < cast.iterations.length; k++) {
      await setNumber(page, id, 'iteration', k + 1);
      const readouts = await readoutsOnPage(page, id);
      expect(readouts['k'].text).toBe(`I${k + 1} of ${cast.iterations.length}`);
      expect(Number(readouts['k-t'].value)).toBe(cast.iterations[k].t);
      expect(Number(readouts['k-distance'].value)).toBe(cast.iterations[k].distance);
    }
    const readouts = await readoutsOnPage(page, id);
    expect(Number(readouts['t'].value)).toBeCloseTo(0.55, 4);
    expect(readouts['t'].text).toBe(readouts['exact-t'].text);
  });

  test('head-on circles: the first step lands on the time of impact, 1/2, as the caption says', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'Head-on');
    await settled(page);
    await setNumber(page, id, 'iteration', 1);
    const readouts = await readoutsOnPage(page, id);
    // A at (-3, 0), B at (0, 0), radii 0.5 each, speed 4: d = 2, r·n = 4, next t = 2 / 4.
    expect(readouts['k'].text).toBe('I1 of 2');
    expect(Number(readouts['k-next'].value)).toBe(0.5);
    expect(Number(readouts['t'].value)).toBe(0.5);
  });

  test('regular polygons: the last iteration’s t equals linearCast’s t on the state read back', async ({ page }) => {
    const start = { shape: 'polygons', a: { x: -2.5, y: 0.2, radius: 0.6 }, b: { x: 0.4, y: 0.7, radius: 0.8 }, vx: 4.5, vy: 0.3 };
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify(start))}`);
    const state = await stateOnPage<State>(page, id);
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('hit');
    const pentagon = (d: Disc): Placed => ({ shape: makeRegularPolygon(5, d.radius, Math.PI / 2), pose: { position: { x: d.x, y: d.y }, angle: 0 } });
    const linear = linearCast({ a: pentagon(state.a), b: pentagon(state.b), velocityA: { x: state.vx, y: state.vy }, velocityB: { x: 0, y: 0 } });
    expect(linear.state).toBe('hit');
    expect(Number(readouts['exact-t'].value)).toBe(linear.t);
    // Within the distance tolerance 1e-4, closing at speed |r| or less along the normal: at most ~1e-4 / (r.n) early.
    expect(linear.t - Number(readouts['t'].value)).toBeGreaterThanOrEqual(0);
    expect(linear.t - Number(readouts['t'].value)).toBeLessThan(1e-4);
    expect(readouts['t'].text).toBe(readouts['exact-t'].text);
  });

  test('receding is a miss after one iteration; an iteration limit of 1 says it gave up', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'Receding');
    await settled(page);
    let readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('miss');
    expect(readouts['k'].text).toBe('I1 of 1');
    expect(Number(readouts['k-closing'].value)).toBeLessThan(0);
    await press(page, id, 'Iteration limit 1');
    await settled(page);
    readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('gave up: iteration limit reached');
  });

  test('receding: A’s arrow and the ray r stay in sight, and the ray is read out', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'Receding');
    await settled(page);
    const state = await stateOnPage<State>(page, id);
    expect(state.vx).toBeLessThan(0);
    // The velocity knob sits at the arrow's tip itself (a knob out of sight would wait at the view's edge instead).
    const knob = (await handlesOnPage(page, id)).find((h) => h.id === 'A-velocity')!;
    const tip = (await worldToPage(page, id, 'world'))({ x: state.a.x + state.vx, y: state.a.y + state.vy });
    expect(Math.hypot(knob.x - tip.x, knob.y - tip.y)).toBeLessThan(1);
    await labelOnPage(page, id, 'r');
    expect((await readoutsOnPage(page, id))['ray'].text).toBe(`(${state.vx.toFixed(3)}, ${state.vy.toFixed(3)})`);
  });

  test('pentagons grazing: where r·n is all but 0 the next t lies far past 1 and is called a miss, not printed as 1e14', async ({ page }) => {
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ shape: 'polygons', b: { x: 0, y: 1, radius: 0.5 }, step: 40 }))}`);
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['state'].text).toBe('miss');
    expect(Math.abs(Number(readouts['k-closing'].value))).toBeLessThan(1e-9);
    expect(readouts['k-next'].text).toBe('past 1 (r·n near 0): a miss');
  });

  test('Play carries on from the iteration shown, and from the last starts again', async ({ page }) => {
    await openFigure(page, id);
    await press(page, id, 'Grazing (tangent)');
    await settled(page);
    await setNumber(page, id, 'iteration', 3);
    // Play, pause and play again, each press followed by the frame it brings and nothing else: a run of this preset
    // lasts a few seconds, and a slow machine between separate steps of a test could see it end before the pause.
    const playPause = (times: number) => page.evaluate(async ({ figureId, times }) => {
      const figure = document.querySelector<HTMLElement>(`figure[data-figure="${figureId}"]`)!;
      const button = [...figure.querySelectorAll<HTMLButtonElement>('.figure-panel button')].find((b) => b.textContent?.includes('Play / pause'));
      if (!button) throw new Error(`${figureId}: no Play / pause button`);
      const states: { step: number; playing: boolean }[] = [];
      for (let i = 0; i < times; i++) {
        button.click();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        states.push(JSON.parse(figure.dataset.state!));
      }
      return states;
    }, { figureId: id, times });
    const [playing, paused, resumed] = await playPause(3);
    // A step lasts 0.8 s and a frame counts at most 0.1 s, so each press's two frames leave the step where it was.
    expect(playing).toMatchObject({ step: 2, playing: true });
    expect(paused).toMatchObject({ step: 2, playing: false });
    expect(resumed).toMatchObject({ step: 2, playing: true });
    // From the last iteration, Play starts over.
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ b: { x: 0, y: 1, radius: 0.5 }, step: 40 }))}`);
    const [again] = await playPause(1);
    expect(again).toMatchObject({ step: 0, playing: true });
  });

  for (const shape of ['circles', 'polygons']) {
    test(`${shape}: a press anywhere inside a shape drags it, not only on its centre`, async ({ page }) => {
      await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ shape, b: { x: 0, y: 0.6, radius: 1 } }))}`);
      const before = await stateOnPage<State>(page, id);
      const toPage = await worldToPage(page, id, 'world');
      // 0.6 of the radius from B's centre, down and left (inside the pentagon too, whose inner radius is 0.81 r).
      const from = toPage({ x: before.b.x - 0.42, y: before.b.y - 0.42 });
      await drag(page, from, { x: 30, y: 0 });
      await settled(page);
      const after = await stateOnPage<State>(page, id);
      expect(after.b.x).toBeGreaterThan(before.b.x + 0.2);
      expect(after.a).toEqual(before.a);
    });
  }

  test('the largest radii the panel allows leave B − A whole in its view, and B still moves', async ({ page }) => {
    await openFigure(page, id);
    for (const name of ['radius of A', 'radius of B']) await setNumber(page, id, name, 2);
    let state = await stateOnPage<State>(page, id);
    expect(state.a.radius).toBe(state.b.radius);
    expect(state.a.radius).toBeGreaterThan(1);
    // The panel leaves the shapes where they were, B − A now reaching past its view's right edge: B dragged left
    // brings it in, and from there B moves either way.
    for (const dx of [-60, 30, -30]) {
      const b = (await handlesOnPage(page, id)).find((h) => h.id === 'B' && h.kind === 'body')!;
      await drag(page, b, { x: dx, y: 0 });
      await settled(page);
      const now = await stateOnPage<State>(page, id);
      expect(Math.sign(now.b.x - state.b.x)).toBe(Math.sign(dx));
      const view = (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id)).find((v) => v.id === 'md')!;
      const centre = { x: now.b.x - now.a.x, y: now.b.y - now.a.y }, radius = now.a.radius + now.b.radius;
      expect(centre.x - radius).toBeGreaterThanOrEqual(view.world.min.x);
      expect(centre.x + radius).toBeLessThanOrEqual(view.world.max.x);
      expect(centre.y - radius).toBeGreaterThanOrEqual(view.world.min.y);
      expect(centre.y + radius).toBeLessThanOrEqual(view.world.max.y);
      state = now;
    }
  });
});

test.describe('rotation-bound', () => {
  const id = 'rotation-bound';
  interface State { shape: { x: number; y: number; angle: number; halfWidth: number; halfHeight: number }; pivot: { x: number; y: number }; theta: number }

  /** The largest move of any point of the rectangle (corners and points along every edge), turned about the pivot. */
  const largestMove = (s: State) => {
    const { x, y, angle, halfWidth: w, halfHeight: h } = s.shape;
    const corners = [[-w, -h], [w, -h], [w, h], [-w, h]].map(([u, v]) => ({ x: x + Math.cos(angle) * u - Math.sin(angle) * v, y: y + Math.sin(angle) * u + Math.cos(angle) * v }));
    let largest = 0;
    corners.forEach((p, i) => {
      const q = corners[(i + 1) % 4];
      for (let k = 0; k <= 20; k++) {
        const point = { x: p.x + ((q.x - p.x) * k) / 20, y: p.y + ((q.y - p.y) * k) / 20 };
        const dx = point.x - s.pivot.x, dy = point.y - s.pivot.y;
        const moved = { x: s.pivot.x + Math.cos(s.theta) * dx - Math.sin(s.theta) * dy, y: s.pivot.y + Math.sin(s.theta) * dx + Math.cos(s.theta) * dy };
        largest = Math.max(largest, Math.hypot(moved.x - point.x, moved.y - point.y));
      }
    });
    return largest;
  };

  test('the 4 by 0.2 rod turned 90° about its middle: r = 2.0025, L = 3.1455, chord 2.8320', async ({ page }) => {
    await openFigure(page, id);
    const readouts = await readoutsOnPage(page, id);
    expect(readouts['r'].text).toBe(`${Math.hypot(2, 0.1).toFixed(3)} u`);
    expect(Number(readouts['arc'].value)).toBeCloseTo(Math.hypot(2, 0.1) * Math.PI / 2, 9);
    expect(Number(readouts['chord'].value)).toBeCloseTo(2 * Math.hypot(2, 0.1) * Math.sin(Math.PI / 4), 9);
  });

  test('a link that puts the centre of rotation out of sight brings it into view, says so, and its knob takes a press', async ({ browser }) => {
    // A centre dragged to the far left on a wide screen, opened on a phone; and one far outside any view.
    for (const [viewport, pivot] of [[{ width: 390, height: 844 }, { x: -7.3075, y: 4.4309 }], [{ width: 1200, height: 800 }, { x: 20, y: 20 }]] as const) {
      const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500 });
      const page = await context.newPage();
      await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ pivot }))}`);
      await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).toContainText('moved back into view');
      const canvas = (await page.locator(`figure[data-figure="${id}"] canvas`).boundingBox())!;
      const knob = (await handlesOnPage(page, id)).find((h) => h.id === 'pivot')!;
      expect(knob.reachable).toBe(true);
      expect(knob.x).toBeGreaterThan(canvas.x);
      expect(knob.x).toBeLessThan(canvas.x + canvas.width);
      expect(knob.y).toBeGreaterThan(canvas.y);
      expect(knob.y).toBeLessThan(canvas.y + canvas.height);
      const state = await stateOnPage<State>(page, id);
      expect(Math.abs(state.pivot.x)).toBeLessThan(Math.abs(pivot.x));
      const r = Number((await readoutsOnPage(page, id))['r'].value);
      expect(Number.isFinite(r)).toBe(true);
      // In the top left corner the knob lies on the view's title, which fades under it; elsewhere it is whole.
      const world = (await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id)).find((v) => v.id === 'world')!;
      const onTitle = knob.x < world.box.x + 80 && knob.y < world.box.y + 30;
      expect(onTitle).toBe(pivot.x < 0);
      expect(world.titleShown).toBe(onTitle ? 0.25 : 1);
      await context.close();
    }
  });

  test('with the centre in the top-left corner and p′ out of sight, the θ knob waits on the arc, clear of the centre’s knob, and each knob takes its own press', async ({ page }) => {
    const link = encodeURIComponent(JSON.stringify({ pivot: { x: -3.2, y: 4.2 }, theta: 2.2 }));
    await openFigure(page, id, `&s.${id}=${link}`);
    const knobs = async () => {
      const handles = await handlesOnPage(page, id);
      return { pivot: handles.find((h) => h.id === 'pivot')!, theta: handles.find((h) => h.id === 'theta')! };
    };
    const { pivot, theta } = await knobs();
    const state = await stateOnPage<State>(page, id);
    // The knob stands on p's arc: r from the centre (in world units), and far from the centre's knob on screen.
    const r = Number((await readoutsOnPage(page, id))['r'].value);
    expect(Math.hypot(theta.world.x - state.pivot.x, theta.world.y - state.pivot.y)).toBeCloseTo(r, 1);
    expect(Math.hypot(theta.x - pivot.x, theta.y - pivot.y)).toBeGreaterThan(100);
    expect(pivot.reachable && theta.reachable).toBe(true);
    // p′ is named beside its knob, not left by the centre, and the name says p′ itself lies farther on.
    const label = await labelOnPage(page, id, 'p′ (out of view)');
    const { box } = label;
    const gap = Math.hypot(Math.max(box.x - theta.x, 0, theta.x - box.x - box.width), Math.max(box.y - theta.y, 0, theta.y - box.y - box.height));
    expect(gap).toBeLessThan(30);
    // A press on the centre moves the centre and leaves θ; a drag of the θ knob along the arc turns less, smoothly.
    await drag(page, pivot, { x: 30, y: 30 });
    const moved = await stateOnPage<State>(page, id);
    expect(moved.theta).toBe(state.theta);
    expect(moved.pivot.x).toBeGreaterThan(state.pivot.x);
    const after = (await knobs()).theta;
    await page.mouse.move(after.x, after.y);
    await page.mouse.down();
    let last = moved.theta;
    for (let i = 1; i <= 6; i++) {
      await page.mouse.move(after.x + 12 * i, after.y + 14 * i);
      await settled(page);
      const now = (await stateOnPage<State>(page, id)).theta;
      expect(now).toBeLessThan(last);
      expect(last - now).toBeLessThan(0.2);
      last = now;
    }
    await page.mouse.up();
    // Arrow keys on the pinned knob turn from where it waits too, a little at a time.
    await openFigure(page, id, `&s.${id}=${link}`);
    await page.locator(`figure[data-figure="${id}"] .figure-stage`).focus();
    for (let i = 0; i < 5 && (await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-selected')) !== 'theta'; i++) await page.keyboard.press('Tab');
    expect(await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-selected')).toBe('theta');
    const unkeyed = (await stateOnPage<State>(page, id)).theta;
    await page.keyboard.press('ArrowRight');
    await settled(page);
    const keyed = (await stateOnPage<State>(page, id)).theta;
    expect(keyed).not.toBe(unkeyed);
    expect(Math.abs(keyed - unkeyed)).toBeLessThan(0.2);
  });

  test('L is never less than the largest move of any point, for every θ and centre of rotation tried', async ({ page }) => {
    await openFigure(page, id);
    await page.locator(`figure[data-figure="${id}"] .figure-stage`).focus();
    await page.keyboard.press('Tab'); // from the rectangle to the centre of rotation
    expect(await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-selected')).toBe('pivot');
    let tried = 0;
    let previousR = 0;
    for (const [dx, dy] of [[0, 0], [15, 0], [0, 12], [10, -25]]) {
      for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowLeft' : 'ArrowRight');
      for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
      for (const degrees of [10, 90, -135, 180, 300]) {
        await setNumber(page, id, 'θ', degrees);
        const state = await stateOnPage<State>(page, id);
        const readouts = await readoutsOnPage(page, id);
        const bound = Number(readouts['arc'].value);
        expect(bound).toBeGreaterThanOrEqual(largestMove(state) - 1e-9);
        expect(Number(readouts['largest'].value)).toBeCloseTo(largestMove(state), 2);
        tried++;
      }
      // Moving the centre away from the middle only makes r grow here.
      const r = Number((await readoutsOnPage(page, id))['r'].value);
      expect(r).toBeGreaterThanOrEqual(previousR - 1e-9);
      previousR = r;
    }
    expect(tried).toBe(20);
  });
});

test('conservative-advancement: polygons overlapped at the start, tolerance 0.1, A dragged down and right: the page keeps drawing (a dashed line to a far point once hung it)', async ({ page }) => {
  const id = 'conservative-advancement';
  const start = { shape: 'polygons', a: { x: -3, y: 0, radius: 0.5 }, b: { x: -2.4, y: 0.2, radius: 0.5 }, vx: 4, vy: 0, toleranceExponent: -1, maxIterations: 64, step: 0, playing: false, elapsed: 0 };
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify(start))}`);
  const a = (await handlesOnPage(page, id)).find((h) => h.id === 'A' && h.kind === 'body')!;
  const rendered = Number(await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-rendered'));
  await drag(page, { ...a, x: a.x + 7, y: a.y }, { x: 108, y: 103 }, 3);
  await settled(page);
  expect(Number(await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-rendered'))).toBeGreaterThan(rendered);
  expect((await stateOnPage<{ a: { x: number } }>(page, id)).a.x).toBeGreaterThan(start.a.x);
});

test('each continuous caption names the source figure it recreates', async ({ page }) => {
  await page.goto('./');
  for (const [id, source] of [['linear-cast', 'Figure 5'], ['conservative-advancement', 'Figure 6'], ['rotation-bound', 'Figure 8'], ['angular-cast', '“Continuous Angular/Linear”']]) {
    const caption = (await page.locator(`figure[data-figure="${id}"] figcaption`).textContent())!;
    expect(caption, id).toContain('Paul Firth’s “Collision detection for dummies”');
    expect(caption, id).toContain(source);
  }
});

test('angular-cast: after Slow convergence the iteration’s line (t and d) is readable, clear of the fan of outlines', async ({ browser }) => {
  const id = 'angular-cast';
  await onDesktopAndPhone(browser, id, async (page, viewport) => {
    // A click on the button itself: on a phone the panel starts closed.
    await page.locator(`figure[data-figure="${id}"] .figure-panel button`, { hasText: 'Slow convergence' }).evaluate((b) => (b as HTMLElement).click());
    await settled(page);
    const label = await labelOnPage(page, id, /^I1: t = /);
    expect(label.collisions, `${viewport.width} px`).toBe(0);
  });
});

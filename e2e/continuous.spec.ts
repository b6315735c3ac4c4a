// What the continuous chapter's figures must make visible, checked against direct core calls on the state the
// page reports and against numbers worked out by hand.

import { expect, test } from '@playwright/test';
import { advancePose, linearCast, makePolygon, polygonDistance, type Placed } from '../src/geometry';
import { linearCastOracle } from '../src/geometry/testing/oracles';
import { drag, handlesOnPage, openFigure, press, readoutsOnPage, settled, stateOnPage } from './helpers';

interface PolygonState { x: number; y: number; angle: number; vertices: { x: number; y: number }[] }
const placed = (p: PolygonState): Placed => ({ shape: makePolygon(p.vertices), pose: { position: { x: p.x, y: p.y }, angle: p.angle } });

test.describe('linear-cast', () => {
  const id = 'linear-cast';
  interface State { a: PolygonState; b: PolygonState; vx: number; vy: number }

  test('the ghost A′ touches B: the distance at the reported t is zero, and t agrees with a vertex-edge sweep', async ({ page }) => {
    await openFigure(page, id);
    // Drag the velocity tip, as a reader would, to a new aim that still hits.
    const tip = (await handlesOnPage(page, id)).find((h) => h.kind === 'velocity')!;
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
    // Of the box difference's four edges (collinear pairs kept: eight), the ray along +x faces the left ones.
    expect(readouts['edges'].text).toBe('2 / 6');
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

// What the separating-axis chapter's figures must make visible, with the expected numbers worked out here.

import { expect, test } from '@playwright/test';
import type { HandleOnPage } from '../src/ui/host';
import { framesDrawnDuring, handlesOnPage, labelsOnPage, onDesktopAndPhone, openFigure, press, readoutsOnPage, setNumber, settled, stateOnPage, focusStage } from './helpers';

/** The four numbers of "A [min, max] B [min, max] …" in an axis readout. */
const intervalsOf = (text: string) => {
  const [, aMin, aMax, bMin, bMax] = /A \[(-?[\d.]+), (-?[\d.]+)\] B \[(-?[\d.]+), (-?[\d.]+)\]/.exec(text)!.map(Number);
  return { aMin, aMax, bMin, bMax };
};


test('sat-point: moving the point across one edge of the triangle flips exactly that axis', async ({ page }) => {
  const id = 'sat-point';
  // The triangle (-1.1, -0.7), (1.2, -0.5), (-0.2, 1.1) at the origin. Edge 1 runs (1.2, -0.5) -> (-0.2, 1.1);
  // its outward normal is (1.6, 1.4) / |.|. From (0.3, 0.2): (p - v1) . (1.6, 1.4) = -1.44 + 0.98 = -0.46 < 0, inside.
  // Four steps right to (0.7, 0.2): -0.8 + 0.98 = +0.18 > 0, outside edge 1, and still inside edges 0 and 2.
  const state = { point: { x: 0.3, y: 0.2 }, follow: false };
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify(state))}`);
  expect((await readoutsOnPage(page, id))['dots'].text).toBe('✓ ✓ ✓');
  await focusStage(page, id);
  await page.keyboard.press('Tab'); // from the polygon to the point
  expect(await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-selected')).toBe('point');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['dots'].text).toBe('✓ ✗ ✓');
  expect(readouts['verdict'].text).toBe('outside');
  expect(readouts['axes-checked'].text).toBe('2 of 3');
});

test('sat-point on a phone: with the hexagon’s six rulers round the point, “outside” goes to a clear corner, not inside the polygon', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const id = 'sat-point';
  await openFigure(page, id);
  await page.locator(`figure[data-figure="${id}"] .figure-panel select`).first().selectOption({ label: 'hexagon' }, { force: true });
  await settled(page);
  const verdict = (await labelsOnPage(page, id)).find((l) => l.text === 'outside')!;
  expect(verdict.collisions).toBe(0);
  const centre = (await handlesOnPage(page, id)).find((h) => h.kind === 'body')!;
  const middle = { x: verdict.box.x + verdict.box.width / 2, y: verdict.box.y + verdict.box.height / 2 };
  // It sat 9 px from the polygon's centre; the hexagon reaches about 65 px from it here.
  expect(Math.hypot(middle.x - centre.x, middle.y - centre.y)).toBeGreaterThan(80);
  await context.close();
});

test('sat-polygons: the Separated preset reports the axis of A’s edge 1', async ({ page }) => {
  const id = 'sat-polygons';
  await openFigure(page, id);
  await press(page, id, 'Separated');
  await settled(page);
  // A's edge 1 runs (0.9, -0.9) -> (1.3, 0.4): normal (1.3, -0.4) / |.|. A reaches 1.125 along it (both ends of the
  // edge). B is a triangle of radius 0.75 at (2.2, 0.3); its lowest corner along that normal is (1.55, -0.075), at
  // (1.55 * 1.3 + 0.075 * 0.4) / 1.360 = 1.504. 1.504 > 1.125: a gap. Edge 0 of A faces down, away from B.
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['verdict'].text).toBe('separated');
  expect(readouts['separating-axis'].text).toBe('A edge 1');
  // The page's own intervals on that axis: A reaches 1.125, B starts at 1.504, so they do not meet.
  const axis = intervalsOf(readouts['axis-1'].text);
  expect(axis.aMax).toBeCloseTo(1.125, 2);
  expect(axis.bMin).toBeCloseTo(1.504, 2);
  expect(axis.bMin).toBeGreaterThan(axis.aMax);
  expect(readouts['axis-1'].text).toMatch(/overlap -0\.38 /);
  // Apart, there is no MTV: Move B by −MTV leaves B where it is, and says why, each time it is pressed.
  const before = await stateOnPage(page, id);
  for (let i = 0; i < 2; i++) {
    await press(page, id, 'Move B by −MTV');
    await settled(page);
    expect(await stateOnPage(page, id)).toEqual(before);
    await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).toContainText('the shapes do not overlap: there is no MTV');
  }
});

test('sat-polygons: with B inside A, the depth along an axis exceeds the interval overlap', async ({ page }) => {
  const id = 'sat-polygons';
  await openFigure(page, id);
  await press(page, id, 'B inside A');
  await settled(page);
  const readouts = await readoutsOnPage(page, id);
  expect(readouts['verdict'].text).toBe('overlapping');
  const axes = Object.entries(readouts).filter(([name]) => name.startsWith('axis-')).map(([, r]) => {
    const [, overlap, depth] = /overlap (-?[\d.]+) depth (-?[\d.]+)/.exec(r.text)!;
    return { overlap: Number(overlap), depth: Number(depth) };
  });
  expect(axes).toHaveLength(8);
  // Containment: on every axis B's interval lies inside A's, so the overlap is only B's width, and the depth is more.
  expect(axes.every((a) => a.depth > a.overlap + 0.05)).toBe(true);
  // The least depth is the distance to the outline of B - A.
  expect(Number(readouts['depth'].value)).toBeCloseTo(-Number(readouts['md-distance'].value), 9);
  // Applying the MTV leaves them touching, and the verdict says so (the core's one touching rule).
  await press(page, id, 'Move B by −MTV');
  await settled(page);
  const after = await readoutsOnPage(page, id);
  expect(Math.abs(Number(after['md-distance'].value))).toBeLessThan(1e-9);
  expect(after['verdict'].text).toBe('touching');
});

test('sat-polygons: one axis can be shown alone, from the panel or a link, and a link naming no axis gets a note', async ({ page }) => {
  const id = 'sat-polygons';
  await openFigure(page, id);
  const select = page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'axis shown' }).locator('select');
  const before = await readoutsOnPage(page, id);
  await select.selectOption({ label: 'A’s edge 1' });
  await settled(page);
  expect((await stateOnPage<{ axis: string }>(page, id)).axis).toBe('A1');
  // Showing one axis changes the drawing only: the verdict and every axis's numbers stay as they were.
  expect(await readoutsOnPage(page, id)).toEqual(before);
  await openFigure(page, id, `&s.${id}=${encodeURIComponent('{"axis":"B2"}')}`);
  expect((await stateOnPage<{ axis: string }>(page, id)).axis).toBe('B2');
  expect(await select.evaluate((e) => (e as HTMLSelectElement).selectedOptions[0].textContent)).toBe('B’s edge 2');
  await openFigure(page, id, `&s.${id}=${encodeURIComponent('{"axis":"C7"}')}`);
  await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).toContainText('axis');
  expect((await stateOnPage<{ axis: string }>(page, id)).axis).toBe('all');
});

test('sat-polygons: with B inside A, or as it opens, and one axis shown, its ruler’s numbers sit clear of every line drawn in full, on a desktop and a phone', async ({ browser }) => {
  // Twenty openings of the figure (ten axes and states, two screens).
  test.setTimeout(120_000);
  const id = 'sat-polygons';
  // The containment preset with B − A beside the shapes: the world view is half the figure on a desktop, and
  // the rulers of the other axes are drawn faint around the shapes.
  const base = { a: { x: 0, y: 0, angle: 0 }, b: { x: 0.55, y: 0.05, angle: 0.2 }, size: 'small', showMinkowski: true, follow: false };
  await onDesktopAndPhone(browser, id, async (page, viewport) => {
    for (const axis of ['A0', 'A1', 'A2', 'A3', 'A4', 'B0', 'B1', 'B2']) {
      await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ ...base, axis }))}`);
      const label = (await labelsOnPage(page, id)).find((l) => l.text.startsWith('overlap'));
      expect(label, `${axis} at ${viewport.width} px`).toBeTruthy();
      expect(label!.collisions, `${axis} at ${viewport.width} px`).toBeLessThan(1);
    }
    // As the figure opens, A's edge 0 and B's edge 1 stand near the view's right edge on a phone: no room on
    // the ruler's far side, and the label went back across it before it could take a corner.
    for (const axis of ['A0', 'B1']) {
      await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ axis }))}`);
      const label = (await labelsOnPage(page, id)).find((l) => l.text.startsWith('overlap'));
      expect(label!.collisions, `${axis} as it opens at ${viewport.width} px`).toBeLessThan(1);
    }
  });
});

test('sat-polygons: Show B − A adds the configuration-space view and takes it away', async ({ page }) => {
  const id = 'sat-polygons';
  await openFigure(page, id);
  const bodyA = async () => (await page.evaluate((figureId) => window.__figures!.hosts[figureId].testHandles(), id)).find((h) => h.id === 'A' && h.kind === 'body')!;
  const alone = await bodyA();
  const toggle = page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`).filter({ hasText: 'Show B − A' }).locator('input');
  await toggle.check();
  await settled(page);
  // The world view now has half the width: A's centre, at the world origin, sits at the centre of the left half.
  const beside = await bodyA();
  expect(beside.x).toBeLessThan(alone.x - 100);
  expect(beside.world).toEqual(alone.world);
  await toggle.uncheck();
  await settled(page);
  expect((await bodyA()).x).toBeCloseTo(alone.x, 0);
});

test('sat-moving: the Tunnel preset, as it is, tunnels: the discrete check misses the wall, the continuous one finds it', async ({ page }) => {
  const id = 'sat-moving';
  await openFigure(page, id);
  await press(page, id, 'Tunnel');
  await settled(page);
  // The tip of A's arrow and B's centre are apart: each knob takes its own press.
  const knobs = await handlesOnPage(page, id);
  const tipA = knobs.find((h) => h.id === 'A-velocity')!, stillB = knobs.find((h) => h.id === 'B-velocity')!;
  expect(tipA.reachable).toBe(true);
  expect(Math.hypot(tipA.x - stillB.x, tipA.y - stillB.y)).toBeGreaterThan(20);
  // A: a box of half size 0.25 at x = -2.5 moving 10 u/s; steps of 0.1 s carry it 1 unit. The wall: half width 0.1
  // at x = 0. A touches it while |x| < 0.35, a window 0.7 wide, shorter than the step. Step ends: -1.5, -0.5, 0.5:
  // none inside. In step 3 the front face goes from -0.25 and meets the wall's face at -0.1 after 0.15 of the 1 unit:
  // t = 0.15 of the step, at 0.2 + 0.015 = 0.215 s.
  let readouts = await readoutsOnPage(page, id);
  expect(readouts['travel'].text).toBe('1.000 u');
  expect(readouts['width'].text).toBe('0.700 u');
  for (let step = 1; step <= 3; step++) {
    await press(page, id, 'Step');
    await settled(page);
    readouts = await readoutsOnPage(page, id);
    expect(readouts['steps'].text).toBe(String(step));
    expect(readouts['discrete'].text, `step ${step}`).toBe('no contact');
  }
  expect(readouts['continuous'].text).toBe('hit at t = 0.150 of the step');
  expect(Number(readouts['toi'].value)).toBeCloseTo(0.215, 4);
  expect(readouts['missed'].text).toBe('1');
  // One step on, the continuous check misses (A is past the wall), and the time of impact found stays shown.
  await press(page, id, 'Step');
  await settled(page);
  readouts = await readoutsOnPage(page, id);
  expect(readouts['continuous'].text).toBe('miss');
  expect(Number(readouts['toi'].value)).toBeCloseTo(0.215, 4);
  // At half the speed the step (0.5) is shorter than the window (0.7): some step end must land in the wall.
  await setNumber(page, id, 'speed', 0.5);
  for (let i = 0; i < 5; i++) await press(page, id, 'Step');
  await settled(page);
  readouts = await readoutsOnPage(page, id);
  expect(readouts['discrete'].text).toBe('overlap');
  expect(Number(readouts['missed'].value)).toBe(0);
});

test('sat-moving: once the run is over, Step says so in the view, and Back to the start takes the note away', async ({ page }) => {
  const id = 'sat-moving';
  await openFigure(page, id);
  await press(page, id, 'Tunnel');
  await settled(page);
  const note = async () => (await labelsOnPage(page, id)).some((l) => l.text === 'The run is over: Back to the start');
  expect(await note()).toBe(false);
  let steps = -1;
  for (let k = 0; k < 12; k++) {
    await page.locator(`figure[data-figure="${id}"] .figure-panel button`, { hasText: /^Step$/ }).click();
    await settled(page);
    const now = (await stateOnPage<{ steps: number }>(page, id)).steps;
    if (now === steps) break;
    steps = now;
  }
  // Step no longer moves anything: the readout and the view both say why.
  expect((await readoutsOnPage(page, id))['steps'].text).toContain('the run is over');
  expect(await note()).toBe(true);
  await press(page, id, 'Back to the start');
  await settled(page);
  expect(await note()).toBe(false);
});

test('sat-moving: the velocity arrow shows the motion at the chosen speed', async ({ page }) => {
  const id = 'sat-moving';
  await openFigure(page, id);
  const arrowOf = async () => (await page.evaluate((figureId) => window.__figures!.hosts[figureId].testHandles(), id)).find((h) => h.id === 'A-velocity')!.world;
  // A moves (5, 0.6) u/s; the arrow shows a quarter second of it: (1.25, 0.15), and twice that at speed 2.
  expect((await arrowOf()).x).toBeCloseTo(1.25, 9);
  await setNumber(page, id, 'speed', 2);
  const doubled = await arrowOf();
  expect(doubled.x).toBeCloseTo(2.5, 9);
  expect(doubled.y).toBeCloseTo(0.3, 9);
});

test('sat-moving: Play stops by itself once A has left the view for good', async ({ page }) => {
  const id = 'sat-moving';
  await openFigure(page, id);
  await press(page, id, 'Back to the start');
  await press(page, id, 'Play');
  // The page shows the state a frame after the press: first see it running.
  await expect.poll(() => stateOnPage<{ steps: number }>(page, id).then((s) => s.steps)).toBeGreaterThan(0);
  // A starts at x = -2.4 and moves 0.5 a step of 0.1 s: the 11th step leaves it at x = 3.1, the last within 3.2 of
  // the centre (its outline then ends inside a phone's view of ±3.6); the 12th would take it to 3.6 (B only spins).
  await expect.poll(() => stateOnPage<{ playing: boolean }>(page, id).then((s) => s.playing), { timeout: 10_000 }).toBe(false);
  const { steps } = await stateOnPage<{ steps: number }>(page, id);
  expect(steps).toBe(11);
  expect(await framesDrawnDuring(page, id, 10)).toBe(0);
  // Step then steps no further, and the readout says why.
  await press(page, id, 'Step');
  await settled(page);
  expect((await stateOnPage<{ steps: number }>(page, id)).steps).toBe(11);
  expect((await readoutsOnPage(page, id))['steps'].text).toBe('11 (the run is over: Back to the start)');
});

test('sat-moving: a body a wide view shows past x = 3.2 still steps and plays, then stops within 1.5 u past its start', async ({ page }) => {
  const id = 'sat-moving';
  // A at x = 4.2, in sight on a wide screen, moving away 0.4 a step of 0.1 s: the 3rd step leaves it at 5.4, the
  // last within 4.2 + 1.5; the 4th would take it to 5.8.
  const start = { a: { x: 4.2, y: 1, angle: 0, vx: 4, vy: 0.6, omega: 2 }, steps: 0 };
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify(start))}`);
  expect((await stateOnPage<{ a: { x: number } }>(page, id)).a.x).toBe(4.2);
  expect((await readoutsOnPage(page, id))['steps'].text).toBe('0');
  await press(page, id, 'Step');
  await settled(page);
  expect((await stateOnPage<{ steps: number }>(page, id)).steps).toBe(1);
  await press(page, id, 'Play');
  await expect.poll(() => stateOnPage<{ steps: number }>(page, id).then((s) => s.steps)).toBeGreaterThan(1);
  await expect.poll(() => stateOnPage<{ playing: boolean }>(page, id).then((s) => s.playing), { timeout: 10_000 }).toBe(false);
  expect((await stateOnPage<{ steps: number }>(page, id)).steps).toBe(3);
  expect((await readoutsOnPage(page, id))['steps'].text).toBe('3 (the run is over: Back to the start)');
});

test('sat-moving: with reduced motion, Play jumps to the end of the run instead of gliding', async ({ page }) => {
  const id = 'sat-moving';
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openFigure(page, id);
  await press(page, id, 'Back to the start');
  await press(page, id, 'Play');
  await settled(page);
  await settled(page);
  const state = await stateOnPage<{ steps: number; playing: boolean }>(page, id);
  expect(state.playing).toBe(false);
  expect(state.steps).toBe(11);
  expect(await framesDrawnDuring(page, id, 10)).toBe(0);
});

test('sat-moving on a phone: a run ends with A in sight, not past the view’s edge with its knobs pinned there', async ({ browser }) => {
  const id = 'sat-moving';
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openFigure(page, id);
  await page.evaluate((figureId) => [...document.querySelectorAll<HTMLButtonElement>(`figure[data-figure="${figureId}"] .figure-panel button`)]
    .find((b) => b.innerText.startsWith('Play'))!.click(), id);
  await expect.poll(() => stateOnPage<{ steps: number }>(page, id).then((s) => s.steps)).toBeGreaterThan(5);
  await settled(page);
  const a = (await handlesOnPage(page, id)).find((h) => h.id === 'A' && h.kind === 'body')! as HandleOnPage;
  // A's centre, and its outline (0.35 u, about 17 px here, round it), inside the view.
  expect(a.x + 17).toBeLessThan(a.viewBox.x + a.viewBox.width);
  await context.close();
});

test('sat-moving: once the run is over Play takes no step, as Step takes none; a step that leaves the view at once is still taken', async ({ page }) => {
  const id = 'sat-moving';
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openFigure(page, id);
  await press(page, id, 'Play');
  await expect.poll(() => stateOnPage<{ steps: number; playing: boolean }>(page, id).then((s) => !s.playing && s.steps === 11)).toBe(true);
  await press(page, id, 'Play');
  await settled(page);
  await settled(page);
  expect(await stateOnPage<{ steps: number; playing: boolean }>(page, id)).toMatchObject({ steps: 11, playing: false });
  // At 3× and steps of 0.5 s, A goes 7.5 u a step: from x = −2.4 the first step ends at 5.1, out of a phone's view,
  // but it is the step the reader asked to see (it crosses B).
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ speed: 3, timeStep: 0.5, steps: 0 }))}`);
  await press(page, id, 'Step');
  await settled(page);
  expect((await stateOnPage<{ steps: number }>(page, id)).steps).toBe(1);
  await press(page, id, 'Step');
  await settled(page);
  expect((await stateOnPage<{ steps: number }>(page, id)).steps).toBe(1);
  expect((await readoutsOnPage(page, id))['steps'].text).toBe('1 (the run is over: Back to the start)');
});

test('sat-moving: the simulation runs only while playing', async ({ page }) => {
  const id = 'sat-moving';
  await openFigure(page, id);
  const steps = () => stateOnPage<{ steps: number }>(page, id).then((s) => s.steps);
  const start = await steps();
  // Not playing: no frame is drawn at all while nothing changes.
  expect(await framesDrawnDuring(page, id, 20)).toBe(0);
  expect(await steps()).toBe(start);
  await press(page, id, 'Play');
  await expect.poll(steps).toBeGreaterThan(start + 1);
  await press(page, id, 'Play');
  await settled(page);
  const paused = await steps();
  expect(await framesDrawnDuring(page, id, 20)).toBe(0);
  expect(await steps()).toBe(paused);
});

test('each separating-axis caption names the source figure it recreates, and "the text" says which text', async ({ page }) => {
  await page.goto('./');
  for (const id of ['sat-point', 'sat-polygons', 'sat-moving']) {
    const caption = (await page.locator(`figure[data-figure="${id}"] figcaption`).textContent())!;
    expect(caption, id).toContain('Hunter GW’s separating-axis article');
    expect(caption, id).not.toMatch(/\bthe text\b|on the right/i);
  }
});

test('sat-moving on a phone: buttons and toggles at the end of a run leave it where it is (a body the run carried near the edge is not pulled back to the start)', async ({ browser }) => {
  const id = 'sat-moving';
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openFigure(page, id);
  const panel = page.locator(`figure[data-figure="${id}"] .figure-panel`);
  // A click on the element itself: on a phone the panel starts closed.
  const click = (text: string) => panel.locator('button', { hasText: text }).first().evaluate((b) => (b as HTMLElement).click());
  for (let i = 0; i < 11; i++) await click('Step');
  await settled(page);
  const end = await stateOnPage<{ steps: number }>(page, id);
  expect(end.steps).toBeGreaterThanOrEqual(10);
  await panel.locator('.lil-controller', { hasText: 'continuous check' }).locator('input').evaluate((e) => (e as HTMLElement).click());
  await click('Step');
  await settled(page);
  expect((await stateOnPage<{ steps: number }>(page, id)).steps).toBe(end.steps);
  await context.close();
});

test('sat-moving: a link that has the run carry a body wholly out of sight brings it back and starts the run over, on a desktop and a phone', async ({ browser }) => {
  const id = 'sat-moving';
  await onDesktopAndPhone(browser, id, async (page, viewport) => {
    // Five steps from a start far up and to the right: A, moving on to the right, would be out of any view.
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ a: { x: 19.99, y: 19.99 }, steps: 5 }))}`);
    await settled(page);
    await expect(page.locator(`figure[data-figure="${id}"] .figure-status`), `at ${viewport.width} px`).toContainText('moved back into view');
    expect((await stateOnPage<{ steps: number }>(page, id)).steps).toBe(0);
    const body = (await handlesOnPage(page, id)).find((h) => h.id === 'A' && h.kind === 'body')!;
    expect(body.reachable, `A at ${viewport.width} px`).toBe(true);
  });
});

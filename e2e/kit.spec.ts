// Parts of the figure framework checked on the figure that uses them: vertex knobs on a phone, pointer
// follow, angle sliders, the panel on phones, handles right after a change, reduced motion. What the kit
// promises every figure is checked on every figure by figures.spec.ts.

import { type Browser, type Page, expect, test } from '@playwright/test';
import { figures } from './registry';
import { drag, focusStage, handlesOnPage, onDesktopAndPhone, openFigure, readoutsOnPage, settled, stateOnPage } from './helpers';
import type { HandleOnPage } from '../src/ui/host';

const handles = (page: Page, id: string): Promise<HandleOnPage[]> =>
  page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.handles(), id);
const figureLocator = (page: Page, id: string) => page.locator(`figure[data-figure="${id}"]`);

async function open(browser: Browser, id: string, viewport: { width: number; height: number }, options: { hasTouch?: boolean; query?: string } = {}) {
  const context = await browser.newContext({ viewport, hasTouch: options.hasTouch });
  const page = await context.newPage();
  await openFigure(page, id, options.query);
  return { page, context };
}

test('a vertex knob catches presses only near its corner on a phone: the polygon wins a little way in', async ({ browser }) => {
  const figure = figures.find((f) => f.id === 'minkowski-polygons')!;
  const { page, context } = await open(browser, figure.id, { width: 390, height: 844 }, { hasTouch: true });
  const all = await handles(page, figure.id);
  const centre = (id: string) => all.find((h) => h.id === id && h.kind === 'body')!;
  let checked = 0;
  for (const v of all.filter((h) => h.kind === 'vertex')) {
    const c = centre(v.id.split(':')[0]);
    const d = Math.hypot(c.x - v.x, c.y - v.y);
    if (d < 30) continue;
    const x = v.x + ((c.x - v.x) / d) * 16, y = v.y + ((c.y - v.y) / d) * 16;
    const hit = await page.evaluate(({ id, x, y }) => window.__figures!.hosts[id].debug.hitAt(x, y), { id: figure.id, x, y });
    expect(hit?.id === v.id && hit.kind === 'vertex', `corner ${v.id} still takes a press 16 px inside`).toBe(false);
    checked++;
  }
  expect(checked).toBeGreaterThan(5);
  await context.close();
});

test('where two knobs’ catch circles overlap, a press goes to the nearer knob, whichever is drawn on top', async ({ browser }) => {
  // bounding-box on a phone: A's corner 1 and B's corner 0 lie 19 px apart, and B's corner, drawn above A's,
  // took presses just beside A's.
  const id = 'bounding-box';
  const { page, context } = await open(browser, id, { width: 390, height: 844 }, { hasTouch: true });
  const knobs = (await handles(page, id)).filter((h) => h.kind !== 'body');
  const hitAt = (x: number, y: number) => page.evaluate(({ id, x, y }) => window.__figures!.hosts[id].debug.hitAt(x, y), { id, x, y });
  let overlapping = 0;
  for (const a of knobs) {
    for (const b of knobs) {
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (a === b || a.view !== b.view || d < 13 || d > 40) continue;
      // 6 px from a towards b: inside a's catch circle, and nearer a.
      const ux = (b.x - a.x) / d, uy = (b.y - a.y) / d;
      const hit = await hitAt(a.x + 6 * ux, a.y + 6 * uy);
      expect(hit?.id, `a press 6 px from ${a.id} towards ${b.id} (${d.toFixed(1)} px away)`).toBe(a.id);
      // Whether that press lay inside b's catch circle too (b takes a press as far from it on its other side):
      // only then did the nearer knob have to win.
      if ((await hitAt(b.x + (d - 6) * ux, b.y + (d - 6) * uy))?.id === b.id) overlapping++;
    }
  }
  expect(overlapping, 'pairs of knobs whose catch circles both held the press').toBeGreaterThan(1);
  // A drag begun 6 px from A's corner towards B's (12.8 px from B's, inside its catch circle: B's corner took this
  // press before) moves A's corner, not B's.
  const a1 = knobs.find((h) => h.id === 'A:1')!, b0 = knobs.find((h) => h.id === 'B:0')!;
  const d = Math.hypot(b0.x - a1.x, b0.y - a1.y);
  expect(d).toBeLessThan(2 * 12);
  const before = await stateOnPage<{ a: { vertices: { x: number }[] }; b: { vertices: { x: number }[] } }>(page, id);
  await drag(page, { x: a1.x + (6 * (b0.x - a1.x)) / d, y: a1.y + (6 * (b0.y - a1.y)) / d }, { x: -30, y: 0 });
  await settled(page);
  const after = await stateOnPage<typeof before>(page, id);
  expect(after.b.vertices).toEqual(before.b.vertices);
  expect(after.a.vertices[1].x).toBeLessThan(before.a.vertices[1].x);
  await context.close();
});

test('the point stops following the pointer when it leaves the drawing', async ({ page }) => {
  const id = 'sat-point';
  await openFigure(page, id);
  const canvas = (await figureLocator(page, id).locator('canvas').boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width * 0.4, canvas.y + canvas.height * 0.5, { steps: 4 });
  await page.waitForTimeout(700);
  await settled(page);
  const rested = (await stateOnPage<{ point: { x: number; y: number } }>(page, id)).point;
  const copy = (await figureLocator(page, id).locator('.figure-actions button').boundingBox())!;
  const panel = (await figureLocator(page, id).locator('.figure-panel').boundingBox())!;
  // The point goes back to where the pointer last rested (still for 250 ms). On a loaded machine a step of the way
  // out can itself last that long and count as a rest: the way out is then taken again, from the same resting place.
  for (const out of [{ x: copy.x + 5, y: copy.y + 5 }, { x: panel.x + 50, y: panel.y + 40 }]) {
    await expect(async () => {
      await page.mouse.move(canvas.x + canvas.width * 0.4, canvas.y + canvas.height * 0.5, { steps: 4 });
      await page.waitForTimeout(700);
      await page.mouse.move(out.x, out.y, { steps: 10 });
      await settled(page);
      expect((await stateOnPage<{ point: { x: number; y: number } }>(page, id)).point).toEqual(rested);
    }).toPass({ timeout: 20_000 });
  }
});

test('angle sliders read -180 at their left end, and the thumb stays there', async ({ page }) => {
  const figure = figures.find((f) => f.id === 'sat-point')!;
  await openFigure(page, figure.id);
  const input = figureLocator(page, figure.id).locator('.lil-controller', { hasText: '(°)' }).first().locator('input');
  for (const value of ['-180', '180']) {
    await input.fill(value);
    await input.press('Enter');
    await settled(page);
    await input.blur();
    await settled(page);
    await expect(input).toHaveValue(value);
  }
  // A denormal typed reads as the readouts would write it, as a number field's does.
  await input.fill('1e-320');
  await input.press('Enter');
  await settled(page);
  await expect(input).toHaveValue('0');
});

test('a number field shows a value a handle left between the step\'s marks as the readouts do, and it fits', async ({ page }) => {
  const id = 'linear-cast';
  await openFigure(page, id);
  const tip = (await handles(page, id)).find((h) => h.kind === 'velocity')!;
  await page.mouse.move(tip.x, tip.y);
  await page.mouse.down();
  await page.mouse.move(tip.x - 37, tip.y + 23, { steps: 9 });
  await page.mouse.up();
  await settled(page);
  const { vx, vy } = await stateOnPage<{ vx: number; vy: number }>(page, id);
  // A drag leaves the velocity off the slider's 0.05 marks (the whole test means nothing if it does not).
  expect(Math.abs(vx * 20 - Math.round(vx * 20))).toBeGreaterThan(1e-6);
  const fields = figureLocator(page, id).locator('.figure-panel .lil-controller.lil-has-slider input');
  for (const [index, value] of [[0, vx], [1, vy]] as const) {
    const field = fields.nth(index);
    const text = await field.inputValue();
    expect(text).toMatch(/^-?\d+(\.\d{1,3})?$/);
    expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(0.0005 + 1e-12);
    expect(await field.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  }
  // The ray readout (r = vA, B stands still) reads the same digits.
  const [x, y] = [Number(await fields.nth(0).inputValue()), Number(await fields.nth(1).inputValue())];
  expect((await readoutsOnPage(page, id))['ray'].text).toBe(`(${x.toFixed(3)}, ${y.toFixed(3)})`);
});

test('a focused number field steps by its arrow keys on the step\'s marks and shows them cut; typed text it cannot take is named', async ({ page }) => {
  const id = 'sat-moving';
  await openFigure(page, id);
  const field = figureLocator(page, id).locator('.lil-controller', { hasText: 'time step' }).locator('input');
  await field.fill('0.1');
  await field.press('Enter');
  await settled(page);
  expect((await stateOnPage<{ timeStep: number }>(page, id)).timeStep).toBe(0.1);
  await field.focus();
  for (const expected of ['0.105', '0.11', '0.115']) {
    await field.press('ArrowUp');
    await expect(field).toHaveValue(expected);
    await settled(page);
    expect((await stateOnPage<{ timeStep: number }>(page, id)).timeStep).toBe(Number(expected));
  }
  const message = figureLocator(page, id).locator('.figure-status');
  for (const [text, said] of [['abc', '“abc” is not a number'], ['1,5', '“1,5” was read as 1'], ['99999', '99999 is outside 0.005 to 0.5; set to 0.5']]) {
    await field.fill(text);
    await field.press('Enter');
    await expect(message).toContainText(said);
  }
  await expect(field).toHaveValue('0.5');
  // A value taken afterwards clears what was said of the last one.
  await field.fill('0.2');
  await field.press('Enter');
  await expect(message).not.toContainText('outside');
});

test('an angle field names what became of typed text, as a number field does', async ({ page }) => {
  const id = 'sat-polygons';
  await openFigure(page, id);
  const field = figureLocator(page, id).locator('.lil-controller', { hasText: 'angle of A' }).locator('input');
  const message = figureLocator(page, id).locator('.figure-status');
  for (const [text, said] of [['720', '720 is outside -180 to 180; set to 180'], ['1,5', '“1,5” was read as 1'], ['abc', '“abc” is not a number']]) {
    await field.fill(text);
    await field.press('Enter');
    await expect(message).toContainText(said);
  }
  // A half turn typed as 180 stays 180 once unreadable text is typed after it (the same turn as -180, which the
  // field showed for it before).
  await field.fill('180');
  await field.press('Enter');
  await field.fill('abc');
  await field.press('Enter');
  await expect(message).toContainText('“abc” is not a number; keeping 180.');
  await expect(field).toHaveValue('180');
  // Text that is no number, then the very value the field holds: nothing is left said of the first.
  await field.fill('-');
  await field.press('Enter');
  await expect(message).toContainText('“-” is not a number');
  await field.fill(await field.inputValue());
  await field.press('Enter');
  await expect(message).not.toContainText('not a number');
  await field.fill('30');
  await field.press('Enter');
  await expect(message).not.toContainText('not a number');
  await settled(page);
  expect((await stateOnPage<{ a: { angle: number } }>(page, id)).a.angle).toBeCloseTo(Math.PI / 6, 12);
});

test('on a phone the panel fills its column, and a vertical swipe that starts on a slider scrolls the page', async ({ browser }) => {
  const figure = figures.find((f) => f.id === 'sat-moving')!;
  const { page, context } = await open(browser, figure.id, { width: 390, height: 844 }, { hasTouch: true });
  const panel = figureLocator(page, figure.id).locator('.figure-panel');
  const root = panel.locator('.lil-root');
  if (await root.evaluate((e) => e.classList.contains('lil-closed'))) await root.locator('.lil-title').first().click();
  expect((await root.boundingBox())!.width).toBeGreaterThan(0.95 * (await panel.boundingBox())!.width);
  const slider = panel.locator('.lil-slider').first();
  await slider.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const value = await panel.locator('.lil-controller.lil-has-slider input').first().inputValue();
  const scrollBefore = await page.evaluate(() => scrollY);
  const b = (await slider.boundingBox())!;
  const client = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  const x = b.x + b.width * 0.8, y = b.y + b.height / 2;
  await touch('touchStart', x, y);
  for (let i = 1; i <= 10; i++) await touch('touchMove', x, y - 12 * i);
  await touch('touchEnd', x, y - 120);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrollBefore);
  expect(await panel.locator('.lil-controller.lil-has-slider input').first().inputValue()).toBe(value);
  await context.close();
});

test('handles read right after a change are the new state’s, not a frame behind', async ({ page }) => {
  const figure = figures[0];
  await openFigure(page, figure.id);
  await focusStage(page, figure.id);
  const selected = await figureLocator(page, figure.id).getAttribute('data-selected');
  const before = (await handles(page, figure.id)).find((h) => h.id === selected && h.kind === 'body')!;
  // Keyboard and read in one task: no frame can come in between.
  const after = await page.evaluate(({ id, selected }) => {
    const host = window.__figures!.hosts[id];
    host.stage.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    return host.testHandles().find((h) => h.id === selected && h.kind === 'body')!;
  }, { id: figure.id, selected });
  expect(after.world.x - before.world.x).toBeCloseTo(0.1, 9);
  expect(after.x - before.x).toBeGreaterThan(1);
});

test('the host passes reduced motion on to an animating figure', async ({ page }) => {
  const figure = figures.find((f) => f.animating && f.advance)!;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openFigure(page, figure.id);
  await page.evaluate((id) => {
    const host = window.__figures!.hosts[id] as unknown as { figure: { advance: (s: unknown, t: number, o: { reducedMotion: boolean }) => unknown } };
    const original = host.figure.advance;
    const seen: boolean[] = ((window as unknown as { seen: boolean[] }).seen = []);
    host.figure.advance = (s, t, o) => { seen.push(o.reducedMotion); return original(s, t, o); };
  }, figure.id);
  await figureLocator(page, figure.id).locator('.figure-panel button', { hasText: /play/i }).first().click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen: boolean[] }).seen.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { seen: boolean[] }).seen.every((r) => r))).toBe(true);
});

test('a step slider ends at the last step there is: md-merge with 3 and 4 corners has 7 steps, and its last fills the slider', async ({ page }) => {
  await openFigure(page, 'md-merge');
  const figure = figureLocator(page, 'md-merge');
  const corners = figure.locator('.figure-panel .lil-controller', { hasText: 'corners' });
  for (const [index, count] of [[0, 3], [1, 4]] as const) {
    const input = corners.nth(index).locator('input');
    await input.fill(String(count));
    await input.press('Enter');
    await settled(page);
  }
  const step = figure.locator('.figure-panel .lil-controller.lil-has-slider', { hasText: /^step/ }).first();
  await step.locator('input').fill('99');
  await step.locator('input').press('Enter');
  await settled(page);
  expect(await stateOnPage<{ step: number }>(page, 'md-merge')).toMatchObject({ step: 6 });
  await expect(step.locator('input')).toHaveValue('7');
  // lil-gui's fill is (value − min) / (max − min): 100% only where the slider's right end is the last step.
  const fill = await step.locator('.lil-fill').evaluate((e) => (e as HTMLElement).style.width);
  expect(fill).toBe('100%');
});

test('a move derives the new state once: the frame takes what the handle derived while it moved', async ({ page }) => {
  const figure = figures[0];
  await openFigure(page, figure.id);
  await focusStage(page, figure.id);
  const derives = await page.evaluate(async (id) => {
    const host = window.__figures!.hosts[id] as unknown as { figure: { derive: (s: unknown) => unknown }; stage: HTMLElement };
    const original = host.figure.derive;
    let count = 0;
    host.figure.derive = (s) => { count++; return original(s); };
    host.stage.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    // Two animation frames: the move's frame has been drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    host.figure.derive = original;
    return count;
  }, figure.id);
  expect(derives).toBe(1);
});

test('the panel brings no style sheet of its own: lil-gui’s styles and font come with the page’s', async ({ page }) => {
  // A font face added at run time makes the browser lay out the whole page again, just after the first figure is drawn.
  const figure = figures[0];
  await openFigure(page, figure.id);
  await expect(figureLocator(page, figure.id)).toHaveAttribute('data-panel', 'ready');
  const sheets = await page.evaluate(() => ({
    inline: [...document.querySelectorAll('style')].map((s) => s.textContent?.slice(0, 80) ?? ''),
    fontFaces: [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].filter((r) => r instanceof CSSFontFaceRule).map(() => sheet.href ?? 'inline')),
    titleFont: getComputedStyle(document.querySelector('.lil-gui .lil-title')!, '::before').fontFamily,
  }));
  expect(sheets.inline).toEqual([]);
  expect(sheets.fontFaces.length).toBeGreaterThan(0);
  expect(sheets.fontFaces.every((href) => href !== 'inline')).toBe(true);
  expect(sheets.titleFont).toContain('lil-gui');
});

test('a link that puts a shape out of sight brings it back into view and says so; a link in view is taken as it is', async ({ page }) => {
  const id = 'minkowski-obb';
  const status = page.locator(`figure[data-figure="${id}"] .figure-status`);
  await openFigure(page, id, `&s.${id}=${encodeURIComponent('{"b":{"x":15,"y":0.2}}')}`);
  await settled(page);
  await expect(status).toContainText('moved back into view');
  const far = await stateOnPage<{ b: { x: number; y: number } }>(page, id);
  // The world view reaches about 2.6 to the right of the origin here; B (half extents 0.75 by 0.5) stops inside it.
  expect(far.b.x).toBeGreaterThan(1);
  expect(far.b.x).toBeLessThan(2.6);
  expect(far.b.y).toBe(0.2);
  await openFigure(page, id, `&s.${id}=${encodeURIComponent('{"b":{"x":1,"y":0.2,"angle":0.8}}')}`);
  await settled(page);
  expect((await stateOnPage<{ b: { x: number; y: number; angle: number } }>(page, id)).b).toMatchObject({ x: 1, y: 0.2, angle: 0.8 });
  await expect(status).not.toContainText('out of sight');
});

test('what was said of a link or a panel value goes once a drag or a key moves a shape, and not with a press alone or a key held at the edge', async ({ page }) => {
  const id = 'aabb-aabb';
  const figure = page.locator(`figure[data-figure="${id}"]`);
  const status = figure.locator('.figure-status');
  const bodyOf = async (name: string) => (await handlesOnPage(page, id)).find((h) => h.kind === 'body' && h.id.startsWith(name) && h.reachable)!;
  const pressOn = async (at: { x: number; y: number }) => { await page.mouse.click(at.x, at.y); await settled(page); };
  // A link that put B out of sight: its word stays through a press on B, and goes with a drag.
  await openFigure(page, id, `&s.${id}=${encodeURIComponent('{"b":{"x":15,"y":0.2}}')}`);
  await settled(page);
  await expect(status).toContainText('moved back into view');
  await pressOn(await bodyOf('B'));
  await expect(status).toContainText('moved back into view');
  // B, selected by that press, lies at the view's right edge: a key that would carry it further is held there, and
  // moves it by rounding at most.
  const atEdge = await stateOnPage<{ b: { x: number } }>(page, id);
  await page.keyboard.press('ArrowRight');
  await settled(page);
  expect((await stateOnPage<{ b: { x: number } }>(page, id)).b.x).toBeCloseTo(atEdge.b.x, 6);
  await expect(status).toContainText('moved back into view');
  await drag(page, await bodyOf('B'), { x: -20, y: 0 });
  await settled(page);
  await expect(status).not.toContainText('out of sight');
  // A panel value that moved B back into view: its word goes with an arrow key that moves the shape selected.
  const folder = figure.locator('.figure-panel .lil-gui:not(.lil-root)').filter({ has: page.locator('.lil-title', { hasText: /^Box B$/ }) });
  const halfHeight = folder.locator('.lil-controller').filter({ has: page.locator('.lil-name', { hasText: /^half height/ }) }).locator('input');
  const type = async (text: string) => { await halfHeight.fill(text); await halfHeight.press('Enter'); await settled(page); };
  await type('2');
  await expect(status).toContainText('moved back into view');
  await focusStage(page, id);
  const before = await stateOnPage(page, id);
  await page.keyboard.press('ArrowLeft');
  await settled(page);
  expect(await stateOnPage(page, id)).not.toEqual(before);
  await expect(status).not.toContainText('moved back into view');
  // A value refused: its word stays through a press on A, and goes with a drag of A.
  await type('abc');
  await expect(status).toContainText('is not a number');
  await pressOn(await bodyOf('A'));
  await expect(status).toContainText('is not a number');
  await drag(page, await bodyOf('A'), { x: 10, y: 0 });
  await settled(page);
  await expect(status).not.toContainText('is not a number');
});

test('a link that gives a figure’s state twice takes the first and says so', async ({ page }) => {
  const id = 'minkowski-obb';
  const first = encodeURIComponent('{"b":{"x":0.9,"y":0.2}}'), second = encodeURIComponent('{"b":{"x":-0.9,"y":-0.2}}');
  await openFigure(page, id, `&s.${id}=${first}&s.${id}=${second}`);
  await settled(page);
  expect((await stateOnPage<{ b: { x: number; y: number } }>(page, id)).b).toMatchObject({ x: 0.9, y: 0.2 });
  await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).toContainText('gives this figure’s state 2 times; the first is used');
});

test('a link whose reading code does not arrive: the figure starts from its own state, says why, and can be dragged', async ({ page }) => {
  // The code that reads a state from the address is fetched only for an address that carries one.
  const id = 'minkowski-obb';
  await page.route(/\/linkRead-[\w-]+\.js$/, (route) => route.abort());
  await openFigure(page, id, `&s.${id}=${encodeURIComponent('{"b":{"x":0.9,"y":0.2}}')}`);
  await settled(page);
  const figure = figures.find((f) => f.id === id)!;
  expect(await stateOnPage(page, id)).toEqual(JSON.parse(JSON.stringify(figure.initialState())));
  await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).toContainText('The code that reads the link’s figure state did not load');
  const b = (await handles(page, id)).find((h) => h.id === 'B' && h.kind === 'body')!;
  await drag(page, b, { x: 30, y: 0 });
  await settled(page);
  expect((await stateOnPage<{ b: { x: number } }>(page, id)).b.x).toBeGreaterThan((figure.initialState() as { b: { x: number } }).b.x);
});

test('a narrower window keeps the shapes in view: a shape placed near the right edge at 1200 px is brought in at 390 px', async ({ page }) => {
  const id = 'sat-polygons';
  await page.setViewportSize({ width: 1200, height: 800 });
  await openFigure(page, id, `&s.${id}=${encodeURIComponent('{"a":{"x":4.5,"y":0,"angle":0}}')}`);
  await settled(page);
  // In view at this width: the link is taken as it is, without a word.
  expect((await stateOnPage<{ a: { x: number } }>(page, id)).a.x).toBe(4.5);
  await expect(page.locator(`figure[data-figure="${id}"] .figure-status`)).not.toContainText('out of sight');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => stateOnPage<{ a: { x: number } }>(page, id).then((s) => s.a.x)).toBeLessThan(4.5);
  await settled(page);
  const body = (await page.evaluate((figureId) => window.__figures!.hosts[figureId].testHandles(), id)).find((h) => h.id === 'A' && h.kind === 'body')!;
  expect(body.x).toBeGreaterThan(body.viewBox.x);
  expect(body.x).toBeLessThan(body.viewBox.x + body.viewBox.width);
});

test('a body dragged until its velocity arrow runs out of the view keeps the arrow’s knob at the view’s edge, grabbable', async ({ page }) => {
  const id = 'opening';
  await openFigure(page, id);
  const handles = () => page.evaluate((figureId) => window.__figures!.hosts[figureId].testHandles(), id);
  const body = (await handles()).find((h) => h.id === 'A' && h.kind === 'body')!;
  await drag(page, body, { x: 2000, y: 0 });
  await settled(page);
  const knob = (await handles()).find((h) => h.id === 'A-velocity')!;
  expect(knob.x).toBeGreaterThan(knob.viewBox.x);
  expect(knob.x).toBeLessThan(knob.viewBox.x + knob.viewBox.width);
  expect(knob.reachable).toBe(true);
  // Dragged back in from the edge, it sets a shorter velocity whose tip is where it was let go.
  const before = await stateOnPage<{ a: { vx: number } }>(page, id);
  await drag(page, knob, { x: -40, y: 0 });
  await settled(page);
  expect((await stateOnPage<{ a: { vx: number } }>(page, id)).a.vx).toBeLessThan(before.a.vx);
});

test('with reduced motion a panel folder closed and opened again takes presses: on a phone, the panel opened and a button pressed', async ({ browser }) => {
  // lil-gui ends a folder's opening on the transition's end; with every transition turned off it never ended,
  // and the folder's controls stayed under pointer-events: none.
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openFigure(page, 'linear-cast');
  const panel = figureLocator(page, 'linear-cast').locator('.figure-panel');
  const root = panel.locator('.lil-root');
  expect(await root.evaluate((e) => e.classList.contains('lil-closed'))).toBe(true);
  await root.locator('.lil-title').first().tap();
  await expect(root).not.toHaveClass(/lil-transition/);
  const before = await stateOnPage<{ vx: number }>(page, 'linear-cast');
  await panel.locator('button', { hasText: 'Head-on' }).tap();
  await expect.poll(async () => (await stateOnPage<{ vx: number }>(page, 'linear-cast')).vx).not.toBe(before.vx);
  // A folder closed and opened again: its first field takes a click and typing.
  const folder = panel.locator('.lil-gui:not(.lil-root)').first();
  await folder.locator('.lil-title').first().tap();
  await expect(folder).toHaveClass(/lil-closed/);
  await expect(folder).not.toHaveClass(/lil-transition/);
  await folder.locator('.lil-title').first().tap();
  await expect(folder).not.toHaveClass(/lil-transition/);
  // A tap lands on the field itself (Playwright's tap waits for it to be still and checks what the point hits).
  const input = folder.locator('.lil-controller input').first();
  await input.tap({ timeout: 5000 });
  await expect(input).toBeFocused();
  await context.close();
});

test('a decimal comma typed into a number field is taken as a point, on a desktop and on a touch screen', async ({ browser }) => {
  for (const touch of [false, true]) {
    const context = await browser.newContext(touch ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : { viewport: { width: 1200, height: 800 } });
    const page = await context.newPage();
    await openFigure(page, 'linear-cast');
    const panel = figureLocator(page, 'linear-cast').locator('.figure-panel');
    const root = panel.locator('.lil-root');
    if (await root.evaluate((e) => e.classList.contains('lil-closed'))) await root.locator('.lil-title').first().click();
    await expect(root).not.toHaveClass(/lil-transition/);
    const input = panel.locator('.lil-controller.lil-number input').first();
    await input.click();
    await input.fill('');
    await page.keyboard.type('1,5');
    await page.keyboard.press('Enter');
    await settled(page);
    expect((await stateOnPage<{ vx: number }>(page, 'linear-cast')).vx, touch ? 'touch' : 'desktop').toBe(1.5);
    await expect(input).toHaveValue('1.5');
    await context.close();
  }
});

test('a value typed into a field is taken as written: 1.5° stays 1.5°, a restitution of 0.33 stays 0.33; a whole-number field still rounds, and says so', async ({ page }) => {
  await openFigure(page, 'linear-cast');
  const field = (id: string, name: RegExp) => figureLocator(page, id).locator('.figure-panel .lil-controller').filter({ has: page.locator('.lil-name', { hasText: name }) }).locator('input');
  const angle = field('linear-cast', /^angle of B/);
  await angle.fill('1.5');
  await angle.press('Enter');
  await settled(page);
  expect((await stateOnPage<{ b: { angle: number } }>(page, 'linear-cast')).b.angle).toBeCloseTo((1.5 * Math.PI) / 180, 12);
  await expect(angle).toHaveValue('1.5');
  // The arrow keys still go by the slider's step of 1°.
  await angle.fill('10');
  await angle.press('Enter');
  await angle.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await stateOnPage<{ b: { angle: number } }>(page, 'linear-cast')).b.angle * 180 / Math.PI).toBeCloseTo(11, 9);

  await openFigure(page, 'resolve');
  const restitution = field('resolve', /^restitution/);
  await restitution.fill('0.33');
  await restitution.press('Enter');
  await settled(page);
  expect((await stateOnPage<{ restitution: number }>(page, 'resolve')).restitution).toBe(0.33);

  await openFigure(page, 'angular-cast');
  const iterations = field('angular-cast', /^max iterations/);
  await iterations.fill('12.6');
  await iterations.press('Enter');
  await settled(page);
  expect((await stateOnPage<{ maxIterations: number }>(page, 'angular-cast')).maxIterations).toBe(13);
  await expect(figureLocator(page, 'angular-cast').locator('.figure-status')).toContainText('not a whole number');
});

test('a body larger than its view keeps its turning knob in view, where its stalk leaves the view, and the knob turns it', async ({ browser }) => {
  const id = 'contact-manifold';
  const link = `&s.${id}=${encodeURIComponent(JSON.stringify({ b: { kind: 'capsule', x: 0, y: 0, angle: 0.4, size: 3 } }))}`;
  const { page, context } = await open(browser, id, { width: 390, height: 844 }, { hasTouch: true, query: link });
  const canvas = (await figureLocator(page, id).locator('canvas').boundingBox())!;
  const knob = (await handles(page, id)).find((h) => h.id === 'B' && h.kind === 'rotate')!;
  expect(knob.reachable).toBe(true);
  expect(knob.x).toBeGreaterThan(canvas.x);
  expect(knob.x).toBeLessThan(canvas.x + canvas.width);
  expect(knob.y).toBeGreaterThan(canvas.y);
  expect(knob.y).toBeLessThan(canvas.y + canvas.height);
  const before = await stateOnPage<{ b: { angle: number } }>(page, id);
  await drag(page, knob, { x: 40, y: 0 });
  expect((await stateOnPage<{ b: { angle: number } }>(page, id)).b.angle).not.toBe(before.b.angle);
  await context.close();
});

test('a drag the browser cancels ends: the handle takes the next touch; a mouse moving with no button held drags no more', async ({ browser }) => {
  const id = 'circle-circle';
  const { page, context } = await open(browser, id, { width: 390, height: 844 }, { hasTouch: true });
  const client = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel', x = 0, y = 0) =>
    client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' || type === 'touchCancel' ? [] : [{ x, y, id: 1 }] });
  const centreOf = async () => (await handles(page, id)).find((h) => h.kind === 'body' || h.kind === 'point')!;
  const stateNow = () => stateOnPage<unknown>(page, id).then((s) => JSON.stringify(s));
  let at = await centreOf();
  await touch('touchStart', at.x, at.y);
  for (let i = 1; i <= 4; i++) await touch('touchMove', at.x + 8 * i, at.y);
  await touch('touchCancel');
  await settled(page);
  at = await centreOf();
  const before = await stateNow();
  await touch('touchStart', at.x, at.y);
  for (let i = 1; i <= 4; i++) await touch('touchMove', at.x, at.y + 8 * i);
  await touch('touchEnd');
  await settled(page);
  expect(await stateNow()).not.toBe(before);
  await context.close();

  // A mouse pressed on the handle and moved: then moves arrive with no button held (its release was never seen).
  const desk = await open(browser, id, { width: 1200, height: 800 });
  const mouse = await desk.context.newCDPSession(desk.page);
  const handle = (await handles(desk.page, id)).find((h) => h.kind === 'body' || h.kind === 'point')!;
  const send = (type: 'mousePressed' | 'mouseMoved', x: number, y: number, buttons: number) =>
    mouse.send('Input.dispatchMouseEvent', { type, x, y, button: type === 'mousePressed' || buttons ? 'left' : 'none', buttons, clickCount: type === 'mousePressed' ? 1 : 0 });
  await send('mousePressed', handle.x, handle.y, 1);
  await send('mouseMoved', handle.x + 20, handle.y, 1);
  await settled(desk.page);
  const dropped = await stateOnPage<unknown>(desk.page, id).then((s) => JSON.stringify(s));
  for (let i = 1; i <= 4; i++) await send('mouseMoved', handle.x + 20, handle.y + 15 * i, 0);
  await settled(desk.page);
  expect(await stateOnPage<unknown>(desk.page, id).then((s) => JSON.stringify(s))).toBe(dropped);
  await desk.context.close();
});

test('Copy link carries its own figure’s state only, and #opening names the figure, not its section', async ({ page }) => {
  await page.goto('./');
  for (const id of ['circle-circle', 'aabb-aabb']) {
    const button = figureLocator(page, id).locator('.figure-actions button', { hasText: 'Copy link' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(page).toHaveURL(new RegExp(`s\\.${id}=`));
  }
  const keys = [...new URL(page.url()).searchParams.keys()];
  expect(keys.filter((k) => k.startsWith('s.'))).toEqual(['s.aabb-aabb']);
  expect(await page.evaluate(() => [...document.querySelectorAll('[id="opening"]')].map((e) => e.tagName))).toEqual(['FIGURE']);
  expect(await page.evaluate(() => new Set([...document.querySelectorAll('[id]')].map((e) => e.id)).size === document.querySelectorAll('[id]').length)).toBe(true);
});

test('keyboard focus shows plainly on the stage and the panel, and forced colours keep the legend’s colours', async ({ browser }) => {
  const id = 'circle-circle';
  const { page, context } = await open(browser, id, { width: 1200, height: 800 });
  const panel = figureLocator(page, id).locator('.figure-panel');
  await panel.locator('button').first().focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => { const s = getComputedStyle(document.activeElement!); return [document.activeElement!.tagName, s.outlineStyle, parseFloat(s.outlineWidth)]; });
  expect(ring[0]).toBe('BUTTON');
  expect(ring[1]).toBe('solid');
  expect(ring[2]).toBeGreaterThanOrEqual(2);
  await context.close();

  const forced = await browser.newContext({ viewport: { width: 1200, height: 800 }, forcedColors: 'active' });
  const page2 = await forced.newPage();
  await openFigure(page2, id);
  const swatch = figureLocator(page2, id).locator('.legend .swatch').first();
  // The swatch shows the colour of shape A's token, which the canvas draws A in.
  const [shown, token] = await swatch.evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(document.documentElement).getPropertyValue('--color-shapeA').trim()]);
  const hex = (rgb: string) => '#' + (rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('');
  expect(hex(shown)).toBe(token.toLowerCase());
  await page2.keyboard.press('Tab');
  const stage = await page2.evaluate(() => { const e = document.activeElement!; return [e.className, getComputedStyle(e).outlineStyle]; });
  expect(stage[0]).toContain('figure-stage');
  expect(stage[1]).toBe('solid');
  await forced.close();
});

test('a turning knob keeps off the view’s other knobs: circle-obb’s box turns its knob away from the circle’s radius knob', async ({ browser }) => {
  const id = 'circle-obb';
  // The circle placed so that its radius knob lies where the box's knob would stand, on a phone.
  const circle = { x: -1.7, y: 1.05, radius: 0.6, knob: 0.3 };
  const { page, context } = await open(browser, id, { width: 390, height: 844 }, { hasTouch: true, query: `&s.${id}=${encodeURIComponent(JSON.stringify({ circle }))}` });
  expect((await stateOnPage<{ circle: typeof circle }>(page, id)).circle).toEqual(circle);
  const all = await handles(page, id);
  const turn = all.find((h) => h.kind === 'rotate')!;
  for (const other of all.filter((h) => h !== turn)) expect(Math.hypot(other.x - turn.x, other.y - turn.y), `${other.id} ${other.kind}`).toBeGreaterThan(20);
  const hit = await page.evaluate(({ id, x, y }) => window.__figures!.hosts[id].debug.hitAt(x, y), { id, x: turn.x, y: turn.y });
  expect(hit).toMatchObject({ id: turn.id, kind: 'rotate' });
  await context.close();
});

test('a click on empty paper selects nothing: the arrow keys then scroll the page and move no shape', async ({ page }) => {
  const id = 'circle-circle';
  await openFigure(page, id);
  const stage = figureLocator(page, id).locator('.figure-stage');
  const box = (await stage.boundingBox())!;
  // A point of the drawing no handle takes: scan a coarse grid for one.
  const empty = await page.evaluate(({ id, box }) => {
    const host = window.__figures!.hosts[id];
    for (let y = box.y + 20; y < box.y + box.height - 20; y += 20) {
      for (let x = box.x + 20; x < box.x + box.width - 20; x += 20) if (!host.debug.hitAt(x, y)) return { x, y };
    }
    return null;
  }, { id, box });
  expect(empty).not.toBeNull();
  await page.mouse.click(empty!.x, empty!.y);
  expect(await page.evaluate(() => document.activeElement?.className ?? '')).toContain('figure-stage');
  expect(await figureLocator(page, id).getAttribute('data-selected')).toBeFalsy();
  const state = JSON.stringify(await stateOnPage(page, id));
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await settled(page);
  expect(JSON.stringify(await stateOnPage(page, id))).toBe(state);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled);
});

test('a view title wider than its view ends at a whole word with an ellipsis, inside the view (600 px, three figures)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 600, height: 800 } });
  const page = await context.newPage();
  let cut = 0;
  for (const figure of figures.filter((f) => ['conservative-advancement', 'linear-cast', 'angular-cast'].includes(f.id))) {
    await openFigure(page, figure.id);
    const views = await page.evaluate((id) => window.__figures!.hosts[id].debug.views(), figure.id);
    for (const view of views) {
      const full = figure.views.find((v) => v.id === view.id)?.title;
      if (!full || !view.title) continue;
      const { text, box } = view.title;
      expect(box.x + box.width, `${figure.id} ${view.id}: “${text}”`).toBeLessThanOrEqual(view.box.x + view.box.width);
      if (text === full) continue;
      cut++;
      expect(text.endsWith('…'), text).toBe(true);
      const kept = text.slice(0, -1);
      expect(full.startsWith(kept), text).toBe(true);
      // Cut between words: what follows the kept part in the full title starts with a space or a mark.
      expect(full.slice(kept.length), text).toMatch(/^[\s,;:—–-]/);
    }
  }
  expect(cut).toBeGreaterThan(0);
  await context.close();
});

test('Tab into a figure selects its first shape; Shift+Tab back into it, its last, and walks back through them', async ({ page }) => {
  const id = 'circle-obb';
  await openFigure(page, id);
  const figure = figureLocator(page, id);
  const selected = () => figure.getAttribute('data-selected');
  await focusStage(page, id);
  const first = await selected();
  expect(first).toBeTruthy();
  // Tab through the figure's shapes and on out of the stage, to what follows it.
  for (let i = 0; i < 20 && (await page.evaluate(() => document.activeElement?.classList.contains('figure-stage'))); i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.classList.contains('figure-stage'))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.classList.contains('figure-stage'))).toBe(true);
  const last = await selected();
  expect(last).toBeTruthy();
  expect(last).not.toBe(first);
  await page.keyboard.press('Shift+Tab');
  expect(await selected()).not.toBe(last);
});

test('a Tab onto a figure still out of sight selects its first shape once its drawing is built; the arrows then move it, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('./');
  const id = 'circle-circle';
  const figure = figureLocator(page, id);
  // The figure before it is in view; this one is not, and has never been built.
  const reset = figureLocator(page, 'opening').locator('.figure-panel button', { hasText: /^Reset$/ });
  await expect(reset).toBeVisible({ timeout: 15_000 });
  expect(await figure.getAttribute('data-mounted')).not.toBe('true');
  await reset.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('figure')?.getAttribute('data-figure'))).toBe(id);
  await expect(figure).toHaveAttribute('data-selected', 'A', { timeout: 15_000 });
  await expect(figure.locator('[aria-live]')).toContainText('Selected:');
  await settled(page);
  const before = await stateOnPage<{ a: { x: number } }>(page, id), scroll = await page.evaluate(() => scrollY);
  await page.keyboard.press('ArrowRight');
  await settled(page);
  expect((await stateOnPage<{ a: { x: number } }>(page, id)).a.x).toBeCloseTo(before.a.x + 0.1, 9);
  expect(await page.evaluate(() => scrollY)).toBe(scroll);
});

test('Escape lets go of a figure\'s shapes, and the next Tab leaves the figure instead of walking its shapes again', async ({ page }) => {
  const id = 'minkowski-polygons';
  await openFigure(page, id);
  const figure = figureLocator(page, id);
  await focusStage(page, id);
  expect(await figure.getAttribute('data-selected')).toBeTruthy();
  await page.keyboard.press('Escape');
  expect(await figure.getAttribute('data-selected')).toBe('');
  await page.keyboard.press('Tab');
  const inStage = () => page.evaluate(() => document.activeElement?.classList.contains('figure-stage') ?? false);
  expect(await inStage()).toBe(false);
  // Back in by Shift+Tab: the walk starts again from its last stop, and goes on as before.
  await page.keyboard.press('Shift+Tab');
  expect(await inStage()).toBe(true);
  const last = await figure.getAttribute('data-selected');
  expect(last).toBeTruthy();
  await page.keyboard.press('Shift+Tab');
  expect(await figure.getAttribute('data-selected')).not.toBe(last);
  // Let go again, then a shape pressed with the mouse: Tab walks on from it rather than leave.
  await page.keyboard.press('Escape');
  const body = (await handles(page, id)).find((h) => h.kind === 'body' && h.reachable)!;
  await page.mouse.click(body.x, body.y);
  expect(await figure.getAttribute('data-selected')).toBe(body.id);
  await page.keyboard.press('Tab');
  expect(await inStage()).toBe(true);
  expect(await figure.getAttribute('data-selected')).not.toBe(body.id);
});

test('a preset pressed while a shape is held ends the drag: the pointer\'s next moves leave the preset as it is', async ({ page }) => {
  for (const [id, handleId, preset] of [['aabb-build', 'A:5', 'An arrow'], ['bounding-box', 'A:3', 'Long rod at 45°']] as const) {
    await openFigure(page, id);
    const held = (await handles(page, id)).find((h) => h.id === handleId && h.kind === 'vertex')!;
    expect(held, handleId).toBeTruthy();
    await page.mouse.move(held.x, held.y);
    await page.mouse.down();
    await page.mouse.move(held.x + 15, held.y + 10, { steps: 4 });
    await settled(page);
    // As a second finger or the keyboard would press it: the mouse stays down.
    await figureLocator(page, id).locator('.figure-panel button', { hasText: preset }).evaluate((b: HTMLElement) => b.click());
    await settled(page);
    const loaded = await stateOnPage(page, id);
    await page.mouse.move(held.x + 40, held.y + 30, { steps: 4 });
    await page.mouse.up();
    await settled(page);
    expect(await stateOnPage(page, id), `${id}: ${preset}`).toEqual(loaded);
  }
});

test('a press on a shape that takes the focus from a field holding unreadable text drags the shape, and the field gets its value back', async ({ page }) => {
  const id = 'circle-circle';
  await openFigure(page, id);
  const field = figureLocator(page, id).locator('.figure-panel .lil-controller.lil-number input').first();
  const value = await field.inputValue();
  await field.fill('abc');
  const body = (await handles(page, id)).find((h) => h.id === 'A' && h.kind === 'body')!;
  const before = await stateOnPage<{ a: { x: number } }>(page, id);
  await page.mouse.move(body.x, body.y);
  await page.mouse.down();
  await page.mouse.move(body.x + 40, body.y, { steps: 4 });
  await page.mouse.up();
  await settled(page);
  expect((await stateOnPage<{ a: { x: number } }>(page, id)).a.x).toBeGreaterThan(before.a.x + 0.1);
  // (What was said of the text goes with the move, as after any move by hand.)
  await expect(field).toHaveValue(value);
});

test('a move stopped because B − A would leave its view says so there, and the note goes once the shape moves back', async ({ page }) => {
  const id = 'minkowski-obb';
  await openFigure(page, id);
  const heldIn = () => page.evaluate((id) => window.__figures!.hosts[id].debug.heldIn(), id);
  const stateB = () => stateOnPage<{ b: { x: number } }>(page, id).then((s) => s.b.x);
  expect(await heldIn()).toBeNull();
  await focusStage(page, id);
  while ((await figureLocator(page, id).getAttribute('data-selected')) !== 'B') await page.keyboard.press('Tab');
  // B's way right: it stops where B − A reaches the right edge of its own view, with room left in the world view.
  let last = await stateB();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('ArrowRight');
    await settled(page);
    const x = await stateB();
    if (x === last) break;
    last = x;
  }
  await settled(page);
  expect(await heldIn()).toBe('md');
  await expect(figureLocator(page, id).locator('[aria-live]')).toContainText('B − A stops at this view’s edge');
  await page.keyboard.press('ArrowLeft');
  await settled(page);
  expect(await stateB()).toBeLessThan(last);
  expect(await heldIn()).toBeNull();
});

test('a drag goes on through a resize of the window (the scene is rebuilt under it), and ends on release', async ({ page }) => {
  const id = 'circle-circle';
  await page.setViewportSize({ width: 1200, height: 800 });
  await openFigure(page, id);
  const body = (await handles(page, id)).find((h) => h.kind === 'body' && h.reachable)!;
  const ax = () => stateOnPage<Record<string, { x: number }>>(page, id).then((s) => s[body.id.toLowerCase()].x);
  await page.mouse.move(body.x, body.y);
  await page.mouse.down();
  await page.mouse.move(body.x + 20, body.y, { steps: 4 });
  await settled(page);
  const before = await ax();
  await page.setViewportSize({ width: 760, height: 800 });
  await settled(page);
  const stage = (await figureLocator(page, id).locator('.figure-stage').boundingBox())!;
  // The pointer moves on, inside the narrower drawing: the shape follows and stays under it.
  const to = { x: Math.min(body.x + 20, stage.x + stage.width / 2) + 40, y: body.y + 10 };
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await settled(page);
  expect(await ax()).toBeGreaterThan(before);
  // It was taken at its centre, and its centre is under the pointer again in the new layout.
  const now = (await handles(page, id)).find((h) => h.kind === 'body' && h.id === body.id)!;
  expect(Math.hypot(now.x - to.x, now.y - to.y)).toBeLessThan(1.5);
  await page.mouse.up();
  const after = await ax();
  await page.mouse.move(to.x + 30, to.y, { steps: 3 });
  await settled(page);
  expect(await ax()).toBe(after);
  // A new press after the release takes a shape and drags it (no drag left hanging).
  const again = (await handles(page, id)).find((h) => h.kind === 'body' && h.reachable)!;
  await page.mouse.move(again.x, again.y);
  await page.mouse.down();
  await page.mouse.move(again.x - 25, again.y, { steps: 4 });
  await page.mouse.up();
  await settled(page);
  const moved = (await handles(page, id)).find((h) => h.kind === 'body' && h.id === again.id)!;
  expect(moved.world.x).toBeLessThan(again.world.x);
});

test('a still body’s velocity knob stands off its centre on a stalk: a press on the centre moves the body, pulling the knob gives it a velocity', async ({ browser }) => {
  const id = 'linear-cast';
  await onDesktopAndPhone(browser, id, async (page) => {
    type State = { b: { x: number; y: number }; bvx: number; bvy: number };
    const before = await stateOnPage<State>(page, id);
    expect({ bvx: before.bvx, bvy: before.bvy }).toEqual({ bvx: 0, bvy: 0 });
    const all = await handles(page, id);
    const centre = all.find((h) => h.id === 'B' && h.kind === 'body')!, knob = all.find((h) => h.id === 'B-velocity')!;
    expect(Math.hypot(knob.x - centre.x, knob.y - centre.y)).toBeGreaterThan(20);
    expect(await page.evaluate(({ id, x, y }) => window.__figures!.hosts[id].debug.hitAt(x, y), { id, x: centre.x, y: centre.y })).toMatchObject({ id: 'B', kind: 'body' });
    // Dragging the centre moves B and leaves it still.
    await drag(page, centre, { x: 0, y: 25 });
    await settled(page);
    const moved = await stateOnPage<State>(page, id);
    expect(moved.b.y).toBeLessThan(before.b.y);
    expect({ bvx: moved.bvx, bvy: moved.bvy }).toEqual({ bvx: 0, bvy: 0 });
    // Pulling the knob up gives B a velocity upwards (and the stalk's length to the right).
    const pulled = (await handles(page, id)).find((h) => h.id === 'B-velocity')!;
    await drag(page, pulled, { x: 0, y: -30 });
    await settled(page);
    const moving = await stateOnPage<State>(page, id);
    expect(moving.bvy).toBeGreaterThan(0);
    expect(moving.bvx).toBeGreaterThan(0);
    expect(moving.b).toEqual(moved.b);
  });
});

test('a size set in the panel that would carry a shape past the drawing’s edge moves it back into view, and says so', async ({ browser }) => {
  const id = 'aabb-aabb';
  await onDesktopAndPhone(browser, id, async (page) => {
    const figure = figureLocator(page, id);
    // On a phone the panel starts closed: open it.
    const root = figure.locator('.figure-panel .lil-root');
    if (await root.evaluate((e) => e.classList.contains('lil-closed'))) await root.locator('.lil-title').first().click();
    const folder = figure.locator('.figure-panel .lil-gui:not(.lil-root)').filter({ has: page.locator('.lil-title', { hasText: /^Box B$/ }) });
    const input = folder.locator('.lil-controller').filter({ has: page.locator('.lil-name', { hasText: /^half height/ }) }).locator('input');
    await input.fill('2');
    await input.press('Enter');
    await settled(page);
    expect((await stateOnPage<{ b: { halfHeight: number } }>(page, id)).b.halfHeight).toBe(2);
    await expect(figure.locator('.figure-status')).toContainText('moved back into view');
    // Every corner of B inside the drawing and taking its own press.
    const knobs = (await handles(page, id)).filter((h) => h.id.startsWith('B'));
    expect(knobs.length).toBeGreaterThan(1);
    for (const k of knobs) {
      expect(k.reachable, `${k.id} ${k.kind}`).toBe(true);
      expect(k.y).toBeGreaterThan(k.viewBox.y);
      expect(k.y).toBeLessThan(k.viewBox.y + k.viewBox.height);
    }
  });
});

test('on a phone, text typed into a number field that ends unreadable gives back the value from before the typing, not one a keystroke on the way left', async ({ browser }) => {
  const id = 'angular-cast';
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openFigure(page, id);
  const figure = figureLocator(page, id);
  const root = figure.locator('.figure-panel .lil-root');
  if (await root.evaluate((e) => e.classList.contains('lil-closed'))) await root.locator('.lil-title').first().tap();
  const input = figure.locator('.figure-panel .lil-controller').filter({ has: page.locator('.lil-name', { hasText: /^spin/ }) }).first().locator('input');
  await input.scrollIntoViewIfNeeded();
  const before = await input.inputValue();
  // Keystroke by keystroke, as a reader types: "-1e30" on the way is a number, clamped to the field's least; and
  // over the old value selected, a first keystroke that is a number ("1", taken at once) before "1e309".
  for (const [clear, typed] of [[true, '-1e309'], [false, '1e309']] as const) {
    await input.click();
    if (clear) await input.fill('');
    else await input.selectText();
    await input.pressSequentially(typed);
    await input.press('Enter');
    await settled(page);
    await expect(figure.locator('.figure-status'), typed).toContainText(`keeping ${before}`);
    expect(await input.inputValue()).toBe(before);
  }
  await context.close();
});

test('on a phone, an angle typed unreadable gives back the angle as it was, not the tenth of a degree the field showed', async ({ browser }) => {
  const id = 'sat-polygons';
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // B turned by 0.3 rad, which the field shows as 17.2°: written back, 17.2° would be 0.30020 rad.
  await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify({ b: { x: 0.55, y: 0.05, angle: 0.3 } }))}`);
  const figure = figureLocator(page, id);
  const root = figure.locator('.figure-panel .lil-root');
  if (await root.evaluate((e) => e.classList.contains('lil-closed'))) await root.locator('.lil-title').first().tap();
  const input = figure.locator('.figure-panel .lil-controller').filter({ has: page.locator('.lil-name', { hasText: /^angle of B/ }) }).first().locator('input');
  await input.scrollIntoViewIfNeeded();
  expect(await input.inputValue()).toBe('17.2');
  for (const typed of ['1e309', 'abc']) {
    await input.click();
    await input.selectText();
    await input.pressSequentially(typed);
    await input.press('Enter');
    await settled(page);
    await expect(figure.locator('.figure-status'), typed).toContainText('keeping 17.2');
    expect((await stateOnPage<{ b: { angle: number } }>(page, id)).b.angle, typed).toBe(0.3);
  }
  await context.close();
});

test('a value typed on the way to another leaves nothing behind: "3" then "1.2" in a size field leaves the shape where it was, though 3 moved it back into view', async ({ page }) => {
  const id = 'contact-manifold';
  await openFigure(page, id);
  // B dragged as far right as it goes: its edge at the view's.
  const b = (await handlesOnPage(page, id)).find((h) => h.id === 'B' && h.kind === 'body')!;
  await drag(page, b, { x: 1500, y: 0 }, 20);
  await settled(page);
  const start = await stateOnPage<{ b: { x: number; y: number; size: number } }>(page, id);
  const figure = figureLocator(page, id);
  const folder = figure.locator('.lil-gui').filter({ has: page.locator('.lil-title', { hasText: 'Shape B' }) }).last();
  const input = folder.locator('.lil-controller').filter({ has: page.locator('.lil-name', { hasText: /^size/ }) }).locator('input').last();
  await input.click();
  await input.selectText();
  await input.pressSequentially('3');
  // On the way: size 3 does not fit where B was, and B is moved back into view.
  await expect.poll(async () => (await stateOnPage<{ b: { size: number } }>(page, id)).b.size).toBe(3);
  expect((await stateOnPage<{ b: { x: number } }>(page, id)).b.x).toBeLessThan(start.b.x);
  await input.selectText();
  await input.pressSequentially(String(start.b.size));
  await input.press('Enter');
  await settled(page);
  const end = await stateOnPage<{ b: { x: number; y: number; size: number } }>(page, id);
  expect(end.b).toEqual(start.b);
  await expect(figure.locator('.figure-status')).not.toContainText('moved back into view');
  // Text that ends unreadable leaves the figure as it was too, shapes and all.
  await input.click();
  await input.selectText();
  await input.pressSequentially('3');
  await expect.poll(async () => (await stateOnPage<{ b: { x: number } }>(page, id)).b.x).toBeLessThan(start.b.x);
  await input.press('Backspace');
  await input.press('x');
  await input.press('Enter');
  await settled(page);
  expect((await stateOnPage<{ b: object }>(page, id)).b).toEqual(start.b);
});

test('on a phone a finger 18 px off a knob takes the knob, not the shape beneath, as a mouse 18 px off does on a desktop', async ({ browser }) => {
  const id = 'contact-manifold';
  // B turned so that its turning knob stands over the ground, A.
  const { page, context } = await open(browser, id, { width: 390, height: 844 }, { hasTouch: true, query: `&s.${id}=${encodeURIComponent(JSON.stringify({ b: { kind: 'box', x: 0.4, y: 0.3636, angle: -2.2, size: 1.2 } }))}` });
  const before = await stateOnPage<{ a: { x: number; y: number }; b: { angle: number } }>(page, id);
  const knob = (await handlesOnPage(page, id)).find((h) => h.id === 'B' && h.kind === 'rotate')!;
  expect(knob.reachable).toBe(true);
  const client = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  const x = knob.x + 18, y = knob.y;
  await touch('touchStart', x, y);
  for (let i = 1; i <= 8; i++) await touch('touchMove', x + 4 * i, y + 6 * i);
  await touch('touchEnd', x + 32, y + 48);
  await settled(page);
  const after = await stateOnPage<{ a: { x: number; y: number }; b: { angle: number } }>(page, id);
  expect(after.a).toEqual(before.a);
  expect(Math.abs(after.b.angle - before.b.angle)).toBeGreaterThan(0.05);
  await context.close();
});

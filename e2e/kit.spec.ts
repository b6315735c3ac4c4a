// What the figure framework promises every figure, checked on every figure of the registry (or on every
// figure that uses the part of the kit under test): shapes stay in their view, presses stay in their view,
// handles reachable by pointer and keyboard, announcements, links, the panel on phones.

import { type Browser, type Page, expect, test } from '@playwright/test';
import { figures } from './registry';
import { drag, grabbable, openFigure, readoutsOnPage, settled, stateOnPage, textsOf } from './helpers';
import type { HandleOnPage } from '../src/ui/host';

const handles = (page: Page, id: string): Promise<HandleOnPage[]> =>
  page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.handles(), id);
const selectables = (page: Page, id: string) =>
  page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.selectables(), id);
const figureLocator = (page: Page, id: string) => page.locator(`figure[data-figure="${id}"]`);

async function open(browser: Browser, id: string, viewport: { width: number; height: number }, options: { hasTouch?: boolean; query?: string } = {}) {
  const context = await browser.newContext({ viewport, hasTouch: options.hasTouch });
  const page = await context.newPage();
  await openFigure(page, id, options.query);
  return { page, context };
}

/** Every body, point and corner handle lies inside its own view (1 px for rounding). */
async function expectInsideViews(page: Page, id: string, when: string): Promise<void> {
  for (const h of await handles(page, id)) {
    if (!['body', 'point', 'vertex'].includes(h.kind)) continue;
    const b = h.viewBox;
    const inside = h.x >= b.x - 1 && h.x <= b.x + b.width + 1 && h.y >= b.y - 1 && h.y <= b.y + b.height + 1;
    expect(inside, `${id}: ${h.kind} ${h.id} at (${h.x.toFixed(0)}, ${h.y.toFixed(0)}) outside ${h.view} ${JSON.stringify(b)} after ${when}`).toBe(true);
  }
}

/** Tabs from the stage until `target` is selected. */
async function selectByTab(page: Page, id: string, target: string): Promise<void> {
  await figureLocator(page, id).locator('.figure-stage').focus();
  for (let i = 0; i < 60; i++) {
    if ((await figureLocator(page, id).getAttribute('data-selected')) === target) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was never selected`);
}

for (const figure of figures) {
  for (const viewport of [{ width: 1200, height: 800 }, { width: 320, height: 700 }]) {
    test(`${figure.id} at ${viewport.width} px: shapes stay in their view after long drags and 200 arrow presses`, async ({ browser }) => {
      test.setTimeout(90_000);
      const { page, context } = await open(browser, figure.id, viewport);
      const kinds = ['body', 'point'];
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const ids = [...new Set((await handles(page, figure.id)).filter((h) => kinds.includes(h.kind)).map((h) => h.id))];
        for (const handleId of ids) {
          const h = (await handles(page, figure.id)).find((x) => x.id === handleId && kinds.includes(x.kind) && x.reachable);
          if (!h) continue;
          await drag(page, h, { x: dx * 1500, y: dy * 1500 });
          await expectInsideViews(page, figure.id, `dragging ${handleId} by (${dx * 1500}, ${dy * 1500})`);
        }
      }
      const shapes = (await selectables(page, figure.id)).filter((s) => s.kind === 'body' || s.kind === 'point').slice(0, 2);
      for (const [i, shape] of shapes.entries()) {
        await selectByTab(page, figure.id, shape.id);
        for (const key of i === 0 ? ['ArrowRight', 'ArrowUp'] : ['ArrowLeft', 'ArrowDown']) {
          for (let n = 0; n < 200; n++) await page.keyboard.press(key);
          await expectInsideViews(page, figure.id, `200 × ${key} on ${shape.id}`);
        }
      }
      await context.close();
    });
  }

  if (figure.views.length > 1) {
    test(`${figure.id}: a press is taken only by a shape of the view it lands in`, async ({ browser }) => {
      const { page, context } = await open(browser, figure.id, { width: 1200, height: 800 });
      // Every x of the state on the edge the first view shares with the second (as a link may put it: a link
      // is not dragged, so nothing keeps it inside): shapes straddle the edge.
      const xPaths = figure.fields.filter((f) => f.kind === 'number' && f.path.split('.').pop() === 'x').map((f) => f.path);
      await page.evaluate(({ id, xPaths }) => {
        const host = window.__figures!.hosts[id];
        const edge = host.debug.views()[0].world.max.x;
        const set = (o: Record<string, unknown>, keys: string[]): Record<string, unknown> =>
          ({ ...o, [keys[0]]: keys.length === 1 ? edge : set(o[keys[0]] as Record<string, unknown>, keys.slice(1)) });
        host.store.update((s) => xPaths.reduce((state, path) => set(state as Record<string, unknown>, path.split('.')), s));
      }, { id: figure.id, xPaths });
      await settled(page);
      const wrong = await page.evaluate((id) => {
        const debug = window.__figures!.hosts[id].debug;
        const [first] = debug.views();
        const edge = first.box.x + first.box.width;
        const out: string[] = [];
        for (let x = edge - 30; x <= edge + 30; x += 2) {
          for (let y = first.box.y + 2; y < first.box.y + first.box.height; y += 3) {
            const hit = debug.hitAt(x, y);
            if (hit && hit.view !== debug.viewAt(x, y)) out.push(`${hit.kind} ${hit.id} of ${hit.view} at (${x}, ${y})`);
          }
        }
        return out;
      }, figure.id);
      expect(wrong.slice(0, 5)).toEqual([]);
      await context.close();
    });
  }

  test(`${figure.id}: the live region is named after the figure and speaks once a drag has settled, not per frame`, async ({ page }) => {
    await openFigure(page, figure.id);
    const regions = figureLocator(page, figure.id).locator('[aria-live]');
    await expect(regions).toHaveCount(1);
    await expect(regions).toHaveAttribute('aria-label', new RegExp(figure.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.evaluate((id) => {
      const region = document.querySelector(`figure[data-figure="${id}"] [aria-live]`)!;
      const w = window as unknown as { announced: number };
      w.announced = 0;
      new MutationObserver(() => { w.announced++; }).observe(region, { childList: true, characterData: true, subtree: true });
    }, figure.id);
    // A drag that changes the readouts (some shapes' positions change none of a figure's values).
    const before = JSON.stringify(textsOf(await readoutsOnPage(page, figure.id)));
    const changed = async () => JSON.stringify(textsOf(await readoutsOnPage(page, figure.id))) !== before;
    // One shape dragged onto another: an overlap, a distance, a verdict changes.
    const shapes = (await handles(page, figure.id)).filter((x) => x.kind === 'body' || x.kind === 'point');
    for (const h of shapes.filter((x) => x.reachable)) {
      const other = shapes.find((x) => x.id !== h.id && Math.hypot(x.x - h.x, x.y - h.y) > 30);
      await drag(page, h, other ? { x: other.x - h.x, y: other.y - h.y } : { x: 60, y: -40 }, 20);
      await settled(page);
      if (await changed()) break;
    }
    expect(await changed(), 'no drag changed a readout').toBe(true);
    await expect.poll(() => page.evaluate(() => (window as unknown as { announced: number }).announced)).toBeGreaterThan(0);
    await page.waitForTimeout(1000); // longer than the settle time: nothing more is said
    expect(await page.evaluate(() => (window as unknown as { announced: number }).announced)).toBe(1);
    const first = Object.keys(await readoutsOnPage(page, figure.id))[0];
    expect(first).toBeTruthy();
    // Keyboard selection is announced by name.
    await figureLocator(page, figure.id).locator('.figure-stage').focus();
    await page.keyboard.press('Tab');
    const selected = await figureLocator(page, figure.id).getAttribute('data-selected');
    const chosen = (await selectables(page, figure.id)).find((s) => s.id === selected)!;
    await expect(regions).toHaveText(`Selected: ${chosen.label}.`);
  });

  test(`${figure.id}: every handle is reachable by keyboard, velocities and corners included`, async ({ page }) => {
    await openFigure(page, figure.id);
    const list = await selectables(page, figure.id);
    const ids = new Set(list.map((s) => s.id));
    for (const h of await handles(page, figure.id)) {
      if (h.kind !== 'rotate') expect(ids.has(h.id), `${h.kind} ${h.id} is not in the Tab order`).toBe(true);
    }
    for (const kind of ['velocity', 'vertex'] as const) {
      const target = list.find((s) => s.kind === kind);
      if (!target) continue;
      const before = (await handles(page, figure.id)).find((h) => h.id === target.id)!;
      await selectByTab(page, figure.id, target.id);
      await page.keyboard.press('ArrowLeft');
      const after = (await handles(page, figure.id)).find((h) => h.id === target.id)!;
      expect(after.world.x, `${kind} ${target.id} moved by the keyboard`).toBeLessThan(before.world.x);
    }
    const pick = list.find((s) => s.kind === 'pick');
    if (pick) {
      const before = JSON.stringify(await stateOnPage(page, figure.id));
      await selectByTab(page, figure.id, pick.id);
      await page.keyboard.press('ArrowRight');
      await settled(page);
      expect(JSON.stringify(await stateOnPage(page, figure.id))).not.toBe(before);
    }
  });

  test(`${figure.id}: velocity knobs can be grabbed even at zero velocity`, async ({ page }) => {
    await openFigure(page, figure.id);
    for (const h of (await handles(page, figure.id)).filter((x) => x.kind === 'velocity')) {
      expect(h.reachable, `${h.id} at (${h.x}, ${h.y})`).toBe(true);
    }
  });

  test(`${figure.id}: Copy link reproduces the state exactly, and with it every readout`, async ({ page }) => {
    await openFigure(page, figure.id);
    await drag(page, await grabbable(page, figure.id), { x: 37, y: 23 }, 7);
    await settled(page);
    const state = await stateOnPage<Record<string, unknown>>(page, figure.id);
    const texts = textsOf(await readoutsOnPage(page, figure.id));
    await figureLocator(page, figure.id).locator('.figure-actions button', { hasText: 'Copy link' }).click();
    await expect(page).toHaveURL(new RegExp(`s\\.${figure.id}=`));
    // A reload, not goto(url): the same address with a #fragment would only scroll, keeping the old state.
    await page.reload();
    await expect(figureLocator(page, figure.id)).toHaveAttribute('data-rendered', /[1-9]/);
    await expect(figureLocator(page, figure.id)).toHaveAttribute('data-mounted', 'true');
    const reopened = await stateOnPage<Record<string, unknown>>(page, figure.id);
    const at = (s: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], s);
    for (const field of figure.fields) expect(at(reopened, field.path), field.path).toEqual(at(state, field.path));
    expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(texts);
  });

  test(`${figure.id}: notes about a bad link are one short line under the drawing, dismissable, numbers rounded`, async ({ browser }) => {
    const numbers = figure.fields.filter((f) => f.kind === 'number').slice(0, 3);
    const link: Record<string, unknown> = {};
    for (const f of numbers) {
      const keys = f.path.split('.');
      let at = link;
      keys.slice(0, -1).forEach((k) => { at = (at[k] ??= {}) as Record<string, unknown>; });
      at[keys[keys.length - 1]] = f.kind === 'number' ? f.max + 1.23456789 : 0;
    }
    const { page, context } = await open(browser, figure.id, { width: 375, height: 800 }, { query: `&s.${figure.id}=${encodeURIComponent(JSON.stringify(link))}` });
    const status = figureLocator(page, figure.id).locator('.figure-status');
    await expect(status).toBeVisible();
    const canvas = (await figureLocator(page, figure.id).locator('canvas').boundingBox())!;
    const box = (await status.boundingBox())!;
    expect(box.y >= canvas.y + canvas.height || box.y + box.height <= canvas.y, 'the notes cover the drawing').toBe(true);
    expect(box.height).toBeLessThan(60);
    expect(await status.textContent()).not.toMatch(/\d\.\d{6,}/);
    await status.getByRole('button', { name: /dismiss/i }).click();
    await expect(status).toBeHidden();
    await context.close();
  });

  if (figure.legend) {
    test(`${figure.id}: legend swatches follow a change of colour scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await openFigure(page, figure.id);
      const swatches = figureLocator(page, figure.id).locator('.legend .swatch');
      const colours = () => swatches.evaluateAll((list) => list.map((s) => getComputedStyle(s).backgroundColor));
      const light = await colours();
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(colours).not.toEqual(light);
      // Each swatch shows its token's dark colour, as the canvas does.
      const expected = await swatches.evaluateAll((list) => list.map((s) => {
        const probe = document.createElement('span');
        probe.style.color = getComputedStyle(document.documentElement).getPropertyValue(`--color-${(s as HTMLElement).dataset.color}`);
        document.body.append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      }));
      expect(await colours()).toEqual(expected);
    });
  }
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

test('the point stops following the pointer when it leaves the drawing', async ({ page }) => {
  const id = 'sat-point';
  await openFigure(page, id);
  const canvas = (await figureLocator(page, id).locator('canvas').boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width * 0.4, canvas.y + canvas.height * 0.5, { steps: 4 });
  await page.waitForTimeout(700);
  await settled(page);
  const rested = (await stateOnPage<{ point: { x: number; y: number } }>(page, id)).point;
  const copy = (await figureLocator(page, id).locator('.figure-actions button').boundingBox())!;
  await page.mouse.move(copy.x + 5, copy.y + 5, { steps: 10 });
  await settled(page);
  expect((await stateOnPage<{ point: { x: number; y: number } }>(page, id)).point).toEqual(rested);
  const panel = (await figureLocator(page, id).locator('.figure-panel').boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width * 0.4, canvas.y + canvas.height * 0.5, { steps: 4 });
  await page.waitForTimeout(700);
  await page.mouse.move(panel.x + 50, panel.y + 40, { steps: 10 });
  await settled(page);
  expect((await stateOnPage<{ point: { x: number; y: number } }>(page, id)).point).toEqual(rested);
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
  await figureLocator(page, figure.id).locator('.figure-stage').focus();
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

// What every figure of the registry promises, checked the day it exists: the core's numbers on mount, mouse,
// keyboard and touch, Reset and every button, Copy link, shapes kept in their views, the live region, the
// legend in both colour schemes, and hostile links. One browser page walks a whole checklist in steps (a
// page load costs more than most checks); every link the tests try is also read for every figure by
// src/figures/links.test.ts.

import { mkdirSync } from 'node:fs';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { figures } from './registry';
import {
  drag, expectFiniteReadouts, expectedReadouts, grabbable, handlesOnPage, hostileLinks, openFigure, openLongLink, panelButtons,
  readoutsOnPage, settled, stateOnPage, textsOf, watchConsole,
} from './helpers';
import type { HandleOnPage } from '../src/ui/host';
import type { AnyFigure } from '../src/ui/figure';

const screenshotDir = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : 'e2e/artifacts';
mkdirSync(screenshotDir, { recursive: true });

const debugHandles = (page: Page, id: string): Promise<HandleOnPage[]> =>
  page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.handles(), id);
const selectables = (page: Page, id: string) =>
  page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.selectables(), id);
const figureLocator = (page: Page, id: string) => page.locator(`figure[data-figure="${id}"]`);
const at = (s: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], s);

async function openIn(browser: Browser, id: string, viewport: { width: number; height: number }, options: { hasTouch?: boolean; query?: string } = {}) {
  const context = await browser.newContext({ viewport, hasTouch: options.hasTouch });
  const page = await context.newPage();
  await openFigure(page, id, options.query);
  return { page, context };
}

/** Every body, point and corner handle lies inside its own view (1 px for rounding). */
async function expectInsideViews(page: Page, id: string, when: string): Promise<void> {
  for (const h of await debugHandles(page, id)) {
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

/** A link that sets the figure's first field to markup, as someone hoping for an injection would. */
function markupLink(figure: AnyFigure): { path: string; raw: string } {
  const keys = figure.fields[0].path.split('.');
  const link: Record<string, unknown> = {};
  let node = link;
  keys.slice(0, -1).forEach((key) => { node = (node[key] = {}) as Record<string, unknown>; });
  node[keys[keys.length - 1]] = '<img src=x onerror=alert(1)>';
  return { path: keys.join('.'), raw: JSON.stringify(link) };
}

/** Figures whose links get the whole hostile battery in the browser as well (a flat one and one with polygons). */
const FULL_BATTERY = new Set(['circle-circle', 'minkowski-polygons']);

for (const figure of figures) {
  test.describe(figure.id, () => {
    test('a reader with a mouse and a keyboard: mount, handles, keyboard, drag, Reset, buttons, live region, legend, Copy link', async ({ page }) => {
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      const element = figureLocator(page, figure.id);
      const region = element.locator('[aria-live]');

      await test.step('mounts alone with finite readouts equal to the core\'s, and a live region named after it', async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        await openFigure(page, figure.id);
        const readouts = await readoutsOnPage(page, figure.id);
        expect(Object.keys(readouts).length).toBeGreaterThan(0);
        await expectFiniteReadouts(page, figure.id, 'on mount');
        expect(textsOf(readouts)).toEqual(expectedReadouts(figure, figure.initialState()));
        await expect(region).toHaveCount(1);
        await expect(region).toHaveAttribute('aria-label', new RegExp(figure.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await element.screenshot({ path: `${screenshotDir}/${figure.id}.png` });
      });

      await test.step('every handle is in the Tab order, velocity knobs are grabbable, and the keyboard moves velocities, corners and picks', async () => {
        const list = await selectables(page, figure.id);
        const ids = new Set(list.map((s) => s.id));
        for (const h of await debugHandles(page, figure.id)) {
          if (h.kind !== 'rotate') expect(ids.has(h.id), `${h.kind} ${h.id} is not in the Tab order`).toBe(true);
          if (h.kind === 'velocity') expect(h.reachable, `${h.id} at (${h.x}, ${h.y})`).toBe(true);
        }
        for (const kind of ['velocity', 'vertex'] as const) {
          const target = list.find((s) => s.kind === kind);
          if (!target) continue;
          const before = (await debugHandles(page, figure.id)).find((h) => h.id === target.id)!;
          await selectByTab(page, figure.id, target.id);
          await page.keyboard.press('ArrowLeft');
          const after = (await debugHandles(page, figure.id)).find((h) => h.id === target.id)!;
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
        await element.locator('.figure-panel button', { hasText: /^Reset$/ }).click();
        await settled(page);
      });

      await test.step('the keyboard selects, nudges and turns a shape, and names the selection', async () => {
        await page.locator('body').click({ position: { x: 1, y: 1 } });
        await element.locator('.figure-stage').focus();
        // Focus that follows a click selects nothing (keyboard.ts); Tab selects the first shape.
        if (!(await element.getAttribute('data-selected'))) await page.keyboard.press('Tab');
        const selected = await element.getAttribute('data-selected');
        expect(selected).toBeTruthy();
        const find = async () => (await handlesOnPage(page, figure.id)).find((h) => h.id === selected && (h.kind === 'body' || h.kind === 'point'))!;
        const start = await find();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Shift+ArrowUp');
        await settled(page);
        const nudged = await find();
        expect(nudged.world.x - start.world.x).toBeCloseTo(0.1, 9);
        expect(nudged.world.y - start.world.y).toBeCloseTo(0.01, 9);
        if ((await handlesOnPage(page, figure.id)).some((h) => h.id === selected && h.kind === 'rotate')) {
          await page.keyboard.press('q');
          await settled(page);
          const turned = await find();
          const change = Math.atan2(Math.sin(turned.world.angle - nudged.world.angle), Math.cos(turned.world.angle - nudged.world.angle));
          expect(change).toBeCloseTo((5 * Math.PI) / 180, 9);
        }
        // The nudges' values are spoken once they settle (700 ms); wait for that before the selection is named.
        await expect(region).not.toHaveAttribute('data-pending', 'true');
        await page.keyboard.press('Tab');
        const next = await element.getAttribute('data-selected');
        const selectableCount = new Set((await handlesOnPage(page, figure.id)).filter((h) => h.kind !== 'rotate').map((h) => h.id)).size;
        if (selectableCount > 1) {
          expect(next).not.toBe(selected);
          const chosen = (await selectables(page, figure.id)).find((s) => s.id === next)!;
          await expect(region).toHaveText(`Selected: ${chosen.label}.`);
        }
        expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, await stateOnPage(page, figure.id)));
      });

      await test.step('a mouse drag moves a shape by what the pointer moved, and the readouts follow the core', async () => {
        // 40 px right and 30 px up, or back the other way where B − A would have left its view that way (the
        // move is then stopped at the edge, not made in full).
        let handle = await grabbable(page, figure.id), sign = 1;
        let before = await stateOnPage(page, figure.id);
        await drag(page, handle, { x: 40, y: -30 });
        await settled(page);
        if (await page.evaluate((id) => window.__figures!.hosts[id].debug.heldIn(), figure.id)) {
          sign = -1;
          handle = (await handlesOnPage(page, figure.id)).find((h) => h.id === handle.id && h.kind === handle.kind)!;
          before = await stateOnPage(page, figure.id);
          await drag(page, handle, { x: -40, y: 30 });
          await settled(page);
          expect(await page.evaluate((id) => window.__figures!.hosts[id].debug.heldIn(), figure.id)).toBeNull();
        }
        const after = await stateOnPage(page, figure.id);
        expect(after).not.toEqual(before);
        const moved = (await handlesOnPage(page, figure.id)).find((h) => h.id === handle.id && h.kind === handle.kind)!;
        // Screen y is down, world y is up, at the view's scale.
        const dx = sign * (moved.world.x - handle.world.x), dy = sign * (moved.world.y - handle.world.y);
        expect(dx).toBeGreaterThan(0);
        expect(dy).toBeGreaterThan(0);
        expect(dx / dy).toBeCloseTo(40 / 30, 1);
        expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, after));
      });

      await test.step('Reset restores the initial readouts', async () => {
        await element.locator('.figure-panel button', { hasText: /^Reset$/ }).click();
        await settled(page);
        expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, figure.initialState()));
      });

      await test.step('the live region speaks once a drag has settled, not per frame', async () => {
        await page.evaluate((id) => {
          const live = document.querySelector(`figure[data-figure="${id}"] [aria-live]`)!;
          const w = window as unknown as { announced: number };
          w.announced = 0;
          new MutationObserver(() => { w.announced++; }).observe(live, { childList: true, characterData: true, subtree: true });
        }, figure.id);
        const before = JSON.stringify(textsOf(await readoutsOnPage(page, figure.id)));
        const changed = async () => JSON.stringify(textsOf(await readoutsOnPage(page, figure.id))) !== before;
        // One shape dragged onto another: an overlap, a distance, a verdict changes.
        const shapes = (await debugHandles(page, figure.id)).filter((x) => x.kind === 'body' || x.kind === 'point');
        let attempts = 0;
        for (const h of shapes.filter((x) => x.reachable)) {
          const other = shapes.find((x) => x.id !== h.id && Math.hypot(x.x - h.x, x.y - h.y) > 30);
          attempts++;
          await drag(page, h, other ? { x: other.x - h.x, y: other.y - h.y } : { x: 60, y: -40 }, 20);
          await settled(page);
          if (await changed()) break;
        }
        expect(await changed(), 'no drag changed a readout').toBe(true);
        await expect.poll(() => page.evaluate(() => (window as unknown as { announced: number }).announced)).toBeGreaterThan(0);
        // Nothing is waiting to be said any more, and it was said once per drag, not per frame (a drag has 20
        // moves). A machine that stalls for more than the settling time in the middle of a drag makes a pause
        // the region rightly speaks at: at most one such stall is allowed for.
        await expect(element.locator('[aria-live]')).not.toHaveAttribute('data-pending', 'true');
        expect(await page.evaluate(() => (window as unknown as { announced: number }).announced)).toBeLessThanOrEqual(2 * attempts);
      });

      await test.step('every panel button, pressed twice, leaves no NaN, Infinity or undefined in a readout', async () => {
        const labels = await panelButtons(page, figure.id);
        expect(labels.length).toBeGreaterThan(0);
        for (const label of labels) {
          for (let i = 0; i < 2; i++) {
            await element.locator('.figure-panel .lil-function button', { hasText: label }).first()
              .evaluate((button) => (button as HTMLButtonElement).click());
            await settled(page);
            await expectFiniteReadouts(page, figure.id, `after ${label} ×${i + 1}`);
          }
        }
      });

      if (figure.legend) {
        await test.step('legend swatches follow a change of colour scheme', async () => {
          const swatches = element.locator('.legend .swatch');
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
          await page.emulateMedia({ colorScheme: 'light' });
        });
      }

      await test.step('Copy link reproduces the state exactly, and with it every readout', async () => {
        await element.locator('.figure-panel button', { hasText: /^Reset$/ }).click();
        await drag(page, await grabbable(page, figure.id), { x: 37, y: 23 }, 7);
        await settled(page);
        const state = await stateOnPage<Record<string, unknown>>(page, figure.id);
        const texts = textsOf(await readoutsOnPage(page, figure.id));
        await element.locator('.figure-actions button', { hasText: 'Copy link' }).click();
        await expect(page).toHaveURL(new RegExp(`s\\.${figure.id}=`));
        // A reload, not goto(url): the same address with a #fragment would only scroll, keeping the old state.
        await page.reload();
        await expect(element).toHaveAttribute('data-rendered', /[1-9]/);
        await expect(element).toHaveAttribute('data-mounted', 'true');
        const reopened = await stateOnPage<Record<string, unknown>>(page, figure.id);
        for (const field of figure.fields) expect(at(reopened, field.path), field.path).toEqual(at(state, field.path));
        expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(texts);
      });

      if (figure.views.length > 1) {
        await test.step('a press is taken only by a shape of the view it lands in', async () => {
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
        });
      }
      expect(problems).toEqual([]);
    });

    for (const viewport of [{ width: 1200, height: 800 }, { width: 320, height: 700 }]) {
      test(`at ${viewport.width} px, shapes stay in their view after long drags and arrow keys held past the edge`, async ({ browser }) => {
        test.setTimeout(90_000);
        const { page, context } = await openIn(browser, figure.id, viewport);
        const kinds = ['body', 'point'];
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
          const ids = [...new Set((await debugHandles(page, figure.id)).filter((h) => kinds.includes(h.kind)).map((h) => h.id))];
          for (const handleId of ids) {
            const h = (await debugHandles(page, figure.id)).find((x) => x.id === handleId && kinds.includes(x.kind) && x.reachable);
            if (!h) continue;
            await drag(page, h, { x: dx * 1500, y: dy * 1500 });
            await expectInsideViews(page, figure.id, `dragging ${handleId} by (${dx * 1500}, ${dy * 1500})`);
          }
        }
        const shapes = (await selectables(page, figure.id)).filter((s) => s.kind === 'body' || s.kind === 'point').slice(0, 2);
        for (const [i, shape] of shapes.entries()) {
          await selectByTab(page, figure.id, shape.id);
          // Enough presses (0.1 each) to cross the shape's whole view and then push on past its edge.
          const viewId = (await debugHandles(page, figure.id)).find((h) => h.id === shape.id && (h.kind === 'body' || h.kind === 'point'))?.view;
          const views = await page.evaluate((id) => window.__figures!.hosts[id].debug.views(), figure.id);
          const view = views.find((v) => v.id === viewId) ?? views[0];
          for (const key of i === 0 ? ['ArrowRight', 'ArrowUp'] : ['ArrowLeft', 'ArrowDown']) {
            const extent = key === 'ArrowRight' || key === 'ArrowLeft' ? view.world.max.x - view.world.min.x : view.world.max.y - view.world.min.y;
            const presses = Math.ceil(extent / 0.1) + 10;
            for (let n = 0; n < presses; n++) await page.keyboard.press(key);
            await expectInsideViews(page, figure.id, `${presses} × ${key} on ${shape.id}`);
          }
        }
        await context.close();
      });
    }

    test('on a touch screen: a touch on a handle drags it and does not scroll the page; elsewhere it scrolls', async ({ browser }) => {
      const { page, context } = await openIn(browser, figure.id, { width: 800, height: 700 }, { hasTouch: true });
      const handle = await grabbable(page, figure.id);
      const before = await stateOnPage(page, figure.id);
      const scrollBefore = await page.evaluate(() => scrollY);
      const client = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) => client.send('Input.dispatchTouchEvent', {
        type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
      await touch('touchStart', handle.x, handle.y);
      // Upwards: a page that scrolled would scroll down, which the top of the page allows.
      for (let i = 1; i <= 10; i++) await touch('touchMove', handle.x + 3 * i, handle.y - 4 * i);
      await touch('touchEnd', handle.x + 30, handle.y - 40);
      await settled(page);
      expect(await stateOnPage(page, figure.id)).not.toEqual(before);
      expect(await page.evaluate(() => scrollY)).toBe(scrollBefore);
      // A touch that starts off the handles (the stage's top-left corner) scrolls the page as usual.
      const stage = (await figureLocator(page, figure.id).locator('.figure-stage').boundingBox())!;
      const moved = await stateOnPage(page, figure.id);
      await touch('touchStart', stage.x + 6, stage.y + 60);
      for (let i = 1; i <= 10; i++) await touch('touchMove', stage.x + 6, stage.y + 60 - 5 * i);
      await touch('touchEnd', stage.x + 6, stage.y + 10);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrollBefore);
      expect(await stateOnPage(page, figure.id)).toEqual(moved);
      await context.close();
    });

    test('hostile links and anchors: a short note under the drawing, the defaults, nothing injected, and the figure still follows a drag', async ({ browser }) => {
      test.setTimeout(90_000);
      const { page, context } = await openIn(browser, figure.id, { width: 375, height: 800 });
      const problems = watchConsole(page);
      let dialogs = 0;
      page.on('dialog', (dialog) => { dialogs++; void dialog.dismiss(); });
      const element = figureLocator(page, figure.id);
      const status = element.locator('.figure-status');
      const initial = expectedReadouts(figure, figure.initialState());

      await test.step('markup in a value: a note naming the field, the defaults, no element made', async () => {
        const { path, raw } = markupLink(figure);
        await openFigure(page, figure.id, `&s.${figure.id}=${encodeURIComponent(raw)}`);
        await expect(status).toBeVisible();
        await expect(status).toContainText(path);
        expect(await page.locator('img[src="x"]').count()).toBe(0);
        expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(initial);
      });

      await test.step('values out of range: one short line under the drawing, numbers rounded, dismissable', async () => {
        const link: Record<string, unknown> = {};
        for (const f of figure.fields.filter((x) => x.kind === 'number').slice(0, 3)) {
          const keys = f.path.split('.');
          let node = link;
          keys.slice(0, -1).forEach((k) => { node = (node[k] ??= {}) as Record<string, unknown>; });
          node[keys[keys.length - 1]] = f.kind === 'number' ? f.max + 1.23456789 : 0;
        }
        await openFigure(page, figure.id, `&s.${figure.id}=${encodeURIComponent(JSON.stringify(link))}`);
        await expect(status).toBeVisible();
        const canvas = (await element.locator('canvas').boundingBox())!;
        const box = (await status.boundingBox())!;
        expect(box.y >= canvas.y + canvas.height || box.y + box.height <= canvas.y, 'the notes cover the drawing').toBe(true);
        expect(box.height).toBeLessThan(60);
        expect(await status.textContent()).not.toMatch(/\d\.\d{6,}/);
        await status.getByRole('button', { name: /dismiss/i }).click();
        await expect(status).toBeHidden();
      });

      const battery = hostileLinks(figure).filter(([name]) => FULL_BATTERY.has(figure.id) || name === '__proto__' || name === 'parents of the wrong type');
      for (const [name, raw] of battery) {
        await test.step(`a hostile link (${name}): a note, the defaults, nothing polluted, and a drag still moves a shape`, async () => {
          await openLongLink(page, figure.id, raw);
          await expect(status).toBeVisible();
          await expect(status).toContainText('link');
          expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(initial);
          expect(await page.evaluate(() => Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'))).toBe(false);
          const handle = await grabbable(page, figure.id);
          const free = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.figure-status') === null, handle);
          expect(free, `${name}: the notes cover the handle`).toBe(true);
          const before = await stateOnPage(page, figure.id);
          await drag(page, handle, { x: 20, y: -15 });
          await settled(page);
          expect(await stateOnPage(page, figure.id), name).not.toEqual(before);
          await expectFiniteReadouts(page, figure.id, name);
        });
      }

      await test.step('a link that is not JSON, and malformed anchors', async () => {
        await openFigure(page, figure.id, `&s.${figure.id}=${encodeURIComponent('{not json')}`);
        await expect(status).toContainText('could not be read');
        for (const anchor of ['#%', '#%E0%A4%A']) {
          await openFigure(page, figure.id, anchor);
          await expectFiniteReadouts(page, figure.id, anchor);
          await expect(page.locator('.page-message')).toHaveCount(0);
        }
      });
      expect(dialogs).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}

test('an unknown figure id says so and lists the figures', async ({ page }) => {
  await page.goto('./?figure=%3Cb%3Enope%3C%2Fb%3E');
  await expect(page.locator('.page-message')).toContainText('There is no figure called “<b>nope</b>”');
  expect(await page.locator('b', { hasText: 'nope' }).count()).toBe(0);
});

test('an empty ?figure= says it names none, and a long unknown name does not widen a phone’s page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await page.goto('./?figure=');
  await expect(page.locator('.page-message')).toContainText('names none');
  await expect(page.locator('.page-message')).not.toContainText('“”');
  await page.goto(`./?figure=${'x'.repeat(2000)}`);
  const message = page.locator('.page-message');
  await expect(message).toContainText('There is no figure called');
  expect(await message.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await context.close();
});

test('md-construction: a link’s step beyond the eight feature pairs falls back to the first with a note', async ({ page }) => {
  await openFigure(page, 'md-construction', `&s.md-construction=${encodeURIComponent('{"step":24}')}`);
  const figure = page.locator('figure[data-figure="md-construction"]');
  // Two quadrilaterals: 4 + 4 feature pairs, so the step runs from 0 to 8 (8: the answer).
  await expect(figure.locator('.figure-status')).toContainText(/step.*0 to 8/);
  expect((await stateOnPage<{ step: number }>(page, 'md-construction')).step).toBe(0);
});

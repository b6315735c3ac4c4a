import { type Browser, expect, test, type Page } from '@playwright/test';
import type { AnyFigure } from '../src/ui/figure';
import type { RendererChoice } from '../src/ui/renderer';
import { formatReadout } from '../src/ui/readouts';

export { hostileLinks } from '../src/ui/testing/hostileLinks';

export interface HandleOnPage { id: string; kind: string; x: number; y: number; reachable: boolean; world: { x: number; y: number; angle: number } }

/** The first handle of one of `kinds` (in that order of preference) that a press at its point would take. */
export async function grabbable(page: Page, id: string, kinds: string[] = ['body', 'point']): Promise<HandleOnPage> {
  const handles = await handlesOnPage(page, id);
  for (const kind of kinds) {
    const handle = handles.find((h) => h.kind === kind && h.reachable);
    if (handle) return handle;
  }
  throw new Error(`${id}: no reachable handle of kind ${kinds.join(' or ')}`);
}

/** Opens a page and records every console error or warning and every uncaught exception. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * How long a figure may take to mount. With WebGL forced, SwiftShader compiles the shaders on the processor: on a
 * loaded machine a mount took over 5 s (CI, 29 November), so those waits are longer; a hang still fails the test.
 */
export function mountTimeout(query: string): number | undefined {
  return /renderer=webgl/.test(query) ? 40_000 : undefined;
}

export async function openFigure(page: Page, id: string, query = ''): Promise<void> {
  const timeout = mountTimeout(query);
  await page.goto(`./?figure=${id}${query}`);
  await expect(page.locator(`figure[data-figure="${id}"]`)).toHaveAttribute('data-mounted', 'true', { timeout });
  await expect.poll(() => page.locator(`figure[data-figure="${id}"]`).getAttribute('data-rendered').then(Number), { timeout }).toBeGreaterThan(0);
  // The panel is built once the page's first figure is drawn (its code is fetched then).
  await expect(page.locator(`figure[data-figure="${id}"]`)).toHaveAttribute('data-panel', 'ready', { timeout });
}

/** The shown readouts; measured times (data-measured) only when asked, since they are not a function of the state. */
export async function readoutsOnPage(page: Page, id: string, options: { measured?: boolean } = {}): Promise<Record<string, { text: string; value: string }>> {
  return page.locator(`figure[data-figure="${id}"] [data-readout]`).evaluateAll((elements, measured) =>
    Object.fromEntries(elements.filter((e) => !(e as HTMLElement).hidden && (measured || !(e as HTMLElement).dataset.measured)).map((e) => [
      (e as HTMLElement).dataset.readout!,
      { text: e.querySelector('dd')!.textContent ?? '', value: (e as HTMLElement).dataset.value ?? '' },
    ])), options.measured ?? false);
}

/**
 * Focuses a figure's drawing as a keyboard reader does: focus that follows a click selects nothing (keyboard.ts),
 * so where nothing is selected, Tab selects the first shape.
 */
export async function focusStage(page: Page, id: string): Promise<void> {
  const figure = page.locator(`figure[data-figure="${id}"]`);
  await figure.locator('.figure-stage').focus();
  if (!(await figure.getAttribute('data-selected'))) await page.keyboard.press('Tab');
}

export async function stateOnPage<S = unknown>(page: Page, id: string): Promise<S> {
  return JSON.parse((await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-state')) ?? 'null') as S;
}

export async function handlesOnPage(page: Page, id: string): Promise<HandleOnPage[]> {
  return page.evaluate((figureId) => window.__figures!.hosts[figureId].testHandles(), id);
}

/** The readout texts the core gives for `state`, computed here in Node by the figure's own pure functions. */
export function expectedReadouts(figure: AnyFigure, state: unknown): Record<string, string> {
  return Object.fromEntries(figure.readouts(state, figure.derive(state)).filter((r) => !r.measured).map((r) => [r.name, formatReadout(r)]));
}

export const textsOf = (readouts: Record<string, { text: string }>) => Object.fromEntries(Object.entries(readouts).map(([k, v]) => [k, v.text]));

/** A real mouse drag in small steps, as a hand would do it. */
export async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }, steps = 12): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps });
  await page.mouse.up();
}

/**
 * How many frames the figure drew during the page's next `frames` animation frames (the host's data-rendered),
 * counted once it has nothing pending: a frame asked for by what came before (the panel built after the first frame,
 * a press) is not counted as one drawn while nothing changes. A figure that keeps animating never settles.
 */
export async function framesDrawnDuring(page: Page, id: string, frames: number): Promise<number> {
  await expect.poll(() => page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.busy(), id)).toBe(false);
  return page.evaluate(async ({ figureId, count }) => {
    const element = document.querySelector<HTMLElement>(`figure[data-figure="${figureId}"]`)!;
    const before = Number(element.dataset.rendered);
    for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return Number(element.dataset.rendered) - before;
  }, { figureId: id, count: frames });
}

/**
 * From the page's start, counts the drawing calls made inside idle callbacks (where only a figure's warm-up draws:
 * src/ui/warmUp.ts): Canvas 2D fills, strokes, texts and images, and WebGL draws. Read them with idleDrawing.
 */
export async function countIdleDrawing(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { canvas: 0, webgl: 0 };
    (window as unknown as { __idleDrawing: typeof counts }).__idleDrawing = counts;
    let idle = 0;
    const count = (prototype: object, names: string[], kind: keyof typeof counts) => {
      for (const name of names) {
        const methods = prototype as Record<string, (...args: unknown[]) => unknown>;
        const original = methods[name];
        if (typeof original !== 'function') continue;
        methods[name] = function (this: unknown, ...args: unknown[]) {
          if (idle > 0) counts[kind]++;
          return original.apply(this, args);
        };
      }
    };
    count(CanvasRenderingContext2D.prototype, ['fill', 'stroke', 'fillText', 'strokeText', 'drawImage'], 'canvas');
    for (const prototype of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      count(prototype, ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced'], 'webgl');
    }
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => requestIdle((deadline) => {
      idle++;
      try {
        callback(deadline);
      } finally {
        idle--;
      }
    }, options);
  });
}

export const idleDrawing = (page: Page): Promise<{ canvas: number; webgl: number }> =>
  page.evaluate(() => ({ ...(window as unknown as { __idleDrawing: { canvas: number; webgl: number } }).__idleDrawing }));

/** Waits until the figure has drawn the latest state (one frame after the last change). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Clicks a button of the figure's panel. */
export const press = (page: Page, id: string, label: string) =>
  page.locator(`figure[data-figure="${id}"] .figure-panel button`, { hasText: label }).click();

/** Types a value into the panel's number field whose name starts with `label`, and waits for the frame. */
export async function setNumber(page: Page, id: string, label: string, value: number): Promise<void> {
  const input = page.locator(`figure[data-figure="${id}"] .figure-panel .lil-controller`)
    .filter({ has: page.locator('.lil-name', { hasText: new RegExp(`^${label}`) }) }).locator('input');
  await input.fill(String(value));
  await input.press('Enter');
  await settled(page);
}

/**
 * After `lose` takes the figure's drawing context away: the loss is reported, the context replaced (by the
 * same kind of renderer), the state kept, and the figure still follows a drag with the core's readouts.
 */
export async function expectContextReplaced(page: Page, figure: AnyFigure, renderer: RendererChoice, lose: () => Promise<void>): Promise<void> {
  await openFigure(page, figure.id, renderer === 'auto' ? '' : `&renderer=${renderer}`);
  const element = page.locator(`figure[data-figure="${figure.id}"]`);
  const kind = await element.getAttribute('data-renderer');
  const before = await stateOnPage(page, figure.id);
  await lose();
  const status = element.locator('.figure-status');
  await expect(status).toContainText('lost');
  const timeout = mountTimeout(`renderer=${renderer}`);
  await expect(status).toBeHidden({ timeout: timeout ?? 10_000 });
  await expect(element).toHaveAttribute('data-mounted', 'true', { timeout });
  await expect(element).toHaveAttribute('data-renderer', kind!);
  expect(await stateOnPage(page, figure.id)).toEqual(before);
  const handle = (await handlesOnPage(page, figure.id)).find((h) => h.kind === 'body' || h.kind === 'point')!;
  await drag(page, handle, { x: 25, y: 10 });
  await settled(page);
  const after = await stateOnPage(page, figure.id);
  expect(after).not.toEqual(before);
  expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, after));
}

/** Every readout of the figure is free of NaN, Infinity and undefined, in its text and its value. */
export async function expectFiniteReadouts(page: Page, id: string, when: string): Promise<void> {
  for (const [name, { text, value }] of Object.entries(await readoutsOnPage(page, id, { measured: true }))) {
    expect(text, `${name} ${when}`).not.toMatch(/NaN|Infinity|undefined/);
    expect(value, `${name} ${when}`).not.toMatch(/NaN|Infinity|undefined/);
  }
}

/** The labels of the figure panel's buttons (lil-gui function controllers), folders included. */
export const panelButtons = (page: Page, id: string): Promise<string[]> =>
  page.locator(`figure[data-figure="${id}"] .figure-panel .lil-function button`).evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim() ?? ''));

/**
 * Opens `?figure=<id>&s.<id>=<raw>` however long the link: the page is served for the short address (a
 * static server refuses a 100 kB request line) while the browser's address keeps the whole link.
 */
export async function openLongLink(page: Page, id: string, raw: string): Promise<void> {
  const short = new URL(`./?figure=${id}`, page.url() === 'about:blank' ? test.info().project.use.baseURL : page.url()).href;
  await page.route((url) => url.searchParams.has(`s.${id}`), async (route) => {
    const response = await route.fetch({ url: short });
    await route.fulfill({ response });
  });
  await page.goto(`${short}&s.${id}=${encodeURIComponent(raw)}`);
  await page.unrouteAll();
  await expect(page.locator(`figure[data-figure="${id}"]`)).toHaveAttribute('data-mounted', 'true');
  await expect.poll(() => page.locator(`figure[data-figure="${id}"]`).getAttribute('data-rendered').then(Number)).toBeGreaterThan(0);
  await expect(page.locator(`figure[data-figure="${id}"]`)).toHaveAttribute('data-panel', 'ready');
}


export interface PageBox { x: number; y: number; width: number; height: number }
export interface LabelOnPage { view: string; text: string; box: PageBox; collisions: number }

/** Every label the figure shows now, with the box it was placed in (page coordinates). */
export const labelsOnPage = (page: Page, id: string): Promise<LabelOnPage[]> =>
  page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.labels(), id);

/** The label with this text (the first, if several). */
export async function labelOnPage(page: Page, id: string, text: string | RegExp): Promise<LabelOnPage> {
  const found = (await labelsOnPage(page, id)).find((l) => (typeof text === 'string' ? l.text === text : text.test(l.text)));
  if (!found) throw new Error(`${id}: no label ${String(text)}`);
  return found;
}

/** World → page for one view of the figure, from the view's page rectangle and the world rectangle it shows (y up). */
export async function worldToPage(page: Page, id: string, viewId: string): Promise<(p: { x: number; y: number }) => { x: number; y: number }> {
  const views = await page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id);
  const view = views.find((v) => v.id === viewId)!;
  const sx = view.box.width / (view.world.max.x - view.world.min.x), sy = view.box.height / (view.world.max.y - view.world.min.y);
  return (p) => ({ x: view.box.x + (p.x - view.world.min.x) * sx, y: view.box.y + (view.world.max.y - p.y) * sy });
}

/**
 * Whether a drawn line (page points, sampled every half pixel) runs through the box: the check of the label
 * rule by brute force. `closed` joins the last point to the first.
 */
export function lineCrossesBox(points: readonly { x: number; y: number }[], box: PageBox, closed = false): boolean {
  const count = closed ? points.length : points.length - 1;
  for (let i = 0; i < count; i++) {
    const a = points[i], b = points[(i + 1) % points.length];
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * 2));
    for (let k = 0; k <= steps; k++) {
      const x = a.x + ((b.x - a.x) * k) / steps, y = a.y + ((b.y - a.y) * k) / steps;
      if (x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height) return true;
    }
  }
  return false;
}

/** A circle's outline as page points (for lineCrossesBox). */
export const circlePoints = (center: { x: number; y: number }, radius: number): { x: number; y: number }[] =>
  Array.from({ length: 256 }, (_, i) => ({ x: center.x + radius * Math.cos((i * Math.PI) / 128), y: center.y + radius * Math.sin((i * Math.PI) / 128) }));

/**
 * Runs `check` on figure `id` opened on a desktop (1200 × 800) and on a touch phone (390 × 844), each in a browser
 * context of its own.
 */
export async function onDesktopAndPhone(
  browser: Browser, id: string, check: (page: Page, viewport: { width: number; height: number }) => Promise<void>,
): Promise<void> {
  for (const viewport of [{ width: 1200, height: 800 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600 });
    try {
      const page = await context.newPage();
      await openFigure(page, id);
      await check(page, viewport);
    } finally {
      await context.close();
    }
  }
}

// What the framework promises every figure, checked on the first figure of the registry.

import { expect, test } from '@playwright/test';
import { figures } from './registry';
import { isSoftwareRenderer } from '../src/ui/renderer';
import { WARM_UP_DRAWS } from '../src/ui/warmUp';
import { countIdleDrawing, drag, expectContextReplaced, handlesOnPage, idleDrawing, openFigure, settled, stateOnPage } from './helpers';

const figure = figures[0];
const rendered = (page: import('@playwright/test').Page) =>
  page.locator(`figure[data-figure="${figure.id}"]`).getAttribute('data-rendered').then(Number);

/**
 * Nothing happens, shown by the host's own state rather than by sleeping: no frame and no animation step
 * pending, and the frame counter still over `frames` animation frames of the page.
 */
async function expectIdle(page: import('@playwright/test').Page, frames = 30): Promise<void> {
  const { before, after, busy } = await page.evaluate(async ({ id, frames }) => {
    const debug = window.__figures!.hosts[id].debug;
    const before = debug.frames();
    for (let i = 0; i < frames; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return { before, after: debug.frames(), busy: debug.busy() };
  }, { id: figure.id, frames });
  expect(busy).toBe(false);
  expect(after).toBe(before);
}

test('renders on demand: no frame while nothing changes, one per change', async ({ page }) => {
  await openFigure(page, figure.id);
  await settled(page);
  const idle = await rendered(page);
  await expectIdle(page);
  const handle = (await handlesOnPage(page, figure.id)).find((h) => h.kind === 'body' || h.kind === 'point')!;
  await drag(page, handle, { x: 20, y: 0 }, 5);
  await settled(page);
  const afterDrag = await rendered(page);
  expect(afterDrag).toBeGreaterThan(idle);
  // Many pointer events, coalesced: at most one render per pointer move (5 moves, plus hover and release).
  expect(afterDrag - idle).toBeLessThanOrEqual(9);
  await expectIdle(page);
  expect(await rendered(page)).toBe(afterDrag);
});

for (const id of [figure.id, 'broad-phase']) {
  test(`${id}: first shown, it redraws what it shows in idle moments, ${WARM_UP_DRAWS} times once per page, and changes nothing`, async ({ page }) => {
    // The first changes of a drag otherwise run the drawing code while the engine still compiles it (warmUp.ts).
    // broad-phase measures times as it derives: the warm-up must not show its own measurements.
    await countIdleDrawing(page);
    await openFigure(page, id, '&renderer=canvas');
    const element = page.locator(`figure[data-figure="${id}"]`);
    await expect(element).toHaveAttribute('data-warm-ups', String(WARM_UP_DRAWS));
    expect((await idleDrawing(page)).canvas).toBeGreaterThan(0);
    // What the warm-ups left is what a frame of the same state draws and writes: labels, readouts (measured ones
    // too) and state; and none of them asked for a frame.
    const shown = () => page.evaluate((id) => {
      const host = window.__figures!.hosts[id];
      const figure = document.querySelector<HTMLElement>(`figure[data-figure="${id}"]`)!;
      return { frames: host.debug.frames(), busy: host.debug.busy(), state: figure.dataset.state, labels: host.debug.labels(), readouts: figure.querySelector('.readouts')?.textContent };
    }, id);
    const warmed = await shown();
    expect(warmed.busy).toBe(false);
    await page.evaluate((id) => window.__figures!.hosts[id].requestFrame(), id);
    await settled(page);
    const framed = await shown();
    expect(framed.frames).toBe(warmed.frames + 1);
    expect({ ...framed, frames: 0 }).toEqual({ ...warmed, frames: 0 });
    // Scrolled away and back: warmed already, so nothing is derived at idle after the remount.
    await page.evaluate((id) => {
      const host = window.__figures!.hosts[id] as unknown as { figure: { derive: (s: unknown) => unknown }; unmount(): void };
      const derive = host.figure.derive.bind(host.figure);
      (window as unknown as { derived: number }).derived = 0;
      host.figure.derive = (s) => { (window as unknown as { derived: number }).derived++; return derive(s); };
      host.unmount();
    }, id);
    await expect(element).toHaveAttribute('data-mounted', 'false');
    await page.evaluate((id) => window.__figures!.hosts[id].mount(), id);
    await expect(element).toHaveAttribute('data-mounted', 'true');
    for (let i = 0; i < 5; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.evaluate(() => (window as unknown as { derived: number }).derived)).toBe(0);
    await expect(element).toHaveAttribute('data-warm-ups', String(WARM_UP_DRAWS));
  });
}

test('a remount draws its text with the text styles of the mount before', async ({ page }) => {
  // pixi keeps its last 1,000 text measurements under the style object's id: styles made anew at each mount
  // filled that cache with measurements of unmounted figures, each holding its style (npm run bench:page).
  await openFigure(page, figure.id);
  await settled(page);
  const styles = () => page.evaluate((id) => {
    type Node = { children?: Node[]; style?: object; text?: unknown };
    const scene = (window.__figures!.hosts[id] as unknown as { scene: { root: Node } | null }).scene;
    const found: object[] = [];
    const walk = (node: Node) => {
      if (typeof node.text === 'string' && node.style) found.push(node.style);
      node.children?.forEach(walk);
    };
    if (scene) walk(scene.root);
    const page = window as unknown as { __styles?: Set<object> };
    const before = page.__styles;
    page.__styles = new Set(found);
    return { texts: found.length, reused: before ? found.filter((style) => before.has(style)).length : 0 };
  }, figure.id);
  const first = await styles();
  expect(first.texts).toBeGreaterThan(0);
  await page.evaluate((id) => window.__figures!.hosts[id].unmount(), figure.id);
  await expect(page.locator(`figure[data-figure="${figure.id}"]`)).toHaveAttribute('data-mounted', 'false');
  await page.evaluate((id) => window.__figures!.hosts[id].mount(), figure.id);
  await expect(page.locator(`figure[data-figure="${figure.id}"]`)).toHaveAttribute('data-mounted', 'true');
  await settled(page);
  const second = await styles();
  expect(second.texts).toBe(first.texts);
  expect(second.reused).toBe(second.texts);
});

test('a lost drawing context is reported, then replaced, and the figure comes back as it was', async ({ page }) => {
  // Canvas 2D has no way to lose its context on purpose (webgl.spec.ts loses a real WebGL one): the browser's
  // event is sent as it would be, and nothing restores the context, so the host must replace it.
  await expectContextReplaced(page, figure, 'auto', () =>
    page.evaluate(() => { document.querySelector('canvas')!.dispatchEvent(new Event('contextlost')); }));
});

test('the renderer: Canvas 2D where WebGL runs in software, WebGL on a GPU, either on request, and a note for a bad request', async ({ page }) => {
  await openFigure(page, figure.id);
  const webgl = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return 'none';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  });
  const element = page.locator(`figure[data-figure="${figure.id}"]`);
  // The rule itself is tested against real renderer names in src/ui/renderer.test.ts; here, its wiring.
  await expect(element).toHaveAttribute('data-renderer', webgl === 'none' || isSoftwareRenderer(webgl) ? 'canvas' : 'webgl');
  await openFigure(page, figure.id, '&renderer=canvas');
  await expect(element).toHaveAttribute('data-renderer', 'canvas');
  await openFigure(page, figure.id, '&renderer=%3Cimg%20src%3Dx%3E');
  await expect(page.locator('.page-message')).toContainText('the choices are webgl and canvas');
  await expect(page.locator('.page-message img')).toHaveCount(0);
  await expect(element).toHaveAttribute('data-renderer', /^(canvas|webgl)$/);
});

test('choosing the renderer makes one WebGL context, and drawing with Canvas 2D makes no other', async ({ page }) => {
  // pixi's batcher asks for the fragment shaders' precision even with Canvas 2D, and made a context of its own to
  // read it (7 to 10 ms before the first figure): vite.config.ts has it read from the page's probe instead.
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { madeContexts: string[] }).madeContexts = made;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      made.push(kind);
      return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof getContext;
  });
  await page.goto('./');
  const first = page.locator('figure[data-figure][data-first-frame]').first();
  await expect(first).toHaveAttribute('data-panel', 'ready');
  // Here WebGL runs in software, so the page draws with Canvas 2D (the test above); with a GPU it would draw
  // with WebGL and pixi would make the figures' contexts too.
  await expect(first).toHaveAttribute('data-renderer', 'canvas');
  const made = await page.evaluate(() => (window as unknown as { madeContexts: string[] }).madeContexts);
  expect(made.filter((kind) => /webgl/i.test(kind))).toEqual(['webgl']);
});

test('the first figure draws without making an Intl.Segmenter or NumberFormat (the first of each costs 20–39 ms here)', async ({ page }) => {
  // pixi split every label into characters to space its letters by 0 (vite.config.ts), and the readouts wrote
  // their numbers with Intl.NumberFormat (format.ts writes them itself).
  await page.addInitScript(() => {
    const made: { kind: string; at: number }[] = [];
    (window as unknown as { madeIntl: typeof made }).madeIntl = made;
    for (const kind of ['Segmenter', 'NumberFormat'] as const) {
      const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
      const Counted = function (...args: unknown[]) {
        made.push({ kind, at: performance.now() });
        return new Original(...args);
      };
      Object.assign(Counted, Original);
      (Intl as unknown as Record<string, unknown>)[kind] = Counted;
    }
  });
  await page.goto('./');
  const first = page.locator('figure[data-figure][data-first-frame]').first();
  await expect(first).toHaveAttribute('data-panel', 'ready');
  const { made, firstFrame } = await page.evaluate(() => ({
    made: (window as unknown as { madeIntl: { kind: string; at: number }[] }).madeIntl,
    firstFrame: performance.getEntriesByType('mark').find((m) => m.name.startsWith('first frame: '))!.startTime,
  }));
  expect(firstFrame).toBeGreaterThan(0);
  expect(made.filter((m) => m.at <= firstFrame)).toEqual([]);
});

test('the page asks for nothing more until its first figure is on the screen: the task that draws it ends with it', async ({ page }) => {
  // Fetching the other figures' code and the panels' in that task took it from 90 to 170 ms here, and the figure
  // was painted only after it. Recorded: the first frame's mark, the next animation frame (the paint that shows
  // it), and each request's start.
  await page.addInitScript(() => {
    const seen: { frame?: number; painted?: number } = {};
    (window as unknown as { firstPaint: typeof seen }).firstPaint = seen;
    const mark = performance.mark.bind(performance);
    performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
      const entry = mark(name, options);
      if (name.startsWith('first frame: ') && seen.frame === undefined) {
        seen.frame = entry.startTime;
        requestAnimationFrame(() => { seen.painted = performance.now(); });
      }
      return entry;
    }) as typeof performance.mark;
  });
  await page.goto('./');
  await page.waitForFunction(() => window.__figures?.ready === true);
  const { frame, painted, requests } = await page.evaluate(() => {
    const seen = (window as unknown as { firstPaint: { frame: number; painted: number } }).firstPaint;
    const requests = performance.getEntriesByType('resource').map((r) => ({ name: r.name.split('/').pop()!, start: r.startTime }));
    return { ...seen, requests };
  });
  expect(painted).toBeGreaterThan(frame);
  expect(requests.filter((r) => r.start >= frame && r.start <= painted).map((r) => r.name)).toEqual([]);
  // And the rest does come, after it.
  expect(requests.filter((r) => r.start > painted && /^circle-circle-/.test(r.name))).toHaveLength(1);
});

test('the article’s first figure’s code is asked for with the page’s script, not once that script has run', async ({ page }) => {
  // index.html preloads it (vite.config.ts): with 100 ms of network latency the first figure came about 170 ms sooner.
  await page.goto('./');
  const first = page.locator('figure[data-figure]').first();
  await expect(first).toHaveAttribute('data-panel', 'ready');
  const id = await first.getAttribute('data-figure');
  const requests = await page.evaluate(() => performance.getEntriesByType('resource')
    .map((r) => ({ name: r.name.split('/').pop()!, start: r.startTime, end: (r as PerformanceResourceTiming).responseEnd })));
  const entry = requests.find((r) => /^index-[\w-]+\.js$/.test(r.name))!;
  const figure = requests.find((r) => r.name.startsWith(`${id}-`) && r.name.endsWith('.js'))!;
  expect(entry).toBeDefined();
  expect(figure).toBeDefined();
  expect(figure.start).toBeLessThan(entry.end);
});

test('where no figure can draw, every figure still gets its panel', async ({ page }) => {
  // The panels waited for the page's first drawing, which here never comes: the renderer's code is refused.
  await page.route(/\/(CanvasRenderer|webgl)-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('./');
  await page.waitForFunction(() => window.__figures?.ready === true);
  for (const id of ['opening', 'gjk', 'contact-manifold']) {
    await expect(page.locator(`figure[data-figure="${id}"]`)).toHaveAttribute('data-panel', 'ready');
  }
});

test('a page opened out of sight has every figure and panel at once, not one a second', async ({ page }) => {
  // Out of sight a page paints nothing (its animation frames wait until it is shown) and Chromium runs its timers
  // once a second. Headless Chromium cannot hide a page, so this page is told it is hidden and treated so.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { get: () => true });
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
    const setTimeoutAsBrowsersDo = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay = 0, ...rest: unknown[]) =>
      setTimeoutAsBrowsersDo(handler, Math.max(Number(delay) || 0, 1000), ...rest)) as typeof window.setTimeout;
  });
  await page.goto('./#gjk');
  // Polled from here: the page's own animation frames and timers are held back, as they are out of sight.
  await expect.poll(() => page.evaluate(() => window.__figures?.ready === true), { timeout: 8000 }).toBe(true);
  for (const id of ['opening', 'gjk', 'contact-manifold']) {
    await expect(page.locator(`figure[data-figure="${id}"]`)).toHaveAttribute('data-panel', 'ready');
  }
});

test('a reader who scrolls away from the address’s anchor is not taken back to it once the figures are in', async ({ page }) => {
  await page.goto('./#minkowski');
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.__figures?.ready === true);
  await page.waitForTimeout(200);
  const top = await page.locator('#minkowski').evaluate((element) => element.getBoundingClientRect().top);
  // Taken back, the section would start 16 px from the top. The wheel's 1,500 px leave it 870 to 1,500 px above the
  // window in runs here (figures above it still taking their height as the wheel turns): 1,000 was a flaky bound.
  expect(top).toBeLessThan(-400);
});

test('the canvas lies wholly inside the stage’s border: no row or column of the drawing is hidden under it', async ({ page }) => {
  for (const width of [1200, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await openFigure(page, 'circle-obb');
    const fit = await page.evaluate(() => {
      const stage = document.querySelector<HTMLElement>('figure[data-figure="circle-obb"] .figure-stage')!;
      const canvas = stage.querySelector('canvas')!;
      return { inner: { width: stage.clientWidth, height: stage.clientHeight }, canvas: { width: canvas.clientWidth, height: canvas.clientHeight } };
    });
    expect(fit.canvas, `at ${width} px`).toEqual(fit.inner);
  }
});

test('the canvas follows the container width, and the figure box keeps its height while unmounted', async ({ page }) => {
  await openFigure(page, figure.id);
  const stage = page.locator(`figure[data-figure="${figure.id}"] .figure-stage`);
  const wide = (await stage.boundingBox())!;
  await page.setViewportSize({ width: 700, height: 800 });
  // The layout settles in steps (the panel drops below the canvas): wait until the canvas matches its box.
  const canvasBox = () => page.locator(`figure[data-figure="${figure.id}"] canvas`).boundingBox().then((b) => b!);
  await expect.poll(async () => {
    const [canvas, box] = [await canvasBox(), (await stage.boundingBox())!];
    return Math.max(Math.abs(canvas.width - box.width), Math.abs(canvas.height - box.height));
  }).toBeLessThanOrEqual(2);
  const narrow = (await stage.boundingBox())!;
  expect(narrow.width).toBeLessThan(wide.width);
  // Unmounted (as when scrolled far away): the canvas goes, the box keeps its size, the state stays.
  const state = await stateOnPage(page, figure.id);
  await page.evaluate((id) => window.__figures!.hosts[id].unmount(), figure.id);
  await expect(page.locator(`figure[data-figure="${figure.id}"] canvas`)).toHaveCount(0);
  expect((await stage.boundingBox())!.height).toBeCloseTo(narrow.height, 0);
  await page.evaluate((id) => window.__figures!.hosts[id].mount(), figure.id);
  await expect(page.locator(`figure[data-figure="${figure.id}"] canvas`)).toHaveCount(1);
  expect(await stateOnPage(page, figure.id)).toEqual(state);
});

test('a remount, or a window a little narrower, leaves the shapes where the panel put them, part of B − A out of view', async ({ page }) => {
  // minkowski-obb's Separated preset, with B widened in the panel: part of B − A is out of its view.
  // Drawing the boxes together is for a link or a view grown smaller, never for a figure scrolled away and back.
  await openFigure(page, 'minkowski-obb');
  const element = page.locator('figure[data-figure="minkowski-obb"]');
  await element.locator('.figure-panel button', { hasText: 'Separated' }).click();
  const halfWidthB = element.locator('.figure-panel .lil-controller').filter({ has: page.locator('.lil-name', { hasText: 'half width' }) }).locator('input').nth(1);
  await halfWidthB.fill('1.5');
  await halfWidthB.press('Enter');
  await settled(page);
  expect(await page.evaluate(() => window.__figures!.hosts['minkowski-obb'].debug.inView())).toBe(false);
  const state = await stateOnPage(page, 'minkowski-obb');
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => window.__figures!.hosts['minkowski-obb'].unmount());
    await expect(element).toHaveAttribute('data-mounted', 'false');
    await page.evaluate(() => window.__figures!.hosts['minkowski-obb'].mount());
    await expect(element).toHaveAttribute('data-mounted', 'true');
    await settled(page);
    expect(await stateOnPage(page, 'minkowski-obb')).toEqual(state);
  }
  // A window a little narrower: the boxes still fit their view, and B − A, which did not fit before, is left so.
  const canvasWidth = () => page.evaluate(() => document.querySelector('figure[data-figure="minkowski-obb"] canvas')!.clientWidth);
  const wide = await canvasWidth();
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect.poll(canvasWidth).toBeLessThan(wide - 50);
  await settled(page);
  expect(await stateOnPage(page, 'minkowski-obb')).toEqual(state);
});

test('a layout a few pixels wide for a moment (print, a split screen dragged) moves no shape: the arrangement is there after it', async ({ page }) => {
  await openFigure(page, 'circle-circle');
  const state = await stateOnPage(page, 'circle-circle');
  const canvasWidth = () => page.evaluate(() => document.querySelector('figure[data-figure="circle-circle"] canvas')!.clientWidth);
  await page.setViewportSize({ width: 60, height: 800 });
  await expect.poll(canvasWidth).toBeLessThan(60);
  await settled(page);
  expect(await stateOnPage(page, 'circle-circle')).toEqual(state);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect.poll(canvasWidth).toBeGreaterThan(500);
  await settled(page);
  expect(await stateOnPage(page, 'circle-circle')).toEqual(state);
});

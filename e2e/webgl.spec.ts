// The WebGL renderer, forced with ?renderer=webgl (the "webgl" project of playwright.config.ts). Where a GPU
// draws, the page chooses it by itself; here WebGL runs in SwiftShader, so these tests ask for it.

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { figures } from './registry';
import {
  countIdleDrawing, drag, expectContextReplaced, expectedReadouts, grabbable, handlesOnPage, idleDrawing, openFigure, readoutsOnPage, settled, stateOnPage,
  textsOf, watchConsole,
} from './helpers';
import { isSoftwareRenderer } from '../src/ui/renderer';
import { WARM_UP_DRAWS } from '../src/ui/warmUp';

for (const figure of figures) {
  test(`${figure.id} draws with WebGL, with no console error or warning, and follows a drag`, async ({ page }) => {
    // SwiftShader compiles the first figures' shaders on the processor: on a loaded machine that alone took 30 s.
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await openFigure(page, figure.id, '&renderer=webgl');
    await expect(page.locator(`figure[data-figure="${figure.id}"]`)).toHaveAttribute('data-renderer', 'webgl');
    expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, figure.initialState()));
    const handle = await grabbable(page, figure.id);
    await drag(page, handle, { x: 40, y: -30 });
    await settled(page);
    const after = await stateOnPage(page, figure.id);
    const moved = (await handlesOnPage(page, figure.id)).find((h) => h.id === handle.id && h.kind === handle.kind)!;
    expect(moved.world.x - handle.world.x).toBeGreaterThan(0);
    expect(moved.world.y - handle.world.y).toBeGreaterThan(0);
    expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, after));
    expect(problems).toEqual([]);
  });
}

test('the warm-up (warmUp.ts) renders nothing where WebGL draws in software, where a dozen renders queued stalled the page', async ({ page }) => {
  test.setTimeout(90_000);
  const figure = figures[0];
  await countIdleDrawing(page);
  await openFigure(page, figure.id, '&renderer=webgl');
  await expect(page.locator(`figure[data-figure="${figure.id}"]`)).toHaveAttribute('data-warm-ups', String(WARM_UP_DRAWS), { timeout: 30_000 });
  const software = await page.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  }).then(isSoftwareRenderer);
  const drawn = await idleDrawing(page);
  // Here WebGL is SwiftShader's, so only the first branch runs; on a GPU the warm-up renders.
  if (software) expect(drawn.webgl).toBe(0);
  else expect(drawn.webgl).toBeGreaterThan(0);
});

test('a lost WebGL context is reported, then replaced, and the figure comes back as it was', async ({ page }) => {
  test.setTimeout(90_000);
  await expectContextReplaced(page, figures[0], 'webgl', () => page.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext;
    gl.getExtension('WEBGL_lose_context')!.loseContext();
  }));
});

test('the JavaScript fetched before the article’s first figure is drawn stays within 150 KiB gzipped, with WebGL as with Canvas 2D', async ({ page }) => {
  // The files as this run serves them (playwright.config.ts builds into .e2e-site/<port>/), gzipped as a server would.
  const assets = join('.e2e-site', String(process.env.E2E_PORT ?? 4173), 'assets');
  const built = new Set(readdirSync(assets));
  for (const [query, renderer] of [['./?renderer=webgl', 'webgl'], ['./?renderer=canvas', 'canvas']] as const) {
    await page.goto(query);
    await page.locator('figure[data-figure][data-first-frame]').first().waitFor();
    await expect(page.locator('figure[data-figure][data-first-frame]').first()).toHaveAttribute('data-renderer', renderer);
    const files = await page.evaluate(() => {
      // The first frame's mark, to the microsecond: the other figures' code is asked for right after it.
      const drawn = Math.min(...performance.getEntriesByType('mark').filter((m) => m.name.startsWith('first frame: ')).map((m) => m.startTime));
      return performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js') && r.startTime <= drawn).map((r) => new URL(r.name).pathname.split('/').pop()!);
    });
    expect(files.length, renderer).toBeGreaterThan(0);
    for (const file of files) expect(built.has(file), file).toBe(true);
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
    expect(bytes / 1024, `${renderer}: ${files.join(', ')}`).toBeLessThanOrEqual(150);
  }
});

// What the framework promises every figure, checked on the first figure of the registry.

import { expect, test } from '@playwright/test';
import { figures } from '../src/figures/registry';
import { drag, expectedReadouts, handlesOnPage, openFigure, readoutsOnPage, settled, stateOnPage, textsOf } from './helpers';

const figure = figures[0];
const rendered = (page: import('@playwright/test').Page) =>
  page.locator(`figure[data-figure="${figure.id}"]`).getAttribute('data-rendered').then(Number);

test('renders on demand: no frame while nothing changes, one per change', async ({ page }) => {
  await openFigure(page, figure.id);
  await settled(page);
  const idle = await rendered(page);
  await page.waitForTimeout(700);
  expect(await rendered(page)).toBe(idle);
  const handle = (await handlesOnPage(page, figure.id)).find((h) => h.kind === 'body')!;
  await drag(page, handle, { x: 20, y: 0 }, 5);
  await settled(page);
  const afterDrag = await rendered(page);
  expect(afterDrag).toBeGreaterThan(idle);
  // Many pointer events, coalesced: at most one render per pointer move (5 moves, plus hover and release).
  expect(afterDrag - idle).toBeLessThanOrEqual(9);
  await page.waitForTimeout(500);
  expect(await rendered(page)).toBe(afterDrag);
});

test('a lost WebGL context is reported, then replaced, and the figure comes back as it was', async ({ page }) => {
  await openFigure(page, figure.id);
  const before = await stateOnPage(page, figure.id);
  await page.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext;
    gl.getExtension('WEBGL_lose_context')!.loseContext();
  });
  const status = page.locator(`figure[data-figure="${figure.id}"] .figure-status`);
  await expect(status).toContainText('lost');
  await expect(status).toBeHidden({ timeout: 10_000 });
  await expect(page.locator(`figure[data-figure="${figure.id}"]`)).toHaveAttribute('data-mounted', 'true');
  expect(await stateOnPage(page, figure.id)).toEqual(before);
  // Still interactive.
  const handle = (await handlesOnPage(page, figure.id)).find((h) => h.kind === 'body')!;
  await drag(page, handle, { x: 25, y: 10 });
  await settled(page);
  const after = await stateOnPage(page, figure.id);
  expect(after).not.toEqual(before);
  expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, after));
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

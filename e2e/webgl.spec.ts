// The WebGL renderer, forced with ?renderer=webgl (the "webgl" project of playwright.config.ts). Where a GPU
// draws, the page chooses it by itself; here WebGL runs in SwiftShader, so these tests ask for it.

import { expect, test } from '@playwright/test';
import { figures } from './registry';
import {
  drag, expectContextReplaced, expectedReadouts, grabbable, handlesOnPage, openFigure, readoutsOnPage, settled, stateOnPage, textsOf, watchConsole,
} from './helpers';

for (const figure of figures) {
  test(`${figure.id} draws with WebGL, with no console error or warning, and follows a drag`, async ({ page }) => {
    // SwiftShader compiles the first figures' shaders on the processor: on a loaded machine that alone took 30 s.
    test.setTimeout(60_000);
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

test('a lost WebGL context is reported, then replaced, and the figure comes back as it was', async ({ page }) => {
  await expectContextReplaced(page, figures[0], 'webgl', () => page.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext;
    gl.getExtension('WEBGL_lose_context')!.loseContext();
  }));
});

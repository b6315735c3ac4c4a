// Every figure in the registry gets these tests, the day it exists.

import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { figures } from './registry';
import {
  drag, expectFiniteReadouts, expectedReadouts, grabbable, handlesOnPage, hostileLinks, openFigure, openLongLink, panelButtons,
  readoutsOnPage, settled, stateOnPage, textsOf, watchConsole,
} from './helpers';

const screenshotDir = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : 'e2e/artifacts';
mkdirSync(screenshotDir, { recursive: true });

for (const figure of figures) {
  test.describe(figure.id, () => {
    test('mounts alone with no console error or warning, finite readouts, and the core’s values', async ({ page }) => {
      const problems = watchConsole(page);
      await openFigure(page, figure.id);
      const readouts = await readoutsOnPage(page, figure.id);
      expect(Object.keys(readouts).length).toBeGreaterThan(0);
      for (const [name, { text, value }] of Object.entries(readouts)) {
        expect(text, name).not.toMatch(/NaN|Infinity|undefined/);
        expect(value, name).not.toMatch(/NaN|Infinity/);
      }
      expect(textsOf(readouts)).toEqual(expectedReadouts(figure, figure.initialState()));
      await page.locator(`figure[data-figure="${figure.id}"]`).screenshot({ path: `${screenshotDir}/${figure.id}.png` });
      expect(problems).toEqual([]);
    });

    test('a mouse drag moves a shape by what the pointer moved, and the readouts follow the core', async ({ page }) => {
      const problems = watchConsole(page);
      await openFigure(page, figure.id);
      const handle = await grabbable(page, figure.id);
      const before = await stateOnPage(page, figure.id);
      await drag(page, handle, { x: 40, y: -30 });
      await settled(page);
      const after = await stateOnPage(page, figure.id);
      expect(after).not.toEqual(before);
      const moved = (await handlesOnPage(page, figure.id)).find((h) => h.id === handle.id && h.kind === handle.kind)!;
      // Screen y is down, world y is up; 40 px right and 30 px up, at the view's scale.
      const dx = moved.world.x - handle.world.x, dy = moved.world.y - handle.world.y;
      expect(dx).toBeGreaterThan(0);
      expect(dy).toBeGreaterThan(0);
      expect(dx / dy).toBeCloseTo(40 / 30, 1);
      expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, after));
      expect(problems).toEqual([]);
    });

    test('the keyboard selects, nudges and turns a shape', async ({ page }) => {
      await openFigure(page, figure.id);
      await page.locator(`figure[data-figure="${figure.id}"] .figure-stage`).focus();
      const selected = await page.locator(`figure[data-figure="${figure.id}"]`).getAttribute('data-selected');
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
      // Tab moves to the next shape while there is one.
      await page.keyboard.press('Tab');
      const next = await page.locator(`figure[data-figure="${figure.id}"]`).getAttribute('data-selected');
      const selectableCount = new Set((await handlesOnPage(page, figure.id)).filter((h) => h.kind !== 'rotate').map((h) => h.id)).size;
      if (selectableCount > 1) expect(next).not.toBe(selected);
      expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, await stateOnPage(page, figure.id)));
    });

    test('Reset restores the initial readouts', async ({ page }) => {
      await openFigure(page, figure.id);
      const initial = textsOf(await readoutsOnPage(page, figure.id));
      const handle = await grabbable(page, figure.id);
      await drag(page, handle, { x: -50, y: 20 });
      await settled(page);
      expect(textsOf(await readoutsOnPage(page, figure.id))).not.toEqual(initial);
      await page.locator(`figure[data-figure="${figure.id}"] .figure-panel button`, { hasText: /^Reset$/ }).click();
      await settled(page);
      expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(initial);
    });

    test('a touch that starts on a handle drags it and does not scroll the page', async ({ browser }) => {
      const context = await browser.newContext({ hasTouch: true, viewport: { width: 800, height: 700 } });
      const page = await context.newPage();
      await openFigure(page, figure.id);
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
      const stage = (await page.locator(`figure[data-figure="${figure.id}"] .figure-stage`).boundingBox())!;
      const moved = await stateOnPage(page, figure.id);
      await touch('touchStart', stage.x + 6, stage.y + 60);
      for (let i = 1; i <= 10; i++) await touch('touchMove', stage.x + 6, stage.y + 60 - 5 * i);
      await touch('touchEnd', stage.x + 6, stage.y + 10);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrollBefore);
      expect(await stateOnPage(page, figure.id)).toEqual(moved);
      await context.close();
    });

    test('Copy link puts the state in the URL, and opening it restores the figure', async ({ page }) => {
      await openFigure(page, figure.id);
      const handle = await grabbable(page, figure.id);
      await drag(page, handle, { x: 30, y: 25 });
      await settled(page);
      const texts = textsOf(await readoutsOnPage(page, figure.id));
      await page.locator(`figure[data-figure="${figure.id}"] .figure-actions button`, { hasText: 'Copy link' }).click();
      await expect(page).toHaveURL(new RegExp(`s\\.${figure.id}=`));
      await page.goto(page.url());
      await expect(page.locator(`figure[data-figure="${figure.id}"]`)).toHaveAttribute('data-mounted', 'true');
      // Links round numbers to 4 decimals; readouts show 3.
      expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(texts);
    });

    test('a hostile link falls back to defaults with a visible note, and injects nothing', async ({ page }) => {
      const problems = watchConsole(page);
      let dialogs = 0;
      page.on('dialog', (dialog) => { dialogs++; void dialog.dismiss(); });
      const field = figure.fields[0].path.split('.');
      const hostile: Record<string, unknown> = {};
      let at = hostile;
      field.slice(0, -1).forEach((key) => { at = (at[key] = {}) as Record<string, unknown>; });
      at[field[field.length - 1]] = '<img src=x onerror=alert(1)>';
      await openFigure(page, figure.id, `&s.${figure.id}=${encodeURIComponent(JSON.stringify(hostile))}`);
      const status = page.locator(`figure[data-figure="${figure.id}"] .figure-status`);
      await expect(status).toBeVisible();
      await expect(status).toContainText(field.join('.'));
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, figure.initialState()));
      await openFigure(page, figure.id, `&s.${figure.id}=${encodeURIComponent('{not json')}`);
      await expect(status).toContainText('could not be read');
      expect(dialogs).toBe(0);
      expect(problems).toEqual([]);
    });

    test('every panel button, pressed twice, leaves no NaN, Infinity or undefined in a readout', async ({ page }) => {
      const problems = watchConsole(page);
      await openFigure(page, figure.id);
      const labels = await panelButtons(page, figure.id);
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        for (let i = 0; i < 2; i++) {
          await page.locator(`figure[data-figure="${figure.id}"] .figure-panel .lil-function button`, { hasText: label }).first()
            .evaluate((button) => (button as HTMLButtonElement).click());
          await settled(page);
          await expectFiniteReadouts(page, figure.id, `after ${label} ×${i + 1}`);
        }
      }
      expect(problems).toEqual([]);
    });

    test('a malformed anchor is ignored', async ({ page }) => {
      const problems = watchConsole(page);
      for (const anchor of ['#%', '#%E0%A4%A', '#%%%', `#${'%'.repeat(300)}`]) {
        await openFigure(page, figure.id, anchor);
        await expectFiniteReadouts(page, figure.id, anchor);
        await expect(page.locator('.page-message')).toHaveCount(0);
      }
      expect(problems).toEqual([]);
    });

    for (const [name, raw] of hostileLinks(figure)) {
      test(`a hostile link (${name}) gives a note and the defaults, and pollutes nothing`, async ({ page }) => {
        const problems = watchConsole(page);
        await openLongLink(page, figure.id, raw);
        const status = page.locator(`figure[data-figure="${figure.id}"] .figure-status`);
        await expect(status).toBeVisible();
        await expect(status).toContainText('link');
        expect(textsOf(await readoutsOnPage(page, figure.id))).toEqual(expectedReadouts(figure, figure.initialState()));
        expect(await page.evaluate(() => Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'))).toBe(false);
        expect(problems).toEqual([]);
      });
    }

    // Fails today: issue 10, defect 6 (the notes from a bad link pile up over the canvas and take the
    // pointer from the handles beneath them). Enable once the notes are one summary that leaves the handles free.
    test.fixme('after a hostile link the figure still follows a drag', async ({ page }) => {
      for (const [name, raw] of hostileLinks(figure)) {
        await openLongLink(page, figure.id, raw);
        const handle = await grabbable(page, figure.id);
        const free = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.figure-status') === null, handle);
        expect(free, `${name}: the notes cover the handle`).toBe(true);
        const before = await stateOnPage(page, figure.id);
        await drag(page, handle, { x: 20, y: -15 });
        await settled(page);
        expect(await stateOnPage(page, figure.id), name).not.toEqual(before);
        await expectFiniteReadouts(page, figure.id, name);
      }
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

// Random interaction, per figure of the registry: a few hundred seeded drags, clicks, key presses and panel
// changes (typed garbage in the number fields included). Nothing may throw, log an error or warning, or
// show a non-finite readout. The seed is printed with a failure; RANDOM_SEED replays another run.

import { expect, test, type Page } from '@playwright/test';
import { figures } from './registry';
import { expectFiniteReadouts, handlesOnPage, openFigure, settled, watchConsole } from './helpers';

/** Actions per figure: a fixed count, so a slow machine runs the same sequence, only slower. RANDOM_ACTIONS raises it. */
const ACTIONS = Number(process.env.RANDOM_ACTIONS ?? 200);

/** mulberry32: a small, seedable generator (uniform in [0, 1)). */
function generator(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (id: string) => Number(process.env.RANDOM_SEED ?? [...id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));

const garbage = ['abc', '', ' ', '-', '1e999', '-1e999', 'NaN', 'Infinity', '0x10', '1e-320', '999999999', '-999999999', '3.5', '-0', '1,5', '<b>'];
const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Shift+ArrowLeft', 'Shift+ArrowUp', 'q', 'e', 'Q', 'E', 'Tab', 'Shift+Tab', 'Escape', 'Enter', ' '];

async function run(page: Page, id: string, random: () => number): Promise<number> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const figure = page.locator(`figure[data-figure="${id}"]`);
  const stage = (await figure.locator('.figure-stage').boundingBox())!;
  const inStage = () => ({ x: stage.x + 4 + random() * (stage.width - 8), y: stage.y + 4 + random() * (stage.height - 8) });
  let handles = await handlesOnPage(page, id);
  let done = 0;
  for (; done < ACTIONS; done++) {
    const roll = random();
    if (roll < 0.35) {
      // A drag, most often from a handle.
      const from = handles.length > 0 && random() < 0.7 ? pick(handles) : inStage();
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + (random() - 0.5) * 300, from.y + (random() - 0.5) * 300, { steps: 3 });
      await page.mouse.up();
    } else if (roll < 0.5) {
      const at = inStage();
      await page.mouse.click(at.x, at.y);
    } else if (roll < 0.7) {
      await figure.locator('.figure-stage').focus();
      await page.keyboard.press(pick(keys));
    } else {
      // The panel: a button, a checkbox, a choice, or a number field given garbage or a value.
      const controls = figure.locator('.figure-panel .lil-controller');
      const count = await controls.count();
      if (count === 0) continue;
      const control = controls.nth(Math.floor(random() * count));
      const kind = await control.evaluate((e) => e.className);
      if (kind.includes('lil-function')) await control.locator('button').evaluate((b) => (b as HTMLButtonElement).click());
      else if (kind.includes('lil-boolean')) await control.locator('input').evaluate((i) => (i as HTMLInputElement).click());
      else if (kind.includes('lil-option')) {
        const values = await control.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        await control.locator('select').selectOption(pick(values));
      } else if (kind.includes('lil-number')) {
        const input = control.locator('input');
        await input.evaluate((i, text) => {
          const field = i as HTMLInputElement;
          field.value = text;
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
          field.dispatchEvent(new Event('blur'));
        }, random() < 0.6 ? pick(garbage) : String(Math.round((random() - 0.5) * 200) / 10));
      }
    }
    if (done % 25 === 24) {
      await settled(page);
      await expectFiniteReadouts(page, id, `after ${done + 1} actions`);
      handles = await handlesOnPage(page, id);
    }
  }
  await settled(page);
  await expectFiniteReadouts(page, id, `after ${done} actions`);
  return done;
}

for (const figure of figures) {
  test(`${figure.id}: random drags, clicks, keys and panel changes throw nothing, log nothing, show only finite readouts`, async ({ page }) => {
    test.setTimeout(30_000 + ACTIONS * 300);
    const problems = watchConsole(page);
    const seed = seedOf(figure.id);
    test.info().annotations.push({ type: 'seed', description: String(seed) });
    await openFigure(page, figure.id);
    const done = await run(page, figure.id, generator(seed));
    test.info().annotations.push({ type: 'actions', description: String(done) });
    expect(problems, `seed ${seed}`).toEqual([]);
  });
}

import { expect, test } from '@playwright/test';
import { figures } from '../src/figures/registry';
import { MAX_LIVE_CONTEXTS } from '../src/ui/budget';
import { watchConsole } from './helpers';

test('the article has every figure of the registry, each with a caption', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('./');
  for (const figure of figures) {
    const element = page.locator(`figure[data-figure="${figure.id}"]`);
    await expect(element).toHaveCount(1);
    await expect(element.locator('figcaption')).not.toBeEmpty();
  }
  expect(problems).toEqual([]);
});

test(`scrolling the article end to end and back loses no WebGL context and never holds more than ${MAX_LIVE_CONTEXTS}`, async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('./');
  await page.waitForFunction(() => window.__figures?.ready);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const positions = [...Array.from({ length: 25 }, (_, i) => (height * i) / 24), ...Array.from({ length: 25 }, (_, i) => (height * (24 - i)) / 24)];
  let most = 0;
  for (const y of positions) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await page.waitForTimeout(60);
    const stats = await page.evaluate(() => ({ ...window.__figures!.stats }));
    most = Math.max(most, stats.live, stats.maxLive);
  }
  const stats = await page.evaluate(() => ({ ...window.__figures!.stats }));
  expect(stats.lost).toBe(0);
  expect(most).toBeLessThanOrEqual(MAX_LIVE_CONTEXTS);
  expect(stats.mounts - stats.unmounts).toBe(stats.live);
  // Back at the top, the first figure is live again and drawn.
  await expect(page.locator(`figure[data-figure="${figures[0].id}"]`)).toHaveAttribute('data-mounted', 'true');
  expect(problems).toEqual([]);
  test.info().annotations.push({ type: 'contexts', description: `most live: ${most}, mounts: ${stats.mounts}, unmounts: ${stats.unmounts}` });
});

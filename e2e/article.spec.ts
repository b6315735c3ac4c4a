import { expect, test } from '@playwright/test';
import { figures } from './registry';
import { MAX_LIVE_CONTEXTS } from '../src/ui/budget';
import { openFigure, watchConsole } from './helpers';

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

test(`scrolling the article end to end and back loses no drawing context and never holds more than ${MAX_LIVE_CONTEXTS}`, async ({ page }) => {
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
  await expect(page.locator('figure[data-figure]').first()).toHaveAttribute('data-mounted', 'true');
  expect(problems).toEqual([]);
  test.info().annotations.push({ type: 'contexts', description: `most live: ${most}, mounts: ${stats.mounts}, unmounts: ${stats.unmounts}` });
});

test('the first figure is drawn before the code of the figures below it is fetched, and then every figure arrives', async ({ page }) => {
  await page.goto('./');
  await page.waitForFunction(() => window.__figures?.ready);
  const { last, drawn, scripts } = await page.evaluate(() => ({
    last: [...document.querySelectorAll<HTMLElement>('figure[data-figure]')].pop()!.dataset.figure!,
    drawn: Math.min(...[...document.querySelectorAll<HTMLElement>('figure[data-first-frame]')].map((f) => Number(f.dataset.firstFrame))),
    scripts: performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).map((r) => ({ file: r.name.split('/').pop()!, start: r.startTime })),
  }));
  // Built files are named after their first module, and a figure's file after its id: sat-moving-<hash>.js.
  const lastScript = scripts.find((s) => s.file.startsWith(`${last}-`));
  expect(lastScript, `${last} was fetched`).toBeDefined();
  // The rest come once the first figure is drawn, or after main.ts's 1.5 s wait where the drawing is slower than
  // that (a loaded machine): never before both.
  expect(lastScript!.start).toBeGreaterThanOrEqual(Math.min(drawn, 1500));
  for (const figure of figures) await expect(page.locator(`figure[data-figure="${figure.id}"] figcaption`)).not.toBeEmpty();
});

test('the picture a shared link shows (og:image) is served with the site', async ({ page, request }) => {
  await page.goto('./');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const response = await request.get(image!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
});

test('a malformed anchor (#%, #%E0%A4%A) is ignored: every figure of the article still loads', async ({ page }) => {
  const problems = watchConsole(page);
  for (const anchor of ['#%', '#%E0%A4%A']) {
    await page.goto(`./${anchor}`);
    await page.waitForFunction(() => window.__figures?.ready);
    for (const figure of figures) await expect(page.locator(`figure[data-figure="${figure.id}"] figcaption`)).not.toBeEmpty();
    await expect(page.locator('.page-message')).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test('the contents name every chapter in order, and a link brings its chapter’s heading to the top', async ({ page }) => {
  await page.goto('./');
  const links = await page.locator('nav.contents a').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), text: a.textContent })));
  const chapters = await page.locator('main > section').evaluateAll((sections) =>
    sections.map((s) => ({ href: `#${s.id}`, text: s.querySelector('h2')?.textContent ?? '' })));
  expect(links).toEqual(chapters);
  // After every figure has arrived (the figures above have their heights), as a reader clicks.
  await page.waitForFunction(() => window.__figures?.ready);
  // The list is one line until opened (on a phone the first figure then starts near the first screen).
  await page.locator('nav.contents summary').click();
  await page.locator('nav.contents a[href="#sat"]').click();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#sat');
  await expect.poll(() => page.locator('#sat h2').evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeGreaterThan(4);
  const top = await page.locator('#sat h2').evaluate((h) => h.getBoundingClientRect().top);
  expect(top).toBeLessThan(40);
});

test('the conventions, with the minimum translation’s sign, come before the first figure of Circles and boxes, and the buttons that make the move name it', async ({ page }) => {
  await page.goto('./');
  await page.waitForFunction(() => window.__figures?.ready);
  const order = await page.evaluate(() => {
    const conventions = document.getElementById('conventions')!;
    const first = document.querySelector('figure[data-figure="circle-circle"]')!;
    return conventions.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  expect(order).toBeTruthy();
  await expect(page.locator('#conventions')).toContainText('B by minus it');
  // Each figure that resolves an overlap by the minimum translation: its button says which way it moves B.
  for (const id of ['aabb-aabb', 'minkowski-obb', 'minkowski-polygons', 'sat-polygons']) {
    await openFigure(page, id);
    const names = await page.locator(`figure[data-figure="${id}"] .figure-panel button`).evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
    expect(names.filter((name) => /MTV|MTD/.test(name)), id).toEqual([id.startsWith('minkowski') ? 'Move B by −MTD' : 'Move B by −MTV']);
  }
});

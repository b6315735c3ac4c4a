// npm run bench:page: every figure alone in the system Chromium, launched as it comes (as the browser tests
// launch it): time to its first drawn frame, and frame times while a scripted pointer drags a shape for two
// seconds; each with the renderer the page chooses by itself and with WebGL forced (?renderer=webgl), which
// on a machine without a GPU runs in software. Then the article: time to the first figure drawn and the
// JavaScript it needed. Prints figures; fails nothing.

import { type ChildProcess, spawn, execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { figures } from '../e2e/registry';

const PORT = 4174;
const BASE = `http://127.0.0.1:${PORT}/`;
const DRAG_MS = 2000;
const REFRESH_MS = 1000 / 60;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function main(): Promise<void> {
  execSync('npx vite build --logLevel error', { stdio: 'inherit' });
  const server: ChildProcess = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
  try {
    await waitFor(BASE);
    const browser = await chromium.launch({
      executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const rows: string[] = [];
    for (const [choice, query] of [['auto', ''], ['webgl', '&renderer=webgl']] as const) for (const figure of figures) {
      const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
      await page.goto(`${BASE}?figure=${figure.id}${query}`);
      await page.locator(`figure[data-figure="${figure.id}"][data-first-frame]`).waitFor();
      const firstFrame = Number(await page.locator(`figure[data-figure="${figure.id}"]`).getAttribute('data-first-frame'));
      const renderer = await page.locator(`figure[data-figure="${figure.id}"]`).getAttribute('data-renderer');
      const handles = await page.evaluate((id) => window.__figures!.hosts[id].testHandles(), figure.id);
      const handle = handles.find((h) => h.kind === 'body') ?? handles[0];
      // Record animation-frame timestamps and the host's work per frame while the pointer drags.
      await page.evaluate(() => {
        const w = window as unknown as { __frames: number[]; __figures: { frameWork?: number[] } };
        w.__frames = [];
        w.__figures.frameWork = [];
        const tick = (t: number) => { w.__frames.push(t); if (w.__frames.length < 100000) requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      });
      await page.mouse.move(handle.x, handle.y);
      await page.mouse.down();
      const start = Date.now();
      let i = 0;
      while (Date.now() - start < DRAG_MS) {
        i++;
        await page.mouse.move(handle.x + 80 * Math.sin(i / 15), handle.y + 50 * Math.sin(i / 23));
      }
      await page.mouse.up();
      const { frames, work } = await page.evaluate(() => {
        const w = window as unknown as { __frames: number[]; __figures: { frameWork?: number[] } };
        return { frames: w.__frames, work: w.__figures.frameWork ?? [] };
      });
      const deltas = frames.slice(1).map((t, k) => t - frames[k]);
      // A frame that took more than one and a half refresh intervals dropped at least one refresh.
      const dropped = deltas.filter((d) => d > 1.5 * REFRESH_MS).length;
      rows.push(`| ${figure.id} | ${choice === 'auto' ? `${renderer} (chosen)` : `${renderer} (forced)`} | ${firstFrame} ms | ${percentile(deltas, 50).toFixed(1)} | ${percentile(deltas, 95).toFixed(1)} | ${Math.max(...deltas).toFixed(1)} | ${percentile(work, 50).toFixed(2)} | ${percentile(work, 95).toFixed(2)} | ${work.length} | ${dropped} of ${deltas.length} |`);
      await page.close();
    }

    // The article: what it loads before the first figure is drawn, with each renderer.
    const assets = 'dist/assets';
    const gz = (file: string) => gzipSync(readFileSync(`${assets}/${file}`)).length;
    const allJs = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const total = allJs.reduce((sum, f) => sum + gz(f), 0);
    const article: string[] = [];
    for (const query of ['', '?renderer=webgl']) {
      const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
      await page.goto(`${BASE}${query}`);
      await page.locator('figure[data-figure][data-first-frame]').first().waitFor();
      const firstDrawn = await page.evaluate(() => Math.min(...[...document.querySelectorAll<HTMLElement>('figure[data-first-frame]')].map((f) => Number(f.dataset.firstFrame))));
      const renderer = await page.locator('figure[data-figure][data-first-frame]').first().getAttribute('data-renderer');
      const scripts = await page.evaluate((drawn) => performance.getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js') && r.startTime <= drawn).map((r) => new URL(r.name).pathname.split('/').pop()!), firstDrawn);
      const before = scripts.filter((f) => allJs.includes(f)).reduce((sum, f) => sum + gz(f), 0);
      article.push(`| ${query ? `${renderer} (forced)` : `${renderer} (chosen)`} | ${firstDrawn} ms | ${(before / 1024).toFixed(1)} KiB (${scripts.length} files) |`);
      await page.close();
    }
    const version = browser.version();
    await browser.close();

    console.log(`\nEach figure alone (Chromium ${version}, launched with no GPU flags, 1200 x 800); frame times from`);
    console.log(`requestAnimationFrame while the pointer drags a shape for ${DRAG_MS / 1000} s; work = the host's derive + redraw + render`);
    console.log(`per change, ms; dropped = frames longer than 1.5 refresh intervals\n`);
    console.log('| figure | renderer | first frame | frame p50 ms | frame p95 ms | frame max ms | work p50 ms | work p95 ms | changes | dropped |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    rows.forEach((r) => console.log(r));
    console.log(`\nThe article: JavaScript loaded before the first figure is drawn, gzipped (all JavaScript: ${(total / 1024).toFixed(1)} KiB)\n`);
    console.log('| renderer | first figure drawn | JavaScript before it |');
    console.log('| --- | --- | --- |');
    article.forEach((r) => console.log(r));
  } finally {
    server.kill();
  }
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

await main();

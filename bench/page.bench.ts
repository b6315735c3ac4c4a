// npm run bench:page: every figure alone in the system Chromium, launched as it comes (as the browser tests
// launch it): time to its first drawn frame, the frames until it has settled (it takes the pointer and builds
// its panel after that frame), and frame times while a scripted pointer then drags a shape for two seconds;
// each with the renderer the page chooses by itself and with WebGL forced (?renderer=webgl), which on a
// machine without a GPU runs in software. Then the article: time to the first figure drawn and the
// JavaScript it needed. Then the whole article scrolled top to bottom and back five times, at 1200 x 800 and as
// a 390 x 844 phone: long tasks, contexts lost, live contexts against the budget, and the JS heap after each
// pass. Prints figures; fails nothing.
//
// PAGE_BENCH=figures runs only the first two parts, PAGE_BENCH=scroll only the last; PAGE_BENCH=trace (not part of a
// full run) drags each figure with Chromium's tracing on and prints, for each frame that dropped, how long the main
// thread's tasks took by the wall clock and in processor time, and what the drag allocated. BENCH_PORT serves the
// build on another port than 4174 (for two checkouts side by side); BENCH_RENDERER=auto or =webgl drags and
// scrolls with that renderer only; BENCH_CHROME_FLAGS adds flags to Chromium's (space-separated, for experiments:
// `--js-flags=--min-semi-space-size=64` gives the young heap room for a whole drag, so no scavenge falls in it).

import { type ChildProcess, spawn, execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContextOptions, type CDPSession, type Page, chromium } from '@playwright/test';
import { figures } from '../e2e/registry';
import { MAX_LIVE_CONTEXTS } from '../src/ui/budget';

const PORT = Number(process.env.BENCH_PORT ?? 4174);
const PART = process.env.PAGE_BENCH ?? 'all';
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
  // In a process group of its own, so that stopping it stops vite too (not only npx, which leaves the server up).
  const server: ChildProcess = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
  try {
    await waitFor(BASE);
    const browser = await chromium.launch({
      executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
      args: [
        '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
        ...(process.env.BENCH_CHROME_FLAGS ?? '').split(' ').filter(Boolean),
      ],
    });
    if (PART === 'trace') await traced(browser);
    else {
      if (PART !== 'scroll') await eachFigure(browser);
      if (PART !== 'figures') await scrolling(browser);
    }
    await browser.close();
  } finally {
    process.kill(-server.pid!);
  }
}

/**
 * Waits until the figure alone on `page` has settled: it takes the pointer, its panel is built, and the page has had
 * an idle moment and two frames since (whatever the panel changed has been styled, laid out and painted).
 */
async function settle(page: Page, id: string): Promise<void> {
  await page.locator(`figure[data-figure="${id}"][data-mounted="true"][data-panel="ready"]`).waitFor();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The handle a drag takes: a body's, else the first (asking draws a frame, so it is asked once settling is timed). */
async function handleToDrag(page: Page, id: string): Promise<{ x: number; y: number }> {
  const handles = await page.evaluate((figureId) => window.__figures!.hosts[figureId].testHandles(), id);
  return handles.find((h) => h.kind === 'body') ?? handles[0];
}

/** Drags from `handle` for `ms`, the pointer tracing the same slow figure of eight each time, a move at a time. */
async function dragFor(page: Page, handle: { x: number; y: number }, ms: number): Promise<void> {
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  const start = Date.now();
  for (let i = 1; Date.now() - start < ms; i++) await page.mouse.move(handle.x + 80 * Math.sin(i / 15), handle.y + 50 * Math.sin(i / 23));
  await page.mouse.up();
}

/** Each figure alone: first frame and a drag; then the article's first figure and the JavaScript before it. */
async function eachFigure(browser: Browser): Promise<void> {
  const rows: string[] = [];
  const choices = ([['auto', ''], ['webgl', '&renderer=webgl']] as const).filter(([choice]) => (process.env.BENCH_RENDERER ?? choice) === choice);
  for (const [choice, query] of choices) for (const figure of figures) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${BASE}?figure=${figure.id}${query}`);
    await page.locator(`figure[data-figure="${figure.id}"][data-first-frame]`).waitFor();
    const firstFrame = Number(await page.locator(`figure[data-figure="${figure.id}"]`).getAttribute('data-first-frame'));
    const renderer = await page.locator(`figure[data-figure="${figure.id}"]`).getAttribute('data-renderer');
    // Settling: from the first frame until the figure takes the pointer and its panel is built (both come after
    // the first frame, on purpose) and the page has had an idle moment. Its frames are counted apart: a reader
    // who drags does so after the page has settled, and the drag is timed from then.
    await page.evaluate(() => {
      const w = window as unknown as { __frames: number[] };
      w.__frames = [];
      const tick = (t: number) => { w.__frames.push(t); if (w.__frames.length < 100000) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    await settle(page, figure.id);
    const settling = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[] };
      const frames = w.__frames.slice();
      return { ms: frames.length > 0 ? frames[frames.length - 1] - frames[0] : 0, deltas: frames.slice(1).map((t, k) => t - frames[k]) };
    });
    const handle = await handleToDrag(page, figure.id);
    // How many of its idle redraws (src/ui/warmUp.ts) the figure had made when the drag starts.
    const warmUps = (await page.locator(`figure[data-figure="${figure.id}"]`).getAttribute('data-warm-ups')) ?? '0';
    // Record animation-frame timestamps and the host's work per frame while the pointer drags.
    await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __figures: { frameWork?: number[]; moveWork?: number[] } };
      w.__frames = [];
      w.__figures.frameWork = [];
      w.__figures.moveWork = [];
    });
    await dragFor(page, handle, DRAG_MS);
    const { frames, work, moves } = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __figures: { frameWork?: number[]; moveWork?: number[] } };
      return { frames: w.__frames, work: w.__figures.frameWork ?? [], moves: w.__figures.moveWork ?? [] };
    });
    const deltas = frames.slice(1).map((t, k) => t - frames[k]);
    // A frame that took more than one and a half refresh intervals dropped at least one refresh.
    const dropped = deltas.filter((d) => d > 1.5 * REFRESH_MS).length;
    const settlingDropped = settling.deltas.filter((d) => d > 1.5 * REFRESH_MS).length;
    rows.push(`| ${figure.id} | ${choice === 'auto' ? `${renderer} (chosen)` : `${renderer} (forced)`} | ${firstFrame} ms | ${settling.ms.toFixed(0)} ms, ${settlingDropped} dropped | ${warmUps} | ${percentile(deltas, 50).toFixed(1)} | ${percentile(deltas, 95).toFixed(1)} | ${Math.max(...deltas).toFixed(1)} | ${percentile(work, 50).toFixed(2)} | ${percentile(work, 95).toFixed(2)} | ${moves.length > 0 ? percentile(moves, 95).toFixed(2) : '–'} | ${moves.length > 0 ? Math.max(...moves).toFixed(2) : '–'} | ${work.length} | ${dropped} of ${deltas.length} |`);
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
    // Against the first frame's mark (to the microsecond; the other figures' code is asked for right after it).
    const scripts = await page.evaluate(() => {
      const drawn = Math.min(...performance.getEntriesByType('mark').filter((m) => m.name.startsWith('first frame: ')).map((m) => m.startTime));
      return performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js') && r.startTime <= drawn).map((r) => new URL(r.name).pathname.split('/').pop()!);
    });
    const before = scripts.filter((f) => allJs.includes(f)).reduce((sum, f) => sum + gz(f), 0);
    article.push(`| ${query ? `${renderer} (forced)` : `${renderer} (chosen)`} | ${firstDrawn} ms | ${(before / 1024).toFixed(1)} KiB (${scripts.length} files) |`);
    await page.close();
  }
  const version = browser.version();
  console.log(`\nEach figure alone (Chromium ${version}, launched with no GPU flags, 1200 x 800); frame times from`);
  console.log(`requestAnimationFrame while the pointer drags a shape for ${DRAG_MS / 1000} s; work = the host's derive + redraw + render`);
  console.log(`per change, ms; move = each pointer move's own work before its frame (confiners, a move held back at a view's`);
  console.log(`edge, the derive they need, which the frame then reuses), ms; dropped = frames longer than 1.5 refresh intervals;`);
  console.log(`settling = from the first frame until the figure takes the pointer, its panel is built and the page is idle`);
  console.log(`(frames dropped then are counted apart); warm-ups = the redraws the figure had made in idle moments when the drag`);
  console.log(`starts (src/ui/warmUp.ts)\n`);
  console.log('| figure | renderer | first frame | settling | warm-ups | frame p50 ms | frame p95 ms | frame max ms | work p50 ms | work p95 ms | move p95 ms | move max ms | changes | dropped |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  rows.forEach((r) => console.log(r));
  console.log(`\nThe article: JavaScript loaded before the first figure is drawn, gzipped (all JavaScript: ${(total / 1024).toFixed(1)} KiB)\n`);
  console.log('| renderer | first figure drawn | JavaScript before it |');
  console.log('| --- | --- | --- |');
  article.forEach((r) => console.log(r));
}

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { usedHeapSizeBefore?: number; usedHeapSizeAfter?: number } }

/**
 * PAGE_BENCH=trace: each figure dragged as in the first part, with Chromium's tracing on (which costs frames of its
 * own). Per frame, the main thread's tasks: their time by the wall clock and their thread (processor) time. In a
 * frame that dropped, wall time well past processor time is time the thread did not run: waiting for a core that
 * another thread or process held, or for something it had asked of another (a helper of the collector, the GPU
 * process, a lock), or a page fault; not work of its own. Also the young generation's collections during the drag
 * and the bytes they freed: about what the page allocated.
 */
async function traced(browser: Browser): Promise<void> {
  const rows: string[] = [];
  const drops: string[] = [];
  let waitedMore = 0, droppedFrames = 0;
  for (const figure of figures) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${BASE}?figure=${figure.id}`);
    await settle(page, figure.id);
    const handle = await handleToDrag(page, figure.id);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.gc', 'blink.user_timing'] });
    await page.evaluate(() => {
      const w = window as unknown as { __frames: number[] };
      w.__frames = [];
      const tick = (t: number) => { w.__frames.push(t); if (w.__frames.length < 100000) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
      performance.mark('bench: drag');
    });
    await dragFor(page, handle, DRAG_MS);
    const { frames, mark } = await page.evaluate(() => ({
      frames: (window as unknown as { __frames: number[] }).__frames.slice(),
      mark: performance.getEntriesByName('bench: drag')[0].startTime,
    }));
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    await page.close();
    // The mark is on the page's main thread; it ties the trace's clock (µs) to the page's (ms).
    const marked = events.find((e) => e.name === 'bench: drag');
    if (!marked) throw new Error(`${figure.id}: the trace holds no mark`);
    const onMain = (e: TraceEvent) => e.pid === marked.pid && e.tid === marked.tid && e.ph === 'X';
    const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.dur !== undefined);
    const toTrace = (t: number) => marked.ts + (t - mark) * 1000;
    /** The main thread's tasks within a stretch of the page's clock: wall and processor time, ms (NaN where a task's is not given). */
    const busy = (from: number, to: number) => {
      const a = toTrace(from), b = toTrace(to);
      let wall = 0, cpu = 0;
      for (const e of tasks) {
        const overlap = Math.min(e.ts + e.dur!, b) - Math.max(e.ts, a);
        if (overlap <= 0) continue;
        wall += overlap;
        cpu += (e.tdur ?? NaN) * (overlap / e.dur!);
      }
      return { wall: wall / 1000, cpu: cpu / 1000 };
    };
    const cpus: number[] = [];
    let dropped = 0;
    for (let k = 1; k < frames.length; k++) {
      const { wall, cpu } = busy(frames[k - 1], frames[k]);
      if (!Number.isNaN(cpu)) cpus.push(cpu);
      if (frames[k] - frames[k - 1] <= 1.5 * REFRESH_MS) continue;
      dropped++;
      if (wall - cpu > cpu) waitedMore++;
      drops.push(`| ${figure.id} | ${(frames[k] - frames[k - 1]).toFixed(1)} | ${wall.toFixed(1)} | ${Number.isNaN(cpu) ? '–' : cpu.toFixed(1)} |`);
    }
    droppedFrames += dropped;
    const scavenges = events.filter((e) => onMain(e) && e.name === 'MinorGC' && toTrace(frames[0]) <= e.ts && e.ts <= toTrace(frames[frames.length - 1]));
    const freed = scavenges.reduce((sum, e) => sum + (e.args?.usedHeapSizeBefore ?? 0) - (e.args?.usedHeapSizeAfter ?? 0), 0);
    rows.push(`| ${figure.id} | ${frames.length - 1} | ${dropped} | ${percentile(cpus, 50).toFixed(1)} / ${percentile(cpus, 95).toFixed(1)} | ${scavenges.length} | ${(freed / 1e6).toFixed(1)} |`);
  }
  console.log(`\nEach figure alone, traced (Chromium ${browser.version()}, 1200 x 800, the renderer the page chooses), dragged for`);
  console.log(`${DRAG_MS / 1000} s; main-thread processor time per frame (its tasks' thread time); the young generation's collections`);
  console.log('in the drag and the megabytes they freed (about what the page allocated)\n');
  console.log('| figure | frames | dropped | main thread, processor ms per frame p50 / p95 | young collections | MB freed |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  rows.forEach((r) => console.log(r));
  console.log(`\nEach dropped frame: the main thread's tasks in it, by the wall clock and in processor time (ms). In ${waitedMore} of`);
  console.log(`${droppedFrames} the thread spent longer not running (waiting for a core, or on another thread) than running.\n`);
  console.log('| figure | frame ms | tasks, wall | tasks, processor |');
  console.log('| --- | --- | --- | --- |');
  drops.forEach((r) => console.log(r));
}

/** Scroll steps of this many CSS pixels, two animation frames apart (a reader's brisk scroll). */
const SCROLL_STEP_PX = Number(process.env.SCROLL_STEP ?? 200);
const PASSES = 5;
/** Longer than this, a task delays input and frames noticeably (the Long Tasks API's own threshold). */
const LONG_TASK_MS = 50;

const VIEWPORTS: { name: string; options: BrowserContextOptions }[] = [
  { name: '1200 × 800', options: { viewport: { width: 1200, height: 800 } } },
  { name: '390 × 844 phone', options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
];

interface Pass {
  longTasks: number[];
  heap: number;
  /** A heap snapshot (JS and DOM) less V8's compiled code and type feedback (taken after passes 1 and PASSES). */
  objects?: number;
  listeners: number;
  nodes: number;
  canvases: number;
  live: number;
  steps: number;
}

/**
 * The whole article scrolled top to bottom and back PASSES times, per viewport and renderer: long tasks
 * during the scrolling (PerformanceObserver 'longtask'), the budget's counts, and after each pass (back at
 * the top, garbage collected) the JS heap and the DOM's listeners and nodes.
 */
async function scrolling(browser: Browser): Promise<void> {
  const rows: string[] = [];
  const heapRows: string[] = [];
  const renderers = ([['auto', ''], ['webgl', '?renderer=webgl']] as const).filter(([choice]) => (process.env.BENCH_RENDERER ?? choice) === choice);
  for (const [choice, query] of renderers) for (const viewport of VIEWPORTS) {
    const context = await browser.newContext(viewport.options);
    await context.addInitScript(() => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text()); });
    page.on('pageerror', (e) => warnings.push(String(e)));
    const cdp = await context.newCDPSession(page);
    await page.goto(`${BASE}${query}`);
    await page.waitForFunction(() => window.__figures?.ready);
    await page.locator('figure[data-figure][data-first-frame]').first().waitFor();
    // Every panel built (they come after the first drawing) before the heap is first read.
    await page.waitForFunction(() => [...document.querySelectorAll('figure[data-figure]')].every((f) => f.getAttribute('data-panel') === 'ready'));
    await page.waitForTimeout(1000);
    const loadTasks = await page.evaluate(() => (window as unknown as { __longTasks: { duration: number }[] }).__longTasks.map((t) => t.duration));
    const renderer = await page.locator('figure[data-figure][data-first-frame]').first().getAttribute('data-renderer');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const passes: Pass[] = [];
    for (let pass = 0; pass < PASSES; pass++) {
      const seen = await page.evaluate(async (step) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
        const started = performance.now();
        let canvases = 0;
        let steps = 0;
        const bottom = () => document.documentElement.scrollHeight - innerHeight;
        const move = async (by: number) => {
          scrollBy(0, by);
          steps++;
          await frame();
          await frame();
          canvases = Math.max(canvases, document.querySelectorAll('figure canvas').length);
        };
        while (scrollY < bottom() - 1) await move(step);
        await new Promise((resolve) => setTimeout(resolve, 300));
        while (scrollY > 0) await move(-step);
        // Let the last mounts and the observer's reports arrive.
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { canvases, steps, longTasks: w.__longTasks.filter((t) => t.start >= started).map((t) => t.duration) };
      }, SCROLL_STEP_PX);
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const dom = await cdp.send('Memory.getDOMCounters');
      const stats = await page.evaluate(() => ({ ...window.__figures!.stats }));
      const objects = pass === 0 || pass === PASSES - 1 ? await heapObjects(cdp) : undefined;
      passes.push({ ...seen, heap: usedSize, objects, listeners: dom.jsEventListeners, nodes: dom.nodes, live: stats.live });
    }
    const stats = await page.evaluate(() => ({ ...window.__figures!.stats }));
    const tasks = passes.flatMap((p) => p.longTasks);
    const longest = tasks.length ? Math.max(...tasks) : 0;
    const over = tasks.filter((t) => t > LONG_TASK_MS).length;
    const [first, last] = [passes[0], passes[PASSES - 1]];
    const growth = (100 * (last.heap - first.heap)) / first.heap;
    const objectGrowth = (100 * (last.objects! - first.objects!)) / first.objects!;
    const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} %`;
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
    const name = choice === 'auto' ? `${renderer} (chosen)` : `${renderer} (forced)`;
    rows.push(`| ${viewport.name} | ${name} | ${height} px, ${first.steps} steps | ${longest.toFixed(0)} ms | ${over} | ${loadTasks.length ? Math.max(...loadTasks).toFixed(0) : 0} ms (${loadTasks.length}) | ${stats.lost} | ${stats.maxLive} (canvases ${Math.max(...passes.map((p) => p.canvases))}) of ${MAX_LIVE_CONTEXTS} | ${stats.mounts} / ${stats.unmounts} | ${warnings.length} |`);
    heapRows.push(`| ${viewport.name} | ${name} | ${passes.map((p) => mb(p.heap)).join(' · ')} | ${signed(growth)} | ${mb(first.objects!)} → ${mb(last.objects!)}, ${signed(objectGrowth)} | ${passes.map((p) => p.listeners).join(' · ')} | ${passes.map((p) => p.nodes).join(' · ')} |`);
    if (process.env.BENCH_VERBOSE) {
      passes.forEach((p, i) => console.log(`${viewport.name} ${name} pass ${i + 1}: long tasks ${p.longTasks.map((t) => t.toFixed(0)).join(', ') || 'none'}`));
      warnings.slice(0, 10).forEach((w) => console.log(`  console: ${w.slice(0, 200)}`));
    }
    await context.close();
  }
  console.log(`\nThe article scrolled top to bottom and back ${PASSES} times (Chromium ${browser.version()}), ${SCROLL_STEP_PX} px every two`);
  console.log(`animation frames; long tasks (over ${LONG_TASK_MS} ms) during the scrolling, and those of loading the page (before it, as`);
  console.log('information); live contexts as the budget counts them and canvases seen on the page; console warnings and errors\n');
  console.log('| viewport | renderer | page, steps a pass | longest task | tasks > 50 ms | loading: longest (count) | contexts lost | most live of budget | mounts / unmounts | warnings |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  rows.forEach((r) => console.log(r));
  console.log(`\nAfter each pass, back at the top and garbage collected (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage,`);
  console.log('Memory.getDOMCounters): the JS heap, the event listeners and the DOM nodes; growth = pass 5 against pass 1.');
  console.log('Objects = a heap snapshot (JS objects and the DOM\'s) less what V8 keeps for running code (compiled code, type');
  console.log('feedback, inline caches), which grows as more functions get hot and stops growing after some ten passes\n');
  console.log(`| viewport | renderer | JS heap, passes 1 to ${PASSES} | growth | objects, pass 1 → ${PASSES} | listeners | DOM nodes |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  heapRows.forEach((r) => console.log(r));
}

/** A heap snapshot's total self size less its nodes of type 'code' (compiled code, bytecode, feedback, ICs). */
async function heapObjects(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => { chunks.push(chunk); };
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const fields = snapshot.meta.node_fields;
  const [type, size, code] = [fields.indexOf('type'), fields.indexOf('self_size'), snapshot.meta.node_types[0].indexOf('code')];
  let total = 0;
  for (let i = 0; i < nodes.length; i += fields.length) if (nodes[i + type] !== code) total += nodes[i + size];
  return total;
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

// Finds the figure placeholders of the article (or the one figure asked for with ?figure=<id>) and hands
// each to a FigureHost. A figure's code is fetched when it comes near the viewport, and every other
// figure's once the first one is drawn; figures mount their canvas only while near the viewport.

import './style.css';
import { figureIds, isFigureId, loadFigure } from './figures/registry';
import { ContextBudget } from './ui/budget';
import type { AnyFigure } from './ui/figure';
import { FigureHost } from './ui/host';
import { afterPaint, loadPointerEvents, prefetchRenderer } from './ui/pixiMount';
import { rendererChoice } from './ui/renderer';
import { anchorOf, missingFigureMessage, urlKey } from './ui/url';

declare global {
  interface Window {
    /** Read by the browser tests: live context counts and each figure's host; ready once every host exists. */
    __figures?: { stats: ContextBudget['stats']; hosts: Record<string, FigureHost>; ready: boolean; frameWork?: number[]; moveWork?: number[] };
  }
}

/** With no figure near the viewport to wait for, the others are fetched after this long. */
const REST_AFTER_MS = 1500;
/** A figure this close to the viewport (CSS pixels) is near it: its code is fetched and its canvas mounted. */
const NEAR_PX = 200;

const params = new URLSearchParams(location.search);
const budget = new ContextBudget();
const hosts: Record<string, FigureHost> = {};
window.__figures = { stats: budget.stats, hosts, ready: false };
const renderer = rendererChoice(params.get('renderer'));

function showPageMessage(text: string): void {
  const note = document.createElement('p');
  note.className = 'page-message';
  note.setAttribute('role', 'alert');
  // A name from the address may be one long word: let it break rather than widen the page.
  note.style.overflowWrap = 'anywhere';
  note.textContent = text;
  document.querySelector('main')?.prepend(note);
}

function placeholders(): Map<HTMLElement, string> {
  const found = new Map<HTMLElement, string>();
  const only = params.get('figure');
  if (only !== null) {
    document.body.classList.add('single');
    const main = document.querySelector('main')!;
    main.replaceChildren();
    const missing = isFigureId(only) ? null : missingFigureMessage(only, figureIds);
    if (missing !== null) {
      showPageMessage(missing);
      return found;
    }
    const element = document.createElement('figure');
    element.dataset.figure = only;
    main.append(element);
    found.set(element, only);
    return found;
  }
  for (const element of document.querySelectorAll<HTMLElement>('figure[data-figure]')) {
    const id = element.dataset.figure ?? '';
    if (isFigureId(id)) found.set(element, id);
  }
  return found;
}

const figures = placeholders();
// A figure alone is there to be used at once; the article's first figure draws before they come.
if (params.get('figure') !== null && figures.size > 0) void loadPointerEvents().catch(() => undefined);
const loading = new Map<HTMLElement, Promise<FigureHost | null>>();
const near = new Set<HTMLElement>();
let markFirstDrawn: () => void = () => undefined;
/**
 * Settles once the page's first figure has been drawn and that drawing painted: what waits for it (the panels'
 * code, the other figures) then runs in tasks of its own, after the paint. Run in the task that drew, fetching
 * every other figure took that task from 90 to 170 ms here, and the figure reached the screen only after it.
 */
const firstDrawn = new Promise<void>((resolve) => {
  markFirstDrawn = () => {
    markFirstDrawn = () => undefined;
    afterPaint(resolve);
  };
});
/** The first drawing, or a while without one (no figure near the viewport, or none that could draw). */
const firstDrawnOrLate = Promise.race([firstDrawn, new Promise<void>((resolve) => setTimeout(resolve, REST_AFTER_MS))]);

/**
 * The code that reads a figure's state from the address (linkRead.ts): asked for as the page starts, with the
 * figures' own code, and only where the address gives some figure a state. Its failure is met in linkedStart.
 */
const linkReader = figureIds.some((id) => params.has(urlKey(id))) ? import('./ui/linkRead') : null;
void linkReader?.catch(() => undefined);

/**
 * Where a figure starts: its own state, or the one the address gives it. If the code that reads it cannot load,
 * or fails on it, the figure starts from its own state and says why.
 */
async function linkedStart(figure: AnyFigure): Promise<{ state: unknown; notes: string[]; linked: boolean }> {
  const given = params.getAll(urlKey(figure.id));
  const defaults = (note: string) => ({ state: figure.initialState(), notes: [`${note}, so the figure starts from its defaults.`], linked: false });
  if (given.length === 0 || linkReader === null) return { state: figure.initialState(), notes: [], linked: false };
  let reader: typeof import('./ui/linkRead');
  try {
    reader = await linkReader;
  } catch (error) {
    return defaults(`The code that reads the link’s figure state did not load (${String(error).slice(0, 120)})`);
  }
  let linked: { state: unknown; notes: string[]; linked: boolean };
  try {
    linked = reader.readLinkedState(given[0], figure.fields, figure.initialState());
  } catch (error) {
    return defaults(`The link’s figure state could not be read (${String(error).slice(0, 120)})`);
  }
  if (given.length > 1) linked.notes.push(`The link gives this figure’s state ${given.length} times; the first is used.`);
  return linked;
}

/** The figure's host, created once its code has arrived; null (with a note in its place) if it cannot load. */
function hostOf(element: HTMLElement, id: string): Promise<FigureHost | null> {
  let pending = loading.get(element);
  if (!pending) {
    pending = loadFigure(id)!.then(async (figure) => {
      const linked = await linkedStart(figure);
      const host = new FigureHost(element, figure, budget, linked, renderer.choice);
      hosts[figure.id] = host;
      void host.drawn.then(() => markFirstDrawn());
      // The panel's code (lil-gui) comes after the first drawing of the page, not before it.
      void firstDrawnOrLate.then(() => host.showPanel());
      return host;
    }, (error: unknown) => {
      const note = document.createElement('p');
      note.className = 'page-message';
      note.textContent = `This figure could not be loaded (${String(error).slice(0, 120)}). Reloading the page may help.`;
      element.replaceChildren(note);
      return null;
    });
    loading.set(element, pending);
  }
  return pending;
}

/** A figure has come near the viewport: its code, then its canvas (as the budget allows). */
function approach(element: HTMLElement, id: string): void {
  near.add(element);
  void hostOf(element, id).then((host) => { if (host && near.has(element)) budget.want(host); });
}

const nearViewport = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    const element = entry.target as HTMLElement;
    const item = figures.get(element);
    if (!item) continue;
    if (entry.isIntersecting) {
      approach(element, item);
    } else {
      near.delete(element);
      const host = hosts[item];
      if (host) budget.release(host);
    }
  }
}, { rootMargin: `${NEAR_PX}px 0px` });
figures.forEach((_, element) => nearViewport.observe(element));

if (renderer.note) showPageMessage(renderer.note);

matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => Object.values(hosts).forEach((h) => h.restyle()));

// A malformed anchor (`#%`) names nothing: it is ignored, as a browser ignores an anchor it cannot find.
const scrollToHash = () => {
  const id = anchorOf(location.hash);
  if (id !== null) document.getElementById(id)?.scrollIntoView();
};
scrollToHash();
/** Whether the reader has scrolled or pressed anything since: then the anchor is not gone back to. */
let readerMoved = false;
for (const kind of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
  addEventListener(kind, () => { readerMoved = true; }, { once: true, passive: true, capture: true });
}

// The figures near the viewport from the start are taken now rather than once the observer first reports,
// after the first paint (about 50 ms later here); the renderer's code is asked for after that paint, with
// theirs, not once theirs has arrived. The observer's first report then agrees, or sends them away.
if (figures.size > 0) prefetchRenderer(renderer.choice);
for (const [element, id] of figures) {
  const { top, bottom } = element.getBoundingClientRect();
  if (bottom >= -NEAR_PX && top <= innerHeight + NEAR_PX) approach(element, id);
}

/**
 * The next task, by a message rather than a timer: a page out of sight has its timers run once a second, which
 * made an article opened in the background take its figures one a second.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
  channel.port2.postMessage(null);
});

/** Every figure's host, one figure per task (asking for a figure's code costs a few milliseconds here). */
async function hostEveryFigure(): Promise<void> {
  const pending: Promise<FigureHost | null>[] = [];
  for (const [element, id] of figures) {
    pending.push(hostOf(element, id));
    await nextTask();
  }
  await Promise.all(pending);
}

// Every other figure once the first is drawn (its caption and numbers belong to the article even off
// screen); then the address's anchor again, since figures above it may have grown, unless the reader has
// moved on from it.
void firstDrawnOrLate
  .then(hostEveryFigure)
  .then(() => {
    window.__figures!.ready = true;
    if (!readerMoved) scrollToHash();
  });

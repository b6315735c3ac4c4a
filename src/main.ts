// Finds the figure placeholders of the article (or the one figure asked for with ?figure=<id>) and hands
// each to a FigureHost. Figures mount their canvas only while near the viewport.

import './style.css';
import { figureById, figures } from './figures/registry';
import type { AnyFigure } from './figures/types';
import { ContextBudget } from './ui/budget';
import { FigureHost } from './ui/host';
import { rendererChoice } from './ui/renderer';
import { readLinkedState, urlKey } from './ui/url';

declare global {
  interface Window {
    /** Read by the browser tests: live context counts and each figure's host. */
    __figures?: { stats: ContextBudget['stats']; hosts: Record<string, FigureHost>; ready: boolean; frameWork?: number[] };
  }
}

const params = new URLSearchParams(location.search);
const budget = new ContextBudget();
const hosts: Record<string, FigureHost> = {};
window.__figures = { stats: budget.stats, hosts, ready: false };

function showPageMessage(text: string): void {
  const note = document.createElement('p');
  note.className = 'page-message';
  note.setAttribute('role', 'alert');
  note.textContent = text;
  document.querySelector('main')?.prepend(note);
}

function placeholders(): { element: HTMLElement; figure: AnyFigure }[] {
  const only = params.get('figure');
  if (only !== null) {
    const figure = figureById(only);
    document.body.classList.add('single');
    const main = document.querySelector('main')!;
    main.replaceChildren();
    if (!figure) {
      const known = figures.map((f) => f.id).join(', ');
      showPageMessage(`There is no figure called “${only.slice(0, 60)}”. The figures are: ${known}.`);
      return [];
    }
    const element = document.createElement('figure');
    element.dataset.figure = figure.id;
    main.append(element);
    return [{ element, figure }];
  }
  const found: { element: HTMLElement; figure: AnyFigure }[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('figure[data-figure]')) {
    const figure = figureById(element.dataset.figure ?? '');
    if (figure) found.push({ element, figure });
  }
  return found;
}

const nearViewport = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    const host = hosts[(entry.target as HTMLElement).dataset.figure ?? ''];
    if (!host) continue;
    if (entry.isIntersecting) budget.want(host);
    else budget.release(host);
  }
}, { rootMargin: '200px 0px' });

const renderer = rendererChoice(params.get('renderer'));
for (const { element, figure } of placeholders()) {
  const linked = readLinkedState(params.get(urlKey(figure.id)), figure.fields, figure.initialState());
  const host = new FigureHost(element, figure, budget, linked, renderer.choice);
  hosts[figure.id] = host;
  nearViewport.observe(element);
}

if (renderer.note) showPageMessage(renderer.note);

matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => Object.values(hosts).forEach((h) => h.restyle()));

if (location.hash.length > 1) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
window.__figures.ready = true;

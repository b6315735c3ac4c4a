// Readouts: HTML under the canvas, one element per quantity with data-readout="name" and, for numbers,
// data-value holding the unrounded value. Updated on every change; announced politely.

import type { Readout } from './figure';

export function formatReadout(readout: Readout): string {
  const { value } = readout;
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return '—';
  const digits = readout.digits ?? 3;
  const text = (Object.is(Number(value.toFixed(digits)), -0) ? 0 : value).toFixed(digits).replace(/^-(0\.?0*)$/, '$1');
  return readout.unit ? `${text} ${readout.unit}` : text;
}

export class ReadoutList {
  readonly element: HTMLDListElement;
  private readonly items = new Map<string, { value: HTMLElement; root: HTMLElement }>();

  constructor() {
    this.element = document.createElement('dl');
    this.element.className = 'readouts';
    this.element.setAttribute('aria-live', 'polite');
    this.element.setAttribute('aria-label', 'Live values');
  }

  update(readouts: readonly Readout[]): void {
    const seen = new Set<string>();
    for (const readout of readouts) {
      seen.add(readout.name);
      let item = this.items.get(readout.name);
      if (!item) {
        const root = document.createElement('div');
        root.dataset.readout = readout.name;
        const term = document.createElement('dt');
        term.textContent = readout.label;
        const value = document.createElement('dd');
        root.append(term, value);
        this.element.append(root);
        item = { root, value };
        this.items.set(readout.name, item);
      }
      const text = formatReadout(readout);
      if (item.value.textContent !== text) item.value.textContent = text;
      const raw = typeof readout.value === 'number' && Number.isFinite(readout.value) ? String(readout.value) : String(readout.value);
      if (item.root.dataset.value !== raw) item.root.dataset.value = raw;
    }
    for (const [name, item] of this.items) item.root.hidden = !seen.has(name);
  }
}

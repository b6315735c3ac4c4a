// Readouts: HTML under the canvas, one element per quantity with data-readout="name" and, for numbers and
// vectors, data-value holding the unrounded value. They are redrawn on every frame but not announced per
// frame: a screen reader hears them once the values have settled (see Announcer).

import type { Readout } from './figure';
import { formatNumber, formatVector } from './format';

/** What a readout shows, its unrounded value, and whether it had a value at all (no NaN, no Infinity). */
export interface ReadoutText { readonly text: string; readonly raw: string; readonly valid: boolean }

const NOT_FINITE = /NaN|Infinity/;
const MISSING = '—';

export function describeReadout(readout: Readout): ReadoutText {
  const { value, digits = 3, unit } = readout;
  // Degrees sit on the number (30.0°), as the figures write them in their labels; other units after a space.
  const withUnit = (text: string) => (unit ? `${text}${unit === '°' ? '' : ' '}${unit}` : text);
  if (value === null) return { text: MISSING, raw: 'null', valid: true };
  if (typeof value === 'boolean') return { text: value ? 'yes' : 'no', raw: String(value), valid: true };
  if (typeof value === 'string') {
    // A figure's own text that carries a broken number is not shown either.
    return NOT_FINITE.test(value) ? { text: MISSING, raw: value, valid: false } : { text: value, raw: value, valid: true };
  }
  if (typeof value === 'number') {
    const text = formatNumber(value, digits);
    return text === null ? { text: MISSING, raw: String(value), valid: false } : { text: withUnit(text), raw: String(value), valid: true };
  }
  const text = formatVector(value, digits);
  const raw = `${value.x},${value.y}`;
  return text === null ? { text: MISSING, raw, valid: false } : { text: withUnit(text), raw, valid: true };
}

export const formatReadout = (readout: Readout): string => describeReadout(readout).text;

export class ReadoutList {
  readonly element: HTMLDListElement;
  private readonly items = new Map<string, { term: HTMLElement; value: HTMLElement; root: HTMLElement }>();
  private summary = '';

  constructor() {
    this.element = document.createElement('dl');
    this.element.className = 'readouts';
  }

  /** "label: value" for every shown readout, for the announcer. */
  get text(): string {
    return this.summary;
  }

  update(readouts: readonly Readout[]): void {
    const seen = new Set<string>();
    const spoken: string[] = [];
    for (const readout of readouts) {
      seen.add(readout.name);
      let item = this.items.get(readout.name);
      if (!item) {
        const root = document.createElement('div');
        root.dataset.readout = readout.name;
        const term = document.createElement('dt');
        const value = document.createElement('dd');
        root.append(term, value);
        this.element.append(root);
        item = { root, term, value };
        this.items.set(readout.name, item);
      }
      // A label may name what the state chose (bounding-circle's "r₁ + r₂ (largest)").
      if (item.term.textContent !== readout.label) item.term.textContent = readout.label;
      const { text, raw, valid } = describeReadout(readout);
      if (item.value.textContent !== text) item.value.textContent = text;
      if (item.root.dataset.value !== raw) item.root.dataset.value = raw;
      // Flagged for the tests and for anyone inspecting the page: the figure produced no number here.
      if (valid) delete item.root.dataset.invalid;
      else item.root.dataset.invalid = 'true';
      // A measured time changes with every frame: shown, never read out.
      if (readout.measured) item.root.dataset.measured = 'true';
      else {
        delete item.root.dataset.measured;
        spoken.push(`${readout.label}: ${text}`);
      }
    }
    for (const [name, item] of this.items) item.root.hidden = !seen.has(name);
    this.summary = spoken.join('; ');
  }
}

/** After the last change, this long before the values are read out. */
export const SETTLE_MS = 700;

/**
 * One polite live region per figure, named after it: the values once they have stopped changing (a drag
 * is announced once, when it ends), and at once which shape the keyboard selected.
 */
export class Announcer {
  readonly element: HTMLDivElement;
  private timer: number | undefined;
  private pending = '';
  private said = '';
  private primed = false;

  constructor(title: string) {
    this.element = document.createElement('div');
    this.element.className = 'visually-hidden';
    this.element.setAttribute('role', 'status');
    this.element.setAttribute('aria-live', 'polite');
    this.element.setAttribute('aria-label', `${title}: values`);
  }

  /** The values changed; read them out once they hold still. */
  values(text: string): void {
    if (!this.primed) {
      // The values a figure opens with are on the page already: nothing to announce.
      this.primed = true;
      this.pending = this.said = text;
      return;
    }
    if (text === this.pending) return;
    this.pending = text;
    window.clearTimeout(this.timer);
    // Marked while values wait to be read out, so that a test can wait for "nothing more to say".
    this.element.dataset.pending = 'true';
    this.timer = window.setTimeout(() => {
      delete this.element.dataset.pending;
      this.say(this.pending);
    }, SETTLE_MS);
  }

  /** Something to read out now (a selection). */
  now(text: string): void {
    this.say(text);
  }

  private say(text: string): void {
    if (text === this.said) return;
    this.said = text;
    this.element.textContent = text;
  }

  dispose(): void {
    window.clearTimeout(this.timer);
  }
}

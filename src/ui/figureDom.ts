// One figure's HTML: title, stage (the canvas goes in it), messages, readouts, Copy link, the lil-gui panel,
// the caption with its legend, and the live region that reads values out. Messages sit under the drawing,
// never over it; the notes about a link come as one short summary the reader can open or dismiss.

import type GUI from 'lil-gui';
import type { AnyFigure } from './figure';
import { roundNumbersIn } from './format';
import { Announcer, ReadoutList } from './readouts';
import { cssColor } from './theme';

export class FigureDom {
  readonly stage: HTMLDivElement;
  /** Where the lil-gui panel goes once it is built (buildGui). */
  readonly panel: HTMLDivElement;
  readonly readouts = new ReadoutList();
  readonly announcer: Announcer;
  private readonly status: HTMLDivElement;
  private readonly messageLine: HTMLParagraphElement;
  private readonly notes: HTMLDivElement;
  private readonly messages = new Map<string, string>();

  constructor(readonly element: HTMLElement, figure: AnyFigure, actions: { copyLink(): void }) {
    element.classList.add('figure');
    element.id ||= figure.id;
    element.replaceChildren();

    const heading = document.createElement('h3');
    heading.className = 'figure-title';
    heading.textContent = figure.title;

    this.stage = document.createElement('div');
    this.stage.className = 'figure-stage';
    this.stage.tabIndex = 0;
    this.stage.setAttribute('role', 'application');
    this.stage.setAttribute('aria-label',
      `${figure.title}. Tab selects a shape, a velocity, a corner or a point; arrow keys move it (Shift: finer); Q and E turn a shape; Escape lets go, and Tab then leaves the figure.`);

    const panel = this.panel = document.createElement('div');
    panel.className = 'figure-panel';

    this.status = document.createElement('div');
    this.status.className = 'figure-status';
    this.status.setAttribute('role', 'status');
    this.status.hidden = true;
    this.messageLine = document.createElement('p');
    this.notes = document.createElement('div');
    this.notes.className = 'link-notes';
    this.notes.hidden = true;
    this.status.append(this.notes, this.messageLine);

    this.announcer = new Announcer(figure.title);

    const caption = document.createElement('figcaption');
    caption.innerHTML = figure.caption; // our own words, from this repository
    if (figure.legend) {
      const legend = document.createElement('ul');
      legend.className = 'legend';
      for (const entry of figure.legend) {
        const item = document.createElement('li');
        const swatch = document.createElement('span');
        swatch.className = 'swatch';
        // The token's custom property, not its value now: the swatch follows a change of colour scheme.
        swatch.style.background = cssColor(entry.color);
        swatch.dataset.color = entry.color;
        item.append(swatch, document.createTextNode(entry.label));
        legend.append(item);
      }
      caption.prepend(legend);
    }

    const buttons = document.createElement('div');
    buttons.className = 'figure-actions';
    const copy = document.createElement('button');
    copy.type = 'button';
    copy.textContent = 'Copy link';
    copy.addEventListener('click', () => actions.copyLink());
    buttons.append(copy);

    const body = document.createElement('div');
    body.className = 'figure-body';
    const main = document.createElement('div');
    main.className = 'figure-main';
    main.append(this.stage, this.status, this.readouts.element, buttons, this.announcer.element);
    body.append(main, panel);
    element.append(heading, body, caption);
  }

  /** The panel, with lil-gui's class given (it is fetched after the page's first figure is drawn); closed on phones. */
  buildGui(Gui: typeof GUI): GUI {
    const gui = new Gui({ container: this.panel, title: 'Parameters', width: 250, injectStyles: false });
    if (matchMedia('(max-width: 640px)').matches) gui.close();
    return gui;
  }

  /** Sets (or, with null, clears) the message under `key`; all messages show in one line under the drawing. */
  say(key: string, message: string | null): void {
    if (message === null) {
      if (!this.messages.delete(key)) return;
    } else {
      this.messages.set(key, message);
    }
    this.showStatus();
  }

  /** Whether a message under `key` is shown. */
  saying(key: string): boolean {
    return this.messages.has(key);
  }

  /** The notes a link left (values it could not use): one line, the details on request, dismissable. */
  linkNotes(notes: readonly string[]): void {
    this.notes.replaceChildren();
    this.notes.hidden = notes.length === 0;
    if (notes.length > 0) {
      const details = document.createElement('details');
      const summary = document.createElement('summary');
      // Short enough for one line on a phone; the reasons are a tap away.
      summary.textContent = notes.length === 1 ? 'A value in the link was not used.' : `${notes.length} values in the link were not used.`;
      const list = document.createElement('ul');
      for (const note of notes) {
        const item = document.createElement('li');
        item.textContent = roundNumbersIn(note);
        list.append(item);
      }
      details.append(summary, list);
      const dismiss = document.createElement('button');
      dismiss.type = 'button';
      dismiss.textContent = '×';
      dismiss.setAttribute('aria-label', 'Dismiss the notes about the link');
      dismiss.addEventListener('click', () => this.linkNotes([]));
      this.notes.append(details, dismiss);
    }
    this.showStatus();
  }

  clearMessages(): void {
    this.messages.clear();
    this.linkNotes([]);
  }

  private showStatus(): void {
    const text = [...this.messages.values()].join(' ');
    this.messageLine.textContent = text;
    this.messageLine.hidden = text === '';
    this.status.hidden = text === '' && this.notes.hidden;
  }
}

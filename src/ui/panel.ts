// The figure's lil-gui panel, bound to its store: a controller reads through a getter and writes through
// the figure's setter, so a value changed by dragging shows up in the panel after updateDisplay(). Buttons
// get the state and its derived record.

import type GUI from 'lil-gui';
import type { Controller, NumberController } from 'lil-gui';
import { fieldText } from './format';
import type { NumberControl, Panel } from './figure';
import type { Store } from './store';

const DEGREES = 180 / Math.PI;

/** Degrees in [-180, 180): the slider's left end reads -180. */
export const wrapDegrees = (degrees: number): number => ((((degrees + 180) % 360) + 360) % 360) - 180;

/**
 * What an angle slider shows for a stored angle: the value the reader last set while the state still holds
 * that angle (so +180, stored as -180 or +180 alike, stays where the thumb was put), else the wrapped angle.
 */
export function shownDegrees(radians: number, lastSet: number | null): number {
  const degrees = wrapDegrees(radians * DEGREES);
  if (lastSet !== null && Math.abs(wrapDegrees(lastSet - degrees)) < 1e-6) return lastSet;
  return Number(degrees.toFixed(1));
}

/**
 * lil-gui lets a slider take a touch at once unless its panel scrolls. On a page, a vertical swipe that starts
 * on a slider must scroll the page: asking as if the panel scrolled makes the slider wait for the first
 * move and take only horizontal ones (vertical mouse wheels scroll the page too).
 */
function letVerticalSwipesScroll(controller: Controller): void {
  Object.defineProperty(controller, '_hasScrollBar', { get: () => true });
}

/**
 * lil-gui rounds typed text to the field's step as it is typed (1.5 degrees became 2, a restitution of 0.33 became
 * 0.35, with no word): a value typed is taken as written, and only the slider, the arrow keys and the wheel go by
 * steps. The flag is up while the field's own input handler runs (a capture listener on its row runs before it, a
 * bubbling one after it).
 */
function keepTypedValues(controller: NumberController): void {
  let typing = false;
  const snap = controller._snap.bind(controller);
  controller._snap = (value: number) => (typing ? value : snap(value));
  controller.domElement.addEventListener('input', () => { typing = true; }, { capture: true });
  controller.domElement.addEventListener('input', () => { typing = false; });
}

/**
 * What to tell a reader who typed `text` into a number field that now holds `value`: nothing when the text was
 * a number within [min, max]; else whether it was not a number (the last value kept), was read as something
 * else than written (parseFloat reads "1,5" as 1 and "0x10" as 0), or lay outside the range (set to the end).
 */
export function typedProblem(label: string, text: string, value: number, min: number, max: number, step: number): string | null {
  const written = text.trim(), shown = written.length > 40 ? `${written.slice(0, 40)}…` : written;
  const read = parseFloat(written), strict = written === '' ? Number.NaN : Number(written);
  const now = fieldText(value, step);
  // A phone's number field hands over nothing for text it cannot take ("1e309", "--1"), as for an emptied field.
  if (written === '') return `${label}: no number was read (the field is empty or holds what it cannot take as a number); keeping ${now}.`;
  if (Number.isNaN(read)) return `${label}: “${shown}” is not a number; keeping ${now}.`;
  if (Number.isNaN(strict) || strict !== read) {
    const outside = read < min || read > max ? `, outside ${fieldText(min, step)} to ${fieldText(max, step)}` : '';
    return `${label}: “${shown}” was read as ${fieldText(read, step)}${outside} (write a plain number such as 1.5); now ${now}.`;
  }
  if (strict < min || strict > max) return `${label}: ${shown} is outside ${fieldText(min, step)} to ${fieldText(max, step)}; set to ${now}.`;
  if (step >= 1 && Number.isInteger(step) && !Number.isInteger(strict)) return `${label}: ${shown} is not a whole number; set to ${now}.`;
  return null;
}

export class StorePanel<S, D> implements Panel<S, D> {
  /**
   * `confine` brings every body back inside its view, as after a drag (the scene's confiners): a size or a place
   * set here may carry a shape past the drawing's edge, where its knobs could not be reached.
   */
  constructor(
    private readonly gui: GUI, private readonly store: Store<S>, private readonly controllers: Controller[],
    private readonly say: (message: string | null) => void, private readonly derivedOf: (state: S) => D,
    private readonly confine: (state: S) => S = (state) => state,
    /**
     * Ends a drag under way (a second finger, or the keyboard, pressing a preset while a shape is held): what the
     * reader sets here wins, and the pointer's next move must not carry on dragging the state it replaced.
     */
    private readonly letGo: () => void = () => undefined,
  ) {}

  /** What the last value taken moved back into view, said again once the typing that set it ends. */
  private movedNote: string | null = null;

  /**
   * A spell of typing in one field: the state before its first keystroke, and the state its last one left. Each
   * keystroke is applied as typed, to the state before the spell rather than to what the keystroke before it left,
   * so what the confiners did for a value on the way ("3" on the way to "1.2" moved a shape back into view) does
   * not outlast it, and text that ends refused leaves the figure as it was.
   */
  private spell: { start: S; last: S } | null = null;

  /** Applies `change`, then the confiners; true when they had to move something back into view. */
  private apply(change: (s: S) => S): boolean {
    let moved = false;
    this.store.update((s) => {
      let base = s;
      if (this.spell) {
        // Something else changed the state mid-spell (a run playing on): the spell goes on from there.
        if (s === this.spell.last) base = this.spell.start;
        else this.spell.start = s;
      }
      const next = change(base);
      const kept = next === base ? base : this.confine(next);
      moved = kept !== next;
      if (this.spell) this.spell.last = kept;
      return kept;
    });
    return moved;
  }

  private bind<T>(label: string, get: (s: S) => T, set: (s: S, v: T) => S, accept: (v: T) => string | null): Record<string, T> {
    const target = {} as Record<string, T>;
    Object.defineProperty(target, 'value', {
      get: () => get(this.store.state),
      set: (v: T) => {
        const problem = accept(v);
        if (problem) this.say(problem);
        else {
          this.letGo();
          // A value taken: what was said of an earlier one no longer holds, unless it moved a shape.
          this.movedNote = this.apply((s) => set(s, v)) ? `${label}: a shape reached past the drawing's edge and was moved back into view.` : null;
          this.say(this.movedNote);
        }
      },
    });
    return target;
  }

  private finite(label: string) {
    return (v: number) => (Number.isFinite(v) ? null : `${label}: “${String(v).slice(0, 40)}” is not a number; keeping the last value.`);
  }

  number(label: string, control: NumberControl<S, D>): void {
    const maxOf = (s: S) => (control.maxOf ? Math.max(control.min, Math.min(control.max, control.maxOf(s, this.derivedOf(s)))) : control.max);
    // Steps taken by lil-gui (arrow keys, the wheel, the slider) can leave float noise (0.0500000000000007).
    const setValue = (s: S, v: number) => control.set(s, Number(Math.min(maxOf(s), Math.max(control.min, v)).toPrecision(12)));
    const target = this.bind(label, (s) => control.get(s, this.derivedOf(s)), setValue, this.finite(label));
    const controller = this.gui.add(target, 'value', control.min, maxOf(this.store.state), control.step).name(control.unit ? `${label} (${control.unit})` : label) as NumberController;
    letVerticalSwipesScroll(controller);
    // A whole-number field rounds what is typed (and says so: typedProblem); any other takes it as written.
    if (!(control.step >= 1 && Number.isInteger(control.step))) keepTypedValues(controller);
    // The field shows what a drag of a handle left (3.168181…) cut as the readouts cut it (3.168), unless the reader
    // is typing in it; the slider's right end, when it follows the state (a step slider over the iterations there
    // are), is set first.
    const display = controller.updateDisplay.bind(controller);
    let shownMax = maxOf(this.store.state);
    controller.updateDisplay = () => {
      if (control.maxOf) {
        const max = maxOf(this.store.state);
        if (max !== shownMax) { shownMax = max; controller.max(max); }
      }
      display();
      if (!controller._inputFocused) controller.$input.value = fieldText(controller.getValue() as number, control.step);
      return controller;
    };
    controller.updateDisplay();
    this.sayWhatBecameOfTyping(controller, label, control.min, () => maxOf(this.store.state), control.step, {
      read: () => controller.getValue() as number,
      // Not through the field's setter: a blur that only puts back the value before the typing is no change of the
      // reader's, and must not end the drag whose press on the drawing blurred the field.
      restore: (v) => { this.apply((s) => setValue(s, v)); controller.updateDisplay(); },
    });
    this.controllers.push(controller);
  }

  /**
   * lil-gui applies what it can read of each keystroke and drops the rest without a word: once the field is left
   * (Enter blurs it), say what became of the text if it was not taken as written.
   */
  private sayWhatBecameOfTyping(
    controller: NumberController, label: string, min: number, max: () => number, step: number,
    field: { read(): number; restore(value: number): void },
  ): void {
    const input = controller.$input;
    // A decimal comma, as many readers write 1.5, is typed as a point (a touch screen's number field would drop
    // it and read 15); a second separator is dropped.
    input.addEventListener('beforeinput', (event) => {
      if (event.data !== ',') return;
      event.preventDefault();
      if (!input.value.includes('.')) document.execCommand('insertText', false, '.');
    });
    let typed: string | null = null;
    // The value before this spell of typing: each keystroke is applied as typed ("-1e30" on the way to "-1e309"),
    // so text that ends unreadable goes back to it rather than keep what a keystroke on the way left.
    let before = 0;
    // Read before lil-gui's own listener on the field applies the keystroke (a capture listener on its row runs first).
    controller.domElement.addEventListener('input', () => {
      if (typed !== null) return;
      before = field.read();
      this.movedNote = null;
      this.spell = { start: this.store.state, last: this.store.state };
    }, { capture: true });
    input.addEventListener('input', () => { typed = input.value; });
    input.addEventListener('blur', () => {
      if (typed === null) return;
      const written = typed.trim();
      // Text that ends unreadable leaves the state as it was before the spell (1e309 reads as past the range's end).
      if (this.spell && (written === '' || Number.isNaN(parseFloat(written)))) field.restore(before);
      this.spell = null;
      const problem = typedProblem(label, typed, controller.getValue() as number, min, max(), step);
      typed = null;
      // Nothing to say clears what was said of earlier typing ("-" before 0.5 was typed), but not that a shape moved.
      this.say([problem, this.movedNote].filter((m) => m !== null).join(' ') || null);
    });
  }

  angle(label: string, control: { get(state: S): number; set(state: S, radians: number): S }): void {
    let lastSet: number | null = null;
    const target = this.bind(label, (s) => shownDegrees(control.get(s), lastSet), (s, degrees: number) => {
      lastSet = degrees;
      return control.set(s, degrees / DEGREES);
    }, this.finite(label));
    const controller = this.gui.add(target, 'value', -180, 180, 1).name(`${label} (°)`) as NumberController;
    letVerticalSwipesScroll(controller);
    keepTypedValues(controller);
    // Out of the reader's typing, the field shows the degrees as the readouts cut numbers ("1e-320" reads "0").
    const display = controller.updateDisplay.bind(controller);
    controller.updateDisplay = () => {
      display();
      if (!controller._inputFocused) controller.$input.value = fieldText(controller.getValue() as number, 0.1);
      return controller;
    };
    controller.updateDisplay();
    // Degrees as typed are not snapped to whole ones (a step of 1 is the slider's), so only the range is named.
    // The angle kept is the state's own, in radians: the field's degrees are cut to a tenth, and written back they
    // would turn the shape by up to 0.05°.
    // Text that ends unreadable puts back the angle and the degrees shown before the spell: 180 stays 180 (the
    // same turn as -180, which the field would show for it otherwise).
    let lastSetBefore: number | null = null;
    this.sayWhatBecameOfTyping(controller, `${label} (°)`, -180, () => 180, 0.1, {
      read: () => { lastSetBefore = lastSet; return control.get(this.store.state); },
      restore: (radians) => { lastSet = lastSetBefore; this.apply((s) => control.set(s, radians)); controller.updateDisplay(); },
    });
    this.controllers.push(controller);
  }

  toggle(label: string, control: { get(state: S): boolean; set(state: S, value: boolean): S }): void {
    const target = this.bind(label, control.get, (s, v: boolean) => control.set(s, !!v), () => null);
    this.controllers.push(this.gui.add(target, 'value').name(label));
  }

  choice(label: string, control: { options: Record<string, string>; get(state: S): string; set(state: S, value: string): S }): void {
    const allowed = new Set(Object.values(control.options));
    const target = this.bind(label, control.get, control.set, (v) => (allowed.has(v) ? null : `${label}: unknown choice.`));
    this.controllers.push(this.gui.add(target, 'value', control.options).name(label));
  }

  button(label: string, action: (state: S, derived: D) => S, note?: (state: S, derived: D) => string | null): void {
    this.gui.add({
      run: () => {
        this.letGo();
        const before = this.store.state, said = note?.(before, this.derivedOf(before)) ?? null;
        const moved = this.apply((s) => action(s, this.derivedOf(s)));
        // Each press says afresh what holds for it: nothing clears what an earlier press said.
        this.say(moved ? `${label}: a shape reached past the drawing's edge and was moved back into view.${said ? ` ${said}` : ''}` : said && `${label}: ${said}`);
      },
    }, 'run').name(label);
  }

  folder(title: string): Panel<S, D> {
    return new StorePanel(this.gui.addFolder(title), this.store, this.controllers, this.say, this.derivedOf, this.confine, this.letGo);
  }
}

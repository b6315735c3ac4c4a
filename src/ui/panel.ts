// The figure's lil-gui panel, bound to its store: a controller reads through a getter and writes through
// the figure's setter, so a value changed by dragging shows up in the panel after updateDisplay().

import GUI, { type Controller } from 'lil-gui';
import type { NumberControl, Panel } from './figure';
import type { Store } from './store';

const DEGREES = 180 / Math.PI;

export class StorePanel<S> implements Panel<S> {
  constructor(private readonly gui: GUI, private readonly store: Store<S>, private readonly controllers: Controller[], private readonly onReject: (message: string) => void) {}

  private bind<T>(get: (s: S) => T, set: (s: S, v: T) => S, accept: (v: T) => string | null): Record<string, T> {
    const target = {} as Record<string, T>;
    Object.defineProperty(target, 'value', {
      get: () => get(this.store.state),
      set: (v: T) => {
        const problem = accept(v);
        if (problem) this.onReject(problem);
        else this.store.update((s) => set(s, v));
      },
    });
    return target;
  }

  number(label: string, control: NumberControl<S>): void {
    const target = this.bind(control.get, (s, v: number) => control.set(s, Math.min(control.max, Math.max(control.min, v))),
      (v) => (Number.isFinite(v) ? null : `${label}: "${String(v)}" is not a number; keeping the last value.`));
    this.controllers.push(this.gui.add(target, 'value', control.min, control.max, control.step).name(control.unit ? `${label} (${control.unit})` : label));
  }

  angle(label: string, control: { get(state: S): number; set(state: S, radians: number): S }): void {
    const target = this.bind((s) => round(wrapDegrees(control.get(s) * DEGREES), 1), (s, degrees: number) => control.set(s, degrees / DEGREES),
      (v) => (Number.isFinite(v) ? null : `${label}: "${String(v)}" is not a number; keeping the last value.`));
    this.controllers.push(this.gui.add(target, 'value', -180, 180, 1).name(`${label} (°)`));
  }

  toggle(label: string, control: { get(state: S): boolean; set(state: S, value: boolean): S }): void {
    const target = this.bind(control.get, (s, v: boolean) => control.set(s, !!v), () => null);
    this.controllers.push(this.gui.add(target, 'value').name(label));
  }

  choice(label: string, control: { options: Record<string, string>; get(state: S): string; set(state: S, value: string): S }): void {
    const allowed = new Set(Object.values(control.options));
    const target = this.bind(control.get, control.set, (v) => (allowed.has(v) ? null : `${label}: unknown choice.`));
    this.controllers.push(this.gui.add(target, 'value', control.options).name(label));
  }

  button(label: string, action: (state: S) => S): void {
    this.gui.add({ run: () => this.store.update(action) }, 'run').name(label);
  }

  folder(title: string): Panel<S> {
    return new StorePanel(this.gui.addFolder(title), this.store, this.controllers, this.onReject);
  }
}

const round = (v: number, digits: number) => Number(v.toFixed(digits));
/** Degrees in (-180, 180]. */
const wrapDegrees = (degrees: number) => {
  const d = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return d === -180 ? 180 : d;
};

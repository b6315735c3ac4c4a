// The keyboard on a figure's stage: Tab walks what can be selected (shapes and points, then velocities,
// corners and pick points) and then leaves the figure as usual; arrows move the selection (Shift: a finer
// step), Q and E turn a shape, Escape lets go.

import type { Selectable } from './handles';

/** Keyboard steps, world units and radians; Shift takes the fine step. */
export const MOVE_STEP = 0.1;
export const MOVE_STEP_FINE = 0.01;
export const TURN_STEP = (5 * Math.PI) / 180;
export const TURN_STEP_FINE = Math.PI / 180;

export interface KeyboardTarget {
  selectables(): Selectable[];
  selected(): string | null;
  /** `byKey`: chosen with the keyboard (then it is announced). */
  select(id: string | null, byKey: boolean): void;
}

export function bindKeyboard(stage: HTMLElement, target: KeyboardTarget): void {
  stage.addEventListener('focus', (event) => {
    const selectables = target.selectables();
    // Focus by Tab selects the first shape and says so; by Shift+Tab, from what follows the figure, the last, so the
    // walk back runs through the figure in reverse. Focus by a click on the drawing selects nothing (a press on a
    // shape selects it as its drag starts): a click on empty paper must not leave the arrow keys moving a shape.
    if (target.selected() || selectables.length === 0 || !stage.matches(':focus-visible')) return;
    const from = event.relatedTarget;
    const backwards = from instanceof Node && (stage.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !stage.contains(from);
    target.select(selectables[backwards ? selectables.length - 1 : 0].id, true);
  });
  stage.addEventListener('blur', () => target.select(null, false));
  stage.addEventListener('keydown', (event) => {
    if (event.target !== stage) return;
    const selectables = target.selectables();
    const index = selectables.findIndex((s) => s.id === target.selected());
    const current = selectables[index];
    const fine = event.shiftKey;
    const step = fine ? MOVE_STEP_FINE : MOVE_STEP;
    const turn = fine ? TURN_STEP_FINE : TURN_STEP;
    switch (event.key) {
      case 'Tab': {
        const next = index + (event.shiftKey ? -1 : 1);
        if (next >= 0 && next < selectables.length) {
          event.preventDefault();
          target.select(selectables[next].id, true);
        }
        return;
      }
      case 'Escape': target.select(null, true); return;
      default: break;
    }
    // With nothing selected (after Escape, or a click on empty paper) the arrows scroll the page as usual.
    if (!current) return;
    switch (event.key) {
      case 'ArrowLeft': current.move(-step, 0); break;
      case 'ArrowRight': current.move(step, 0); break;
      case 'ArrowUp': current.move(0, step); break;
      case 'ArrowDown': current.move(0, -step); break;
      case 'q': case 'Q': if (!current.rotate) return; current.rotate(turn); break;
      case 'e': case 'E': if (!current.rotate) return; current.rotate(-turn); break;
      default: return;
    }
    event.preventDefault();
  });
}

// The keyboard on a figure's stage: Tab walks what can be selected (shapes and points, then velocities,
// corners and pick points) and then leaves the figure as usual; arrows move the selection (Shift: a finer
// step), Q and E turn a shape, Escape lets go, and a Tab after it leaves the figure at once.

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

export interface KeyboardBinding {
  /** The drawing was built (its shapes can be selected now): a Tab that reached the stage before it takes effect. */
  drawingReady(): void;
}

export function bindKeyboard(stage: HTMLElement, target: KeyboardTarget): KeyboardBinding {
  // A Tab onto a figure that was out of sight scrolls it into view before its drawing is built, so there is nothing
  // to select yet: which end of the walk to select once there is (null: nothing waits).
  let waiting: 'first' | 'last' | null = null;
  // After Escape the reader has let go of the walk: the next Tab leaves the figure, as Shift+Tab does, instead of
  // starting the walk again (a figure holds up to ten stops).
  let letGo = false;
  const selectEnd = (end: 'first' | 'last') => {
    const selectables = target.selectables();
    if (selectables.length === 0) return false;
    target.select(selectables[end === 'last' ? selectables.length - 1 : 0].id, true);
    return true;
  };
  stage.addEventListener('focus', (event) => {
    // Focus by Tab selects the first shape and says so; by Shift+Tab, from what follows the figure, the last, so the
    // walk back runs through the figure in reverse. Focus by a click on the drawing selects nothing (a press on a
    // shape selects it as its drag starts): a click on empty paper must not leave the arrow keys moving a shape.
    letGo = false;
    if (target.selected() || !stage.matches(':focus-visible')) return;
    const from = event.relatedTarget;
    const backwards = from instanceof Node && (stage.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !stage.contains(from);
    const end = backwards ? 'last' : 'first';
    if (!selectEnd(end)) waiting = end;
  });
  stage.addEventListener('blur', () => {
    waiting = null;
    letGo = false;
    target.select(null, false);
  });
  stage.addEventListener('keydown', (event) => {
    if (event.target !== stage) return;
    // A key pressed before the drawing came is the reader's own choice: nothing is selected for them after it.
    waiting = null;
    const selectables = target.selectables();
    const index = selectables.findIndex((s) => s.id === target.selected());
    const current = selectables[index];
    const fine = event.shiftKey;
    const step = fine ? MOVE_STEP_FINE : MOVE_STEP;
    const turn = fine ? TURN_STEP_FINE : TURN_STEP;
    switch (event.key) {
      case 'Tab': {
        // Let go (Escape) and nothing picked since (a press on a shape selects it): Tab goes on to what follows.
        if (letGo && index < 0) return;
        const next = index + (event.shiftKey ? -1 : 1);
        if (next >= 0 && next < selectables.length) {
          event.preventDefault();
          target.select(selectables[next].id, true);
        }
        return;
      }
      case 'Escape': target.select(null, true); letGo = true; return;
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
  return {
    drawingReady() {
      if (waiting === null || document.activeElement !== stage || target.selected()) return;
      if (selectEnd(waiting)) waiting = null;
    },
  };
}

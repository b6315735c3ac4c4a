// Warming a figure's drawing code before anyone drags it. The first changes of a drag otherwise run the code that
// derives, lays out and draws a frame while the JavaScript engine is still compiling it: on this project's machine
// 8 to 9 ms for a figure's first change against 2 to 5 later, and 7 to 8 frames dropped in the first 230 ms of
// dragging the 27 figures (1 to 4 with this). A figure redraws what it shows a few times in idle moments after it
// is first shown, once per page: what it draws is what is there already (host.ts, FigureHost.warmUp).

/** Redraws per figure and page. */
export const WARM_UP_DRAWS = 12;
/** A redraw starts only with this much of an idle moment left, ms (one took 1 to 12 here, the first the longest). */
const ROOM_MS = 12;

/** Redraws made and still to make, by figure: a figure that unmounts half way goes on at its next mount. */
const progress = new Map<string, { made: number; left: number }>();

/** Whether a redraw may run now: yes; not yet (a frame is pending, the page is hidden); or no more (see warmUp). */
export type WarmUpMoment = 'now' | 'later' | 'never';

/**
 * Runs `redraw` WARM_UP_DRAWS times in all for `figure`, in idle moments, as many in each as it has room for.
 * `moment` is asked before each; `gone` says the drawing it warms is gone (unmounted: the rest waits for the next
 * mount). `redraw` returns false when the figure cannot draw (no more are made); `done` hears how many were made.
 */
export function warmUp(figure: string, moment: () => WarmUpMoment, gone: () => boolean, redraw: () => boolean, done: (made: number) => void): void {
  // Without idle moments to use (Safari), none is made: a timer cannot tell a quiet page from one being scrolled.
  if (typeof requestIdleCallback !== 'function') return;
  const step = (room: () => number) => {
    const p = progress.get(figure) ?? { made: 0, left: WARM_UP_DRAWS };
    progress.set(figure, p);
    if (p.left <= 0 || gone()) return;
    let now = moment();
    while (p.left > 0 && now === 'now' && room() > ROOM_MS) {
      if (redraw()) {
        p.made++;
        p.left--;
      } else {
        p.left = 0;
      }
      if (p.left > 0) now = moment();
    }
    if (now === 'never') p.left = 0;
    done(p.made);
    if (p.left > 0) whenIdle(step);
  };
  whenIdle(step);
}

/** Runs `then` in the page's next idle moment, with the time left in it. */
function whenIdle(then: (room: () => number) => void): void {
  requestIdleCallback((deadline) => then(() => deadline.timeRemaining()));
}

// Figures that step through an algorithm's iterations: a slider counted from 1, Previous / Next, and Play,
// which advances one iteration every so often (and jumps to the last under reduced motion).

import type { FigureDefinition, Panel } from '../../ui/figure';

export interface SteppedState {
  /** The iteration shown, from 0. */
  readonly step: number;
  readonly playing: boolean;
  /** Seconds since the last automatic step. */
  readonly elapsed: number;
}

const clampStep = (step: number, count: number) => Math.min(count - 1, Math.max(0, Math.round(step)));

export interface Stepping<S extends SteppedState> {
  /** The step shown for a state whose run has `count` iterations. */
  clamp(step: number, count: number): number;
  controls(panel: Panel<S>, label: string, max: number): void;
  animating(state: S): boolean;
  advance: NonNullable<FigureDefinition<S, unknown>['advance']>;
  paused(state: S): S;
}

/** Stepping through `count(state)` iterations, one every `secondsPerStep` while playing. */
export function stepping<S extends SteppedState>(count: (state: S) => number, secondsPerStep: number): Stepping<S> {
  const at = (s: S, step: number, playing = false): S => ({ ...s, step: clampStep(step, count(s)), playing });
  return {
    clamp: clampStep,
    controls(panel, label, max) {
      panel.number(label, { min: 1, max, step: 1, maxOf: count, get: (s) => clampStep(s.step, count(s)) + 1, set: (s, v) => at(s, v - 1) });
      // From the step shown (a link may hold a step past the last, which the figure shows as the last).
      panel.button('Previous', (s) => at(s, clampStep(s.step, count(s)) - 1));
      panel.button('Next', (s) => at(s, clampStep(s.step, count(s)) + 1));
      panel.button('Play / pause', (s) => ({ ...s, playing: !s.playing, elapsed: 0, step: !s.playing && s.step >= count(s) - 1 ? 0 : s.step }));
    },
    animating: (s) => s.playing,
    paused: (s) => ({ ...s, playing: false }),
    advance(s, seconds, { reducedMotion }) {
      const last = count(s) - 1;
      if (reducedMotion) return { ...s, step: last, playing: false };
      const elapsed = s.elapsed + seconds;
      if (elapsed < secondsPerStep) return { ...s, elapsed };
      const step = clampStep(s.step + 1, last + 1);
      return { ...s, step, elapsed: 0, playing: step < last };
    },
  };
}

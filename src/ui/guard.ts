// A handle's change as the store applies it: the figure's setter, then every confiner (twice: bringing one
// body back may move another drawn from the same state). A setter or confiner that meets a shape the core
// rejects throws; the change is then refused whole, the state stays as it was, and `refused` hears why.
// (Thrown from a pointer handler instead, it would be a page error with nothing said on the page.)

/** `state` after every confiner, twice over (bringing one body back may move another drawn from the same state). */
export function confined<S>(state: S, confiners: readonly ((state: S) => S)[]): S {
  let next = state;
  for (let pass = 0; pass < 2; pass++) for (const confine of confiners) next = confine(next);
  return next;
}

export function guardedChange<S>(
  change: (state: S) => S, confiners: readonly ((state: S) => S)[], refused: (error: unknown) => void,
): (state: S) => S {
  return (state) => {
    try {
      const next = change(state);
      return next === state ? state : confined(next, confiners);
    } catch (error) {
      refused(error);
      return state;
    }
  };
}

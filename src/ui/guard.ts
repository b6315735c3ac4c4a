// A handle's change as the store applies it: the figure's setter, then every confiner (twice: bringing one
// body back may move another drawn from the same state). A setter or confiner that meets a shape the core
// rejects throws; the change is then refused whole, the state stays as it was, and `refused` hears why.
// (Thrown from a pointer handler instead, it would be a page error with nothing said on the page.)

export function guardedChange<S>(
  change: (state: S) => S, confiners: readonly ((state: S) => S)[], refused: (error: unknown) => void,
): (state: S) => S {
  return (state) => {
    try {
      let next = change(state);
      if (next === state) return state;
      for (let pass = 0; pass < 2; pass++) for (const confine of confiners) next = confine(next);
      return next;
    } catch (error) {
      refused(error);
      return state;
    }
  };
}

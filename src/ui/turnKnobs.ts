// Where the turning knobs of one view's bodies go: each on a stalk from its body's centre, along the body's +y
// where it can, else along −y, −x or +x, so that no knob leaves the view, sits on a fixed label, on another
// body's knob or on the view's other knobs. Pure: the places in pixels in, the chosen places out (bodyHandle.ts draws them).

/**
 * A place a knob may take: in the view's pixels, with the stalk's turn from the body's +y (0, π, π/2, −π/2) and
 * its length to the knob (shorter than the body's stalk where the knob is pinned to the view's edge).
 */
export interface KnobSpot {
  readonly x: number;
  readonly y: number;
  readonly turn: number;
  readonly reach: number;
}

/** One body's knob: how long its stalk is (in pixels) and its places in order of preference (+y first). */
export interface KnobRequest {
  readonly length: number;
  readonly spots: readonly KnobSpot[];
  /** A spot moved in along its stalk to the view's edge: where a knob goes when no spot is in view (a body larger than its view). */
  readonly pinned?: (spot: KnobSpot) => KnobSpot;
}

/** The stalk's turns from the body's +y, in the order a knob tries them. */
export const STALK_TURNS: readonly number[] = [0, Math.PI, Math.PI / 2, -Math.PI / 2];

/**
 * The spot each knob takes (null for a body without one). Knobs are placed one by one, the longer stalk first
 * (of two as long, the body added first), each at its first spot inside the view (`fits`), off the fixed labels
 * (`onLabel`) and at least `clearance` from every knob placed before it and from the view's other knobs
 * (`others`: points, corners, velocity tips, whose presses it must not take). Failing that, the first spot inside
 * the view clear of all of them (a label is only covered); failing that, the first clear of the turning knobs
 * placed before; failing that, the first inside the view; and where none is, its +y pinned to the view's edge
 * (`pinned`; else left where it is).
 */
export function placeTurnKnobs(
  requests: readonly (KnobRequest | null)[],
  fits: (spot: KnobSpot) => boolean,
  onLabel: (spot: KnobSpot) => boolean,
  clearance: number,
  others: readonly { readonly x: number; readonly y: number }[] = [],
): (KnobSpot | null)[] {
  const order = requests.map((_, i) => i).filter((i) => requests[i] !== null)
    .sort((i, j) => requests[j]!.length - requests[i]!.length || i - j);
  const placed: KnobSpot[] = [];
  const out: (KnobSpot | null)[] = requests.map(() => null);
  const away = (spot: KnobSpot, from: readonly { readonly x: number; readonly y: number }[]) =>
    from.every((p) => Math.hypot(p.x - spot.x, p.y - spot.y) >= clearance);
  const clearOfTurning = (spot: KnobSpot) => away(spot, placed);
  const clear = (spot: KnobSpot) => clearOfTurning(spot) && away(spot, others);
  for (const i of order) {
    const { spots, pinned } = requests[i]!;
    const spot = spots.find((s) => fits(s) && !onLabel(s) && clear(s))
      ?? spots.find((s) => fits(s) && clear(s))
      ?? spots.find((s) => fits(s) && clearOfTurning(s))
      ?? spots.find(fits)
      ?? (pinned ? pinned(spots[0]) : spots[0]);
    out[i] = spot;
    placed.push(spot);
  }
  return out;
}

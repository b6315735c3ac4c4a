// What every conservative-advancement cast must satisfy, checked against sampling (shared by the tests of
// angularCast and shapeAngularCast).

import { expect } from 'vitest';
import type { AngularCastOutput } from '../angularCast';
import { firstContactBySampling } from './oracles';

/**
 * Checks a cast against its swept pair, given the pair's signed distance at a time and the scene's size: its
 * iterates are finite, safe (at non-negative distance, to rounding) and increasing in t; a hit lies within the
 * tolerance and never past the first contact sampling finds; a miss is one sampling confirms; a cast that gave
 * up stopped at a time that is still safe.
 */
export function expectConservativeCast(r: AngularCastOutput, gapAt: (t: number) => number, size: number, samples = 200): void {
  const contact = firstContactBySampling(gapAt, samples);
  for (let k = 0; k < r.iterations.length; k++) {
    const it = r.iterations[k];
    expect(Number.isFinite(it.t) && Number.isFinite(it.distance)).toBe(true);
    expect(it.distance).toBeGreaterThanOrEqual(-1e-9 * size);
    if (k > 0) expect(it.t).toBeGreaterThan(r.iterations[k - 1].t);
  }
  if (r.state === 'hit') {
    expect(r.t).toBeLessThanOrEqual(contact + 1e-9);
    expect(gapAt(r.t)).toBeLessThanOrEqual(r.tolerance * (1 + 1e-9) + 1e-12 * size);
  } else if (r.state === 'miss') {
    // A proven miss: sampling must not see any penetration.
    expect(contact).toBe(Infinity);
  } else {
    expect(r.t).toBeLessThanOrEqual(contact + 1e-9);
  }
}

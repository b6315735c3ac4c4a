import { describe, expect, it } from 'vitest';
import { shownDegrees, wrapDegrees } from './panel';

describe('angle sliders', () => {
  it('wrap degrees into [-180, 180): the left end reads -180', () => {
    expect(wrapDegrees(-180)).toBe(-180);
    expect(wrapDegrees(180)).toBe(-180);
    expect(wrapDegrees(190)).toBe(-170);
    expect(wrapDegrees(-190)).toBe(170);
    expect(wrapDegrees(45)).toBe(45);
  });

  it('show the value the reader set while the stored angle means it: no jump at either end', () => {
    // A figure that stores angles in (-pi, pi] keeps -180° as +pi.
    expect(shownDegrees(Math.PI, -180)).toBe(-180);
    expect(shownDegrees(-Math.PI, 180)).toBe(180);
    expect(shownDegrees(Math.PI, null)).toBe(-180);
    // Once the angle changes (a drag of the knob), the slider shows the new angle.
    expect(shownDegrees(Math.PI / 2, -180)).toBe(90);
    expect(shownDegrees(-Math.PI / 4, null)).toBe(-45);
  });
});

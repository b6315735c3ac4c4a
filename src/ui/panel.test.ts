import { describe, expect, it } from 'vitest';
import { fieldText, stepDecimals } from './format';
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

describe('number fields', () => {
  it('count the decimals of a step', () => {
    expect(stepDecimals(1)).toBe(0);
    expect(stepDecimals(3)).toBe(0);
    expect(stepDecimals(0.5)).toBe(1);
    expect(stepDecimals(0.05)).toBe(2);
    expect(stepDecimals(0.005)).toBe(3);
    expect(stepDecimals(1e-4)).toBe(4);
    expect(stepDecimals(0)).toBe(0);
    expect(stepDecimals(Number.NaN)).toBe(0);
  });

  it('show a dragged value as the readouts do, and a value on a mark as the mark', () => {
    expect(fieldText(3.168181818, 0.05)).toBe('3.168');
    expect(fieldText(-0.1931818, 0.05)).toBe('-0.193');
    expect(fieldText(1.25, 0.05)).toBe('1.25');
    expect(fieldText(0.1 + 0.2, 0.05)).toBe('0.3');
    expect(fieldText(7, 1)).toBe('7');
    expect(fieldText(1.23456, 1e-4)).toBe('1.2346');
    expect(fieldText(-0.0001, 0.05)).toBe('0');
    expect(fieldText(-0, 1)).toBe('0');
    expect(fieldText(1e6 + 0.12345, 0.1)).toBe('1000000.123');
  });
});

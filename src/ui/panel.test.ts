import { describe, expect, it } from 'vitest';
import { fieldText, stepDecimals } from './format';
import { shownDegrees, typedProblem, wrapDegrees } from './panel';

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

describe('what a typed number became', () => {
  const problem = (text: string, value: number) => typedProblem('r', text, value, 0.5, 3, 0.05);
  it('says nothing for a number within the range, however it is spaced or snapped', () => {
    expect(problem('1.5', 1.5)).toBeNull();
    expect(problem('  2 ', 2)).toBeNull();
    expect(problem('1.23456', 1.25)).toBeNull();
    expect(problem('3.', 3)).toBeNull();
    expect(problem('.5', 0.5)).toBeNull();
  });
  it('says when the text is not a number, and which value stays', () => {
    expect(problem('abc', 1.2)).toBe('r: “abc” is not a number; keeping 1.2.');
    expect(problem('', 1.2)).toBe('r: no number was read (the field is empty or holds what it cannot take as a number); keeping 1.2.');
    expect(problem('  ', 1.2)).toBe('r: no number was read (the field is empty or holds what it cannot take as a number); keeping 1.2.');
    expect(problem('NaN', 1.2)).toBe('r: “NaN” is not a number; keeping 1.2.');
    expect(problem('x'.repeat(500), 1.2)).toBe(`r: “${'x'.repeat(40)}…” is not a number; keeping 1.2.`);
  });
  it('says when the text was read as another number than written', () => {
    expect(problem('1,5', 1)).toBe('r: “1,5” was read as 1 (write a plain number such as 1.5); now 1.');
    expect(problem('0x10', 0.5)).toBe('r: “0x10” was read as 0, outside 0.5 to 3 (write a plain number such as 1.5); now 0.5.');
    expect(problem('9,5', 3)).toBe('r: “9,5” was read as 9, outside 0.5 to 3 (write a plain number such as 1.5); now 3.');
  });
  it('says when a whole-number field rounded a fraction, and to what', () => {
    expect(typedProblem('shapes', '120.5', 121, 2, 500, 1)).toBe('shapes: 120.5 is not a whole number; set to 121.');
    expect(typedProblem('shapes', '120', 120, 2, 500, 1)).toBeNull();
    expect(typedProblem('shapes', '1e2', 100, 2, 500, 1)).toBeNull();
  });

  it('says when the number lay outside the range, and where it was set', () => {
    expect(problem('99999', 3)).toBe('r: 99999 is outside 0.5 to 3; set to 3.');
    expect(problem('1e309', 3)).toBe('r: 1e309 is outside 0.5 to 3; set to 3.');
    expect(problem('-Infinity', 0.5)).toBe('r: -Infinity is outside 0.5 to 3; set to 0.5.');
    expect(problem('-0', 0.5)).toBe('r: -0 is outside 0.5 to 3; set to 0.5.');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatVector, roundNumbersIn } from './format';
import { describeReadout, formatReadout } from './readouts';

describe('readout numbers', () => {
  it('show fixed decimals, and minus zero (or what rounds to it) as 0', () => {
    expect(formatNumber(1.23456, 3)).toBe('1.235');
    expect(formatNumber(-0, 3)).toBe('0.000');
    expect(formatNumber(-0.0004, 3)).toBe('0.000');
    expect(formatNumber(-0.0006, 3)).toBe('-0.001');
    expect(formatNumber(12345.5, 0)).toBe('12346');
    expect(formatNumber(NaN)).toBeNull();
    expect(formatNumber(-Infinity)).toBeNull();
    // Decimals outside what a formatter takes: rounded, held to 0–20, and the default of 3 for no number at all.
    expect(formatNumber(1.23456, 2.6)).toBe('1.235');
    expect(formatNumber(1.5, -4)).toBe('2');
    expect(formatNumber(1, 99)).toBe('1.00000000000000000000');
    expect(formatNumber(1.23456, Number.NaN)).toBe('1.235');
  });

  it('read as Intl.NumberFormat writes them (en, fixed decimals, sign only where the rounded value is negative), without making one', () => {
    const intl = (digits: number) => new Intl.NumberFormat('en', {
      minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false,
      signDisplay: 'negative' as Intl.NumberFormatOptions['signDisplay'],
    });
    const check = (value: number, digits: number) => expect(formatNumber(value, digits), `${value} to ${digits}`).toBe(intl(digits).format(value));
    // Ties as written (1.005 is stored a hair below it, and still reads 1.01), carries through every digit, and
    // numbers written with an exponent by String (below 1e-6, from 1e21).
    for (const [value, digits] of [[1.005, 2], [-1.005, 2], [0.125, 2], [2.675, 2], [-0.0005, 3], [0.0005, 3], [9.9995, 3], [-999.9996, 3],
      [99.5, 0], [0.5, 0], [-0.5, 0], [1e-7, 3], [5e-7, 6], [-4.9e-7, 6], [1.5e-10, 10], [1e21, 2], [-1.2345e22, 1], [Number.MAX_VALUE, 0],
      [Number.MIN_VALUE, 20], [123456789 + 0.123456789, 5], [0.1 + 0.2, 17]] as const) check(value, digits);
    const decimals = fc.integer({ min: 0, max: 20 });
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), decimals, (value, digits) => { check(value, digits); }), { numRuns: 3000 });
    // Numbers of a few decimals, as the figures' values mostly are, where ties are common.
    fc.assert(fc.property(fc.integer({ min: -2e6, max: 2e6 }), fc.integer({ min: 0, max: 6 }), decimals, (n, scale, digits) => { check(n / 10 ** scale, digits); }), { numRuns: 3000 });
  });

  it('format vectors component by component, and have no text for a broken one', () => {
    expect(formatVector({ x: -0.0001, y: 2 }, 2)).toBe('(0.00, 2.00)');
    expect(formatVector({ x: NaN, y: 2 })).toBeNull();
  });

  it('never show NaN or Infinity: a dash, flagged', () => {
    for (const value of [NaN, Infinity, { x: 1, y: NaN }, '(NaN, NaN)', 'Infinity u']) {
      const shown = describeReadout({ name: 'n', label: 'N', value, unit: 'u' });
      expect(shown.text).toBe('—');
      expect(shown.valid).toBe(false);
    }
  });

  it('add units to numbers and vectors, and say yes or no for booleans', () => {
    expect(formatReadout({ name: 'd', label: 'D', value: 0.5, unit: 'u', digits: 2 })).toBe('0.50 u');
    expect(formatReadout({ name: 'v', label: 'V', value: { x: 1, y: -2 }, digits: 1 })).toBe('(1.0, -2.0)');
    expect(formatReadout({ name: 'b', label: 'B', value: true })).toBe('yes');
    expect(formatReadout({ name: 'a', label: 'A', value: 30, unit: '°', digits: 1 })).toBe('30.0°');
    expect(formatReadout({ name: 'n', label: 'N', value: null })).toBe('—');
    expect(describeReadout({ name: 'v', label: 'V', value: { x: 1, y: -2 } }).raw).toBe('1,-2');
  });

  it('cut the long decimals of a note to four significant digits', () => {
    expect(roundNumbersIn('is outside 0.008333333333333333 to 0.5')).toBe('is outside 0.008333 to 0.5');
    expect(roundNumbersIn('between -3.141592653589793 and 3.14')).toBe('between -3.142 and 3.14');
  });
});

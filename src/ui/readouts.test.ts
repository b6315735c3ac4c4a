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

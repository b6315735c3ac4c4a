import { describe, expect, it } from 'vitest';
import type { Field } from './figure';
import { linkedStateOf, readLinkedState } from './url';

const fields: Field[] = [
  { kind: 'number', path: 'a.x', min: -10, max: 10 },
  { kind: 'number', path: 'count', min: 3, max: 12, integer: true },
  { kind: 'boolean', path: 'show' },
  { kind: 'choice', path: 'mode', options: ['max', 'average'] },
];
const defaults = { a: { x: 1, y: 2 }, count: 4, show: true, mode: 'max' };

describe('linked state', () => {
  it('round-trips the declared fields', () => {
    const state = { a: { x: -3.25, y: 2 }, count: 7, show: false, mode: 'average' };
    expect(readLinkedState(linkedStateOf(state, fields), fields, defaults)).toEqual({ state, notes: [] });
  });

  it('keeps defaults for out-of-range, wrong-type and non-integer values, with a note for each', () => {
    const raw = JSON.stringify({ a: { x: 1e99 }, count: 4.5, show: 'yes', mode: '<script>' });
    const { state, notes } = readLinkedState(raw, fields, defaults);
    expect(state).toEqual(defaults);
    expect(notes).toHaveLength(4);
    expect(notes[0]).toContain('a.x');
  });

  it('survives malformed JSON and non-objects', () => {
    expect(readLinkedState('{oops', fields, defaults).state).toEqual(defaults);
    expect(readLinkedState('[1,2]', fields, defaults).notes).toHaveLength(1);
    expect(readLinkedState('null', fields, defaults).notes).toHaveLength(1);
  });

  it('ignores keys it does not know, including __proto__', () => {
    const { state } = readLinkedState('{"__proto__": {"polluted": 1}, "zzz": 3}', fields, defaults);
    expect(state).toEqual(defaults);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

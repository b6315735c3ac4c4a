import { describe, expect, it } from 'vitest';
import type { Field } from './figure';
import { linkedState } from './link';
import { readLinkedState } from './linkRead';

const fields: Field[] = [
  { kind: 'number', path: 'b.x', min: -20, max: 20 },
  { kind: 'number', path: 'b.angle', min: -Math.PI, max: Math.PI },
  { kind: 'boolean', path: 'follow' },
];

describe('links', () => {
  it('carry every declared number exactly, so a reopened link computes the same verdict', () => {
    const state = { b: { x: 0.1 + 0.2, angle: Math.PI / 3, y: 7 }, follow: true, other: 'not linked' };
    const text = linkedState(state, fields);
    expect(JSON.parse(text)).toEqual({ b: { x: 0.1 + 0.2, angle: Math.PI / 3 }, follow: true });
    const read = readLinkedState(text, fields, { b: { x: 0, angle: 0, y: 7 }, follow: false, other: 'default' });
    expect(read.notes).toEqual([]);
    expect(read.state.b.x).toBe(0.30000000000000004);
    expect(read.state.b.angle).toBe(Math.PI / 3);
  });
});

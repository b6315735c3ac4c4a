import { describe, expect, it } from 'vitest';
import type { Field } from './figure';
import { constrainConvexVertex, moveVertexKeepingSimple, outlineClearance } from '../geometry/polygonEdit';
import { flattestTurn, readLinkedState } from './linkRead';
import { anchorOf, linkedStateOf, missingFigureMessage } from './url';

const fields: Field[] = [
  { kind: 'number', path: 'a.x', min: -10, max: 10 },
  { kind: 'number', path: 'count', min: 3, max: 12, integer: true },
  { kind: 'boolean', path: 'show' },
  { kind: 'choice', path: 'mode', options: ['max', 'average'] },
];
const defaults = { a: { x: 1, y: 2 }, count: 4, show: true, mode: 'max' };

describe('linked state', () => {
  it('tells a state read from a link from the defaults taken for want of one', () => {
    expect(readLinkedState(null, fields, defaults).linked).toBe(false);
    expect(readLinkedState('{not json', fields, defaults).linked).toBe(false);
    expect(readLinkedState('[1]', fields, defaults).linked).toBe(false);
    expect(readLinkedState('{"count": 5}', fields, defaults).linked).toBe(true);
  });

  it('round-trips the declared fields', () => {
    const state = { a: { x: -3.25, y: 2 }, count: 7, show: false, mode: 'average' };
    expect(readLinkedState(linkedStateOf(state, fields), fields, defaults)).toEqual({ state, notes: [], linked: true });
  });

  it('keeps defaults for out-of-range, wrong-type and non-integer values, with a note for each', () => {
    const raw = JSON.stringify({ a: { x: 1e99 }, count: 4.5, show: 'yes', mode: '<script>' });
    const { state, notes } = readLinkedState(raw, fields, defaults);
    expect(state).toEqual(defaults);
    expect(notes).toHaveLength(4);
    expect(notes[0]).toContain('a.x');
  });

  it('names a number too large to hold as JSON reads it (Infinity), never as the null JSON would write it back', () => {
    const { state, notes } = readLinkedState('{"a": {"x": 1e999}, "count": -1e999}', fields, defaults);
    expect(state).toEqual(defaults);
    expect(notes[0]).toContain('Infinity');
    expect(notes[1]).toContain('-Infinity');
    expect(notes.join(' ')).not.toContain('null');
  });

  it('survives malformed JSON and non-objects', () => {
    expect(readLinkedState('{oops', fields, defaults).state).toEqual(defaults);
    expect(readLinkedState('[1,2]', fields, defaults).notes).toHaveLength(1);
    expect(readLinkedState('null', fields, defaults).notes).toHaveLength(1);
  });

  it('ignores keys it does not know, including __proto__, with one note naming them', () => {
    const { state, notes } = readLinkedState('{"__proto__": {"polluted": 1}, "zzz": 3, "a": {"x": 2, "constructor": {}}}', fields, defaults);
    expect(state).toEqual({ ...defaults, a: { x: 2, y: 2 } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/"__proto__", "zzz", "a.constructor"/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('link validation gaps', () => {
  const pose: Field[] = [
    { kind: 'number', path: 'a.x', min: -20, max: 20 },
    { kind: 'number', path: 'a.angle', min: -Math.PI, max: Math.PI },
  ];
  const start = { a: { x: 1, angle: 0.5 } };

  it.each(['5', '[1, 2]', 'null', '"a"', 'true'])('a parent of the wrong type ({"a": %s}) gives one note and the defaults', (parent) => {
    const { state, notes } = readLinkedState(`{"a": ${parent}}`, pose, start);
    expect(state).toEqual(start);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/for a is not a set of values/);
  });

  it('prints limits rounded', () => {
    const { notes } = readLinkedState('{"a": {"angle": 4}}', pose, start);
    expect(notes[0]).toContain('-3.142 to 3.142');
  });

  it('clamps a value past a range that follows the state, with a note', () => {
    const fields: Field[] = [
      { kind: 'number', path: 'pairs', min: 3, max: 24, integer: true },
      { kind: 'number', path: 'step', min: 0, max: 24, integer: true, maxOf: (s) => (s as { pairs: number }).pairs },
    ];
    const read = readLinkedState('{"pairs": 6, "step": 20}', fields, { pairs: 8, step: 0 });
    expect(read.state).toEqual({ pairs: 6, step: 6 });
    expect(read.notes).toHaveLength(1);
    expect(read.notes[0]).toMatch(/step.*past 6/);
    expect(readLinkedState('{"pairs": 6, "step": 6}', fields, { pairs: 8, step: 0 })).toEqual({ state: { pairs: 6, step: 6 }, notes: [], linked: true });
  });

  describe('polygons', () => {
    const margin = 0.02;
    const fields: Field[] = [{ kind: 'polygon', path: 'v', minCount: 3, maxCount: 12, maxRadius: 3, margin }];
    const square = [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 1, y: 1 }, { x: -1, y: 1 }];
    const read = (v: unknown) => readLinkedState(JSON.stringify({ v }), fields, { v: square });

    it('accepts a convex counter-clockwise outline', () => {
      const v = [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 1 }];
      expect(read(v)).toEqual({ state: { v }, notes: [], linked: true });
    });

    it.each([
      ['a 1e-9 triangle', [{ x: 0, y: 0 }, { x: 1e-9, y: 0 }, { x: 0, y: 1e-9 }]],
      ['a 1e-7 sliver', [{ x: -1, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1e-7 }]],
      ['a corner 0.005 from straight', [{ x: -1, y: 0 }, { x: 0, y: -0.005 }, { x: 1, y: 0 }, { x: 0, y: 1 }]],
      // Clockwise, with the same x at every index as its reversal: both coordinates are compared.
      ['a clockwise triangle', [{ x: 0, y: 1 }, { x: 1, y: 5 }, { x: 0, y: 0 }]],
    ])('rejects %s with a note', (_, v) => {
      const { state, notes } = read(v);
      expect(state).toEqual({ v: square });
      expect(notes).toHaveLength(1);
      expect(notes[0]).toContain('for v ');
    });

    it('accepts what a vertex drag makes, after the link rounds it', () => {
      // Drag each corner of the square in turn as far towards its neighbours' line as the drag allows.
      let v = square.map((p) => ({ ...p }));
      for (let i = 0; i < v.length; i++) {
        const target = { x: (v[(i + 3) % 4].x + v[(i + 1) % 4].x) / 2, y: (v[(i + 3) % 4].y + v[(i + 1) % 4].y) / 2 };
        const moved = constrainConvexVertex(v, i, target, margin);
        v = v.map((p, k) => (k === i ? moved : p));
      }
      expect(flattestTurn(v)).toBeLessThan(0.05);
      const { state, notes } = readLinkedState(linkedStateOf({ v }, fields), fields, { v: square });
      expect(notes).toEqual([]);
      expect((state.v as typeof v).length).toBe(4);
    });
  });
});

describe('simple outlines (concave allowed)', () => {
  const margin = 0.05;
  const fields: Field[] = [{ kind: 'outline', path: 'v', minCount: 3, maxCount: 12, maxRadius: 2, margin }];
  const L = [{ x: -0.8, y: -0.6 }, { x: 1.2, y: -0.6 }, { x: 1.2, y: 0 }, { x: -0.2, y: 0 }, { x: -0.2, y: 1 }, { x: -0.8, y: 1 }];
  const read = (v: unknown) => readLinkedState(JSON.stringify({ v }), fields, { v: L });

  it('accepts a concave counter-clockwise outline (a dart)', () => {
    const v = [{ x: -1, y: -1 }, { x: 0, y: -0.2 }, { x: 1, y: -1 }, { x: 0, y: 1.2 }];
    expect(read(v)).toEqual({ state: { v }, notes: [], linked: true });
  });

  it.each([
    ['a bow tie (edges crossing)', [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 1, y: 0 }, { x: 0, y: 1 }], /not a simple outline/],
    ['a clockwise dart', [{ x: 0, y: 1.2 }, { x: 1, y: -1 }, { x: 0, y: -0.2 }, { x: -1, y: -1 }], /counter-clockwise/],
    ['a vertex 0.01 from an edge', [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 1, y: 1 }, { x: 0, y: -0.99 }, { x: -1, y: 1 }], /closer than 0.05/],
    ['all on one line', [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }], /not a simple outline/],
    ['a repeated point', [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }], /not a simple outline/],
    ['two points', [{ x: 0, y: 0 }, { x: 1, y: 0 }], /list of 3 to 12 points/],
    ['a point out of range', [{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 0, y: 1 }], /within 2 of the centre/],
    ['a point that is not finite', [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: null }], /not \{x, y\}/],
  ])('rejects %s with a note and keeps the default', (_, v, note) => {
    const { state, notes } = read(v);
    expect(state).toEqual({ v: L });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(note);
  });

  it('accepts what a vertex drag makes, after the link rounds it', () => {
    // The reflex corner of the L dragged down onto the bottom edge: it stops a margin above it.
    const p = moveVertexKeepingSimple(L, 3, { x: -0.2, y: -2 }, margin);
    const v = L.map((q, i) => (i === 3 ? p : q));
    expect(outlineClearance(v)).toBeLessThan(margin + 1e-6);
    const { state, notes } = readLinkedState(linkedStateOf({ v }, fields), fields, { v: L });
    expect(notes).toEqual([]);
    expect(state.v).toEqual(v.map((q) => ({ x: Number(q.x.toFixed(4)), y: Number(q.y.toFixed(4)) })));
  });
});

describe('the address', () => {
  it.each([['#%', null], ['#%E0%A4%A', null], ['', null], ['#', null], ['#sat', 'sat'], ['#caf%C3%A9', 'café']])('anchor %s is %s', (hash, id) => {
    expect(anchorOf(hash)).toBe(id);
  });

  const known = ['minkowski-obb', 'sat-point'];
  it('names a figure that exists without a message', () => {
    expect(missingFigureMessage('sat-point', known)).toBeNull();
  });

  it('says an empty ?figure= names none', () => {
    const message = missingFigureMessage('', known)!;
    expect(message).toMatch(/names none/);
    expect(message).not.toContain('“”');
    expect(message).toContain('minkowski-obb, sat-point');
  });

  it('cuts a long unknown name short', () => {
    const message = missingFigureMessage('x'.repeat(5000), known)!;
    expect(message.length).toBeLessThan(120);
    expect(message).toContain('…');
  });
});

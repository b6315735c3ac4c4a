import { describe, expect, it } from 'vitest';
import { GeometryError } from '../geometry/errors';
import { guardedChange } from './guard';
import { Store } from './store';

describe('guardedChange', () => {
  it('applies the setter, then the confiners', () => {
    const store = new Store(() => ({ x: 0 }));
    store.update(guardedChange((s) => ({ x: s.x + 5 }), [(s) => ({ x: Math.min(s.x, 3) })], () => undefined));
    expect(store.state).toEqual({ x: 3 });
  });

  it('keeps the state, notifies no one and reports the reason when a confiner meets a shape the core rejects', () => {
    const store = new Store(() => ({ x: 0 }));
    const before = store.state;
    let notified = 0, reason: unknown = null;
    store.subscribe(() => { notified++; });
    const reject = (_: { x: number }): { x: number } => { throw new GeometryError('not-convex', 'The polygon is not convex at vertex 2.'); };
    expect(() => store.update(guardedChange((s: { x: number }) => ({ x: s.x + 1 }), [reject], (e) => { reason = e; }))).not.toThrow();
    expect(store.state).toBe(before);
    expect(notified).toBe(0);
    expect(reason).toBeInstanceOf(GeometryError);
  });

  it('refuses a setter that throws, too', () => {
    const store = new Store(() => ({ x: 0 }));
    const reasons: unknown[] = [];
    store.update(guardedChange((_: { x: number }): { x: number } => { throw new RangeError('bad'); }, [], (e) => reasons.push(e)));
    expect(store.state).toEqual({ x: 0 });
    expect(reasons).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { ContextBudget, type Mountable } from './budget';

function fakeFigure(distance: number) {
  const figure = { mounted: false, distance, mount() { this.mounted = true; }, unmount() { this.mounted = false; }, distanceToViewport() { return this.distance; } };
  return figure as Mountable & typeof figure;
}

describe('ContextBudget', () => {
  it('never keeps more than its cap alive: figures past it wait', () => {
    const budget = new ContextBudget(3);
    const all = [5, 1, 4, 2, 3].map(fakeFigure);
    all.forEach((f) => budget.want(f));
    expect(all.filter((f) => f.mounted).map((f) => f.distance)).toEqual([5, 1, 4]);
    expect(budget.stats.live).toBe(3);
    expect(budget.stats.maxLive).toBe(3);
  });

  it('gives a freed context to the nearest waiting figure', () => {
    const budget = new ContextBudget(2);
    const [a, b, c, d] = [1, 2, 4, 3].map(fakeFigure);
    [a, b, c, d].forEach((f) => budget.want(f));
    budget.release(a);
    expect(a.mounted).toBe(false);
    expect(d.mounted).toBe(true);
    expect(c.mounted).toBe(false);
    expect(budget.stats).toMatchObject({ live: 2, mounts: 3, unmounts: 1 });
  });

  it('releasing a figure that only waited unmounts nothing', () => {
    const budget = new ContextBudget(1);
    const [a, b] = [1, 2].map(fakeFigure);
    budget.want(a);
    budget.want(b);
    budget.release(b);
    expect(budget.stats.unmounts).toBe(0);
    expect(a.mounted).toBe(true);
  });
});

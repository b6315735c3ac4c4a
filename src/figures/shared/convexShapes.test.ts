import { describe, expect, it } from 'vitest';
import { differenceOutline } from '../../geometry';
import { layoutViews } from '../../ui/view';
import { DIFFERENCE_SPAN, SHAPE_KINDS, SHAPE_SIZE, placedShapeOf } from './convexShapes';

describe('shapes beside a view of B − A (gjk, epa)', () => {
  // The smallest view of B − A a reader gets: two views stacked on a 320 px phone.
  const spec = { id: 'md', center: { x: 0, y: 0 }, span: DIFFERENCE_SPAN };
  const phone = layoutViews([spec, spec], 320, 440).views[1];
  const inner = phone.inner();
  const room = { x: inner.max.x - inner.min.x, y: inner.max.y - inner.min.y };

  it('is the smallest layout this test assumes: every page width from 320 px up leaves the view of B − A more room', () => {
    const roomAt = (width: number) => {
      const view = layoutViews([spec, spec], width, 440).views[1].inner();
      return Math.min(view.max.x - view.min.x, view.max.y - view.min.y);
    };
    let least = Infinity, leastAt = 0;
    for (let width = 320; width <= 1600; width += 4) {
      if (roomAt(width) < least) { least = roomAt(width); leastAt = width; }
    }
    expect(leastAt).toBe(320);
    expect(least).toBe(Math.min(room.x, room.y));
  });

  it('leave B − A of any two of them, at the largest size and any angle, at least 0.25 u to move in that view', () => {
    const size = SHAPE_SIZE.besideDifference;
    let widest = 0;
    for (const kindA of SHAPE_KINDS) {
      for (const kindB of SHAPE_KINDS) {
        for (let i = 0; i < 12; i++) {
          const angle = (i * Math.PI) / 12;
          const a = placedShapeOf({ kind: kindA, x: 0, y: 0, angle, size });
          const b = placedShapeOf({ kind: kindB, x: 0, y: 0, angle, size });
          const outline = differenceOutline(a, b, 120);
          const xs = outline.map((p) => p.x), ys = outline.map((p) => p.y);
          const width = Math.max(...xs) - Math.min(...xs), height = Math.max(...ys) - Math.min(...ys);
          widest = Math.max(widest, width, height);
        }
      }
    }
    // Two capsules lying along an axis: 2 × 2.1 × size end to end (measured, not assumed).
    expect(widest).toBeCloseTo(2 * 2.1 * size, 2);
    expect(Math.min(room.x, room.y) - widest).toBeGreaterThanOrEqual(0.25);
  });
});

import { describe, expect, it } from 'vitest';
import { differenceOutline } from '../../geometry';
import { KEEP_MARGIN, layoutViews } from '../../ui/view';
import { DIFFERENCE_SPAN, SHAPE_KINDS, SHAPE_SIZE, placedShapeOf } from './convexShapes';

describe('shapes beside a view of B − A (gjk, epa)', () => {
  // The smallest stage a reader gets: a 320 px phone leaves 284 px between the page's margins and the stage's border
  // (measured in Chromium; beyond.spec.ts checks it), the two views stacked there.
  const PHONE_STAGE = 284;
  const spec = { id: 'md', center: { x: 0, y: 0 }, span: DIFFERENCE_SPAN };
  const height = 440; // gjk's and epa's
  // B − A is kept KEEP_MARGIN pixels inside its view's edges (the scene's keepInView).
  const roomAt = (width: number) => {
    const view = layoutViews([spec, spec], width, height).views[1];
    const { min, max } = view.worldBounds(), margin = 2 * view.toWorldLength(KEEP_MARGIN);
    return Math.min(max.x - min.x - margin, max.y - min.y - margin);
  };
  const room = roomAt(PHONE_STAGE);

  it('is the smallest layout this test assumes: every wider stage, in steps of 2 px, leaves the view of B − A more room', () => {
    for (let width = PHONE_STAGE + 2; width <= 1600; width += 2) expect(roomAt(width), `${width} px`).toBeGreaterThanOrEqual(room);
  });

  it('leave B − A of any two of them, at the largest size and any angle, at least half a unit to move in that view', () => {
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
    expect(room - widest).toBeGreaterThanOrEqual(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { layoutViews } from './view';

describe('a view with a width to fit', () => {
  const spec = { id: 'w', center: { x: 0, y: 0 }, span: 10, fitWidth: 20 };

  it('shows the whole width on a narrow canvas, and is no taller than the scene it fits', () => {
    const { height, views: [view] } = layoutViews([spec], 390, 600);
    expect(height).toBe(195); // 390 × 10 / 20
    expect(view.scale).toBeCloseTo(390 / 20, 12);
    const { min, max } = view.worldBounds();
    expect(max.x - min.x).toBeCloseTo(20, 9);
  });

  it('on a wide canvas, fits the span to the height as a view without it does', () => {
    const { height, views: [view] } = layoutViews([spec], 1200, 500);
    expect(height).toBe(500);
    expect(view.scale).toBeCloseTo(50, 12);
    const plain = layoutViews([{ id: 'w', center: { x: 0, y: 0 }, span: 10 }], 1200, 500).views[0];
    expect(plain.scale).toBe(view.scale);
  });
});

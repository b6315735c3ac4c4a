// Shapes A and B as draggable, turnable bodies: one call instead of a loop in every figure, and the one
// place that ties a body's id to its colour (A red, B green, whatever the figure).

import { type BodyOptions, type Scene, shapeColor } from '../../ui/figure';

export type Which = 'a' | 'b';

/** Adds bodies A and B (in `order`: the last is drawn on top) with ids 'A' and 'B' and their shape colours. */
export function bodiesAB<S, D>(
  scene: Scene<S, D>, viewId: string, body: (which: Which) => Omit<BodyOptions<S>, 'id' | 'color'>, order: readonly Which[] = ['a', 'b'],
): void {
  for (const which of order) scene.body(viewId, { ...body(which), id: which.toUpperCase(), color: shapeColor(which) });
}

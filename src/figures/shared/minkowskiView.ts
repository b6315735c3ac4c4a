// What the Minkowski figures share: the configuration-space view of B - A (edges coloured by the shape they
// come from, the origin, the MTD), the views and legend that go with it, and how a feature pair is named.

import { fixed } from '../../ui/format';
import type { DistanceOutput, MinkowskiDifference } from '../../geometry';
import { type FigureDefinition, type Pen, shapeColor } from '../../ui/figure';
import type { ViewSpec } from '../../ui/view';
import { beside } from './labels';

export const minkowskiViews: readonly ViewSpec[] = [
  { id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 6 },
  { id: 'md', title: 'Configuration space: B − A', center: { x: 0, y: 0 }, span: 8 },
];

/** The legend entries for drawMinkowski's colours, which every figure drawing it starts with. */
export const minkowskiLegend: NonNullable<FigureDefinition<unknown, unknown>['legend']> = [
  { color: 'shapeA', label: 'A, and MD edges from A' },
  { color: 'shapeB', label: 'B, and MD edges from B' },
];

export function featureText(d: DistanceOutput): string {
  const f = d.feature;
  if (f.kind === 'vertex-vertex') return `vertex ${f.vertexA} of A, vertex ${f.vertexB} of B`;
  return `edge ${f.pair.edgeIndex} of ${f.pair.source}, vertex ${f.pair.vertexIndex} of ${f.pair.source === 'A' ? 'B' : 'A'}`;
}

/** B - A with each edge in the colour of its shape, the origin, and the MTD from the origin to the outline. */
export function drawMinkowski(pen: Pen, md: MinkowskiDifference, distance: DistanceOutput, picked: number | null = null): void {
  pen.grid(1);
  pen.polygon(md.vertices, { fill: 'minkowski', fillAlpha: distance.distance < 0 ? 0.2 : 0.1, stroke: false });
  md.vertices.forEach((v, k) => pen.segment(v, md.vertices[(k + 1) % md.vertices.length], { color: shapeColor(md.sources[k]), width: 3 }));
  md.vertices.forEach((v, k) => pen.dot(v, k === picked ? 7 : 2.5, { fill: k === picked ? 'feature' : 'ink' }));
  const origin = { x: 0, y: 0 };
  pen.segment(origin, distance.mtd, { color: 'translation', width: 3 });
  pen.dot(distance.mtd, 4, { fill: 'translation' });
  pen.dot(origin, 5, { fill: 'origin' });
  // The origin's name away from the MTD, which runs to the nearest part of the outline: the far side is clear.
  const away = { x: -distance.mtd.x, y: -distance.mtd.y };
  pen.label('origin', origin, { color: 'muted', size: 11, ...beside(Math.hypot(away.x, away.y) > 1e-9 ? away : { x: -1, y: -1 }, 9) });
  // The distance off the MTD and off the outline: while they overlap the MTD ends on the outline, so just past
  // its end is outside; while they are apart, beside its middle, square to it, is clear of both.
  const { mtd } = distance;
  if (distance.distance < 0) pen.label(fixed(distance.distance, 2), mtd, { color: 'translation', size: 12, ...beside(mtd, 8) });
  else pen.label(fixed(distance.distance, 2), { x: mtd.x / 2, y: mtd.y / 2 }, { color: 'translation', size: 12, ...beside({ x: -mtd.y, y: mtd.x }, 8) });
}

// The figures as the page loads them: each one's code is its own file, fetched when the page needs it
// (main.ts), so the first figure is drawn without waiting for the others. Same ids, same order as
// registry.ts, which tests and tools import whole; a unit test keeps the two lists equal.

import type { AnyFigure } from './types';

export interface CatalogEntry { readonly id: string; readonly load: () => Promise<AnyFigure> }

export const catalog: readonly CatalogEntry[] = [
  { id: 'minkowski-shrink', load: () => import('./minkowskiShrink').then((m) => m.default) },
  { id: 'minkowski-obb', load: () => import('./minkowskiObb').then((m) => m.default) },
  { id: 'md-construction', load: () => import('./mdConstruction').then((m) => m.default) },
  { id: 'minkowski-polygons', load: () => import('./minkowskiPolygons').then((m) => m.default) },
  { id: 'sat-point', load: () => import('./satPoint').then((m) => m.default) },
  { id: 'sat-polygons', load: () => import('./satPolygons').then((m) => m.default) },
  { id: 'sat-moving', load: () => import('./satMoving').then((m) => m.default) },
];

export const catalogEntry = (id: string): CatalogEntry | undefined => catalog.find((entry) => entry.id === id);

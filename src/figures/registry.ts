// Every figure of the article, in reading order. The page, the unit smoke test and the browser tests
// all loop over this list: adding a figure is one file and one line here.

import mdConstruction from './mdConstruction';
import minkowskiObb from './minkowskiObb';
import minkowskiPolygons from './minkowskiPolygons';
import minkowskiShrink from './minkowskiShrink';
import satPoint from './satPoint';
import satMoving from './satMoving';
import satPolygons from './satPolygons';
import type { AnyFigure } from './types';

export const figures: readonly AnyFigure[] = [minkowskiShrink, minkowskiObb, mdConstruction, minkowskiPolygons, satPoint, satPolygons, satMoving];

export const figureById = (id: string): AnyFigure | undefined => figures.find((f) => f.id === id);

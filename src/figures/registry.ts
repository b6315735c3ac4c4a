// Every figure of the article is a file in this folder named after its id: `minkowski-obb.ts` is the
// figure `<figure data-figure="minkowski-obb">` and `?figure=minkowski-obb`. Vite finds the files here, and
// each one's code becomes a chunk of its own that the page fetches when it needs it. Adding a figure is
// its file plus its placeholder in index.html (which also sets the reading order). Code several figures
// share lives in `shared/`.

import type { AnyFigure } from '../ui/figure';

const modules = import.meta.glob<AnyFigure>(['./*.ts', '!./*.test.ts', '!./registry.ts'], { import: 'default' });

const idOf = (path: string): string => path.slice('./'.length, -'.ts'.length);

/** Every figure id, in alphabetical order. */
export const figureIds: readonly string[] = Object.keys(modules).map(idOf).sort();

export const isFigureId = (id: string): boolean => Object.hasOwn(modules, `./${id}.ts`);

/** Fetches a figure's code; undefined for an id that is not a figure. */
export function loadFigure(id: string): Promise<AnyFigure> | undefined {
  return isFigureId(id) ? modules[`./${id}.ts`]() : undefined;
}

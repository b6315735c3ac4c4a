// The figures as Node sees them (Playwright and the page benchmark run outside Vite): the same files that
// src/figures/registry.ts finds with Vite's glob, found on disk by the same rule.

import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyFigure } from '../src/ui/figure';

// Beside this file when run as it is; from the project root when bundled elsewhere (npm run bench:page).
const beside = new URL('../src/figures/', import.meta.url);
const folder = existsSync(beside) ? beside : resolve('src/figures');

export const figureIds: readonly string[] = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'registry.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

export const figures: readonly AnyFigure[] = await Promise.all(
  figureIds.map((id) => import(`../src/figures/${id}.ts`).then((module: { default: AnyFigure }) => module.default)),
);

export const figureById = (id: string): AnyFigure | undefined => figures.find((f) => f.id === id);

// The figures as Node sees them (Playwright and the page benchmark run outside Vite): the same files that
// src/figures/registry.ts finds with Vite's glob, found on disk by the same rule.

import { readdirSync } from 'node:fs';
import type { AnyFigure } from '../src/ui/figure';

const folder = new URL('../src/figures/', import.meta.url);

export const figureIds: readonly string[] = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'registry.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

export const figures: readonly AnyFigure[] = await Promise.all(
  figureIds.map((id) => import(`../src/figures/${id}.ts`).then((module: { default: AnyFigure }) => module.default)),
);

export const figureById = (id: string): AnyFigure | undefined => figures.find((f) => f.id === id);

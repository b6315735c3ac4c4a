// Every hostile link on every figure, read by url.ts as the page reads it: a note for the reader, the
// defaults kept, nothing written onto Object.prototype. The browser tests open a few of these links on every
// figure (the note shows, nothing is injected) and all of them on two figures.

import { describe, expect, it } from 'vitest';
import { readLinkedState } from '../ui/linkRead';
import { hostileLinks } from '../ui/testing/hostileLinks';
import { figureIds, loadFigure } from './registry';

const figures = await Promise.all(figureIds.map((id) => loadFigure(id)!));

describe.each(figures.map((figure) => [figure.id, figure] as const))('a hostile link to %s', (_id, figure) => {
  it.each(hostileLinks(figure))('(%s) gives a note and the defaults, and pollutes nothing', (_name, raw) => {
    const defaults = figure.initialState();
    const { state, notes } = readLinkedState(raw, figure.fields, defaults);
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.join(' ')).toMatch(/link/i);
    expect(state).toEqual(figure.initialState());
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

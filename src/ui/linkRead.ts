// A figure's state in a link: ?s.<figure id>=<JSON of the fields the figure declares>. Whatever a link
// holds is validated field by field against the figure's declared ranges; anything malformed or out of
// range falls back to the default with a note the figure shows. Nothing from a URL is inserted as HTML.
// Fetched only for an address that carries a state (main.ts): the article's first download leaves it out.

import { isSimplePolygon } from '../geometry/bounding';
import { makePolygon, signedArea } from '../geometry/polygon';
import { outlineClearance } from '../geometry/polygonEdit';
import type { Field } from './figure';
import { lookUp, setPath } from './url';

/** Links round coordinates to a few decimals; a polygon's turns may lose this much of their margin on the way. */
const LINK_SLACK = 1e-3;

const describe = (value: unknown) => {
  // A number past the largest double ("1e999") parses as Infinity, which JSON would write back as null.
  const text = typeof value === 'string' ? `"${value}"` : typeof value === 'number' ? String(value) : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

/** A limit as a reader would write it: 3.142, not 3.141592653589793. */
const rounded = (limit: number) => String(Number(limit.toPrecision(4)));

export function readLinkedState<S>(raw: string | null, fields: readonly Field[], defaults: S): { state: S; notes: string[]; linked: boolean } {
  if (raw === null) return { state: defaults, notes: [], linked: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { state: defaults, notes: ['The link’s figure state could not be read, so the figure starts from its defaults.'], linked: false };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { state: defaults, notes: ['The link’s figure state is not a set of values, so the figure starts from its defaults.'], linked: false };
  }
  let state = defaults;
  const notes: string[] = [];
  const blocked = new Set<string>();
  const read: Field[] = [];
  for (const field of fields) {
    const found = lookUp(parsed, field.path);
    if (!found.found) {
      // `{"a": 5}` where a holds the pose of A: one note for `a`, however many fields live under it.
      if (found.blockedAt !== undefined && !blocked.has(found.blockedAt)) {
        blocked.add(found.blockedAt);
        const parent = lookUp(parsed, found.blockedAt);
        notes.push(`The link’s value ${describe(parent.found ? parent.value : undefined)} for ${found.blockedAt} is not a set of values; using the defaults.`);
      }
      continue;
    }
    const problem = check(field, found.value);
    if (problem) notes.push(`The link’s value ${describe(found.value)} for ${field.path} ${problem}; using the default.`);
    else {
      state = setPath(state, field.path, found.value);
      read.push(field);
    }
  }
  const unknown = unknownKeys(parsed, fields);
  if (unknown.length > 0) {
    const named = unknown.slice(0, 3).map((key) => describe(key)).join(', ');
    notes.push(`The link names ${unknown.length === 1 ? 'a value' : 'values'} this figure does not have (${named}${unknown.length > 3 ? ', …' : ''}); ignored.`);
  }
  // Ranges that follow the rest of the state (a step no further than the pairs there are), checked once
  // every field is in.
  for (const field of read) {
    if (field.kind !== 'number' || !field.maxOf) continue;
    const value = lookUp(state, field.path);
    const max = field.maxOf(state);
    if (value.found && typeof value.value === 'number' && value.value > max) {
      notes.push(`The link’s value ${describe(value.value)} for ${field.path} is past ${rounded(max)}, the most these shapes allow; using ${rounded(max)}.`);
      state = setPath(state, field.path, max);
    }
  }
  return { state, notes, linked: true };
}

/** Dotted names in `parsed` that are neither a field nor on the way to one (`__proto__` included). */
function unknownKeys(parsed: object, fields: readonly Field[]): string[] {
  const wanted = new Set<string>();
  for (const field of fields) {
    const keys = field.path.split('.');
    keys.forEach((_, i) => wanted.add(keys.slice(0, i + 1).join('.')));
  }
  const found: string[] = [];
  const visit = (at: object, prefix: string) => {
    for (const key of Object.keys(at)) {
      const path = prefix + key;
      if (!wanted.has(path)) found.push(path);
      else {
        const value = (at as Record<string, unknown>)[key];
        if (value !== null && typeof value === 'object' && !Array.isArray(value) && fields.every((f) => f.path !== path)) visit(value, `${path}.`);
      }
    }
  };
  visit(parsed, '');
  return found;
}

/**
 * The flattest turn of a closed outline, as a length: at each corner b between a and c, the largest
 * distance of one of the three from the line through the other two. A vertex drag
 * (constrainConvexVertex) keeps one of those three distances at least its margin at every corner it
 * changes, so every outline a reader can drag to has a flattest turn of at least that margin.
 */
export function flattestTurn(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  let flattest = Infinity;
  for (let i = 0; i < n; i++) {
    const a = points[(i + n - 1) % n], b = points[i], c = points[(i + 1) % n];
    const twiceArea = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    const shortest = Math.min(Math.hypot(b.x - a.x, b.y - a.y), Math.hypot(c.x - b.x, c.y - b.y), Math.hypot(c.x - a.x, c.y - a.y));
    flattest = Math.min(flattest, shortest > 0 ? twiceArea / shortest : 0);
  }
  return flattest;
}

function check(field: Field, value: unknown): string | null {
  switch (field.kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'is not a finite number';
      if (value < field.min || value > field.max) return `is outside ${rounded(field.min)} to ${rounded(field.max)}`;
      if (field.integer && !Number.isInteger(value)) return 'is not a whole number';
      return null;
    case 'boolean':
      return typeof value === 'boolean' ? null : 'is not true or false';
    case 'choice':
      return typeof value === 'string' && field.options.includes(value) ? null : `is not one of ${field.options.join(', ')}`;
    case 'polygon':
    case 'outline': {
      if (!Array.isArray(value) || value.length < field.minCount || value.length > field.maxCount) return `is not a list of ${field.minCount} to ${field.maxCount} points`;
      const ok = value.every((p) => p !== null && typeof p === 'object' && Number.isFinite(p.x) && Number.isFinite(p.y)
        && Math.hypot(p.x, p.y) <= field.maxRadius && Object.keys(p).length === 2);
      if (!ok) return `has a point that is not {x, y} within ${rounded(field.maxRadius)} of the centre`;
      const points = value as { x: number; y: number }[];
      if (field.kind === 'outline') {
        if (!isSimplePolygon(points)) return 'is not a simple outline (two of its edges cross or touch, or it has no area)';
        if (!(signedArea(points) > 0)) return 'is not in counter-clockwise order';
        if (outlineClearance(points) < field.margin - LINK_SLACK) return `has a vertex closer than ${rounded(field.margin)} to an edge, which a drag would not make`;
        return null;
      }
      let vertices: readonly { x: number; y: number }[];
      try {
        vertices = makePolygon(points).vertices;
      } catch (error) {
        return `is not a convex polygon (${error instanceof Error ? error.message : String(error)})`;
      }
      if (vertices.length !== points.length) return 'has repeated or collinear points';
      if (points.some((p, i) => p.x !== vertices[i].x || p.y !== vertices[i].y)) return 'is not in counter-clockwise order';
      if (flattestTurn(points) < field.margin - LINK_SLACK) return `has a corner flatter than ${rounded(field.margin)}, which a drag would not make`;
      return null;
    }
  }
}

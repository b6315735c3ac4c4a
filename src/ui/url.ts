// The parts of the address the page reads at once: the key of a figure's state in a link (?s.<figure id>=...),
// the anchor (#id) and the one figure asked for (?figure=). A state in a link is read by linkRead.ts, which the
// page fetches only for an address that carries one.

import type { Field } from './figure';

export const urlKey = (figureId: string) => `s.${figureId}`;

type Lookup = { found: true; value: unknown } | { found: false; blockedAt?: string };

/** The value at a dot-separated path; when a parent on the way is there but holds no object, where. */
export function lookUp(object: unknown, path: string): Lookup {
  let at: unknown = object;
  const keys = path.split('.');
  for (let i = 0; i < keys.length; i++) {
    if (at === null || typeof at !== 'object' || Array.isArray(at)) return { found: false, blockedAt: keys.slice(0, i).join('.') };
    if (!Object.prototype.hasOwnProperty.call(at, keys[i])) return { found: false };
    at = (at as Record<string, unknown>)[keys[i]];
  }
  return { found: true, value: at };
}

export function setPath<S>(object: S, path: string, value: unknown): S {
  const [key, ...rest] = path.split('.');
  const source = object as Record<string, unknown>;
  return { ...source, [key]: rest.length === 0 ? value : setPath(source[key], rest.join('.'), value) } as S;
}

/** The declared fields of `state`, numbers rounded to keep links short. */
export function linkedStateOf<S>(state: S, fields: readonly Field[]): string {
  let out: Record<string, unknown> = {};
  for (const field of fields) {
    const found = lookUp(state, field.path);
    let value = found.found ? found.value : undefined;
    if (typeof value === 'number') value = Number(value.toFixed(4));
    if ((field.kind === 'polygon' || field.kind === 'outline') && Array.isArray(value)) value = value.map((p: { x: number; y: number }) => ({ x: Number(p.x.toFixed(4)), y: Number(p.y.toFixed(4)) }));
    out = setPath(out, field.path, value);
  }
  return JSON.stringify(out);
}

/** The element id an address's anchor names (`#sat` gives `sat`); null for none or a malformed one (`#%`). */
export function anchorOf(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/** What the page says when `?figure=` names no figure of `known`; null when it names one. */
export function missingFigureMessage(asked: string, known: readonly string[]): string | null {
  if (known.includes(asked)) return null;
  const list = known.join(', ');
  if (asked.trim() === '') return `The address asks for one figure (?figure=) but names none. The figures are: ${list}.`;
  const shown = asked.length > 40 ? `${asked.slice(0, 40)}…` : asked;
  return `There is no figure called “${shown}”. The figures are: ${list}.`;
}

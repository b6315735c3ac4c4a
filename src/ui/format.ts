// Numbers for people: a fixed number of decimals, "0" for minus zero (and for anything that rounds to it),
// no digit grouping, and never "NaN" or "Infinity": a value that is not finite has no text of its own and
// the caller shows "—" instead.

/**
 * `value` with `digits` decimals, or null when it is not a finite number. Written as Intl.NumberFormat writes
 * it for 'en' with those decimals, no grouping and a sign only where the rounded value is negative (a unit test
 * holds them together), without making one: the first one a page makes loads the browser's number data, some
 * 20 to 40 ms before the first figure's numbers can show. As that formatter does, it rounds the shortest
 * decimal that reads back as the value (what String writes: 1.005, though stored a hair below, reads 1.01),
 * half away from zero.
 */
export function formatNumber(value: number, digits = 3): string | null {
  if (!Number.isFinite(value)) return null;
  // Whole decimals from 0 to 20, as Intl.NumberFormat takes; a count that is not a number gets the default.
  const places = Number.isFinite(digits) ? Math.max(0, Math.min(20, Math.round(digits))) : 3;
  // The shortest decimal's digits, and where its point falls among them.
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  let written = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) { written = '0'.repeat(-point) + written; point = 0; }
  if (point > written.length) written += '0'.repeat(point - written.length);
  const keep = point + places;
  let kept = written.length <= keep ? written + '0'.repeat(keep - written.length) : written.slice(0, keep);
  if (written.length > keep && written[keep] >= '5') {
    // Half away from zero: add one in the last place kept, carrying.
    const carried = kept.split('');
    let i = carried.length - 1;
    while (i >= 0 && carried[i] === '9') carried[i--] = '0';
    if (i >= 0) carried[i] = String(Number(carried[i]) + 1);
    else { carried.unshift('1'); point++; }
    kept = carried.join('');
  }
  const integer = kept.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const text = places > 0 ? `${integer}.${kept.slice(point)}` : integer;
  return value < 0 && /[1-9]/.test(kept) ? `-${text}` : text;
}

/** "(x, y)" with `digits` decimals each, or null when either is not finite. */
export function formatVector(value: { readonly x: number; readonly y: number }, digits = 3): string | null {
  const x = formatNumber(value.x, digits), y = formatNumber(value.y, digits);
  return x === null || y === null ? null : `(${x}, ${y})`;
}

/** Long decimals in a sentence (a range copied from a figure's fields) cut to a few significant digits. */
export function roundNumbersIn(text: string, significant = 4): string {
  return text.replace(/-?\d+\.\d{5,}(?:e[+-]?\d+)?/gi, (match) => String(Number(Number(match).toPrecision(significant))));
}

/** How many decimals a slider's step has (0.05 has 2, 1 has 0), up to 10. */
export function stepDecimals(step: number): number {
  let digits = 0;
  if (!(Number.isFinite(step) && step > 0)) return 0;
  while (digits < 10 && Math.abs(Math.round(step * 10 ** digits) - step * 10 ** digits) > 1e-9 * 10 ** digits) digits++;
  return digits;
}

/**
 * A panel field's text for a value that a drag may have left anywhere between the step's marks: as many
 * decimals as the readouts show (3) or as the step has, whichever is more, without trailing zeros ("1.25",
 * "3.168", "7"), and "0" for minus zero and what rounds to it. A value that is not finite reads as itself.
 */
export function fieldText(value: number, step: number): string {
  const text = formatNumber(value, Math.max(3, stepDecimals(step)));
  return text === null ? String(value) : text.replace(/\.?0+$/, '');
}

/** formatNumber for text built by hand (labels, readouts with several numbers): "—" where it has no text. */
export const fixed = (value: number, digits = 3): string => formatNumber(value, digits) ?? '—';

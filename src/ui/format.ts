// Numbers for people: a fixed number of decimals, "0" for minus zero (and for anything that rounds to it),
// no digit grouping, and never "NaN" or "Infinity": a value that is not finite has no text of its own and
// the caller shows "—" instead.

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(digits: number): Intl.NumberFormat {
  let formatter = formatters.get(digits);
  if (!formatter) {
    // signDisplay 'negative' signs only values that stay negative after rounding: -0 and -0.0001 read "0".
    // ('negative' is ES2023; the compiler's lib here is older.)
    const signDisplay = 'negative' as Intl.NumberFormatOptions['signDisplay'];
    formatter = new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay, useGrouping: false });
    formatters.set(digits, formatter);
  }
  return formatter;
}

/** `value` with `digits` decimals, or null when it is not a finite number. */
export function formatNumber(value: number, digits = 3): string | null {
  if (!Number.isFinite(value)) return null;
  return formatterFor(Math.max(0, Math.min(20, Math.round(digits)))).format(value);
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

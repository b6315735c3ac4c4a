// Colours, one meaning each across the whole article (figures name the meaning, never a hue):
// shape A red, shape B green, B − A purple, a translation / distance / contact blue, a highlighted feature
// or supporting vertex orange, and one fixed pair for every test's answer: `apart` (a gap, an axis that
// separates, a point outside) and `overlap` (contact, an axis that does not separate, a point inside).
// `search` is what an iterative algorithm builds (GJK's simplex, EPA's polytope, a cast's estimates);
// `construction` a vector the reader follows a computation by (between centres, centre to point, a normal).
// Ghosts at a time t are drawn in their shape's colour, faint. The keyboard selection has a colour no
// figure uses for data.
//
// The values live in one place, src/style.css, as the custom properties --color-<token> for the light and
// the dark scheme: the canvas reads them here (getComputedStyle), the HTML around it (legend swatches)
// uses them directly, so both follow a change of scheme.

export const THEME_COLORS = [
  'background', 'grid', 'axis', 'ink', 'muted', 'shapeA', 'shapeB', 'minkowski', 'translation', 'origin', 'feature',
  'apart', 'overlap', 'selection', 'search', 'construction',
] as const;

export type ThemeColor = (typeof THEME_COLORS)[number];

export type Theme = { readonly [K in ThemeColor]: number } & { readonly dark: boolean; readonly font: string };

/** The CSS custom property that holds a token's colour. */
export const cssVariable = (token: ThemeColor): string => `--color-${token}`;

/** A token's colour as a CSS value that follows the page's scheme. */
export const cssColor = (token: ThemeColor): string => `var(${cssVariable(token)})`;

/** "#rrggbb" (or "#rgb") as a number; null for anything else. */
export function parseHex(text: string): number | null {
  const hex = text.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return /^[0-9a-f]{6}$/i.test(full) ? parseInt(full, 16) : null;
}

/** The colours in effect now, read from the page's style sheet. */
export function currentTheme(root: Element = document.documentElement): Theme {
  const style = getComputedStyle(root);
  const colors = {} as Record<ThemeColor, number>;
  for (const token of THEME_COLORS) {
    const value = style.getPropertyValue(cssVariable(token));
    const parsed = parseHex(value);
    if (parsed === null) throw new Error(`The style sheet gives ${cssVariable(token)} as “${value.trim()}”, not a #rrggbb colour.`);
    colors[token] = parsed;
  }
  const font = style.getPropertyValue('--figure-font').trim() || 'system-ui, sans-serif';
  return { ...colors, dark: matchMedia('(prefers-color-scheme: dark)').matches, font };
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export const cssHex = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

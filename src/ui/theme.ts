// Colours, one meaning each across the whole article (figures name the meaning, never a hue):
// shape A red, shape B green, B − A purple, a translation / distance / contact blue, a highlighted feature
// or supporting vertex orange, and one fixed pair for every test's answer: `apart` (a gap, an axis that
// separates, a point outside) and `overlap` (contact, an axis that does not separate, a point inside). Ghosts at a time t are drawn in their shape's colour, faint. The keyboard
// selection has a colour no figure uses for data. Two palettes keep it legible in light and dark.

export interface Theme {
  readonly dark: boolean;
  readonly background: number;
  readonly grid: number;
  readonly axis: number;
  readonly ink: number;
  readonly muted: number;
  readonly shapeA: number;
  readonly shapeB: number;
  readonly minkowski: number;
  readonly translation: number;
  readonly origin: number;
  readonly feature: number;
  readonly apart: number;
  readonly overlap: number;
  readonly selection: number;
  readonly font: string;
}

const light: Theme = {
  dark: false, background: 0xfcfcfa, grid: 0xe6e6e1, axis: 0xc9c9c2, ink: 0x1d1d1b, muted: 0x77776f,
  shapeA: 0xd1382f, shapeB: 0x2e9d48, minkowski: 0x6b5bb5, translation: 0x1f6fd1, origin: 0x111111,
  feature: 0xe08a00, apart: 0x0e8f8a, overlap: 0xc02a86, selection: 0x4b5563, font: 'system-ui, sans-serif',
};

const dark: Theme = {
  dark: true, background: 0x18191b, grid: 0x2a2c2f, axis: 0x44474c, ink: 0xececea, muted: 0x9a9a94,
  shapeA: 0xff6b5e, shapeB: 0x5fd37a, minkowski: 0xa99cf0, translation: 0x5aa7ff, origin: 0xf4f4f0,
  feature: 0xffb347, apart: 0x3fd0c5, overlap: 0xf27ac0, selection: 0xcbd5e1, font: 'system-ui, sans-serif',
};

export function currentTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? dark : light;
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export type ThemeColor = Exclude<keyof Theme, 'dark' | 'font'>;

export const cssHex = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

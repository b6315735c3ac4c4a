// Colours. The source texts' colour language: shape A red, shape B green, MD edges coloured by the shape
// they come from, the MTD blue, the origin a black dot. Two palettes keep it legible in light and dark.

export interface Theme {
  readonly dark: boolean;
  readonly background: number;
  readonly grid: number;
  readonly axis: number;
  readonly ink: number;
  readonly muted: number;
  readonly a: number;
  readonly b: number;
  readonly minkowski: number;
  readonly mtd: number;
  readonly origin: number;
  readonly hit: number;
  readonly miss: number;
  readonly highlight: number;
  readonly handle: number;
  readonly font: string;
}

const light: Theme = {
  dark: false, background: 0xfcfcfa, grid: 0xe6e6e1, axis: 0xc9c9c2, ink: 0x1d1d1b, muted: 0x77776f,
  a: 0xd1382f, b: 0x2e9d48, minkowski: 0x6b5bb5, mtd: 0x1f6fd1, origin: 0x111111,
  hit: 0xd1382f, miss: 0x2e9d48, highlight: 0xe09a12, handle: 0x3a3a36, font: 'system-ui, sans-serif',
};

const dark: Theme = {
  dark: true, background: 0x18191b, grid: 0x2a2c2f, axis: 0x44474c, ink: 0xececea, muted: 0x9a9a94,
  a: 0xff6b5e, b: 0x5fd37a, minkowski: 0xa99cf0, mtd: 0x5aa7ff, origin: 0xf4f4f0,
  hit: 0xff6b5e, miss: 0x5fd37a, highlight: 0xffc14d, handle: 0xd8d8d2, font: 'system-ui, sans-serif',
};

export function currentTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? dark : light;
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export type ThemeColor = Exclude<keyof Theme, 'dark' | 'font'>;

export const cssHex = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

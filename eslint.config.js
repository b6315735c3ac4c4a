// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import layersPlugin from './scripts/eslint-layers.js';

/**
 * The layers, by resolved path (so `../../ui/theme` from src/geometry/testing/ is caught as surely as
 * `../ui/theme` from src/geometry/): the core (src/geometry/) stands alone; the kit (src/ui/) may use the
 * core; figures (src/figures/) may use both; the entry (src/main.ts) uses all and nothing uses it.
 */
const layers = [
  {
    target: './src/geometry', from: ['./src/ui', './src/figures', './src/main.ts'],
    message: 'The geometry core is pure: it imports nothing of the page (src/ui, src/figures, src/main.ts).',
  },
  { target: './src/ui', from: './src/figures', message: 'The kit (src/ui) knows no figure: the contract is src/ui/figure.ts.' },
  { target: './', from: './src/main.ts', message: 'src/main.ts is the entry: nothing imports it.' },
];

export default tseslint.config(
  { ignores: ['dist/', '.e2e-site/', 'node_modules/', 'test-results/', 'playwright-report/', 'e2e/artifacts/', 'scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { layers: layersPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'layers/no-crossing': ['error', { zones: layers }],
      'no-duplicate-imports': ['error', { includeExports: false, allowSeparateTypeImports: true }],
    },
  },
  {
    // The geometry core is pure: no DOM, no rendering, no GUI. Figures draw what it computes.
    files: ['src/geometry/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['pixi.js', 'pixi.js/*', '@pixi/*'], message: 'src/geometry is pure: no pixi.js.' },
          { group: ['lil-gui', 'lil-gui/*'], message: 'src/geometry is pure: no lil-gui.' },
        ],
      }],
      'no-restricted-globals': ['error',
        { name: 'window', message: 'src/geometry is pure: no DOM.' },
        { name: 'document', message: 'src/geometry is pure: no DOM.' },
        { name: 'navigator', message: 'src/geometry is pure: no DOM.' },
        { name: 'requestAnimationFrame', message: 'src/geometry is pure: no DOM.' },
        { name: 'HTMLElement', message: 'src/geometry is pure: no DOM.' },
        { name: 'performance', message: 'src/geometry is pure: no timing.' },
      ],
    },
  },
);

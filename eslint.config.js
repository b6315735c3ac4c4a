// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', '.e2e-site/', 'node_modules/', 'test-results/', 'playwright-report/', 'e2e/artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
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
          { group: ['../ui/*', '../figures/*', '../main'], message: 'src/geometry may not import the page.' },
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

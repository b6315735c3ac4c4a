import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  // pixi.js's modules one by one (src/ui/pixi.ts says why); the package's exports list only its front doors.
  resolve: { alias: { 'pixi-lib': fileURLToPath(new URL('./node_modules/pixi.js/lib', import.meta.url)) } },
  build: {
    target: 'es2022', sourcemap: true,
    rolldownOptions: {
      // The core's modules only define things (their module-level values are caches and constants), so a
      // figure's chunk keeps just the parts of the core it calls: without this, importing the core's index
      // kept every module of it, and the first figure fetched the whole core.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]geometry[\\/]/.test(id) },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});

import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig } from 'vite';

/**
 * A module of pixi.js replaced by our own code: imports of a file matching `file`, from pixi's files under
 * `importers`, load `code` instead. If pixi moves these files, nothing matches and its own code is back.
 */
const pixiStandIn = (name: string, importers: RegExp, file: RegExp, code: (match: RegExpExecArray) => string): Plugin => {
  const prefix = `\0${name}:`;
  return {
    name,
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !importers.test(importer)) return null;
      const match = file.exec(source);
      return match ? prefix + source : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      return code(file.exec(id.slice(prefix.length))!);
    },
  };
};

/**
 * pixi.js parses SVG in two places no figure uses (GraphicsContext.svg() and a GraphicsPath made from a path
 * string), and their modules (with the parse-svg-path package) are 3 KiB of the first download. Here they are
 * stand-ins that say so if they are ever called.
 */
const pixiWithoutSvg = () => pixiStandIn(
  'pixi-without-svg', /[\\/]pixi\.js[\\/]lib[\\/]scene[\\/]graphics[\\/]shared[\\/]/, /[\\/]svg[\\/](SVGParser|parseSVGPath)\.mjs$/,
  ([, fn]) => `export function ${fn}() {
  throw new Error('pixi.js SVG parsing (${fn}) is left out of this site (vite.config.ts): draw with Graphics calls instead.');
}`,
);

/**
 * pixi.js reads colours through colord with its plugin of the 148 CSS colour names, 3.5 KiB of the first download.
 * The site gives every colour as a number or a hex string (src/ui/theme.ts); pixi itself names only black and
 * white (its text defaults) and transparent. Here the plugin knows those three; any other name is refused, as
 * an unknown colour is.
 */
const pixiColourNamesFew = () => pixiStandIn(
  'pixi-colour-names-few', /[\\/]pixi\.js[\\/]lib[\\/]color[\\/]/, /^@pixi\/colord\/plugins\/names$/,
  () => `const names = { black: '#000000', white: '#ffffff', transparent: '#0000' };
export default function namesPlugin(Colord, parsers) {
  parsers.string.push([(input) => {
    const hex = names[input.toLowerCase()];
    return hex ? new Colord(hex).toRgb() : null;
  }, 'name']);
}`,
);

/**
 * pixi.js 8.22 measures text with tags in it (<b>…</b> styled by a TextStyle's tagStyles), which no label
 * here has: its module is 3 KiB of the first download. A stand-in that says so if it is ever called.
 */
const pixiWithoutTaggedText = () => pixiStandIn(
  'pixi-without-tagged-text', /[\\/]pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]/, /[\\/]utils[\\/]measureTaggedText\.mjs$/,
  () => ['measureTaggedText', 'tokenizeTaggedRuns', 'wordWrapTaggedLines'].map((fn) => `export function ${fn}() {
  throw new Error('pixi.js text with tags (${fn}) is left out of this site (vite.config.ts): style a Text as a whole instead.');
}`).join('\n'),
);

/**
 * Exact lines of some of pixi.js's modules rewritten: each entry of `edits` names a module (a file under
 * pixi.js/lib/) and the text replacing each of its passages. A passage not found (pixi's code has changed) leaves
 * that module as pixi wrote it, and the build says so.
 */
const pixiEdits = (name: string, edits: Record<string, [string, string][]>): Plugin => ({
  name,
  transform(code, id) {
    const file = Object.keys(edits).find((path) => id.replace(/\\/g, '/').endsWith(`/pixi.js/lib/${path}`));
    if (!file) return null;
    let changed = code;
    for (const [was, now] of edits[file]) {
      if (!changed.includes(was)) {
        this.warn(`${name}: ${file} no longer has “${was.trim().split('\n')[0]}”; pixi's own code is used.`);
        return null;
      }
      changed = changed.replace(was, now);
    }
    return { code: changed, map: null };
  },
});

/**
 * pixi.js splits every label it measures into characters with an Intl.Segmenter, to add its letter spacing once
 * per character, even where that spacing is 0 (as on every label here); and it makes the segmenter as its text
 * module is evaluated. The first Intl.Segmenter a page makes loads the browser's break rules: 32 to 38 ms here,
 * before the first figure can draw. Here no spacing means no splitting, and the segmenter is made on first use
 * (text that wraps or is spaced out).
 */
const pixiSegmenterOnUse = () => pixiEdits('pixi-segmenter-on-use', {
  'scene/text/canvas/CanvasTextMetrics.mjs': [
    ['const segmenter = new Intl.Segmenter();\n    return (s) => {\n      const segments = segmenter.segment(s);',
      'let segmenter;\n    return (s) => {\n      const segments = (segmenter ??= new Intl.Segmenter()).segment(s);'],
    ['letterSpacingVal = (_CanvasTextMetrics.graphemeSegmenter(text).length - 1) * letterSpacing;',
      'letterSpacingVal = letterSpacing === 0 ? 0 : (_CanvasTextMetrics.graphemeSegmenter(text).length - 1) * letterSpacing;'],
  ],
});

/**
 * pixi.js's batcher builds its WebGL and WebGPU shader programs (source text put together from parts) as it is
 * made, with Canvas 2D too, where nothing reads them: 4 to 15 ms before the first figure here. Here the shader is
 * built when first read, and the batch pipe does not read it for Canvas 2D (whose adaptor ignores it).
 */
const pixiBatchShaderOnUse = () => pixiEdits('pixi-batch-shader-on-use', {
  'rendering/batcher/shared/DefaultBatcher.mjs': [
    ['    defaultShader ?? (defaultShader = new DefaultShader(options.maxTextures));\n    this.shader = defaultShader;\n',
      '    this._shaderMaxTextures = options.maxTextures;\n'],
    ['  _updateMaxTextures(maxTextures) {\n    if (this.shader.maxTextures === maxTextures) return;',
      '  get shader() {\n    if (this._shader === undefined) this._shader = defaultShader?.maxTextures === this._shaderMaxTextures ? defaultShader : (defaultShader = new DefaultShader(this._shaderMaxTextures));\n    return this._shader;\n  }\n' +
      '  set shader(value) {\n    this._shader = value;\n  }\n' +
      '  _updateMaxTextures(maxTextures) {\n    this._shaderMaxTextures = maxTextures;\n    if (this._shader === undefined || this._shader?.maxTextures === maxTextures) return;'],
  ],
  'rendering/batcher/shared/BatcherPipe.mjs': [
    ['      const shader = batcher.shader;\n      this._adaptor.start(this, geometry, shader);',
      '      const shader = this.renderer.name === "canvas" ? null : batcher.shader;\n      this._adaptor.start(this, geometry, shader);'],
  ],
});

/**
 * pixi.js names each WebGL shader it compiles with a counter that only grows (`#define SHADER_NAME
 * graphics-vertex-110`, then -111, ...), and keeps every shader source it has been given in a table that is
 * never emptied (createIdFromString). A page that makes a renderer per figure as it scrolls by therefore left
 * some 10 KiB of shader text behind at every WebGL mount (npm run bench:page, the heap over five scroll passes).
 * Here the name stays the same for the same shader, so a new renderer's sources are the ones already in the
 * table. The name is only read by shader debuggers.
 */
const pixiShaderNamesOnce = () => pixiStandIn(
  'pixi-shader-names-once', /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]shader[\\/]/, /[\\/]preprocessors[\\/]setProgramName\.mjs$/,
  () => `export function setProgramName(src, { name = 'pixi-program' }, isFragment = true) {
  if (src.indexOf('#define SHADER_NAME') !== -1) return src;
  return '#define SHADER_NAME ' + name.replace(/\\s+/g, '-') + (isFragment ? '-fragment' : '-vertex') + '\\n' + src;
}`,
);

/**
 * pixi.js makes a WebGL context of its own to read the fragment shaders' best precision as it builds its first
 * shader, with Canvas 2D too: 7 to 10 ms before the first figure. The page has asked a context already, to
 * choose the renderer; src/ui/renderer.ts answers from it (maxFragmentPrecision says when).
 */
const pixiPrecisionFromPage = () => pixiStandIn(
  'pixi-precision-from-page', /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]shader[\\/]/, /[\\/]program[\\/]getMaxFragmentPrecision\.mjs$/,
  () => `export { maxFragmentPrecision as getMaxFragmentPrecision } from ${JSON.stringify(fileURLToPath(new URL('./src/ui/renderer.ts', import.meta.url)))};`,
);

/**
 * The article's first figure is known when the site is built: its code, and the files that code imports, are
 * preloaded from the page's head with the entry's own, instead of being asked for once the entry has run (some
 * 80 ms of evaluating pixi's modules here, then a round trip). Every figure's code is fetched once the first is
 * drawn anyway, so on the article nothing comes in vain; a page of one figure (?figure=) gets those files early
 * for nothing, about 9 KiB gzipped.
 */
const preloadFirstFigure = (): Plugin => ({
  name: 'preload-first-figure',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const bundle = context.bundle;
      if (!bundle) return html;
      const id = /<figure\b[^>]*\bdata-figure="([^"]+)"/.exec(html)?.[1];
      if (!id) throw new Error('preload-first-figure: index.html has no <figure data-figure="…">.');
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const figure = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/figures/${id}.ts`));
      if (!figure) throw new Error(`preload-first-figure: no file of the build holds the figure “${id}”.`);
      // What the entry's own script brings is fetched already.
      const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
      const files: string[] = [];
      const add = (fileName: string): void => {
        if (loaded.has(fileName) || files.includes(fileName)) return;
        files.push(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach(add);
      };
      add(figure.fileName);
      return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` }, injectTo: 'head' as const }));
    },
  },
});

/**
 * Link previews (Open Graph) want the social image's full address, which only the place the site is served from
 * knows: `SITE_URL=https://example.org/collisions/ npm run build` writes it, and adds og:url. Without SITE_URL the
 * image keeps its relative address, which browsers resolve and most link previews do not.
 */
const socialImageAddress = (): Plugin => ({
  name: 'social-image-address',
  transformIndexHtml(html) {
    const site = process.env.SITE_URL?.trim();
    if (!site) return html;
    let base: URL;
    try {
      base = new URL(site.endsWith('/') ? site : `${site}/`);
    } catch {
      throw new Error(`SITE_URL must be the site's full address, such as https://example.org/collisions/; got “${site}”.`);
    }
    const tag = '<meta property="og:image" content="social.png">';
    if (!html.includes(tag)) throw new Error(`index.html no longer has ${tag}; social-image-address (vite.config.ts) must follow it.`);
    const image = new URL('social.png', base).href, page = base.href;
    const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    return html.replace(tag,
      `<meta property="og:image" content="${attribute(image)}">\n  <meta property="og:url" content="${attribute(page)}">`);
  },
});

export default defineConfig({
  base: './',
  plugins: [pixiWithoutSvg(), pixiColourNamesFew(), pixiWithoutTaggedText(), pixiSegmenterOnUse(), pixiBatchShaderOnUse(), pixiShaderNamesOnce(), pixiPrecisionFromPage(), preloadFirstFigure(), socialImageAddress()],
  // pixi.js's modules one by one (src/ui/pixi.ts says why); the package's exports list only its front doors.
  resolve: { alias: { 'pixi-lib': fileURLToPath(new URL('./node_modules/pixi.js/lib', import.meta.url)) } },
  build: {
    target: 'es2022', sourcemap: true,
    rolldownOptions: {
      output: {
        // What the page needs before its first figure is drawn, in as few files as it can be: one file for
        // everything the entry imports (the automatic split made three of it, shared with the lazily loaded
        // pointer events and renderers), the figure's own files, and one file for the renderer, WebGL's
        // (with the parts it shares with WebGPU, which the page never uses) or Canvas 2D's. Fewer files
        // compress better: 2 KiB less than the automatic split. npm run bench:page prints the sizes.
        codeSplitting: {
          groups: [
            { name: 'first', tags: ['$initial'], priority: 2 },
            { name: 'webgl', test: /[\\/]renderers[\\/]gl[\\/]WebGLRenderer/, priority: 1 },
          ],
        },
      },
      // The core's modules only define things (their module-level values are caches and constants), so a
      // figure's chunk keeps just the parts of the core it calls: without this, importing the core's index
      // kept every module of it, and the first figure fetched the whole core.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]geometry[\\/]/.test(id) },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});

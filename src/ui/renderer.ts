// Which pixi renderer draws the figures.
//
// WebGL where a GPU does the work. Where WebGL runs in software (no GPU, a blocklisted one, a virtual
// machine), Canvas 2D: measured with npm run bench:page on such a machine, a frame of a figure being dragged
// took 50 to 80 ms with WebGL emulated by SwiftShader and one display refresh (16.7 ms) with Canvas 2D,
// whose rasteriser is made for the CPU. Browsers do not always say so through WebGL's
// failIfMajorPerformanceCaveat (headless Chromium does not), so the WebGL renderer's name is read too.
// `?renderer=webgl` or `?renderer=canvas` in the address forces one, for comparing and for testing.

import type { ApplicationOptions } from './pixi';

export type RendererChoice = 'auto' | 'webgl' | 'canvas';

/** The choice a URL parameter asks for; anything else is 'auto', with a note saying so. */
export function rendererChoice(value: string | null): { choice: RendererChoice; note: string | null } {
  if (value === null || value === '' || value === 'auto') return { choice: 'auto', note: null };
  if (value === 'webgl' || value === 'canvas') return { choice: value, note: null };
  return {
    choice: 'auto',
    note: `The address asks for a renderer called “${value.slice(0, 40)}”; the choices are webgl and canvas, so the page chooses by itself.`,
  };
}

/** Renderer names of WebGL implementations that run on the CPU. */
export const SOFTWARE_WEBGL = /swiftshader|llvmpipe|softpipe|software|basic render|lavapipe/i;

/** Whether a WebGL renderer string (UNMASKED_RENDERER_WEBGL) names one that draws on the CPU. */
export const isSoftwareRenderer = (name: string): boolean => SOFTWARE_WEBGL.test(name);

/** What pixi's Application.init needs for that choice. WebGL falls back to Canvas 2D where it is missing. */
export function rendererOptions(choice: RendererChoice, webgl: WebGLSupport): Partial<ApplicationOptions> {
  if (choice === 'canvas' || (choice === 'auto' && webgl !== 'hardware')) return { preference: ['canvas'] };
  return { preference: ['webgl', 'canvas'], failIfMajorPerformanceCaveat: choice === 'auto' };
}

export type WebGLSupport = 'hardware' | 'software' | 'none';

export type FragmentPrecision = 'highp' | 'mediump';

let probed: WebGLSupport | undefined;
let fragmentPrecision: FragmentPrecision | undefined;

/** The best float precision a context's fragment shaders offer, as pixi reads it. */
const precisionOf = (gl: WebGLRenderingContext): FragmentPrecision =>
  gl.getShaderPrecisionFormat(gl.FRAGMENT_SHADER, gl.HIGH_FLOAT)?.precision ? 'highp' : 'mediump';

/** Whether this browser's WebGL draws in software, once a context has told (drawsInSoftware). */
let software: boolean | undefined;

/**
 * Whether a WebGL context draws in software, from its renderer's name as the driver gives it; asked once per page
 * (every context of a page draws on the same device). A lost context tells nothing: taken as software until one does.
 */
export function drawsInSoftware(gl: WebGLRenderingContext | WebGL2RenderingContext): boolean {
  if (software === undefined && !gl.isContextLost()) {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    software = isSoftwareRenderer(String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)));
  }
  return software ?? true;
}

/** Whether this browser's WebGL runs on a GPU, found once per page with a context made and freed at once. */
export function webglSupport(): WebGLSupport {
  if (probed) return probed;
  probed = 'none';
  try {
    const gl = document.createElement('canvas').getContext('webgl', { failIfMajorPerformanceCaveat: true });
    if (gl) {
      probed = drawsInSoftware(gl) ? 'software' : 'hardware';
      fragmentPrecision = precisionOf(gl);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    } else {
      probed = 'software';
    }
  } catch {
    probed = 'none';
  }
  return probed;
}

/**
 * The precision pixi writes into its WebGL shaders, which it asks for as it builds its first one (with Canvas 2D
 * too, until its batcher's shader was made to wait until read: vite.config.ts). pixi reads it from a WebGL context
 * of its own, made for that and kept: 7 to 14 ms before the first figure here, on top of the one webglSupport
 * makes. vite.config.ts routes pixi's question here, which answers from webglSupport's context where the page
 * chose the renderer itself: no second context. Where that found no usable WebGL, the page draws with Canvas 2D
 * and compiles no shader, so any answer does. Only a renderer forced by the address makes a context for it, as
 * pixi would.
 */
export function maxFragmentPrecision(): FragmentPrecision {
  if (fragmentPrecision) return fragmentPrecision;
  fragmentPrecision = 'mediump';
  if (probed !== undefined) return fragmentPrecision;
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (gl) {
      fragmentPrecision = precisionOf(gl);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    // mediump, as pixi assumes where it gets no context
  }
  return fragmentPrecision;
}

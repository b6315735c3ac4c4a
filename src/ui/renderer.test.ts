import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, rendererChoice, rendererOptions } from './renderer';

describe('renderer choice', () => {
  it('reads webgl, canvas and auto from the address; anything else is auto with a note that quotes it shortened', () => {
    expect(rendererChoice(null)).toEqual({ choice: 'auto', note: null });
    expect(rendererChoice('canvas')).toEqual({ choice: 'canvas', note: null });
    expect(rendererChoice('webgl')).toEqual({ choice: 'webgl', note: null });
    const odd = rendererChoice(`WEBGL${'x'.repeat(100)}`);
    expect(odd.choice).toBe('auto');
    expect(odd.note).toContain('the choices are webgl and canvas');
    expect(odd.note!.length).toBeLessThan(160);
  });

  it('draws with Canvas 2D unless WebGL runs on a GPU or is asked for', () => {
    expect(rendererOptions('auto', 'hardware')).toEqual({ preference: ['webgl', 'canvas'], failIfMajorPerformanceCaveat: true });
    expect(rendererOptions('auto', 'software').preference).toEqual(['canvas']);
    expect(rendererOptions('auto', 'none').preference).toEqual(['canvas']);
    expect(rendererOptions('webgl', 'software')).toEqual({ preference: ['webgl', 'canvas'], failIfMajorPerformanceCaveat: false });
    expect(rendererOptions('canvas', 'hardware').preference).toEqual(['canvas']);
  });

  // Renderer strings as browsers report them (UNMASKED_RENDERER_WEBGL), written out here rather than derived
  // from the rule under test: CPU rasterisers first, then GPUs of every kind.
  const software = [
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'Google SwiftShader',
    'ANGLE (Google, Vulkan 1.1.0 (SwiftShader Device (LLVM 10.0.0) (0x0000C0DE)), SwiftShader driver-5.0.0)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'Mesa/X.org, llvmpipe (LLVM 12.0.0, 256 bits)',
    'softpipe',
    'lavapipe (LLVM 14.0.6, 256 bits)',
    'Microsoft Basic Render Driver',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'Software Rasterizer',
  ];
  const hardware = [
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'ANGLE (AMD, AMD Radeon RX 6800 XT (0x000073BF) Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)',
    'Apple M2 Pro',
    'Apple GPU',
    'Mali-G78',
    'Adreno (TM) 650',
    'PowerVR Rogue GE8320',
    'Mesa Intel(R) Xe Graphics (TGL GT2)',
    'AMD Radeon Pro 5500M OpenGL Engine',
  ];

  it.each(software)('draws %s with Canvas 2D: it runs on the CPU', (name) => {
    expect(isSoftwareRenderer(name)).toBe(true);
  });

  it.each(hardware)('draws %s with WebGL: it is a GPU', (name) => {
    expect(isSoftwareRenderer(name)).toBe(false);
  });
});

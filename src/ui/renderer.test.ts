import { describe, expect, it } from 'vitest';
import { SOFTWARE_WEBGL, rendererChoice, rendererOptions } from './renderer';

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

  it('knows software WebGL by its renderer name', () => {
    for (const name of ['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', 'llvmpipe (LLVM 15.0.6, 256 bits)', 'Microsoft Basic Render Driver']) {
      expect(SOFTWARE_WEBGL.test(name), name).toBe(true);
    }
    for (const name of ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'Apple M1', 'Mali-G78', 'Adreno (TM) 650']) {
      expect(SOFTWARE_WEBGL.test(name), name).toBe(false);
    }
  });
});

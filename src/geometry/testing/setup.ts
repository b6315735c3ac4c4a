// Property tests run 1,000 cases each from a fixed seed, so a failure reproduces; set FC_SEED to explore.
import fc from 'fast-check';
import { vi } from 'vitest';

const seed = Number(process.env.FC_SEED ?? 20261122);
fc.configureGlobal({ numRuns: 1000, seed: Number.isFinite(seed) ? seed : 20261122 });
// A thousand cases of a brute-force oracle take a few seconds on a busy machine; a hang still fails.
vi.setConfig({ testTimeout: 60_000 });

import { describe, expect, it } from 'vitest';
import { SWAPS_MODULES } from '@/vitest.config';

// A test file that changes the environment or swaps modules runs in the "isolated" project; the
// others share one module graph per worker, where such a change would leak into the next file.
describe("vitest.config.ts' isolated-file detection", () => {
  it('catches every way a file changes process.env, the working folder or modules', () => {
    const swaps = [
      "vi.mock('@/lib/x')",
      "vi.stubEnv('BASE_PATH', '/x')",
      "process.chdir('/tmp')",
      "process.env.BASE_PATH = '/x'",
      "process.env['SITE_DIR'] = dir",
      'process.env = { ...saved }',
      "process.env.SITE_DIR ??= 'x'",
      "process.env.NODE_OPTIONS += ' --x'",
      'Object.assign(process.env, overrides)',
      'delete process.env.SITE_DIR',
      "Reflect.deleteProperty(process.env, 'SITE_DIR')",
    ];
    expect(swaps.filter((line) => !SWAPS_MODULES.test(line))).toEqual([]);
  });

  it('leaves reads alone', () => {
    const reads = [
      "const base = process.env.BASE_PATH ?? '/demo'",
      "if (process.env.CI === '1') return",
      "const env = { ...process.env, X: '1' }",
    ];
    expect(reads.filter((line) => SWAPS_MODULES.test(line))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { measuredRun } from '../../bench/measured-run.mjs';

describe('measuredRun', () => {
  it('settles with the exit status of a command that ran', async () => {
    const result = await measuredRun(process.execPath, ['-e', 'process.exit(3)'], { cwd: process.cwd(), env: process.env, fd: 'ignore' });
    expect(result.status).toBe(3);
    expect(result.seconds).toBeGreaterThan(0);
  });

  it('settles with status null and the error when the command cannot start, instead of waiting forever', async () => {
    const result = await measuredRun('no-such-command-for-the-bench', [], { cwd: process.cwd(), env: process.env, fd: 'ignore' });
    expect(result).toMatchObject({ status: null, error: expect.stringContaining('ENOENT') });
  }, 10_000);
});

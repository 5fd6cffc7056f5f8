import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runSteps } from '../../scripts/lib/steps.mjs';

// npm test's step runner, on tiny node commands. The background step starts a grandchild through
// `sh -c 'a && b'` (as the nginx step does), which writes its pid and then waits a minute.
let dir: string;
afterEach(() => {
  // A failed assertion must not leave the grandchild waiting out its minute.
  const pidFile = path.join(dir, 'pid');
  if (existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8')));
    } catch {
      // ended already
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const node = (code: string): [string, string[]] => ['node', ['-e', code]];
// A process that ended but was not reaped (a zombie: here PID 1 may not reap orphans) counts as ended.
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
};

async function run(steps: unknown[]) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'steps-'));
  const lines: string[] = [];
  const result = await runSteps(steps as never, { cwd: dir, env: process.env, reports: dir, log: (line) => lines.push(line) });
  return { ...result, output: lines.join('\n') };
}

describe('runSteps', () => {
  it('a failing foreground step stops the background step and everything it started, and shows its output', async () => {
    const grandchild = `require('fs').writeFileSync('pid', String(process.pid)); console.log('serving'); setTimeout(() => {}, 60000)`;
    const { failedStep, output } = await run([
      ['server', 'sh', ['-c', `node -e "${grandchild}" && echo after`], {}, { background: true }],
      ['wait for the pid', ...node(`const fs = require('fs'); const t = setInterval(() => fs.existsSync('pid') && clearInterval(t), 20)`)],
      ['build', ...node('process.exit(3)')],
      ['wait', 'server'],
    ]);
    expect(failedStep).toBe('build');
    expect(output).toContain('> build ended with exit code 3');
    const pid = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive(pid)).toBe(false);
    expect(output).toContain('server (ran beside, stopped when build failed; its output so far)');
    expect(output).toContain('serving');
  });

  it('a foreground step killed by a signal (it prints nothing of its own) is named with the signal', async () => {
    const { failedStep, output } = await run([['unit', ...node(`process.kill(process.pid, 'SIGKILL')`)]]);
    expect(failedStep).toBe('unit');
    expect(output).toContain('> unit ended with signal SIGKILL');
  });

  it('a failing background step fails the run when joined, with its output', async () => {
    const { failedStep, output } = await run([
      ['types', ...node(`console.log('error TS2322'); process.exit(2)`), {}, { background: true }],
      ['lint', ...node('')],
      ['wait', 'types'],
      ['unit', ...node(`require('fs').writeFileSync('unit-ran', '')`)],
    ]);
    expect(failedStep).toBe('types');
    expect(output).toContain('error TS2322');
    expect(() => readFileSync(path.join(dir, 'unit-ran'))).toThrow();
  });

  it('a background step nothing joins still fails the run', async () => {
    const { failedStep, output } = await run([
      ['nginx', ...node(`console.log('nginx: 1 failed'); process.exit(1)`), {}, { background: true }],
      ['e2e', ...node('')],
    ]);
    expect(failedStep).toBe('nginx');
    expect(output).toContain('nginx: 1 failed');
  });

  it('a run stopped with SIGTERM or Ctrl-C (to its process group) stops the background steps too', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'steps-'));
    const grandchild = `require('fs').writeFileSync('pid', String(process.pid)); setTimeout(() => {}, 60000)`;
    const steps = [
      ['server', 'sh', ['-c', `node -e "${grandchild}" && echo after`], {}, { background: true }],
      ['e2e', 'node', ['-e', `require('fs').writeFileSync('e2e', ''); setTimeout(() => {}, 60000)`]],
    ];
    const runner = `import { runSteps } from ${JSON.stringify(path.resolve('scripts/lib/steps.mjs'))};
      await runSteps(${JSON.stringify(steps)}, { cwd: ${JSON.stringify(dir)}, env: process.env, reports: ${JSON.stringify(dir)} });`;
    const child = spawn('node', ['--input-type=module', '-e', runner], { cwd: dir, detached: true, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // The signal comes while the foreground step runs, as a Ctrl-C during the e2e step does (the runner
    // waits for it in spawnSync, its own handler held back until the step ends).
    while (!existsSync(path.join(dir, 'pid')) || !existsSync(path.join(dir, 'e2e')))
      await new Promise((resolve) => setTimeout(resolve, 20));
    process.kill(-child.pid!, 'SIGTERM');
    expect(await exited).toBe(143);
    const pid = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive(pid)).toBe(false);
  });
});

// One command run in its own process group, timed, with the group's peak resident memory: the sum
// over the command and every process it starts (next build's workers), sampled every second.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) of this process's finished, waited-for children and theirs, from
 * /proc (Linux); undefined elsewhere.
 */
export function childCpuSeconds() {
  try {
    // Fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th of the line.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** Resident bytes of every process in a process group, from ps. */
function groupRss(pgid) {
  return execFileSync('ps', ['-eo', 'pgid=,rss='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([group]) => group === pgid)
    .reduce((sum, [, kbytes]) => sum + kbytes * 1024, 0);
}

/**
 * Runs `command args` with its output to `fd` (an open file; the terminal without one); Ctrl+C stops
 * the whole group and this process with it. A command that cannot start settles with status null
 * and its error. cpuSeconds: the CPU time of the command and every process it waited for, without
 * the `ps` runs that sample its memory (about 7 ms each, once a second: 6 CPU s over a 15-minute
 * build); undefined where /proc is not.
 * @returns {Promise<{ status: number | null, seconds: number, cpuSeconds?: number, peakBytes: number, error?: string }>}
 */
export function measuredRun(command, args, { cwd, env, fd = 'inherit' }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const cpuBefore = childCpuSeconds();
    let samplerCpu = 0;
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
    let peakBytes = 0;
    const timer = setInterval(() => {
      const before = childCpuSeconds();
      try {
        peakBytes = Math.max(peakBytes, groupRss(child.pid));
      } catch {
        // The group just ended: its last sample stands.
      }
      // ps is waited for synchronously: what the children's CPU grew by meanwhile is its own.
      if (before !== undefined) samplerCpu += childCpuSeconds() - before;
    }, 1000);
    const interrupt = () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      process.exit(130);
    };
    process.once('SIGINT', interrupt);
    const settle = (status, error) => {
      clearInterval(timer);
      process.removeListener('SIGINT', interrupt);
      const cpuAfter = childCpuSeconds();
      const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : Math.max(0, cpuAfter - cpuBefore - samplerCpu);
      resolve({ status, seconds: (performance.now() - started) / 1000, cpuSeconds, peakBytes, ...(error ? { error } : {}) });
    };
    child.on('exit', (status) => settle(status));
    // A command that cannot start (not installed, not executable) emits 'error' and never 'exit'.
    child.on('error', (error) => settle(null, error.message));
  });
}

// One command run in its own process group, timed, with the group's peak resident memory: the sum
// over the command and every process it starts (next build's workers), sampled every second.
import { execFileSync, spawn } from 'node:child_process';

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
 * and its error.
 * @returns {Promise<{ status: number | null, seconds: number, peakBytes: number, error?: string }>}
 */
export function measuredRun(command, args, { cwd, env, fd = 'inherit' }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
    let peakBytes = 0;
    const timer = setInterval(() => {
      try {
        peakBytes = Math.max(peakBytes, groupRss(child.pid));
      } catch {
        // The group just ended: its last sample stands.
      }
    }, 1000);
    const interrupt = () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      process.exit(130);
    };
    process.once('SIGINT', interrupt);
    const settle = (status, error) => {
      clearInterval(timer);
      process.removeListener('SIGINT', interrupt);
      resolve({ status, seconds: (performance.now() - started) / 1000, peakBytes, ...(error ? { error } : {}) });
    };
    child.on('exit', (status) => settle(status));
    // A command that cannot start (not installed, not executable) emits 'error' and never 'exit'.
    child.on('error', (error) => settle(null, error.message));
  });
}

// The step runner of `npm test` (scripts/test.mjs). A step runs in the foreground (its output goes to
// the terminal) or, marked { background: true }, beside the next steps with its output in
// <reports>/<name>.log, printed when a ['wait', name] step joins it. The first failing step stops the
// run; a background step still running then is stopped with everything it started (it runs in a
// process group of its own: `sh -c 'a && b'` or `npx x` do not pass a signal on to their children),
// and what it printed so far is shown, so no test server or browser outlives the run unexplained.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {[name: string, command: string, args: string[], env?: Record<string, string>, options?: { background?: boolean }] | ['wait', string]} Step
 * @param {Step[]} steps
 * @param {{ cwd: string, env: Record<string, string | undefined>, reports: string, log?: (line: string) => void }} options
 * @returns {Promise<{ failedStep: string | null, timings: string[] }>}
 */
export async function runSteps(steps, { cwd, env, reports, log = console.log }) {
  const timings = [];
  const background = new Map();
  let failedStep = null;
  const stopBackground = () => {
    for (const { child } of background.values()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // The group is gone already.
      }
    }
  };
  // Ctrl-C (or a SIGTERM to this process) reaches the foreground step, not the background groups: stop them too.
  const onInterrupt = (signal) => {
    stopBackground();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onInterrupt);
  process.once('SIGTERM', onInterrupt);

  for (const [name, command, args = [], stepEnv = {}, options = {}] of steps) {
    if (name === 'wait') {
      const step = background.get(command);
      const { status, seconds } = await step.done;
      step.joined = true;
      log(`\n> ${command} (ran beside the steps above):`);
      log(readFileSync(step.log, 'utf8'));
      // Its time runs to the join: the step before it blocks this process until then.
      timings.push(`${command} (beside, joined after) ${seconds.toFixed(1)}s`);
      if (status !== 0) {
        failedStep = command;
        break;
      }
      continue;
    }
    const shownEnv = Object.entries(stepEnv)
      .map(([key, value]) => `${key}=${value} `)
      .join('');
    log(`\n> ${name}${options.background ? ' (started, runs beside the next steps)' : ''}: ${shownEnv}${command} ${args.join(' ')}`);
    if (options.background) {
      // Its output goes to a file: a pipe would fill while a blocking step runs.
      const file = path.join(reports, `${name}.log`);
      const fd = openSync(file, 'w');
      const started = Date.now();
      const child = spawn(command, args, { cwd, stdio: ['ignore', fd, fd], env: { ...env, ...stepEnv }, detached: true });
      closeSync(fd);
      const done = new Promise((resolve) =>
        child.on('close', (status) => resolve({ status: status ?? 1, seconds: (Date.now() - started) / 1000 })),
      );
      background.set(name, { log: file, done, child, joined: false });
      continue;
    }
    const started = Date.now();
    const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...env, ...stepEnv } });
    timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
    // Ctrl-C or a SIGTERM to the run's process group stopped the foreground step too: the run is
    // interrupted. This process may not have run its own handler yet (spawnSync held its event loop
    // while the signal came, and the handlers are removed once the steps end), so it stops here.
    if (result.signal === 'SIGINT' || result.signal === 'SIGTERM') onInterrupt(result.signal);
    if (result.status !== 0) {
      // A step killed from outside (a signal, the OOM killer) prints no summary of its own: say how it ended.
      log(`\n> ${name} ended with ${result.signal ? `signal ${result.signal}` : `exit code ${result.status}`}`);
      failedStep = name;
      break;
    }
  }

  // A background step nothing joined: stopped (with what it printed so far) when a step failed, else
  // joined here, so its failure still fails the run.
  if (failedStep) stopBackground();
  for (const [name, step] of background) {
    if (step.joined) continue;
    const { status } = await step.done;
    log(`\n> ${name} (ran beside${failedStep ? `, stopped when ${failedStep} failed; its output so far` : ''}):`);
    log(readFileSync(step.log, 'utf8'));
    if (!failedStep && status !== 0) failedStep = name;
  }
  process.off('SIGINT', onInterrupt);
  process.off('SIGTERM', onInterrupt);
  return { failedStep, timings };
}

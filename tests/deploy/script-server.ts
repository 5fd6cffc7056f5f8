// A server script of this project (`scripts/serve.mjs`, `scripts/api-demo.mjs`) run as its own
// process on a free port of the tests' range, so that a request which crashes it shows as a dead
// process rather than as an error inside the test runner.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../api-demo/listen';

export interface ScriptServer {
  child: ChildProcess;
  origin: string;
  /** What the script has written to stderr so far. */
  stderr: () => string;
}

/**
 * Runs `node <script> --port <free port> <args>` and resolves once its stdout says `ready`.
 * @param script relative to the repository root, e.g. scripts/serve.mjs
 */
export async function startScript(script: string, args: string[], ready: string): Promise<ScriptServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [script, '--port', String(port), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (stdout.includes(ready)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready: ${stderr}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}`, stderr: () => stderr };
}

/** Stops a script started by startScript (SIGTERM, as Ctrl-C would). */
export function stopScript(server: ScriptServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

#!/usr/bin/env node
// The deploy check: renders deploy/nginx.conf.template for out/ into a scratch folder, starts Debian's
// nginx with it on 127.0.0.1 (no root needed: pid, logs and temp files stay in the folder), runs the
// smoke suite e2e/nginx.smoke.spec.ts through it in Chromium, and stops nginx.
//   node scripts/nginx-e2e.mjs [playwright args]     port: NGINX_E2E_PORT, else E2E_PORT + 50
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { userInfo, tmpdir } from 'node:os';
import path from 'node:path';
import { readPreparedEnv } from '../lib/config/env.mjs';
import { ensureChromium, ensureNginx, projectRoot } from './lib/ensure.mjs';
import { writeNginxConfig } from './nginx-config.mjs';

const nginx = ensureNginx();
const chrome = ensureChromium();
const port = Number(process.env.NGINX_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 50);
const basePath = readPreparedEnv().basePath;
// NEXT_DIST_DIR=out-test serves the test build instead (its diagram, formula and tabs pages; npm test runs both).
const out = path.join(projectRoot, process.env.NEXT_DIST_DIR || 'out');

// The host's document root holds the export under the base path, as a deployment would: <www>/demo → out/.
const scratch = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
const www = path.join(scratch, 'www');
mkdirSync(path.dirname(path.join(www, basePath || '.')), { recursive: true });
if (basePath) symlinkSync(out, path.join(www, basePath));
const root = basePath ? www : out;

let written;
try {
  written = await writeNginxConfig({
    dir: out,
    basePath,
    root,
    listen: `127.0.0.1:${port}`,
    serverName: 'localhost',
    outFile: path.join(scratch, 'site.conf'),
    standalone: true,
    // As root (CI) the workers would run as nobody, who cannot read a checkout under /root.
    user: process.getuid?.() === 0 ? userInfo().username : undefined,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const nginxArgs = ['-p', scratch, '-c', written.main, '-e', path.join(scratch, 'error.log')];
const check = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
if (check.status !== 0) {
  console.error(`nginx rejected the rendered config ${written.main} (from deploy/nginx.conf.template).`);
  process.exit(1);
}

const server = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' });
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});

async function waitForServer(origin) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (serverExited) break;
    try {
      await fetch(`${origin}${basePath}/`);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}

function stop() {
  if (serverExited) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGQUIT');
  });
}

const origin = `http://127.0.0.1:${port}`;
let status = 1;
if (await waitForServer(origin)) {
  console.log(`nginx serves out/ at ${origin}${basePath}/ (config in ${scratch})`);
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts', ...process.argv.slice(2)], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, NGINX_E2E_ORIGIN: origin, CHROME_PATH: chrome },
  });
  status = result.status ?? 1;
} else {
  console.error(`nginx did not answer at ${origin}. Its log:\n${readFileSync(path.join(scratch, 'error.log'), 'utf8')}`);
}
await stop();
if (status === 0) rmSync(scratch, { recursive: true, force: true });
else console.error(`nginx config and logs kept in ${scratch}.`);
process.exit(status);

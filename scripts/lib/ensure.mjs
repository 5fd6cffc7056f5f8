// Installs what `npm start` and `npm test` need on a fresh machine. Node built-ins only: this
// runs before node_modules exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const stampFile = path.join(root, 'node_modules', '.install-stamp');

function manifestHash() {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * Runs `npm install` when node_modules is missing or the package files changed since the last
 * install. Not `npm ci`: npm 11 may write a lock file without other platforms' optional packages
 * (@next/swc-*, @unrs/resolver-binding-*), which `npm ci` then refuses as out of sync.
 */
export function ensureDependencies() {
  const wanted = manifestHash();
  const hasModules = existsSync(path.join(root, 'node_modules', 'next', 'package.json'));
  if (hasModules && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  const args = ['install'];
  console.log(`> npm ${args[0]} (dependencies are ${hasModules ? 'stale' : 'missing'})`);
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm ${args[0]} failed (exit ${result.status}). Check the network access to the npm registry and retry.`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, manifestHash());
}

/**
 * The first existing binary of candidates; otherwise, as root, installs Debian's package and returns
 * installed; otherwise exits with the hint.
 */
function findOrInstall({ candidates, pkg, installed, hint, aptArgs = [] }) {
  const found = candidates.filter(Boolean).find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(hint);
    process.exit(1);
  }
  console.log(`> apt-get install ${pkg} (not found: ${candidates.filter(Boolean).join(', ')})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...aptArgs, pkg], { stdio: 'inherit', env });
  return installed;
}

/**
 * Flags for every Chromium this project starts (tests, benchmarks, Lighthouse): no sandbox or GPU in
 * a container, and no calls home, which Chromium otherwise tries at every start. Each caller adds
 * its own headless flag.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Finds Chromium (CHROME_PATH or Debian's /usr/bin/chromium); installs Debian's package as root. */
export function ensureChromium() {
  return findOrInstall({
    candidates: [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    pkg: 'chromium',
    installed: '/usr/bin/chromium',
    hint:
      'Chromium was not found. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROME_PATH ' +
      'to a Chromium or Chrome binary. Playwright cannot download its own browsers here.',
  });
}

/**
 * Finds nginx (NGINX_PATH or Debian's /usr/sbin/nginx) for the deploy checks; installs Debian's
 * package as root. Only the binary is used: if installing started the package's own service, it is
 * stopped again so that it holds no port.
 */
export function ensureNginx() {
  const wasRunning = existsSync('/run/nginx.pid');
  const nginx = findOrInstall({
    candidates: [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'],
    pkg: 'nginx',
    installed: '/usr/sbin/nginx',
    aptArgs: ['--no-install-recommends'],
    hint:
      'nginx was not found. Install it with `sudo apt-get install nginx` (Debian/Ubuntu), or set NGINX_PATH to an ' +
      'nginx binary. The deploy checks run the site through it.',
  });
  if (!wasRunning && existsSync('/run/nginx.pid')) spawnSync(nginx, ['-s', 'quit'], { stdio: 'inherit' });
  return nginx;
}

export { root as projectRoot };

#!/usr/bin/env node
// `npm run bench:dev` (and a step of `npm run bench`): how long an edit takes to show under
// `npm run dev`. Starts the dev server on a free port against a temporary copy of the repository's
// site content (content/ and openapi/ with a derived site.config.ts: the real files are never
// touched), then for each kind of edit (a doc, a post, a category label, authors.yml, the config's
// title, an API description) writes a unique marker into the file and polls the page that shows it
// until the marker is there: milliseconds from the write to the first answer that has it.
// Reports min / median / max per kind and exits 1 when a median exceeds bench/budgets.json's devLoop.
// On Linux it also logs (and saves in dev-loop-results.json) the CPU seconds of the dev server's
// processes by role (the watcher, Next, its generateStaticParams processes) until the first page
// and from each write until the page showed it.
//
//   npm run bench:dev [-- --edits 5] [--keep] [--docs 10000] [--port 3000 (default: a free one)]
//
// With --docs N the site is instead a generated docs site of N docs (bench/generate-docs-site.mjs, issue
// 29: "npm run dev on the 10,000-doc site"), and the edits are its measured doc's body and title and its category's label.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { normaliseBasePath } from '../lib/config/env.mjs';
import { writeDerivedSiteConfig } from '../scripts/lib/derived-site.mjs';
import { generateDocsSite, measuredDoc } from './generate-docs-site.mjs';
import { compareDevLoop, renderDevLoop, summariseDevLoop } from './lib.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 300_000;
/** An edit that has not shown after this long counts as failed (and far over budget). */
const EDIT_TIMEOUT_MS = 30_000;

/**
 * The edits: the file (in the site copy), how to put a marker in it (from its original text), and
 * the page (under the base path) that shows it.
 */
export const EDITS = [
  { kind: 'doc', file: 'content/docs/intro.md', page: '/docs/intro', edit: (text, marker) => `${text}\n\n${marker}\n` },
  {
    kind: 'post',
    file: 'content/blog/2026-11-20-welcome/index.md',
    page: '/blog/welcome',
    edit: (text, marker) => `${text}\n\n${marker}\n`,
  },
  {
    kind: 'category',
    file: 'content/docs/tutorial-basics/_category_.json',
    page: '/docs/intro',
    edit: (text, marker) => replaceOnce(text, '"label": "Tutorial - Basics"', `"label": "Tutorial - Basics ${marker}"`),
  },
  {
    kind: 'authors',
    file: 'content/blog/authors.yml',
    page: '/blog/welcome',
    edit: (text, marker) => replaceOnce(text, 'name: Mara Okafor', `name: Mara ${marker}`),
  },
  {
    kind: 'config',
    file: 'site.config.ts',
    page: '/docs/intro',
    edit: (text, marker) => replaceOnce(text, '\n};', `\n  title: '${marker}',\n};`),
  },
  {
    kind: 'api',
    file: 'openapi/word.yaml',
    page: '/api/word',
    edit: (text, marker) => replaceOnce(text, '  title: Word API\n', `  title: Word API ${marker}\n`),
  },
];

/** The edits of a generated site of `docs` docs: guide 1 of topic 1, and the label of its category. */
export function generatedEdits(docs) {
  const page = measuredDoc(docs);
  const dir = path.posix.dirname(page.replace(/^\/docs\//, 'docs/'));
  return [
    { kind: 'doc', file: `${dir}/guide-001.md`, page, edit: (text, marker) => `${text}\n\n${marker}\n` },
    // The title shows in the page's heading and in the sidebar of every page of its category.
    {
      kind: 'title',
      file: `${dir}/guide-001.md`,
      page,
      edit: (text, marker) => replaceOnce(text, '\ntitle: Guide 1\n', `\ntitle: Guide 1 ${marker}\n`),
    },
    {
      kind: 'category',
      file: `${dir}/_category_.json`,
      page,
      edit: (text, marker) => replaceOnce(text, '"label": "Topic 1"', `"label": "Topic 1 ${marker}"`),
    },
  ];
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * One /proc/<pid>/stat line: its process group and CPU seconds, its own and its waited-for children's
 * (user and system), so a process that ended counts in its parent's.
 */
export function parseProcStat(text) {
  // The command name (field 2) is in parentheses and may hold spaces: the fields after its last ")".
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { pgrp: Number(fields[2]), cpuSeconds: (utime + stime + cutime + cstime) / CLOCK_TICKS };
}

/** What a process of `npm run dev` is, from its command line. */
export function devProcessRole(commandLine) {
  if (commandLine.includes('scripts/dev.ts')) return 'watcher';
  if (/static-paths-worker|jest-worker/.test(commandLine)) return 'static paths';
  if (/next-server|next\/dist|start-server/.test(commandLine)) return 'next';
  return 'other';
}

/**
 * CPU seconds of each live process of a process group by role (Linux; an empty object elsewhere):
 * where the dev server's time goes, the watcher's, Next's and its generateStaticParams processes'.
 */
function groupCpu(pgid) {
  const byRole = {};
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return byRole;
  }
  for (const pid of pids) {
    try {
      const { pgrp, cpuSeconds } = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (pgrp !== pgid) continue;
      const role = devProcessRole(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '));
      byRole[role] = (byRole[role] ?? 0) + cpuSeconds;
    } catch {
      // Gone meanwhile.
    }
  }
  return byRole;
}

/** CPU seconds per role spent between two groupCpu readings, rounded to 0.01 s. */
function cpuSince(before, after) {
  return Object.fromEntries(
    Object.entries(after).map(([role, seconds]) => [role, Math.round((seconds - (before[role] ?? 0)) * 100) / 100]),
  );
}

const cpuText = (cpu) =>
  Object.entries(cpu)
    .map(([role, seconds]) => `${role} ${seconds.toFixed(2)}`)
    .join(', ');

function replaceOnce(text, from, to) {
  if (!text.includes(from))
    throw new Error(`bench:dev: the site copy no longer has ${JSON.stringify(from)}; update bench/dev-loop.mjs's EDITS.`);
  return text.replace(from, to);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds one request may take: a page of a generated site of thousands of docs may take minutes. */
let requestTimeoutMs = 60_000;

async function get(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

/** Polls `url` until `until(answer)`; the first answer that passes, or undefined after `timeoutMs`. */
async function poll(url, until, timeoutMs, intervalMs = 20) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const answer = await get(url);
    if (until(answer)) return answer;
    await sleep(intervalMs);
  }
  return undefined;
}

/** The temporary site: content/ and openapi/ copied, a config that takes the repository's. */
function makeSite(scratch) {
  const site = path.join(scratch, 'site');
  mkdirSync(site, { recursive: true });
  cpSync(path.join(projectRoot, 'content'), path.join(site, 'content'), { recursive: true });
  cpSync(path.join(projectRoot, 'openapi'), path.join(site, 'openapi'), { recursive: true });
  writeDerivedSiteConfig(site, projectRoot, { copiedSpecs: true });
  return site;
}

/**
 * Runs the dev loop benchmark and returns its results ({ edits, kinds: { kind: { min, median, max,
 * samples, failed } }, startSeconds }).
 * @param {{ edits?: number, keep?: boolean, docs?: number, port?: number, log?: (message: string) => void }} [options]
 */
export async function runDevLoop(options = {}) {
  const edits = Math.max(1, options.edits ?? 5);
  const log = options.log ?? ((message) => console.log(`> bench:dev: ${message}`));
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-dev-'));
  let site;
  if (options.docs) {
    site = path.join(scratch, 'generated');
    generateDocsSite(options.docs, site);
  } else site = makeSite(scratch);
  const plan = options.docs ? generatedEdits(options.docs) : EDITS;
  const firstPage = plan[0].page;
  // A generated site of thousands of docs may take minutes where the budget is seconds: wait long enough to measure it.
  const startTimeout = options.docs ? 4 * START_TIMEOUT_MS : START_TIMEOUT_MS;
  const editTimeout = options.docs ? 20 * EDIT_TIMEOUT_MS : EDIT_TIMEOUT_MS;
  requestTimeoutMs = options.docs ? editTimeout : 60_000;
  const port = options.port ?? (await freePort());
  const basePath = normaliseBasePath(process.env.BASE_PATH);
  const origin = `http://127.0.0.1:${port}`;
  log(`npm run dev on ${origin}${basePath} for a copy of the site in ${site}`);
  const started = performance.now();
  // Its own process group, so the server and every process it starts stop together.
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SITE_DIR: site, SITE_PREPARED: path.join(scratch, 'prepared.json'), NEXT_TELEMETRY_DISABLED: '1' },
  });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      for (let i = 0; i < 50 && !exited; i += 1) await sleep(100);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
  };
  const samples = Object.fromEntries(plan.map(({ kind }) => [kind, []]));
  const failed = Object.fromEntries(plan.map(({ kind }) => [kind, 0]));
  const editCpu = Object.fromEntries(plan.map(({ kind }) => [kind, []]));
  try {
    const first = await poll(`${origin}${basePath}${firstPage}`, (answer) => answer.status === 200 || exited, startTimeout, 500);
    if (!first || exited)
      throw new Error(`npm run dev did not answer ${basePath}${firstPage}. Its output:\n${Buffer.concat(chunks).toString()}`);
    const startSeconds = (performance.now() - started) / 1000;
    const startCpu = cpuSince({}, groupCpu(child.pid));
    log(`first ${firstPage} after ${startSeconds.toFixed(1)} s (CPU s: ${cpuText(startCpu)}); warming the other pages`);
    for (const page of new Set(plan.map((edit) => edit.page))) await get(`${origin}${basePath}${page}`);
    for (let round = 0; round < edits; round += 1) {
      for (const { kind, file, page, edit } of plan) {
        const abs = path.join(site, file);
        const original = readFileSync(abs, 'utf8');
        const marker = `devloop${kind}${round}x${Math.random().toString(36).slice(2, 8)}`;
        const cpuBefore = groupCpu(child.pid);
        writeFileSync(abs, edit(original, marker));
        const written = performance.now();
        const shown = await poll(`${origin}${basePath}${page}`, (answer) => answer.text.includes(marker), editTimeout);
        const ms = Math.round(performance.now() - written);
        const cpu = cpuSince(cpuBefore, groupCpu(child.pid));
        editCpu[kind].push(cpu);
        if (shown) samples[kind].push(ms);
        else failed[kind] += 1;
        log(`${kind} (${file}) → ${page}: ${shown ? `${ms} ms` : `not shown after ${editTimeout} ms`} (CPU s until then: ${cpuText(cpu)})`);
        // Back to the original, and shown so, before the next edit.
        writeFileSync(abs, original);
        await poll(`${origin}${basePath}${page}`, (answer) => answer.status === 200 && !answer.text.includes(marker), editTimeout);
      }
    }
    return { edits, startSeconds, kinds: summariseDevLoop(samples, failed), cpuSeconds: { start: startCpu, edits: editCpu } };
  } finally {
    await stop();
    if (options.keep) log(`kept ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      edits: { type: 'string', default: '5' },
      keep: { type: 'boolean', default: false },
      docs: { type: 'string' },
      port: { type: 'string' },
    },
  });
  const results = await runDevLoop({
    edits: Number(values.edits) || 5,
    keep: values.keep,
    docs: Number(values.docs) || undefined,
    port: Number(values.port) || undefined,
  });
  const budgets = JSON.parse(readFileSync(path.join(projectRoot, 'bench', 'budgets.json'), 'utf8'));
  const failures = compareDevLoop(results, budgets);
  writeFileSync(
    path.join(projectRoot, 'bench', 'dev-loop-results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), ...results, budgetFailures: failures }, null, 2)}\n`,
  );
  console.log(`\n${renderDevLoop(results)}`);
  if (failures.length === 0) console.log('Budget (bench/budgets.json devLoop): met.');
  else for (const f of failures) console.log(`- ${f.route}: ${f.check} is ${f.actual}, budget ${f.limit}`);
  return failures.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`bench:dev: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}

#!/usr/bin/env node
// The Docusaurus compatibility census: `npm run bench:compat -- <site folder> [--out <export dir>]`.
// Visits every exported HTML page of a built site in Chromium and counts, per page with a Markdown
// source, what the page shows as text that the source meant as markup (an `import` line, `:::`, a
// JSX tag, a `<Tabs>` without tabs, a lost `<details>`/`<iframe>`). Build the site first, with the
// same export folder: `SITE_DIR=<site> NEXT_DIST_DIR=<out> npm run build`. Writes
// bench/compat-results.json and exits 1 when an issue check finds something.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { readPreparedEnv } from '../lib/config/env.mjs';
import { CHROMIUM_FLAGS, ensureChromium } from '../scripts/lib/ensure.mjs';
import { createStaticServer } from '../scripts/lib/static-server.mjs';
import { CHECK_TITLES, checkPage, importKind, INFO_CHECKS, ISSUE_CHECKS, sourceImports } from './compat-checks.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: process.env.NEXT_DIST_DIR || 'out' },
    port: { type: 'string', default: process.env.COMPAT_PORT ?? '3131' },
    results: { type: 'string', default: path.join(root, 'bench', 'compat-results.json') },
    examples: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '2' },
  },
});
if (positionals.length !== 1) {
  console.error(
    'Usage: npm run bench:compat -- <site folder> [--out <export dir>]\n(build it first: SITE_DIR=<site folder> NEXT_DIST_DIR=<export dir> npm run build)',
  );
  process.exit(2);
}
const siteDir = path.resolve(positionals[0]);
const outDir = path.resolve(root, values.out);
if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error(`No exported site in ${outDir}. Build it first: SITE_DIR=${positionals[0]} NEXT_DIST_DIR=${values.out} npm run build`);
  process.exit(2);
}

/** Every exported page as its route: a/b.html → /a/b, index.html → /. Next's error pages are left out. */
function exportedRoutes(dir, rel = '') {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '_next' ? [] : exportedRoutes(dir, child);
    if (!entry.name.endsWith('.html') || ['404.html', '_not-found.html'].includes(child)) return [];
    const route = `/${child.slice(0, -'.html'.length)}`.replace(/(^|\/)index$/, '');
    return [route || '/'];
  });
}

/** The route table's route → source file, asked of the loaders with the build's site folder and export. */
function sourcesByRoute() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'compat-'));
  const file = path.join(tmp, 'routes.json');
  const env = { ...process.env, SITE_DIR: siteDir, NEXT_DIST_DIR: path.relative(root, outDir) || values.out };
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'bench', 'compat-routes.ts'), file], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  try {
    if (run.status !== 0) {
      console.warn(
        `The route table could not be read (${(run.stderr || '').trim().split('\n')[0]}); pages are checked without their sources.`,
      );
      return new Map();
    }
    return new Map(JSON.parse(readFileSync(file, 'utf8')).map(({ route, file: source }) => [route, source]));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Visits one page: its content HTML after hydration, its console errors, and whether it loaded. */
async function visit(context, url) {
  const page = await context.newPage();
  const errors = [];
  const origin = new URL(url).origin;
  page.on('console', (message) => {
    // Other origins are blocked (below): their failed loads are the census' doing, not the site's.
    const from = message.location().url;
    if (message.type() === 'error' && (!from || from.startsWith(origin))) errors.push(message.text().slice(0, 160));
  });
  page.on('pageerror', (error) => errors.push(String(error.message).slice(0, 160)));
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (!response || response.status() >= 400) return { failed: `HTTP ${response?.status() ?? 'no response'}`, errors };
    await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => {});
    const html = await page.evaluate(
      () => (document.querySelector('[data-search-body]') ?? document.querySelector('main') ?? document.body).outerHTML,
    );
    return { html, errors };
  } catch (error) {
    return { failed: String(error.message).split('\n')[0], errors };
  } finally {
    await page.close();
  }
}

function table(rows, headers) {
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => String(row[index]).length)));
  const line = (cells) => `| ${cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')} |`;
  return [line(headers), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

async function main() {
  const routes = exportedRoutes(outDir).sort();
  const sources = sourcesByRoute();
  const { basePath } = readPreparedEnv({ ...process.env, NEXT_DIST_DIR: path.relative(root, outDir) || values.out });
  const server = createStaticServer({ root: outDir, basePath });
  const port = Number(values.port);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  const context = await browser.newContext();
  // Only the export is served: remote images, videos and embeds would make the census slow and
  // its console errors depend on the network.
  const local = `http://127.0.0.1:${port}`;
  await context.route('**/*', (route) =>
    route.request().url().startsWith(local) || route.request().url().startsWith('data:') ? route.continue() : route.abort(),
  );
  const pages = [];
  const started = Date.now();
  try {
    let next = 0;
    const worker = async () => {
      while (next < routes.length) {
        const route = routes[next++];
        const file = sources.get(route);
        const source = file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
        const result = await visit(context, `http://127.0.0.1:${port}${basePath}${route === '/' ? '/' : route}`);
        const found = result.html ? checkPage(result.html, source) : {};
        found.consoleErrors = result.errors;
        found.loadFailures = result.failed ? [result.failed] : [];
        pages.push({ route, source: file ? path.relative(siteDir, file) : undefined, found });
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Number(values.concurrency)) }, worker));
  } finally {
    await browser.close();
    server.close();
  }
  pages.sort((a, b) => a.route.localeCompare(b.route));

  const withSource = pages.filter((page) => page.source);
  const summary = {};
  const max = Number(values.examples);
  console.log(
    `\n${pages.length} pages in ${path.relative(process.cwd(), outDir) || '.'}, ${withSource.length} with a source file (${((Date.now() - started) / 1000).toFixed(0)} s).\n`,
  );
  for (const check of [...ISSUE_CHECKS, ...INFO_CHECKS]) {
    // The issue checks count pages with a source (the census of the content); the load checks count every page.
    const scope = ISSUE_CHECKS.includes(check) || ['headingIdAsText', 'mathAsText', 'mermaidAsText'].includes(check) ? withSource : pages;
    const hits = scope.filter((page) => (page.found[check] ?? []).length > 0);
    const count = hits.reduce((sum, page) => sum + page.found[check].length, 0);
    summary[check] = { pages: hits.length, findings: count };
    const kind = ISSUE_CHECKS.includes(check) ? 'issue check' : 'information';
    console.log(`${check} (${kind}): ${CHECK_TITLES[check]}: ${count} in ${hits.length} pages`);
    if (hits.length > 0) {
      const rows = hits
        .slice(0, max)
        .map((page) => [page.source ?? page.route, page.found[check].length, page.found[check][0].replace(/\|/g, '\\|')]);
      console.log(table(rows, ['page', 'n', 'first']));
      if (hits.length > max) console.log(`… and ${hits.length - max} more pages (all in the results file)`);
    }
    console.log('');
  }
  const imports = {};
  for (const page of withSource) {
    for (const { specifier, line } of sourceImports(readFileSync(path.join(siteDir, page.source), 'utf8'))) {
      const kind = importKind(specifier);
      imports[kind] ??= { count: 0, examples: [] };
      imports[kind].count += 1;
      if (imports[kind].examples.length < max) imports[kind].examples.push(`${page.source}:${line} ${specifier}`);
    }
  }
  if (Object.keys(imports).length > 0) {
    console.log("MDX imports in the pages' sources, by kind:");
    console.log(
      table(
        Object.entries(imports).map(([kind, { count, examples }]) => [kind, count, examples[0]]),
        ['kind', 'n', 'first'],
      ),
    );
    console.log('');
  }
  const issues = ISSUE_CHECKS.reduce((sum, check) => sum + summary[check].findings, 0);
  console.log(
    table(
      [...ISSUE_CHECKS, ...INFO_CHECKS].map((check) => [check, summary[check].pages, summary[check].findings]),
      ['check', 'pages', 'findings'],
    ),
  );
  console.log(`\nTotal: ${issues} findings of the issue checks in ${pages.length} pages (${withSource.length} with a source).`);
  const findings = pages.filter((page) => Object.values(page.found).some((list) => list.length > 0));
  writeFileSync(
    values.results,
    `${JSON.stringify({ siteDir, outDir, pages: pages.length, withSource: withSource.length, summary, imports, findings }, null, 2)}\n`,
  );
  console.log(`Details: ${path.relative(process.cwd(), values.results)}`);
  process.exit(issues > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});

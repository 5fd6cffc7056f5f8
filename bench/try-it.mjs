#!/usr/bin/env node
// The Try it console's cost, measured in Chromium on a build that enables it (the test build,
// out-test/, where word and calculator have `tryIt`): what a cold load of an API page fetches
// before any click (the console's own chunks must not be among it: 0 bytes), and the chunks (JS and
// CSS, gzip level 6 as nginx) the first click on "Try it" fetches, which budgets.json's
// tryIt.maxOpenGzipKB caps. With --seed-dir it also loads the same page of a build without the
// console (out/) and reports the first-load difference: the launcher leaf and the buttons.
//
//   node bench/try-it.mjs [--dir out-test] [--seed-dir out] [--route /api/calculator] [--json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { readPreparedEnv } from '../lib/config/env.mjs';
import { CHROMIUM_FLAGS, ensureChromium, projectRoot } from '../scripts/lib/ensure.mjs';
import { serveStatic } from '../scripts/lib/static-server.mjs';
import { compareTryIt } from './lib.mjs';

const kindOf = (type) => (type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : 'other');

/** One cold load of `url`, then (when `click`) a click on the first Try it button: bytes per phase and kind. */
async function load(browser, url, click) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let phase = 'load';
  const pending = [];
  page.on('response', (response) => {
    const at = phase;
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({
          phase: at,
          url: response.url(),
          kind: kindOf(response.request().resourceType()),
          raw: body.length,
          gzip: body.length ? gzipSync(body, { level: 6 }).length : 0,
        })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  let opened = false;
  if (click) {
    const button = page.locator('button[data-try-it]').first();
    if ((await button.count()) > 0) {
      phase = 'click';
      await button.click();
      await page.locator('form button[type="submit"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      opened = true;
    }
  }
  const responses = await Promise.all(pending);
  await context.close();
  const sum = (list, kind) =>
    list.filter((r) => r.kind === kind).reduce((total, r) => ({ raw: total.raw + r.raw, gzip: total.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const before = responses.filter((r) => r.phase === 'load');
  const after = responses.filter((r) => r.phase === 'click' && (r.kind === 'js' || r.kind === 'css'));
  return {
    opened,
    load: { js: sum(before, 'js'), css: sum(before, 'css'), html: sum(before, 'html') },
    click: {
      files: after.map((r) => ({ file: new URL(r.url).pathname, kind: r.kind, raw: r.raw, gzip: r.gzip })),
      js: sum(after, 'js'),
      css: sum(after, 'css'),
    },
    // A chunk fetched on click that the load had fetched already would not be fetched again: so the
    // console's bytes before the click are those of any click file the load also fetched.
    consoleBytesBeforeClick: before.filter((r) => after.some((a) => a.url === r.url)).reduce((total, r) => total + r.raw, 0),
  };
}

/** Measures the console on `dir` (and the same route on `seedDir` when given). */
export async function measureTryIt({ dir = 'out-test', seedDir, route = '/api/calculator' } = {}) {
  const root = path.resolve(projectRoot, dir);
  if (!existsSync(path.join(root, 'index.html'))) return { error: `No build in ${dir}: run npm run build:test first.` };
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  const served = [];
  try {
    const serve = async (folder) => {
      const { basePath } = readPreparedEnv({ ...process.env, NEXT_DIST_DIR: folder });
      const { server, origin } = await serveStatic({ root: path.resolve(projectRoot, folder), basePath });
      served.push(server);
      return `${origin}${basePath}${route}`;
    };
    const result = { dir, route, ...(await load(browser, await serve(dir), true)) };
    if (!result.opened) return { ...result, error: `${dir}${route} has no Try it button: its build does not enable tryIt.` };
    if (seedDir && existsSync(path.join(projectRoot, seedDir, 'index.html'))) {
      const seed = await load(browser, await serve(seedDir), false);
      result.seed = { dir: seedDir, load: seed.load };
      result.firstLoadExtra = {
        jsGzip: result.load.js.gzip - seed.load.js.gzip,
        cssGzip: result.load.css.gzip - seed.load.css.gzip,
        htmlGzip: result.load.html.gzip - seed.load.html.gzip,
      };
    }
    return result;
  } finally {
    await browser.close();
    for (const server of served) server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out-test' },
      'seed-dir': { type: 'string' },
      route: { type: 'string', default: '/api/calculator' },
      json: { type: 'boolean', default: false },
    },
  });
  const result = await measureTryIt({ dir: values.dir, seedDir: values['seed-dir'], route: values.route });
  const failures = compareTryIt(result, JSON.parse(readFileSync(path.join(projectRoot, 'bench', 'budgets.json'), 'utf8')));
  if (values.json) console.log(JSON.stringify({ ...result, failures }, null, 2));
  else {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    if (result.error) console.log(`try-it: ${result.error}`);
    else {
      console.log(
        `First load of ${result.route} (${result.dir}): JS ${kb(result.load.js.gzip)}, CSS ${kb(result.load.css.gzip)}, HTML ${kb(result.load.html.gzip)} gzip; console bytes before the click: ${result.consoleBytesBeforeClick}`,
      );
      if (result.firstLoadExtra)
        console.log(
          `Beyond ${result.seed.dir} (no console): JS +${result.firstLoadExtra.jsGzip} B, CSS +${result.firstLoadExtra.cssGzip} B, HTML +${result.firstLoadExtra.htmlGzip} B gzip`,
        );
      console.log(
        `On the first click: ${result.click.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}; total ${kb(result.click.js.gzip + result.click.css.gzip)} gzip (JS ${kb(result.click.js.gzip)}, CSS ${kb(result.click.css.gzip)})`,
      );
    }
    for (const failure of failures) console.log(`over budget: ${failure.check} ${failure.actual} > ${failure.limit}`);
  }
  process.exit(failures.length ? 1 : 0);
}

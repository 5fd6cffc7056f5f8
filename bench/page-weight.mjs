#!/usr/bin/env node
// Page weight at scale (issue 29, "a page weighs what it shows, whatever the size of the site"): docs
// sites of 100 and 1,000 generated docs (bench/generate-docs-site.mjs; 10,000 too with --max 10000),
// each built from cold caches, and the same doc page measured in each: its HTML bytes, its `.txt`
// payload (what a client navigation to it fetches), its links, with the build's wall and CPU seconds
// and its page count. Budgets (bench/budgets.json, pageWeightScale): the page's HTML and .txt at the
// largest size at most maxGrowth times the same page at the smallest, and no doc page of any size over
// maxDocPageBytes of HTML.
//
//   node bench/page-weight.mjs [--max 10000] [--sizes 100,500] [--versions 5] [--keep]
//
// With --versions N each site has N docs versions (generate-docs-site.mjs --versions): the page is then
// the same doc in the last version (served at /docs), whose navbar has the version dropdown.
//
// Writes bench/page-weight-results.json:
//   { page, sizes: [{ docs, page, html, txt, links, largestDocPage: { path, bytes }, docPagesOverBudget, pages, seconds, cpuSeconds, peakMB,
//     stepPeakMB: { check, next, postbuild }, stepCpuSeconds: { check, next, postbuild } }],
//     growth: { html, txt } }
// The sites go to a temporary folder, the exports to out-weight-<docs>/; both are removed afterwards
// (the exports kept with --keep, to look into).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { coldBuild } from './cold-build.mjs';
import { generateDocsSite, measuredDoc } from './generate-docs-site.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    max: { type: 'string', default: '1000' },
    sizes: { type: 'string' },
    versions: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes
  ? values.sizes
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0)
  : [100, 1000, 10000].filter((n) => n <= Math.max(100, Number(values.max) || 1000));
const versions = Math.max(1, Number(values.versions) || 1);
const budgets = JSON.parse(readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8')).pageWeightScale ?? {};

const round = (n) => Math.round(n * 10) / 10;

function htmlFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) htmlFiles(file, out);
    else if (name.endsWith('.html')) out.push(file);
  }
  return out;
}

/** Links a page's HTML writes (`<a` elements with an href). */
function countLinks(html) {
  return (html.match(/<a\s[^>]*href=/g) ?? []).length;
}

async function measure(docs, scratch) {
  const site = path.join(scratch, `docs-${docs}`);
  generateDocsSite(docs, site, { versions });
  const dist = versions > 1 ? `out-weight-${docs}-v${versions}` : `out-weight-${docs}`;
  console.log(`\n> bench/page-weight: ${docs} docs (SITE_DIR=${site}, NEXT_DIST_DIR=${dist})`);
  const built = await coldBuild({ dist, env: { SITE_DIR: site, SITE_CONFIG_OVERRIDES: undefined } });
  if (built.failed) throw new Error(`bench/page-weight (${docs} docs): ${built.failed.message}`);
  const out = path.join(root, dist);
  const measured = measuredDoc(docs);
  try {
    const page = path.join(out, `${measured}.html`);
    const html = readFileSync(page, 'utf8');
    const docPages = htmlFiles(path.join(out, 'docs')).map((file) => ({ path: path.relative(out, file), bytes: statSync(file).size }));
    const largest = docPages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    return {
      docs,
      page: measured,
      html: Buffer.byteLength(html),
      txt: statSync(path.join(out, `${measured}.txt`)).size,
      links: countLinks(html),
      largestDocPage: largest,
      docPagesOverBudget:
        budgets.maxDocPageBytes === undefined ? undefined : docPages.filter((p) => p.bytes > budgets.maxDocPageBytes).length,
      pages: htmlFiles(out).length,
      seconds: round(Object.values(built.seconds).reduce((sum, s) => sum + s, 0)),
      // CPU of the build's steps and every process they waited for (bench/measured-run.mjs), not of the memory sampling.
      cpuSeconds: Object.keys(built.cpuSeconds).length ? round(Object.values(built.cpuSeconds).reduce((sum, s) => sum + s, 0)) : undefined,
      peakMB: Math.round(built.peakBytes / 2 ** 20),
      stepPeakMB: Object.fromEntries(Object.entries(built.peakBytesByStep).map(([step, bytes]) => [step, Math.round(bytes / 2 ** 20)])),
      stepCpuSeconds: Object.fromEntries(Object.entries(built.cpuSeconds).map(([step, s]) => [step, round(s)])),
    };
  } finally {
    if (!values.keep) rmSync(out, { recursive: true, force: true });
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-page-weight-'));
try {
  const results = { page: measuredDoc(sizes[0]), ...(versions > 1 ? { versions } : {}), sizes: [] };
  for (const docs of sizes) results.sizes.push(await measure(docs, scratch));
  const [first, last] = [results.sizes[0], results.sizes.at(-1)];
  results.growth = { html: Math.round((last.html / first.html) * 100) / 100, txt: Math.round((last.txt / first.txt) * 100) / 100 };
  writeFileSync(path.join(root, 'bench', 'page-weight-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nbench/page-weight: guide 1 of topic 1`);
  for (const s of results.sizes) {
    console.log(
      `  ${s.docs} docs (${s.page}): HTML ${s.html} B, .txt ${s.txt} B, ${s.links} links; largest doc page ${s.largestDocPage.path} ${s.largestDocPage.bytes} B; ` +
        `${s.pages} pages built in ${s.seconds} s (${s.cpuSeconds ?? '?'} CPU s, peak ${s.peakMB} MB)`,
    );
  }
  console.log(`  growth ${first.docs} → ${last.docs} docs: HTML ×${results.growth.html}, .txt ×${results.growth.txt}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

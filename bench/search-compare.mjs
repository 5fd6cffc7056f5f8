#!/usr/bin/env node
// Compares search libraries on this site's own records (the ones the post-build step indexes):
// code the browser downloads, index size, bytes a query downloads, query time, typo tolerance.
// Run after `npm run build`: `npm run bench:search` (tsx, since it reuses the TypeScript loaders).
// Writes reports/search-compare.json and prints a table. Times are medians over warm runs in V8.
import { readdirSync, readFileSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';
import MiniSearch from 'minisearch';
import { Document } from 'flexsearch';
import { create, insertMultiple, save, load, search as oramaSearch } from '@orama/orama';
import { scanExport } from '../lib/checks/export-scan';
import { siteConfig } from '../lib/config';
import { getApiModel } from '../lib/openapi';
import { buildSearchIndex, excerpt } from '../lib/search/build-index';
import { apiSearchRecords, siteSearchRecords } from '../lib/postbuild/site-index';
import { SearchClient } from '../lib/runtime/search-client';
import { MINISEARCH_OPTIONS } from '../lib/runtime/search-index';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from '../scripts/lib/ensure.mjs';
import { serveStatic } from '../scripts/lib/static-server.mjs';

export const QUERIES = ['divide', '/api/calc/divide', 'wordCount', 'Division by zero', 'deploy', 'front matter'];
const TYPO = { query: 'dvide', expect: '/api/calculator#operation/divide' };
const RUNS = 200;
const OUT = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');

const gz = (text) => gzipSync(text, { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};
const stats = (times) => ({ medianMs: percentile(times, 0.5), p99Ms: percentile(times, 0.99), maxMs: Math.max(...times) });
/** What every engine stores for a result: the same display fields as the chosen one. */
const display = (record) => ({ url: record.url, title: record.title, context: record.context, excerpt: excerpt(record.text, 180) });

/** Median and max milliseconds of `fn` over warm runs of every query. */
async function time(fn) {
  for (const query of QUERIES) await fn(query); // warm up
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      await fn(query);
      times.push(performance.now() - started);
    }
  }
  return stats(times);
}

/** Minified, gzipped size of the code a browser needs for this use of a library. */
async function codeSize(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
  });
  return gz(result.outputFiles[0].text);
}

/** Our split MiniSearch index, read through the browser's client with a byte-counting fetch. */
async function miniSearchSplit(records) {
  const { files } = buildSearchIndex(records);
  const sizes = new Map([...files].map(([name, content]) => [name, gz(content)]));
  const clientWithCounter = () => {
    const counter = { bytes: 0, files: 0 };
    const client = new SearchClient('/search/', async (url) => {
      const name = url.replace(/^\//, '');
      counter.bytes += sizes.get(name);
      counter.files += 1;
      return JSON.parse(files.get(name));
    });
    return { client, counter };
  };
  const perQuery = {};
  for (const query of QUERIES) {
    const { client, counter } = clientWithCounter();
    const answer = await client.search(query);
    perQuery[query] = { bytes: counter.bytes, files: counter.files, top: answer.hits[0]?.record.url };
  }
  const session = clientWithCounter();
  for (const query of QUERIES) await session.client.search(query);
  const warm = clientWithCounter().client;
  const searchTimes = [];
  for (const query of QUERIES) await warm.search(query);
  for (let run = 0; run < RUNS; run += 1) for (const query of QUERIES) searchTimes.push((await warm.search(query)).searchMs);
  const typo = await clientWithCounter().client.search(TYPO.query);
  // The dialog's own chunk in the export (the search code a reader downloads on first open).
  const chunksDir = path.join(OUT, '_next/static/chunks');
  const dialogChunks = existsSync(chunksDir)
    ? readdirSync(chunksDir).filter(
        (file) =>
          /\.(js|css)$/.test(file) && /fuzzyGet|search-dialog|Search the tutorial/.test(readFileSync(path.join(chunksDir, file), 'utf8')),
      )
    : [];
  return {
    name: 'MiniSearch 7.2.0, split (chosen)',
    codeGz: await codeSize("import MiniSearch from 'minisearch'; globalThis.search = MiniSearch.loadJS;"),
    dialogChunkGz: dialogChunks.reduce((n, file) => n + gz(readFileSync(path.join(chunksDir, file))), 0),
    indexGz: [...sizes.values()].reduce((a, b) => a + b, 0),
    indexFiles: files.size,
    perQuery,
    sessionBytes: session.counter.bytes,
    sessionFiles: session.counter.files,
    ...stats(searchTimes),
    typoFound: typo.hits.some((hit) => hit.record.url === TYPO.expect),
    operationResults: true,
  };
}

/** MiniSearch with the whole index in one file: what splitting saves. */
async function miniSearchWhole(records) {
  const options = { ...MINISEARCH_OPTIONS, storeFields: ['url', 'title', 'context', 'excerpt'] };
  const index = new MiniSearch(options);
  index.addAll(records.map((record, id) => ({ ...record, ...display(record), id })));
  const json = JSON.stringify(index);
  const loaded = MiniSearch.loadJSON(json, options);
  const timing = await time((query) => loaded.search(query));
  return {
    name: 'MiniSearch 7.2.0, one file',
    codeGz: await codeSize("import MiniSearch from 'minisearch'; globalThis.search = MiniSearch.loadJSON;"),
    indexGz: gz(json),
    indexFiles: 1,
    sessionBytes: gz(json),
    ...timing,
    typoFound: loaded.search(TYPO.query).some((hit) => hit.url === TYPO.expect),
    operationResults: true,
  };
}

async function flexSearch(records) {
  const options = {
    document: { id: 'id', index: ['title', 'terms', 'names', 'text'], store: ['url', 'title', 'context', 'excerpt'] },
    tokenize: 'forward',
  };
  const index = new Document(options);
  records.forEach((record, id) => index.add({ id, ...record, ...display(record) }));
  const exported = {};
  await index.export((key, data) => {
    exported[key] = data;
  });
  const text = JSON.stringify(exported);
  const copy = new Document(options);
  for (const [key, data] of Object.entries(exported)) copy.import(key, data);
  const find = (query) => copy.search(query, { limit: 20, enrich: true, merge: true });
  const timing = await time(find);
  return {
    name: 'FlexSearch 0.8.212, Document, forward',
    codeGz: await codeSize("import { Document } from 'flexsearch'; globalThis.Search = Document;"),
    indexGz: gz(text),
    indexFiles: Object.keys(exported).length,
    sessionBytes: gz(text),
    ...timing,
    typoFound: find(TYPO.query).some((hit) => hit.doc?.url === TYPO.expect),
    operationResults: true,
  };
}

async function orama(records) {
  // Orama keeps whole documents in its saved state: the indexed text travels with the index.
  const schema = { title: 'string', terms: 'string', names: 'string', text: 'string' };
  const db = create({ schema });
  await insertMultiple(
    db,
    records.map((record) => ({ title: record.title, terms: record.terms, names: record.names, text: record.text, ...display(record) })),
  );
  const text = JSON.stringify(save(db));
  const copy = create({ schema });
  load(copy, JSON.parse(text));
  const find = (term) => oramaSearch(copy, { term, properties: ['title', 'terms', 'names', 'text'], tolerance: 1, limit: 20 });
  const timing = await time(find);
  return {
    name: 'Orama 3.1.18',
    codeGz: await codeSize("import { create, load, search } from '@orama/orama'; globalThis.o = { create, load, search };"),
    indexGz: gz(text),
    indexFiles: 1,
    sessionBytes: gz(text),
    ...timing,
    typoFound: (await find(TYPO.query)).hits.some((hit) => hit.document.url === TYPO.expect),
    operationResults: true,
  };
}

/**
 * The real dialog in Chromium against the served export: what a page's first load, the first
 * open (code) and the six queries (index files) transfer, gzipped as the static server sends them.
 */
async function inChromium() {
  const { server, origin } = await serveStatic({ root: OUT, basePath: siteConfig().basePath });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const transfers = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null);
      transfers.push({ url: request.url(), bytes: sizes ? sizes.responseBodySize : 0 });
    });
    await page.goto(`${origin}${siteConfig().basePath}/docs/intro`);
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.waitFor();
    await page.waitForFunction(() => !document.querySelector('button.search-button')?.disabled);
    const sum = (list, test) => list.filter((t) => test(t.url)).reduce((n, t) => n + t.bytes, 0);
    const isIndex = (url) => new URL(url).pathname.startsWith(`${siteConfig().basePath}/search/`);
    const firstLoad = { js: sum(transfers, (url) => url.endsWith('.js')), searchFiles: transfers.filter((t) => isIndex(t.url)).length };
    const before = transfers.length;
    await button.click();
    await page.getByRole('combobox').waitFor();
    await page.waitForLoadState('networkidle');
    const opened = transfers.slice(before);
    const code = sum(opened, (url) => /\.(js|css)$/.test(url));
    for (const query of QUERIES) {
      await page.getByRole('combobox').fill(query);
      await page.getByRole('option').first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    const index = sum(transfers.slice(before), isIndex);
    return { firstLoadJs: firstLoad.js, searchFilesBeforeOpen: firstLoad.searchFiles, openCode: code, sixQueriesIndex: index };
  } finally {
    await browser.close();
    server.close();
  }
}

async function main() {
  if (!existsSync(path.join(OUT, 'index.html'))) throw new Error(`No export in ${OUT}: run \`npm run build\` first.`);
  const models = await Promise.all(siteConfig().apis.map(async (api) => ({ api, model: await getApiModel(api) })));
  const records = siteSearchRecords(scanExport(OUT), siteConfig(), apiSearchRecords(models));
  const results = [];
  for (const run of [miniSearchSplit, miniSearchWhole, flexSearch, orama]) results.push(await run(records));
  const first = results[0];
  console.log(`${records.length} records; queries: ${QUERIES.join(' | ')}\n`);
  console.log('| engine | code (gz) | whole index (gz) | files | six queries download (gz) | query median / p99 / max | typo "dvide" |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${kib(r.codeGz)} | ${kib(r.indexGz)} | ${r.indexFiles} | ${kib(r.sessionBytes)} | ` +
        `${r.medianMs.toFixed(3)} / ${r.p99Ms.toFixed(2)} / ${r.maxMs.toFixed(1)} ms | ${r.typoFound ? 'found' : 'not found'} |`,
    );
  }
  console.log(`\nChosen engine, per query from a fresh page (manifest + shards + result records):`);
  for (const [query, q] of Object.entries(first.perQuery))
    console.log(`  ${query.padEnd(18)} ${kib(q.bytes).padStart(9)} in ${q.files} files → ${q.top}`);
  console.log(`  six queries in one session: ${kib(first.sessionBytes)} in ${first.sessionFiles} files`);
  console.log(`  search dialog chunks in the export (code loaded on first open): ${kib(first.dialogChunkGz)}`);
  const browser = await inChromium();
  console.log(
    `\nIn Chromium (as sent by the static server): first load of /docs/intro ${kib(browser.firstLoadJs)} of JS and ` +
      `${browser.searchFilesBeforeOpen} search files; first open ${kib(browser.openCode)} of code; the six queries ${kib(browser.sixQueriesIndex)} of index.`,
  );
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/search-compare.json',
    `${JSON.stringify({ records: records.length, queries: QUERIES, results, browser }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

#!/usr/bin/env node
// Search at GitHub's scale: builds the search records and the split index for GitHub's REST API
// description (@octokit/openapi, a devDependency) exactly as the post-build step does for a
// configured API, then reports the index's size and what each query downloads, searched whole
// and typed letter by letter. `npm run bench:search-scale`; writes reports/search-scale.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { apiEntrySchema } from '../lib/config/schema';
import { loadSpec } from '../lib/openapi/load/load';
import { planPages } from '../lib/openapi/pages/pages';
import { buildApiModel } from '../lib/openapi/model/view-model';
import { recordsFromApi } from '../lib/search/api-records';
import { buildSearchIndex, MANIFEST_FILE } from '../lib/search/build-index';
import { SearchClient } from '../lib/runtime/search-client';

const SPEC = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
const QUERIES = [
  'repos',
  'create a pull request',
  '/repos/{owner}/{repo}/pulls',
  'pulls/create',
  'issue comment',
  'workflow_run',
  'dependabot alerts',
  'commit status',
  'git refs',
  'security advisories',
];
const RUNS = 50;

const gz = (text) => gzipSync(text, { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function main() {
  let started = performance.now();
  const { document } = await loadSpec(SPEC);
  // Laid out as the site lays out an API entry with the default options (split into a page per
  // operation), so URLs are the real ones.
  const api = apiEntrySchema.parse({ id: 'github', spec: SPEC, route: '/api/github' });
  const model = planPages(buildApiModel(document), { route: api.route, splitAbove: api.splitAbove, basePath: '' });
  const records = recordsFromApi(api, model);
  const loadMs = performance.now() - started;
  started = performance.now();
  const { files, manifest } = buildSearchIndex(records);
  const buildMs = performance.now() - started;
  const sizes = new Map([...files].map(([name, content]) => [name, gz(content)]));
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);

  const counting = () => {
    const counter = { bytes: 0, files: 0 };
    const client = new SearchClient('/search/', async (url) => {
      const name = url.replace(/^\//, '');
      counter.bytes += sizes.get(name);
      counter.files += 1;
      return JSON.parse(files.get(name));
    });
    return { client, counter };
  };

  const rows = [];
  for (const query of QUERIES) {
    const whole = counting();
    const answer = await whole.client.search(query);
    const typed = counting();
    for (let end = 1; end <= query.length; end += 1) await typed.client.search(query.slice(0, end));
    const times = [];
    for (let run = 0; run < RUNS; run += 1) times.push((await whole.client.search(query)).searchMs);
    rows.push({
      query,
      results: answer.hits.length,
      top: answer.hits[0]?.record.url,
      bytes: whole.counter.bytes,
      files: whole.counter.files,
      typedBytes: typed.counter.bytes,
      typedFiles: typed.counter.files,
      medianMs: percentile(times, 0.5),
      maxMs: Math.max(...times),
    });
  }

  const operations = model.tags.reduce((n, tag) => n + tag.operations.length, 0) + model.webhooks.length;
  console.log(
    `GitHub REST (${SPEC.split('node_modules/')[1]}): ${operations} operations and webhooks, ${Object.keys(model.schemas).length} schemas`,
  );
  console.log(
    `${records.length} records; index ${kib(total)} gzipped in ${files.size} files (${manifest.shards.length} term shards, ${Math.ceil(manifest.documentCount / manifest.blockSize)} record blocks);`,
  );
  console.log(
    `manifest ${kib(sizes.get(MANIFEST_FILE))}; spec load ${(loadMs / 1000).toFixed(1)} s, index build ${(buildMs / 1000).toFixed(1)} s\n`,
  );
  console.log('| query | results | downloads (gz) | typed letter by letter (gz) | search median / max | top result |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.query} | ${row.results} | ${kib(row.bytes)} in ${row.files} | ${kib(row.typedBytes)} in ${row.typedFiles} | ` +
        `${row.medianMs.toFixed(2)} / ${row.maxMs.toFixed(2)} ms | ${row.top} |`,
    );
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/search-scale.json',
    `${JSON.stringify({ records: records.length, totalGz: total, files: files.size, manifestGz: sizes.get(MANIFEST_FILE), rows }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

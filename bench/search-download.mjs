#!/usr/bin/env node
// What one search query downloads from a built site's index (issue 29: "check what one query
// downloads at 10,000 docs"): the manifest, the term shards and the record blocks the client
// fetches for a query searched whole and typed letter by letter, gzipped as a host serves them.
//
//   npx tsx bench/search-download.mjs out-weight-1000 [query …]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SearchClient } from '../lib/runtime/search-client';

const [dir = 'out', ...asked] = process.argv.slice(2);
const queries = asked.length ? asked : ['gauge', 'calibrate the station', 'alert', 'topic 12', 'quality flag'];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sizes = new Map();

function client(counter) {
  return new SearchClient('/search/', async (url) => {
    const file = path.join(dir, url.replace(/^\//, ''));
    const text = readFileSync(file, 'utf8');
    if (!sizes.has(file)) sizes.set(file, gzipSync(text, { level: 9 }).length);
    counter.bytes += sizes.get(file);
    counter.files += 1;
    return JSON.parse(text);
  });
}

console.log(`| query | results | whole query (gz) | typed letter by letter (gz) |\n| --- | --- | --- | --- |`);
for (const query of queries) {
  const whole = { bytes: 0, files: 0 };
  const answer = await client(whole).search(query);
  const typed = { bytes: 0, files: 0 };
  const typing = client(typed);
  for (let end = 1; end <= query.length; end += 1) await typing.search(query.slice(0, end));
  console.log(`| ${query} | ${answer.hits.length} | ${kib(whole.bytes)} in ${whole.files} | ${kib(typed.bytes)} in ${typed.files} |`);
}

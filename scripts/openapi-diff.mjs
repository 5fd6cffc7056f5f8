#!/usr/bin/env node
// `npm run openapi:diff -- <old> <new> [--format markdown|json] [--fail-on-breaking]`: the changes
// between two OpenAPI descriptions, as the site's changelog computes them (lib/openapi/diff), for a
// team's own CI. Both files are read as the build reads them (YAML or JSON, external $refs bundled,
// validated). Exit codes: 0 done; 1 a breaking change with --fail-on-breaking; 2 wrong usage or a
// file that cannot be read.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

const USAGE = 'Usage: npm run openapi:diff -- <old spec> <new spec> [--format markdown|json] [--fail-on-breaking]';
let parsed;
try {
  parsed = parseArgs({
    options: { format: { type: 'string', default: 'markdown' }, 'fail-on-breaking': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const files = positionals.filter((arg) => arg !== '--');
if (files.length !== 2 || !['markdown', 'json'].includes(values.format)) {
  console.error(USAGE);
  process.exit(2);
}

register();
const { loadSpec } = await import('../lib/openapi/load/load.ts');
const { diffDocuments } = await import('../lib/openapi/diff/diff.ts');
const { diffMarkdown } = await import('../lib/openapi/diff/markdown.ts');

async function read(file) {
  try {
    return (await loadSpec(file, process.cwd())).document;
  } catch (error) {
    console.error(`✗ ${file} cannot be read as an OpenAPI description:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

const { sourcePointers, withSources } = await import('../lib/openapi/diff/source-pointers.ts');
const [before, after] = [await read(files[0]), await read(files[1])];
const found = diffDocuments(before, after);
// Each pointer also named in the file that writes it (a spec of several files bundles them).
const diff = { ...found, changes: withSources(found.changes, await sourcePointers(files[0]), await sourcePointers(files[1])) };
console.log(values.format === 'json' ? JSON.stringify(diff, null, 2) : diffMarkdown(diff, { before: files[0], after: files[1] }));
if (values['fail-on-breaking'] && diff.counts.breaking > 0) {
  console.error(`✗ ${diff.counts.breaking} breaking change(s) between ${files[0]} and ${files[1]}.`);
  process.exit(1);
}

#!/usr/bin/env node
// `npm run openapi:check -- [--examples throw|warn|ignore] <file> [more files]`: validates OpenAPI
// descriptions the way the build does (same loader, same view model, same example check) and prints
// their counts, or the errors with exit code 1. Examples are checked at the level of the configured
// API that names the file (site.config.ts), else at --examples, default 'throw'; --examples wins.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LEVELS = ['throw', 'warn', 'ignore'];
const { values, positionals } = parseArgs({ options: { examples: { type: 'string' } }, allowPositionals: true });
const files = positionals.filter((arg) => arg !== '--');
if (files.length === 0 || (values.examples !== undefined && !LEVELS.includes(values.examples))) {
  console.error('Usage: npm run openapi:check -- [--examples throw|warn|ignore] <spec file> [more spec files]');
  process.exit(2);
}

// The loader is TypeScript; Vite's module runner executes it without a build step.
const { module: lib } = await runnerImport(path.join(root, 'lib/openapi/check.ts'), {
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: { '@': root } },
});

let failed = false;
for (const file of files) {
  const result = await lib.checkSpec(file, values.examples);
  if (!result.ok) {
    failed = true;
    console.error(`✗ ${result.message}`);
    continue;
  }
  const c = result.counts;
  const summary = `${result.title} ${result.version} (OpenAPI ${result.openapi}) — ${c.operations} operations, ${c.webhooks} webhooks, ${c.schemas} schemas, ${result.tags} tags`;
  const wrong = result.examples.problems.length;
  const examples = result.level.validateExamples === 'ignore' ? 'examples not checked' : `${wrong} example problem(s)`;
  if (result.examples.fail) {
    failed = true;
    console.error(`✗ ${file}: ${summary}; ${examples}\n${result.examples.message}`);
  } else {
    console.log(`✓ ${file}: ${summary}; ${examples}`);
    if (result.examples.message) console.warn(`Warning: ${result.examples.message}`);
  }
}
process.exit(failed ? 1 : 0);

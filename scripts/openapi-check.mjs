#!/usr/bin/env node
// `npm run openapi:check -- <file> [more files]`: validates OpenAPI descriptions the way the build
// does (same loader, same view model) and prints their counts, or the errors with exit code 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('Usage: npm run openapi:check -- <spec file> [more spec files]');
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
  const result = await lib.checkSpec(file);
  if (result.ok) {
    const c = result.counts;
    console.log(`✓ ${file}: ${result.title} ${result.version} (OpenAPI ${result.openapi}) — ${c.operations} operations, ${c.webhooks} webhooks, ${c.schemas} schemas, ${result.tags} tags`);
  } else {
    failed = true;
    console.error(`✗ ${result.message}`);
  }
}
process.exit(failed ? 1 : 0);

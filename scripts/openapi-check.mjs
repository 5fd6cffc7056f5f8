#!/usr/bin/env node
// `npm run openapi:check -- [--examples throw|warn|ignore] <file> [more files]`: validates OpenAPI
// descriptions and AsyncAPI documents (the kind is read from the file) the way the build does (same loader, same view model, same example check) and prints
// their counts, or the errors with exit code 1. Examples are checked at --examples when given, else at
// the level (and with the exampleRules) of the configured API that names the file, else at 'throw'.
// A configured API's overlays are applied first, as the build applies them.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

const LEVELS = ['throw', 'warn', 'ignore'];
const { values, positionals } = parseArgs({ options: { examples: { type: 'string' } }, allowPositionals: true });
const files = positionals.filter((arg) => arg !== '--');
if (files.length === 0 || (values.examples !== undefined && !LEVELS.includes(values.examples))) {
  console.error('Usage: npm run openapi:check -- [--examples throw|warn|ignore] <spec file> [more spec files]');
  process.exit(2);
}

// The loader and the site config are TypeScript: tsx runs them (and the config's own imports) as the build does.
register();
const { checkSpec } = await import('../lib/openapi/load/check-file.ts');
const { loadSiteConfig, siteDirFromEnv } = await import('../lib/site/prepare.ts');

/** The site's APIs, read once; a config that cannot be read is said, and the files are checked as bare ones. */
async function configuredApis() {
  try {
    return (await loadSiteConfig(siteDirFromEnv())).config.apis;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `Note: the site config could not be read, so every file is checked as a bare one (not at a configured API's level):\n${reason}`,
    );
    return [];
  }
}
const apis = await configuredApis();

let failed = false;
for (const file of files) {
  const api = apis.find((entry) => path.resolve(entry.spec) === path.resolve(file));
  const level = values.examples ?? api?.validateExamples ?? 'throw';
  // A configured API is checked as the build reads it: with its overlays applied.
  const result = await checkSpec(file, { id: api?.id, validateExamples: level, exampleRules: api?.exampleRules }, api?.overlays ?? []);
  if (!result.ok) {
    failed = true;
    console.error(`✗ ${result.message}`);
    continue;
  }
  for (const note of result.notes) console.warn(`Warning: ${note}`);
  const c = result.counts;
  const summary =
    result.kind === 'AsyncAPI'
      ? `${result.title} ${result.version} (AsyncAPI ${result.openapi}) — ${result.tags} channels, ${c.operations} operations, ${c.schemas} schemas`
      : `${result.title} ${result.version} (OpenAPI ${result.openapi}) — ${c.operations} operations, ${c.webhooks} webhooks, ${c.schemas} schemas, ${result.tags} tags`;
  const wrong = result.examples.problems.length;
  const examples = result.level === 'ignore' ? 'examples not checked' : `${wrong} example problem(s)`;
  if (result.examples.fail) {
    failed = true;
    console.error(`✗ ${file}: ${summary}; ${examples}\n${result.examples.message}`);
  } else {
    console.log(`✓ ${file}: ${summary}; ${examples}`);
    if (result.examples.message) console.warn(`Warning: ${result.examples.message}`);
  }
}
process.exit(failed ? 1 : 0);

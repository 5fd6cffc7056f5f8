#!/usr/bin/env node
// The API changelog at scale (issue 19): GitHub's REST API description a year apart, @octokit/openapi
// 18.0.0 (its newest GHES is 3.15) against the devDependency 23.0.2 (GHES 3.19). Measures the diff and the
// changelog plan (the build's own code, lib/openapi/diff), renders every changelog page with the
// build's components and weighs it, and checks the operations added and removed against a count made
// here, straight from the two files' `paths` (not through the engine).
//
//   npm run bench:changelog        (tsx bench/api-changelog.mjs; also a step of npm run bench)
//
// The older package is fetched once with `npm pack` into a cache folder outside the repository
// (~/.cache/api-docs-site, or $XDG_CACHE_HOME): 33 MB packed, never committed. Writes
// bench/api-changelog-results.json and exits 1 when a budget (bench/budgets.json "changelog") is missed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';

register('./css-module-stub.mjs', import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const OLD_VERSION = '18.0.0';
const NEW_SPEC = path.join(root, 'node_modules/@octokit/openapi/generated/api.github.com.json');
/** What a page holds besides the changelog's own HTML: navbar, footer, head and payload (lib/openapi/pages/pages.ts FRAME_BYTES). */
const FRAME_BYTES = 45_000;

function oldSpec() {
  const cache = path.join(
    process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
    'api-docs-site',
    `octokit-openapi-${OLD_VERSION}`,
  );
  const file = path.join(cache, 'package/generated/api.github.com.json');
  if (existsSync(file)) return file;
  mkdirSync(cache, { recursive: true });
  console.log(`bench:changelog: npm pack @octokit/openapi@${OLD_VERSION} into ${cache} (once)`);
  const tgz = execFileSync('npm', ['pack', `@octokit/openapi@${OLD_VERSION}`, '--pack-destination', cache, '--silent'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', path.join(cache, tgz), '-C', cache, 'package/generated/api.github.com.json']);
  rmSync(path.join(cache, tgz));
  return file;
}

/** A document's operations straight from its `paths`: method, path and operationId (counted here without the engine). */
function pathOperations(doc) {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  const ops = [];
  for (const [p, item] of Object.entries(doc.paths ?? {}))
    for (const [m, op] of Object.entries(item))
      if (methods.includes(m)) ops.push({ key: `${m} ${p.replace(/\{[^}]*\}/g, '{}')}`, id: op?.operationId });
  return ops;
}

/**
 * Operations added and removed, counted by the rule the version switcher states (README): the same
 * operationId, else the same method and path (path variables' names aside). Written here apart from
 * lib/openapi/versions/match.ts so the two counts check each other.
 */
function addedRemoved(before, after) {
  const oldOps = pathOperations(before);
  const newOps = pathOperations(after);
  const unmatched = (ops, others) => {
    const ids = new Set(others.map((op) => op.id).filter(Boolean));
    const left = ops.filter((op) => !(op.id && ids.has(op.id)));
    const otherLeft = new Set(others.filter((op) => !(op.id && ops.some((o) => o.id === op.id))).map((op) => op.key));
    return left.filter((op) => !otherLeft.has(op.key)).length;
  };
  return {
    counts: { before: oldOps.length, after: newOps.length },
    independent: { added: unmatched(newOps, oldOps), removed: unmatched(oldOps, newOps) },
  };
}

/** What the plan needs of a reference, straight from the document (the real build takes it from the view model), keyed as the engine keys operations. */
function versionOperations(operationId, name, doc, route) {
  const operations = new Map();
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const [m, op] of Object.entries(item))
      if (op && typeof op === 'object' && op.operationId)
        operations.set(operationId({ kind: 'operation', method: m, path: p }), {
          title: op.summary ?? `${m} ${p}`,
          tag: op.tags?.[0],
          href: `${route}/${op.operationId}#operation/${op.operationId}`,
        });
  }
  return { version: { name, label: name, route }, operations };
}

async function main() {
  const { diffDocuments } = await import('../lib/openapi/diff/diff.ts');
  const { planChangelog, changelogRoutes } = await import('../lib/openapi/diff/changelog-plan.ts');
  const { operationId } = await import('../lib/openapi/diff/operations.ts');
  const { ChangelogPartView, ChangelogView } = await import('../components/api/changelog/changelog-view.tsx');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')).changelog;

  const before = JSON.parse(readFileSync(oldSpec(), 'utf8'));
  const after = JSON.parse(readFileSync(NEW_SPEC, 'utf8'));
  const started = performance.now();
  const diff = diffDocuments(before, after);
  const plan = planChangelog(
    { id: 'github', route: '/api/github', title: 'GitHub v3 REST API' },
    [
      versionOperations(operationId, after.info.version, after, '/api/github'),
      versionOperations(operationId, before.info.version, before, `/api/github/v${OLD_VERSION}`),
    ],
    [diff],
  );
  const seconds = (performance.now() - started) / 1000;

  const pages = changelogRoutes(plan).map(({ route, pair, part }) => {
    const element =
      pair === undefined
        ? createElement(ChangelogView, { model: plan })
        : createElement(ChangelogPartView, { model: plan, pair: plan.pairs[pair], part });
    return { route, bytes: Buffer.byteLength(renderToStaticMarkup(element)) + FRAME_BYTES };
  });
  const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));

  const { counts, independent } = addedRemoved(before, after);
  const ops = diff.changes.filter((c) => c.operation.kind === 'operation');
  const engine = {
    added: ops.filter((c) => c.rule === 'operation-added').length,
    removed: ops.filter((c) => c.rule === 'operation-removed').length,
  };

  const results = {
    pair: `@octokit/openapi ${before.info.version} → ${after.info.version}`,
    operations: counts,
    seconds: Math.round(seconds * 100) / 100,
    changes: diff.changes.length,
    breaking: diff.counts.breaking,
    operationsChanged: diff.counts.changed,
    engine,
    independent,
    countsMatch: engine.added === independent.added && engine.removed === independent.removed,
    pages: pages.length,
    largestPage: largest,
    pagesOver1MB: pages.filter((p) => p.bytes > 1_000_000).length,
  };
  const failures = [];
  if (!results.countsMatch)
    failures.push(`operations added/removed: engine ${JSON.stringify(engine)}, direct count ${JSON.stringify(independent)}`);
  if (budgets?.maxSeconds !== undefined && results.seconds > budgets.maxSeconds)
    failures.push(`changelog took ${results.seconds} s, budget ${budgets.maxSeconds} s`);
  if (budgets?.maxPageBytes !== undefined && largest.bytes > budgets.maxPageBytes)
    failures.push(`largest page ${largest.route} is ${largest.bytes} bytes, budget ${budgets.maxPageBytes}`);
  results.failures = failures;
  writeFileSync(path.join(root, 'bench/api-changelog-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench:changelog: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    process.exit(1);
  },
);

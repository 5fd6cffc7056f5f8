import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/load/errors';
import { loadSpec } from '@/lib/openapi/load/load';
import { methodProblems } from '@/lib/openapi/load/method-problems';

// OpenAPI 3.2: additionalOperations must not hold the methods a path item has fields for, and its
// keys are HTTP methods. The build stops naming the file, the key's pointer and where it belongs.
const dir = mkdtempSync(path.join(tmpdir(), 'additional-ops-'));

function spec(name: string, methods: string[]): string {
  const file = path.join(dir, name);
  const ops = methods.flatMap((method) => [`      ${JSON.stringify(method)}:`, "        responses: { '200': { description: ok } }"]);
  writeFileSync(
    file,
    ['openapi: 3.2.0', "info: { title: Ferries, version: '1' }", 'paths:', '  /ferries:', '    get:', "      responses: { '200': { description: ok } }", '    additionalOperations:', ...ops, ''].join('\n'),
  );
  return file;
}

const failure = (file: string) => loadSpec(file).then(() => undefined, (e: unknown) => e as Error);

describe('3.2 additionalOperations keys', () => {
  it('accepts other HTTP methods as written', async () => {
    const { document } = await loadSpec(spec('fine.yaml', ['COPY', 'PURGE']));
    expect(Object.keys((document.paths as { '/ferries': { additionalOperations: object } })['/ferries'].additionalOperations)).toEqual(['COPY', 'PURGE']);
  });

  it('refuses fixed methods in any case, each at its pointer, saying where it goes', async () => {
    const file = spec('fixed.yaml', ['get', 'Query', 'COPY']);
    const error = await failure(file);
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect(error!.message).toContain(`${file}#/paths/~1ferries/additionalOperations/get: "get" is a method the path item has a field for: move the operation to "get:" on the path item`);
    expect(error!.message).toContain(`${file}#/paths/~1ferries/additionalOperations/Query: "Query" is a method the path item has a field for: move the operation to "query:" on the path item`);
    expect((error as OpenApiSpecError).problems).toHaveLength(2);
  });

  it('looks in webhooks, components.pathItems and callbacks too', () => {
    const op = { responses: { '200': { description: 'ok' } } };
    const doc = {
      webhooks: { docked: { additionalOperations: { POST: op } } },
      components: { pathItems: { shared: { additionalOperations: { Delete: op } } }, callbacks: { later: { '{$url}': { additionalOperations: { head: op } } } } },
      paths: { '/a': { post: { ...op, callbacks: { sailed: { '{$request.body#/url}': { additionalOperations: { TRACE: op } } } } } } },
    };
    expect(methodProblems(doc).map((p) => p.pointer)).toEqual([
      '/webhooks/docked/additionalOperations/POST',
      '/components/pathItems/shared/additionalOperations/Delete',
      '/components/callbacks/later/{$url}/additionalOperations/head',
      '/paths/~1a/post/callbacks/sailed/{$request.body#~1url}/additionalOperations/TRACE',
    ]);
  });
});

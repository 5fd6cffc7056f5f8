import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/load/errors';
import { loadSpec } from '@/lib/openapi/load/load';
import { v32Problems } from '@/lib/openapi/load/v32-problems';

// The OpenAPI Initiative's 3.2 schema tests mark these invalid: header names that are not HTTP
// tokens (response headers, header parameters) and an XML Object with `nodeType` beside the
// deprecated `attribute` or `wrapped`. The build stops at each one's JSON pointer.
const dir = mkdtempSync(path.join(tmpdir(), 'v32-rules-'));
const write = (name: string, lines: string[]) => {
  const file = path.join(dir, name);
  writeFileSync(file, ['openapi: 3.2.0', "info: { title: Kilns, version: '1' }", ...lines, ''].join('\n'));
  return file;
};
const failure = (file: string) => loadSpec(file).then(() => undefined, (e: unknown) => e as OpenApiSpecError);

describe('OpenAPI 3.2: header names and XML Objects', () => {
  it('refuses a response header and a header parameter whose names are not HTTP tokens, at their pointers', async () => {
    const file = write('headers.yaml', [
      'paths:',
      '  /kilns:',
      '    get:',
      '      parameters:',
      '        - { name: "Bad[Header]", in: header, schema: { type: string } }',
      '        - { name: "a=b", in: query, schema: { type: string } }',
      '      responses:',
      "        '200':",
      '          description: ok',
      '          headers:',
      '            Bad=Header: { schema: { type: string } }',
      '            X-Rate-Limit: { schema: { type: integer } }',
    ]);
    const error = await failure(file);
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect(error!.message).toContain(`${file}#/paths/~1kilns/get/parameters/0/name: header name "Bad[Header]" is not an HTTP token`);
    expect(error!.message).toContain(`${file}#/paths/~1kilns/get/responses/200/headers/Bad=Header: header name "Bad=Header" is not an HTTP token`);
    // A query parameter may use any name; a token header is fine.
    expect(error!.problems).toHaveLength(2);
  });

  it('refuses nodeType beside attribute or wrapped, in any schema, and accepts each alone', async () => {
    const file = write('xml.yaml', [
      'paths: {}',
      'components:',
      '  schemas:',
      '    Kiln:',
      '      type: object',
      '      properties:',
      '        id: { type: string, xml: { nodeType: attribute, attribute: true } }',
      '        shelves: { type: array, items: { type: string }, xml: { nodeType: element, wrapped: true } }',
      '        xml: { type: string, xml: { nodeType: text } }',
      '        name: { type: string, xml: { attribute: true } }',
      '      example: { xml: { nodeType: text, attribute: true } }',
    ]);
    const error = await failure(file);
    expect(error!.problems.map((p) => p.pointer)).toEqual([
      '/components/schemas/Kiln/properties/id/xml/attribute',
      '/components/schemas/Kiln/properties/shelves/xml/wrapped',
    ]);
    expect(error!.message).toContain('"attribute" is deprecated in OpenAPI 3.2 and must not be set beside "nodeType": remove it');
  });

  it('looks in components, path-level parameters and callbacks', () => {
    const ok = { responses: { '200': { description: 'ok' } } };
    const doc = {
      openapi: '3.2.0',
      paths: { '/a': { parameters: [{ name: 'X Y', in: 'header' }], post: { ...ok, callbacks: { done: { '{$url}': { post: { responses: { '204': { description: 'ok', headers: { 'a:b': {} } } } } } } } } } },
      components: { parameters: { Trace: { name: 'Trace"Id', in: 'header' } }, responses: { Gone: { description: 'gone', headers: { 'Ret ry': {} } } } },
    };
    expect(v32Problems(doc).map((p) => p.pointer)).toEqual([
      '/paths/~1a/parameters/0/name',
      '/paths/~1a/post/callbacks/done/{$url}/post/responses/204/headers/a:b',
      '/components/parameters/Trace/name',
      '/components/responses/Gone/headers/Ret ry',
    ]);
  });

  it('leaves 3.1 documents alone (the rules are 3.2 schema rules)', async () => {
    const file = path.join(dir, 'old.yaml');
    writeFileSync(file, "openapi: 3.1.0\ninfo: { title: K, version: '1' }\npaths:\n  /k:\n    get:\n      responses:\n        '200':\n          description: ok\n          headers:\n            Bad=Header: { schema: { type: string } }\n");
    await expect(loadSpec(file)).resolves.toBeTruthy();
  });
});

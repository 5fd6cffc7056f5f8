import { describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load/load';
import { validateExamples } from '@/lib/openapi/examples/validate';

// The example check reads OpenAPI 3.2: dataValue is data (checked as `value` is), a stream's items
// are checked against its itemSchema, a querystring's form example against its schema; a
// serializedValue or externalValue is not data and is left alone.
const reading = { type: 'object', properties: { temp: { type: 'integer' } } };
const doc = (paths: Record<string, unknown>) => ({ openapi: '3.2.0', info: { title: 'Kettles', version: '1' }, paths });
const pointers = (document: Record<string, unknown>) => validateExamples(document).map((p) => `${p.pointer}: ${p.message}`);

describe('example check of 3.2 documents', () => {
  it('checks dataValue where it is written, and not serializedValue or externalValue', () => {
    const media = { schema: reading, examples: { hot: { dataValue: { temp: 'hot' } }, wire: { serializedValue: '{"temp":"warm"}' }, far: { externalValue: 'https://kettles.example.com/x.json' } } };
    expect(pointers(doc({ '/boil': { post: { requestBody: { content: { 'application/json': media } }, responses: {} } } }))).toEqual([
      '/paths/~1boil/post/requestBody/content/application~1json/examples/hot/dataValue: example at /temp must be integer',
    ]);
  });

  it('checks each item of a stream example against the item schema', () => {
    const content = { 'application/jsonl': { itemSchema: reading, examples: { two: { dataValue: [{ temp: 90 }, { temp: 'ninety' }] }, raw: { value: '{"temp":"x"}' } } } };
    expect(pointers(doc({ '/boil': { get: { responses: { '200': { description: 'Readings.', content } } } } }))).toEqual([
      '/paths/~1boil/get/responses/200/content/application~1jsonl/examples/two/dataValue/1: example at /temp must be integer',
    ]);
  });

  it('checks a querystring form example, and the examples of QUERY and additional operations', () => {
    const body = { content: { 'application/json': { schema: reading, example: { temp: true } } } };
    const param = { name: 'q', in: 'querystring', content: { 'application/x-www-form-urlencoded': { schema: reading, example: { temp: 'x' } } } };
    expect(pointers(doc({ '/boil': { get: { parameters: [param], responses: {} }, query: { requestBody: body, responses: {} }, additionalOperations: { BREW: { requestBody: body, responses: {} } } } }))).toEqual([
      '/paths/~1boil/get/parameters/0/content/application~1x-www-form-urlencoded/example: example at /temp must be integer',
      '/paths/~1boil/query/requestBody/content/application~1json/example: example at /temp must be integer',
      '/paths/~1boil/additionalOperations/BREW/requestBody/content/application~1json/example: example at /temp must be integer',
    ]);
  });

  it('finds every example of the 3.2 fixture true', async () => {
    const { document } = await loadSpec('tests/openapi/fixtures/v32/notes.yaml');
    expect(validateExamples(document)).toEqual([]);
    // Its examples are checked at all: a wrong item is found.
    const at = (value: unknown, keys: (string | number)[]) => keys.reduce((node, key) => (node as Record<string | number, unknown>)[key], value);
    const second = at(document, ['paths', '/notes/changes', 'get', 'responses', '200', 'content', 'text/event-stream', 'examples', 'aMorning', 'dataValue', 1, 'data']);
    (second as { pinned: unknown }).pinned = 'yes';
    expect(validateExamples(document).map((p) => p.pointer)).toEqual(['/paths/~1notes~1changes/get/responses/200/content/text~1event-stream/examples/aMorning/dataValue/1']);
  });
});

import { describe, expect, it } from 'vitest';
import { getApiModel } from '@/lib/openapi';
import { apiMarkdown } from '@/lib/postbuild/api-markdown';

describe('API reference as Markdown', () => {
  it('lists every operation with its parameters, body and responses', async () => {
    const model = await getApiModel({ spec: 'openapi/calculator.yaml', route: '/api/calculator', splitAbove: 100 });
    const text = apiMarkdown(model, 'https://docs.example.com/demo/api/calculator');
    expect(text.startsWith(`# ${model.info.title}\n`)).toBe(true);
    const operations = model.tags.flatMap((tag) => tag.operations);
    for (const op of operations) expect(text).toContain(`### ${op.method.toUpperCase()} ${op.path}`);
    expect(text).toContain('| a | query | integer<int32> | yes |');
    const divide = text.slice(text.indexOf('### POST /api/calc/divide'));
    expect(divide).toContain('Request body (required)');
    expect(divide).toMatch(/- \*\*400\*\*: [^\n]*/);
    expect(divide).toContain('Division by zero');
  });
});

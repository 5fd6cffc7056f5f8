import { describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load/load';
import { planPages } from '@/lib/openapi/pages/pages';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { apiMarkdown, operationMarkdown, schemaMarkdown } from '@/lib/postbuild/api-markdown';

async function model(spec: string, splitAbove = 100) {
  const { document, convertedFrom } = await loadSpec(spec);
  return planPages(buildApiModel(document, convertedFrom), { route: '/api/x', splitAbove, basePath: '/demo' });
}

describe('API reference as Markdown', () => {
  it('lists every operation with its parameters, body and responses', async () => {
    const calculator = await model('openapi/calculator.yaml');
    const text = apiMarkdown(calculator, 'https://docs.example.com/demo/api/calculator');
    expect(text.startsWith(`# ${calculator.info.title}\n`)).toBe(true);
    for (const op of calculator.tags.flatMap((tag) => tag.operations)) expect(text).toContain(`### ${op.method.toUpperCase()} ${op.path}`);
    expect(text).toContain('- `a` (integer<int32>, required, in query)');
    const divide = text.slice(text.indexOf('### POST /api/calc/divide'));
    expect(divide).toContain('Request body (required)');
    expect(divide).toMatch(/- \*\*400\*\*: [^\n]*/);
    expect(divide).toContain('Division by zero');
  });

  it("carries a parameter's default, as the page does (limit's 5 on the Word API)", async () => {
    const text = apiMarkdown(await model('openapi/word.yaml'), 'https://docs.example.com/demo/api/word');
    expect(text).toContain('- `limit` (integer<int32>, optional, in query): Default: `5`. Example: `3`.\n  How many words to return.');
  });

  it('prints the request samples, each fenced in its language, and the response samples', async () => {
    const word = await model('openapi/word.yaml');
    const text = apiMarkdown(word, 'https://docs.example.com/demo/api/word');
    const top = word.tags[0]!.operations[0]!;
    expect(top.requestSamples.length).toBeGreaterThan(0);
    for (const sample of top.requestSamples) expect(text).toContain(`${sample.label}:\n\n\`\`\`${sample.lang}\n${sample.code}\n\`\`\``);
    expect(text).toContain('Response samples:\n\n200 application/json:\n\n```json\n[');
  });

  it('nests tag groups, says who may call an operation and which schemes exist', async () => {
    const text = apiMarkdown(await model('tests/openapi/fixtures/tag-groups.yaml'), 'https://docs.example.com/demo/api/x');
    expect(text).toMatch(/## Growing\n\n### Trees\n\nEvery tree of the orchard\.\n\n#### GET \/trees — List the trees/);
    expect(text).toContain('## Storing\n\n### crates');
    expect(text).toContain('## Other operations\n');
    expect(text).toContain('Authorization: keeper');
    expect(text).toContain('- **keeper** (apiKey; in: header; name: X-Keeper)');
    expect(text).toContain('- `fruit` (string, required): Constant: `"apple"`.');
    expect(text).toContain('- `year` (integer, optional): Constraints: ≥ 1990.');
  });

  it("a split reference's twin is its overview; each operation and schema page has its own", async () => {
    const split = await model('tests/openapi/fixtures/tag-groups.yaml', 1);
    const url = 'https://docs.example.com/demo/api/x';
    const overview = apiMarkdown(split, url);
    expect(overview).toContain(`- [GET /trees — List the trees](${url}/listTrees.md)`);
    expect(overview).toContain(`- [Tree](${url}/schemas/Tree.md)`);
    const list = split.tags[0]!.operations[0]!;
    const page = operationMarkdown(split, list, `${url}/${list.page}`, 'trees');
    expect(page).toMatch(/^# List the trees\n\nOrchard API › trees {2}\n/);
    expect(page).toContain('- `limit` (integer, optional, in query): Constraints: ≥ 1, ≤ 50. Default: `10`.');
    const tree = schemaMarkdown(split, split.schemas[Object.keys(split.schemas)[0]!]!, `${url}/schemas/tree`);
    expect(tree).toContain('- `height` (number, optional): Constraints: ≥ 0.5, ≤ 40. Default: `2`.');
  });
});

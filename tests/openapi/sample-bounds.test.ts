import { describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load/load';
import { estimatedPageBytes, planPages, SPLIT_ABOVE_BYTES } from '@/lib/openapi/pages/pages';
import { boundSamples, SAMPLE_CUT_ABOVE, SAMPLE_CUT_TO, sampleFiles } from '@/lib/openapi/samples/bounds';
import type { ApiModel } from '@/lib/openapi/model/types';
import { buildApiModel } from '@/lib/openapi/model/view-model';

async function model(): Promise<ApiModel> {
  const { document } = await loadSpec('tests/openapi/fixtures/bounds.yaml');
  return buildApiModel(document);
}

const operation = (m: ApiModel, id: string) => m.tags.flatMap((tag) => tag.operations).find((op) => op.id === id)!;

describe('boundSamples', () => {
  it('cuts a long sample to whole lines and keeps the whole text for a file of the export', async () => {
    const m = await model();
    const whole = operation(m, 'getTree').responseSamples[0]!.samples[0]!.code;
    expect(whole.length).toBeGreaterThan(SAMPLE_CUT_ABOVE);
    boundSamples(m, '/api/orchard');
    const sample = operation(m, 'getTree').responseSamples[0]!.samples[0]!;
    expect(sample.code.length).toBeLessThanOrEqual(SAMPLE_CUT_TO);
    expect(whole.startsWith(`${sample.code}\n`)).toBe(true);
    expect(sample.full).toEqual({
      route: '/api/orchard/samples/operation/getTree/response-200-application-json.json',
      code: whole,
      lines: whole.split('\n').length,
      shown: sample.code.split('\n').length,
    });
    expect(JSON.parse(sample.full!.code)).toHaveProperty('bough12.twig12.price', 'a price value');
  });

  it('leaves short samples whole, and lists each cut one once as a file', async () => {
    const m = boundSamples(await model(), '/api/orchard');
    const short = operation(m, 'listTrees');
    expect(short.responseSamples[0]!.samples[0]!.full).toBeUndefined();
    expect(short.requestSamples.every((sample) => !sample.full)).toBe(true);
    expect(sampleFiles(m).map((file) => file.route)).toEqual(['/api/orchard/samples/operation/getTree/response-200-application-json.json']);
  });

  it('shows the start of a sample that is one very long line', async () => {
    const m = await model();
    const sample = operation(m, 'getTree').responseSamples[0]!.samples[0]!;
    sample.code = JSON.stringify(JSON.parse(sample.code));
    boundSamples(m, '/api/orchard');
    expect(sample.code).toHaveLength(SAMPLE_CUT_TO + 1);
    expect(sample.code.endsWith('…')).toBe(true);
    expect(sample.full).toMatchObject({ lines: 1, shown: 1 });
  });
});

describe('planPages by bytes', () => {
  it('splits a reference whose one page would be too large, with few operations', async () => {
    const m = await model();
    const small = estimatedPageBytes(m);
    expect(small).toBeLessThan(SPLIT_ABOVE_BYTES);
    expect(planPages(m, { route: '/api/orchard', splitAbove: 100, basePath: '' }).split).toBe(false);
    // The same two operations with a generated sample of about a megabyte.
    const big = await model();
    operation(big, 'getTree').responseSamples[0]!.samples[0]!.html = 'x'.repeat(1_000_000);
    expect(estimatedPageBytes(big)).toBeGreaterThan(SPLIT_ABOVE_BYTES);
    expect(planPages(big, { route: '/api/orchard', splitAbove: 100, basePath: '' }).split).toBe(true);
  });
});

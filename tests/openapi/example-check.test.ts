import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExamples, exampleOutcome } from '@/lib/openapi/examples/check';
import { loadSpec } from '@/lib/openapi/load/load';
import { checkSiteExamples } from '@/lib/openapi/examples/site';

const problems = [{ pointer: '/components/examples/A/value', usedAt: '/paths/~1a/get/responses/200/content/application~1json/examples/a', message: 'example must be object' }];

describe('example check messages', () => {
  it("in warn mode does not tell the writer to set 'warn'", () => {
    const text = exampleOutcome('spec.yaml', problems, { id: 'shop', validateExamples: 'warn' }).message;
    expect(text).toContain("a warning (validateExamples: 'warn')");
    expect(text).not.toContain("validateExamples: 'warn' for API");
    expect(text).toContain(`validateExamples: 'ignore' for API "shop" in site.config.ts`);
  });

  it("in throw mode offers 'warn', and names the value and where it is used", () => {
    const text = exampleOutcome('spec.yaml', problems, { id: 'shop', validateExamples: 'throw' }).message;
    expect(text).toContain('the build stops');
    expect(text).toContain(`set validateExamples: 'warn' for API "shop" in site.config.ts`);
    expect(text).toContain('spec.yaml#/components/examples/A/value (used at #/paths/~1a/get/responses/200/content/application~1json/examples/a): example must be object');
  });

  it('for a bare file offers the --examples flag', () => {
    expect(exampleOutcome('spec.yaml', problems, { validateExamples: 'throw' }).message).toContain('run with --examples warn');
  });

  it('fails only at throw, and says nothing at ignore', async () => {
    const loaded = await loadSpec('tests/fixtures/openapi-examples/bad-examples.yaml');
    expect((await checkExamples(loaded, { validateExamples: 'throw' })).fail).toBe(true);
    expect((await checkExamples(loaded, { validateExamples: 'warn' })).fail).toBe(false);
    expect(await checkExamples(loaded, { validateExamples: 'ignore' })).toEqual({ problems: [], message: '', fail: false });
  });

  it('the content check warns at warn and throws one error naming every API at throw', async () => {
    const spec = 'tests/fixtures/openapi-examples/ref-examples.yaml';
    const warnings: string[] = [];
    await checkSiteExamples([{ id: 'kettles', spec, validateExamples: 'warn' }], (m) => warnings.push(m));
    expect(warnings.join('')).toContain('ref-examples.yaml: 4 example(s) do not match their schema, a warning');
    await expect(checkSiteExamples([{ id: 'kettles', spec, validateExamples: 'throw' }])).rejects.toMatchObject({
      name: 'OpenApiExampleError',
      message: expect.stringContaining('#/components/examples/SmallKettle/value (used at #/paths/~1kettles/post/requestBody'),
    });
  });
});

describe('a Swagger 2.0 source', () => {
  it('is read again only when there are problems to map back to it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'swagger2-'));
    const file = path.join(dir, 'bells.yaml');
    writeFileSync(
      file,
      [
        "swagger: '2.0'",
        'info: { title: Bells, version: "1" }',
        'paths:',
        '  /bells/{bell}:',
        '    get:',
        '      parameters: [{ name: bell, in: path, required: true, type: integer, x-example: 3 }]',
        "      responses: { '200': { description: rung } }",
      ].join('\n'),
    );
    try {
      const loaded = await loadSpec(file);
      expect(loaded.convertedFrom).toBeDefined();
      // Gone from disk: a second read would fail the check.
      rmSync(file);
      expect(await checkExamples(loaded, { validateExamples: 'throw' })).toEqual({ problems: [], message: '', fail: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

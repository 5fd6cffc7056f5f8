import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/load/errors';
import { loadSpec } from '@/lib/openapi/load/load';
import { apiPages, planPages } from '@/lib/openapi/pages/pages';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import type { OperationView } from '@/lib/openapi';
import { CORPUS_ROOT, countEntries } from './corpus-helpers';

// Every JSON example spec of @readme/oas-examples (2.0, 3.0 and 3.1, subfolders included) either
// becomes a model with every operation and webhook, or is refused with the clear OpenApiSpecError
// (never a crash). The rendered pages of a handful are checked in corpus-render.test.tsx.
function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return jsonFiles(file);
    return name.endsWith('.json') ? [file] : [];
  });
}

const files = ['2.0', '3.0', '3.1'].flatMap((version) => jsonFiles(path.join(CORPUS_ROOT, version, 'json')));

/** The one file the validator refuses: a response object without any response (`responses: {}`). */
const REFUSED = path.join(CORPUS_ROOT, '3.0/json/openapi-workshop/post.json');

describe('@readme/oas-examples', () => {
  it('has the files this loop expects', () => {
    expect(files.length).toBeGreaterThanOrEqual(70);
    expect(files).toContain(REFUSED);
  });

  it.each(files)('%s', async (file) => {
    let loaded;
    try {
      loaded = await loadSpec(file);
    } catch (error) {
      expect(error).toBeInstanceOf(OpenApiSpecError);
      expect((error as Error).message).toContain(file);
      expect(file).toBe(REFUSED);
      return;
    }
    const model = buildApiModel(loaded.document, loaded.convertedFrom);
    JSON.stringify(model); // throws on a cycle
    const listed = new Set<OperationView>();
    model.tags.forEach((tag) => tag.operations.forEach((op) => listed.add(op)));
    const expected = countEntries(loaded.document);
    expect(listed.size).toBe(expected.operations);
    expect(model.webhooks.length).toBe(expected.webhooks);
    expect(model.counts.operations).toBe(listed.size);
    const anchors = [...listed, ...model.webhooks].map((op) => op.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);

    // Split into pages (as a large API would be), every operation and webhook gets its own page.
    planPages(model, { route: '/api/x', splitAbove: 0, basePath: '' });
    const pages = apiPages(model).map((page) => page.page);
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.filter((page) => page && !page.startsWith('schemas')).length).toBe(anchors.length);
  });

  it('refuses the invalid one with the file, the JSON pointer and the fix', async () => {
    const error = await loadSpec(REFUSED).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect((error as OpenApiSpecError).message).toMatch(/openapi-workshop\/post\.json#\/paths\/~1hoot\/post\/responses/);
    expect((error as OpenApiSpecError).message).toContain('npm run openapi:check');
  });
});

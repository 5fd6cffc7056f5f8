import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/errors';
import { loadSpec } from '@/lib/openapi/load';
import { buildApiModel } from '@/lib/openapi/view-model';
import type { OperationView } from '@/lib/openapi';

// Every example spec of @readme/oas-examples either becomes a model with every operation and
// webhook, or is refused with an OpenApiSpecError (never a crash). The page-level loop is issue 6's.
const root = 'node_modules/@readme/oas-examples';
const files = ['2.0', '3.0', '3.1'].flatMap((version) =>
  readdirSync(path.join(root, version, 'yaml')).filter((f) => f.endsWith('.yaml')).map((f) => path.join(root, version, 'yaml', f)),
);

function countOperations(doc: Record<string, unknown>): number {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  const paths = (doc.paths ?? {}) as Record<string, Record<string, unknown>>;
  return Object.values(paths).reduce((sum, raw) => {
    // A path item may be a $ref to another path item (internal, after bundling).
    const ref = typeof raw?.$ref === 'string' ? raw.$ref.replace('#/paths/', '').replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
    const item = ref ? paths[ref] : raw;
    return sum + methods.filter((m) => item && typeof item[m] === 'object').length;
  }, 0);
}

describe('@readme/oas-examples', () => {
  it.each(files)('%s', async (file) => {
    let loaded;
    try {
      loaded = await loadSpec(file);
    } catch (error) {
      expect(error).toBeInstanceOf(OpenApiSpecError);
      return;
    }
    const model = buildApiModel(loaded.document, loaded.convertedFrom);
    JSON.stringify(model); // throws on a cycle
    const listed = new Set<string>();
    model.tags.forEach((tag) => tag.operations.forEach((op: OperationView) => listed.add(op.anchor)));
    expect(listed.size).toBe(countOperations(loaded.document));
    expect(model.counts.operations).toBe(listed.size);
    const anchors = [...listed, ...model.webhooks.map((w) => w.anchor)];
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});

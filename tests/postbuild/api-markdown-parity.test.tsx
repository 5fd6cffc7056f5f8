import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ApiReference } from '@/components/api/api-reference';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import { escapeHtml } from '@/lib/html/escape';
import { constraintLabels, nodeOf, typeLabel } from '@/lib/openapi/model/labels';
import { loadSpec } from '@/lib/openapi/load/load';
import { modelOperations } from '@/lib/openapi/model/each-operation';
import { planPages } from '@/lib/openapi/pages/pages';
import type { ApiModel, OperationView, SchemaView } from '@/lib/openapi/model/types';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { apiMarkdown } from '@/lib/postbuild/api-markdown';
import { inlineCode } from '@/lib/postbuild/api-markdown-schema';

// For every parameter and schema property of the demo APIs and a fixture: each fact the HTML
// reference shows (type, constraints, allowed values, constant, default, example) is in the
// Markdown twin, on the row of that name. A fact the twin stops carrying fails here.
interface Row {
  name: string;
  facts: string[];
}

function schemaRows(view: SchemaView | undefined, model: ApiModel, rows: Row[], seen: Set<string>): void {
  if (!view) return;
  if ('ref' in view) {
    if (seen.has(view.ref)) return;
    seen.add(view.ref);
  }
  const node = nodeOf(view, model.schemas);
  const row = (name: string, child: SchemaView) => {
    const inner = nodeOf(child, model.schemas);
    const facts = [
      typeLabel(child, model.schemas),
      ...constraintLabels(inner),
      ...(inner.enum ?? []),
      ...(inner.const !== undefined ? [inner.const] : []),
      ...(inner.default !== undefined ? [inner.default] : []),
    ];
    rows.push({ name, facts });
    schemaRows(child, model, rows, seen);
  };
  for (const p of node.properties ?? []) row(p.name, p.schema);
  if (node.additionalProperties && node.additionalProperties !== true) row('[key: string]', node.additionalProperties);
  if (node.items) schemaRows(node.items, model, rows, seen);
  for (const option of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) schemaRows(option, model, rows, seen);
}

function rowsOf(model: ApiModel): Row[] {
  const rows: Row[] = [];
  const seen = new Set<string>();
  const visit = (op: OperationView) => {
    for (const p of Object.values(op.parameters).flat()) {
      const node = p.schema ? nodeOf(p.schema, model.schemas) : undefined;
      const facts = [
        p.schema ? typeLabel(p.schema, model.schemas) : 'any',
        ...(node ? constraintLabels(node) : []),
        ...(node?.enum ?? []),
        ...(node?.default !== undefined ? [node.default] : []),
        ...(p.queryString !== undefined ? [`?${p.queryString}`] : p.example !== undefined ? [p.example] : []),
      ];
      rows.push({ name: p.name, facts });
      schemaRows(p.schema, model, rows, seen);
    }
    for (const media of [...(op.requestBody?.content ?? []), ...op.responses.flatMap((r) => r.content)]) {
      schemaRows(media.schema, model, rows, seen);
      // OpenAPI 3.2 streams: the item's properties are rows too.
      schemaRows(media.itemSchema, model, rows, seen);
    }
    op.callbacks.forEach((cb) => cb.operations.forEach(visit));
  };
  modelOperations(model).forEach(visit);
  for (const entry of Object.values(model.schemas)) schemaRows({ ref: entry.id }, model, rows, seen);
  return rows;
}

const specs = [
  'openapi/word.yaml',
  'openapi/calculator.yaml',
  'tests/openapi/fixtures/tag-groups.yaml',
  'tests/openapi/fixtures/v32/notes.yaml',
  'node_modules/@readme/oas-examples/3.1/yaml/schema-types.yaml',
];

describe.each(specs)('the Markdown twin of %s', { timeout: 30_000 }, (spec) => {
  it('carries every fact the HTML shows for each parameter and property', async () => {
    const { document, convertedFrom } = await loadSpec(spec);
    const model = planPages(buildApiModel(document, convertedFrom), { route: '/api/x', splitAbove: 1000, basePath: '/demo' });
    const { prelude } = await prerender(
      createElement(
        SecondaryMenuProvider,
        null,
        createElement(ApiReference, { model, label: 'X', downloadHref: '/x', downloadName: 'x', route: '/api/x' }),
      ),
    );
    // React separates adjacent text with <!-- -->: the text a reader sees has none.
    const html = (await new Response(prelude).text()).replaceAll('<!-- -->', '');
    const twin = apiMarkdown(model, 'https://docs.example.com/demo/api/x').split('\n');
    const rows = rowsOf(model);
    expect(rows.length).toBeGreaterThan(2);
    for (const { name, facts } of rows) {
      // The HTML shows it (so this test checks what readers see), and one twin row of that name carries all of it.
      expect(html, `${name} in the HTML`).toContain(`>${escapeHtml(name)}</`);
      for (const fact of facts) expect(html, `${name}: ${fact} in the HTML`).toContain(escapeHtml(fact));
      const candidates = twin.filter((line) => line.trimStart().startsWith(`- ${inlineCode(name)} (`));
      const missing = (line: string) => facts.filter((fact) => !line.includes(fact));
      expect(
        candidates.some((line) => missing(line).length === 0),
        `${name}: ${JSON.stringify(facts)} in one of\n${candidates.join('\n')}`,
      ).toBe(true);
    }
  });
});

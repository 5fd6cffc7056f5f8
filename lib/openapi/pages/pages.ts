// How a reference is laid out in pages. Small APIs are one page; above `splitAbove` operations and
// webhooks, or above SPLIT_ABOVE_BYTES of estimated HTML, an API becomes an overview, one page per
// operation or webhook, a schema index and one page per schema: one page holding all of GitHub's
// REST API would weigh tens of megabytes, and even one page per tag did (its `actions` tag alone was
// 4.8 MB of HTML). Counts alone miss a few operations with huge schemas: a Google description with 5
// operations made a 4.2 MB page.
import { API_LAYOUT_SEGMENTS } from '@/lib/config/api-layout';
import { IdAllocator } from '../model/ids';
import { modelOperations } from '../model/each-operation';
import { slug } from '../model/resolve';
import { samplesOf } from '../samples/samples';
import type { ApiModel, OperationView, SchemaEntry } from '../model/types';
import { UNTAGGED } from '../model/view-model';

export interface PagePlanOptions {
  /** The API's route, e.g. "/api/github". */
  route: string;
  /** Split above this many operations and webhooks. */
  splitAbove: number;
  /** The site's base path ("/demo"), for schema links written as plain <a href>. */
  basePath: string;
  /**
   * First segments no operation page may take, beside the layout's: on a versioned API's latest
   * version, the other versions' names and "changelog" (served at <route>/v1, <route>/changelog). An
   * operation slugged so gets the same "op-" prefix as one slugged "schemas".
   */
  reserved?: string[];
}

/** One page of a reference, by its path below the API's route ("" is the overview). */
export type ApiPage =
  | { kind: 'overview'; page: '' }
  | { kind: 'operation'; page: string; op: OperationView }
  | { kind: 'schemas'; page: 'schemas' }
  | { kind: 'schema'; page: string; entry: SchemaEntry };

/** "repos/get" → "repos/get"; "Get a pet!" → "Get-a-pet"; segments that would clash with the layout get a prefix. */
function pagePath(id: string, webhook: boolean, reserved: string[] = []): string {
  const segments = id.split('/').map((part) => slug(part)).filter((part) => part !== '.' && part !== '..');
  if (webhook) return ['webhooks', ...segments].join('/');
  if (!segments.length) return 'operation';
  if (API_LAYOUT_SEGMENTS.includes(segments[0]!) || reserved.includes(segments[0]!)) segments[0] = `op-${segments[0]}`;
  return segments.join('/');
}

/**
 * A one-page reference estimated above this many bytes of HTML is split, whatever its count. Pages
 * must stay under 1 MB; the estimate is within about 15 % on real descriptions, so this leaves room.
 */
export const SPLIT_ABOVE_BYTES = 600_000;

/** The page's frame (navbar, footer, head, the payload left after static islands), in bytes. */
const FRAME_BYTES = 45_000;
/**
 * HTML bytes per byte of an operation's or schema's view model, as measured on the demo, a Google
 * description (slides) and a webhook-heavy one (Adyen's): 2.9–3.3.
 */
const HTML_PER_MODEL_BYTE = 3.3;

/** The estimated bytes of a reference as one page: the highlighted samples as they are, and the rest by the model's size. */
export function estimatedPageBytes(model: ApiModel): number {
  let bytes = FRAME_BYTES;
  // An operation under two tags is shown under each (page-ids.ts): it counts once per tag, so this
  // walks the tags' lists rather than modelOperations.
  for (const op of [...model.tags.flatMap((tag) => tag.operations), ...model.webhooks]) {
    const { requestSamples, requestBodyFile, responseSamples, ...rest } = op;
    for (const sample of samplesOf({ requestSamples, requestBodyFile, responseSamples })) bytes += (sample.html ?? sample.code).length;
    bytes += JSON.stringify(rest).length * HTML_PER_MODEL_BYTE;
  }
  for (const entry of Object.values(model.schemas)) bytes += JSON.stringify(entry).length * HTML_PER_MODEL_BYTE;
  return Math.round(bytes);
}

/**
 * Decides whether a model is split and gives every operation, webhook and schema its page (unique:
 * -2, -3 on clash, in spec order, so stable from build to build) and every schema the href that
 * links to it. Mutates and returns the model; call it once per model.
 */
export function planPages(model: ApiModel, { route, splitAbove, basePath, reserved }: PagePlanOptions): ApiModel {
  model.split = model.counts.operations + model.counts.webhooks > splitAbove || estimatedPageBytes(model) > SPLIT_ABOVE_BYTES;
  // Page paths are ids of one namespace: the overview ("") and the schema index are taken.
  const pages = new IdAllocator(['', 'schemas']);
  for (const entry of Object.values(model.schemas)) {
    if (model.split) {
      entry.page = pages.derived(`schemas/${slug(entry.name)}`);
      entry.href = `${basePath}${route}/${entry.page}`;
    } else {
      delete entry.page;
      entry.href = `#${entry.anchor}`;
    }
  }
  const all = modelOperations(model);
  for (const op of all) {
    if (model.split) op.page = pages.derived(pagePath(op.id, op.kind === 'webhook', reserved));
    else delete op.page;
  }
  // Response links to other operations: an anchor on this page, or another operation's page.
  const byAnchor = new Map(all.map((op) => [op.anchor, op]));
  for (const op of all) {
    for (const link of op.responses.flatMap((response) => response.links ?? [])) {
      const target = link.targetAnchor ? byAnchor.get(link.targetAnchor) : undefined;
      if (target) link.href = target.page ? `${basePath}${route}/${target.page}#${target.anchor}` : `#${target.anchor}`;
    }
  }
  return model;
}

/** Every page of a reference: the overview, then (when split) operations, webhooks, the schema index and schemas. */
export function apiPages(model: ApiModel): ApiPage[] {
  const pages: ApiPage[] = [{ kind: 'overview', page: '' }];
  if (!model.split) return pages;
  for (const op of modelOperations(model)) if (op.page) pages.push({ kind: 'operation', page: op.page, op });
  if (Object.keys(model.schemas).length) pages.push({ kind: 'schemas', page: 'schemas' });
  for (const entry of Object.values(model.schemas)) if (entry.page) pages.push({ kind: 'schema', page: entry.page, entry });
  return pages;
}

const pageIndex = new WeakMap<ApiModel, Map<string, ApiPage>>();

/** The page at a path below the API's route, or undefined. */
export function findApiPage(model: ApiModel, page: string): ApiPage | undefined {
  let index = pageIndex.get(model);
  if (!index) {
    index = new Map(apiPages(model).map((candidate) => [candidate.page, candidate]));
    pageIndex.set(model, index);
  }
  return index.get(page);
}

/** The sidebar group an operation's page opens: its first tag, or "Webhooks". */
export function groupOf(op: OperationView): string {
  return op.kind === 'webhook' ? 'Webhooks' : (op.tags[0] ?? UNTAGGED);
}

/**
 * Where an operation is documented, with its anchor: "/api/calculator#operation/divide" on a
 * one-page reference, "/api/github/repos/get#operation/repos/get" when split. Without the base path
 * (next/link and the search index add it). The search index and docs-to-API links use it.
 */
export function operationHref(api: { route: string }, op: Pick<OperationView, 'anchor' | 'page'>): string {
  return `${api.route}${op.page ? `/${op.page}` : ''}#${op.anchor}`;
}

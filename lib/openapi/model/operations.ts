import type { IdAllocator } from './ids';
import { encodingOf } from './form-encoding';
import { markdownToSafeHtml } from './markdown';
import { exampleOrBuilt } from '../samples/parameter-value';
import { isJsonMediaType } from './media-types';
import { exampleData, exampleShown } from '../examples/values';
import { callbackItems, itemOperations, methodLabel, operationSegments } from './path-items';
import { queryStringOf } from './query-string';
import { deref, isObject, slug, toPointer, type Json } from './resolve';
import type { SchemaTable } from './schema-table';
import { specCodeSamples } from '../samples/spec-code-samples';
import type {
  ExampleView, ExternalExampleView, HeaderView, HttpMethod, LinkView, MediaTypeView, OperationView, ParameterView, RequestBodyView, ResponseView,
  SecurityRequirementView,
} from './types';

const LOCATIONS = ['path', 'query', 'header', 'cookie', 'querystring'] as const;

/** An operation's id: its operationId, else one made of method and path ("get-stations-id"); the diff engine keys on it too. */
export function operationIdOf(method: string, path: string, op: Json): string {
  return typeof op.operationId === 'string' && op.operationId ? op.operationId : `${method}-${slug(path)}`;
}

/** Builds operations from path items; shared by paths, webhooks and callbacks. */
export class OperationBuilder {
  /** `ids`: the model's allocator; every anchor of an operation (its parameters, body, responses) comes from it. */
  constructor(private readonly doc: Json, private readonly table: SchemaTable, private readonly ids: IdAllocator) {}

  /** Every operation of one path item (a path, a webhook or a callback expression). */
  pathItem(path: string, rawItem: unknown, kind: OperationView['kind'], parentAnchor = ''): OperationView[] {
    const item = deref<Json>(this.doc, rawItem);
    if (!isObject(item)) return [];
    return itemOperations(item).map(([method, raw]) => {
      const op = this.operation(path, method, raw, item.parameters, kind, parentAnchor);
      const server = firstServerUrl(raw.servers) ?? firstServerUrl(item.servers);
      if (server !== undefined) op.server = server;
      return op;
    });
  }

  private operation(path: string, method: HttpMethod, op: Json, shared: unknown, kind: OperationView['kind'], parentAnchor: string): OperationView {
    const id = operationIdOf(method, path, op);
    const prefix = kind === 'callback' ? `${parentAnchor}/callback/` : kind === 'webhook' ? 'webhook/' : 'operation/';
    const anchor = this.ids.take(`${prefix}${slug(id)}`);
    const view: OperationView = {
      kind,
      id,
      anchor,
      method,
      path,
      title: titleOf(op.summary, method, path, kind),
      summary: typeof op.summary === 'string' ? op.summary : undefined,
      descriptionHtml: markdownToSafeHtml(op.description),
      deprecated: op.deprecated === true,
      tags: Array.isArray(op.tags) && op.tags.length ? op.tags.map(String) : [],
      parameters: this.parameters(shared, op.parameters, anchor),
      requestBody: this.requestBody(op.requestBody, anchor),
      responses: this.responses(op.responses, anchor),
      callbacks: [],
      security: Array.isArray(op.security) ? securityRequirements(op.security) : undefined,
      // The spec's own samples (x-codeSamples); view-model.ts adds the generated ones after them.
      requestSamples: specCodeSamples(op),
      responseSamples: [],
    };
    if (view.summary && view.summary.trim() !== view.title) view.summaryHtml = markdownToSafeHtml(view.summary);
    if (isObject(op.callbacks)) {
      view.callbacks = Object.entries(op.callbacks).map(([name, raw]) => {
        const callbackAnchor = `${anchor}/callback/${slug(name)}`;
        return { name, operations: callbackItems(deref(this.doc, raw)).flatMap(([expr, item]) => this.pathItem(expr, item, 'callback', callbackAnchor)) };
      });
    }
    return view;
  }

  private parameters(shared: unknown, own: unknown, anchor: string): OperationView['parameters'] {
    const byKey = new Map<string, Json>();
    // Operation-level parameters override path-level ones with the same name and location.
    for (const list of [shared, own]) {
      if (!Array.isArray(list)) continue;
      for (const raw of list) {
        const param = deref<Json>(this.doc, raw);
        if (isObject(param) && typeof param.name === 'string') byKey.set(`${param.in}:${param.name}`, param);
      }
    }
    const result: OperationView['parameters'] = { path: [], query: [], header: [], cookie: [] };
    for (const param of byKey.values()) {
      const where = LOCATIONS.find((l) => l === param.in);
      if (!where) continue;
      const name = String(param.name);
      // A parameter described by `content` (always so for a 3.2 querystring) has its schema and examples there.
      const [mediaType, media] = isObject(param.content) ? (Object.entries(param.content)[0] ?? []) : [];
      const holder = isObject(media) ? media : param;
      const schema = param.schema ?? holder.schema;
      const first = firstExample(this.doc, holder.examples) ?? firstExample(this.doc, param.examples);
      const example = param.example ?? holder.example ?? first?.value ?? (isObject(schema) ? schema.example : undefined);
      const view: ParameterView = {
        name,
        in: where,
        anchor: this.ids.take(`${anchor}/parameter/${where === 'query' ? '' : `${where}/`}${slug(name)}`),
        required: param.required === true,
        deprecated: param.deprecated === true,
        descriptionHtml: markdownToSafeHtml(param.description),
        schema: schema === undefined ? undefined : this.table.view(schema),
        example: example === undefined ? undefined : typeof example === 'string' ? example : JSON.stringify(example),
      };
      if (typeof mediaType === 'string') view.mediaType = mediaType;
      if (where === 'querystring') {
        // Without an example, the schema's generated one stands in, as for a body.
        const value = exampleOrBuilt(example, view.schema, this.table.entries);
        const queryString = queryStringOf(value, view.mediaType, first?.serialized, encodingOf(holder.encoding));
        if (queryString !== undefined) view.queryString = queryString;
      }
      (result[where] ??= []).push(view);
    }
    return result;
  }

  private content(raw: unknown): MediaTypeView[] {
    if (!isObject(raw)) return [];
    return Object.entries(raw).map(([mediaType, value]) => {
      const media = isObject(value) ? value : {};
      const json = isJsonMediaType(mediaType);
      const show = (v: unknown) => (typeof v === 'string' && !json ? v : JSON.stringify(v, null, 2));
      const stream = media.itemSchema !== undefined;
      const examples: ExampleView[] = [];
      const external: ExternalExampleView[] = [];
      if ('example' in media) examples.push({ name: 'example', value: exampleShown({ value: media.example }, mediaType, { json, stream, show })! });
      if (isObject(media.examples)) {
        for (const [name, rawExample] of Object.entries(media.examples)) {
          const example = deref<Json>(this.doc, rawExample);
          if (!isObject(example)) continue;
          const summary = typeof example.summary === 'string' ? example.summary : undefined;
          const value = exampleShown(example, mediaType, { json, stream, show });
          if (value !== undefined) examples.push({ name, summary, value });
          else if (typeof example.externalValue === 'string') external.push({ name, summary, url: example.externalValue });
        }
      }
      const view: MediaTypeView = { mediaType, schema: media.schema === undefined ? undefined : this.table.view(media.schema), examples };
      if (stream) view.itemSchema = this.table.view(media.itemSchema);
      if (external.length) view.externalExamples = external;
      const encoding = encodingOf(media.encoding);
      if (encoding) view.encoding = encoding;
      return view;
    });
  }

  private requestBody(raw: unknown, anchor: string): RequestBodyView | undefined {
    const body = deref<Json>(this.doc, raw);
    if (!isObject(body)) return undefined;
    return { anchor: this.ids.take(`${anchor}/request`), required: body.required === true, descriptionHtml: markdownToSafeHtml(body.description), content: this.content(body.content) };
  }

  private responses(raw: unknown, anchor: string): ResponseView[] {
    if (!isObject(raw)) return [];
    return Object.entries(raw).map(([status, value]) => {
      const response = deref<Json>(this.doc, value) ?? {};
      const headers: HeaderView[] = Object.entries(isObject(response.headers) ? response.headers : {}).map(([name, rawHeader]) => {
        const header = deref<Json>(this.doc, rawHeader) ?? {};
        return {
          name,
          required: header.required === true,
          descriptionHtml: markdownToSafeHtml(header.description),
          schema: header.schema === undefined ? undefined : this.table.view(header.schema),
        };
      });
      const view: ResponseView = { status, anchor: this.ids.take(`${anchor}/response/${slug(status)}`), descriptionHtml: markdownToSafeHtml(response.description), headers, content: this.content(response.content) };
      if (typeof response.summary === 'string' && response.summary.trim()) view.summary = response.summary.trim();
      const links = this.links(response.links);
      if (links.length) view.links = links;
      return view;
    });
  }

  /** Response links; their targets are resolved to anchors once every operation is known (linkTargets). */
  private links(raw: unknown): LinkView[] {
    if (!isObject(raw)) return [];
    return Object.entries(raw).flatMap(([name, value]) => {
      const link = deref<Json>(this.doc, value);
      if (!isObject(link)) return [];
      const target = typeof link.operationId === 'string' ? link.operationId : typeof link.operationRef === 'string' ? link.operationRef : undefined;
      const parameters = Object.entries(isObject(link.parameters) ? link.parameters : {}).map(([param, v]) => ({
        name: param,
        value: typeof v === 'string' ? v : JSON.stringify(v),
      }));
      return [{ name, descriptionHtml: markdownToSafeHtml(link.description), ...(target ? { target } : {}), parameters }];
    });
  }
}

/** Points each response link at its target operation's anchor, by operationId or by a local operationRef. */
export function linkTargets(operations: OperationView[]): void {
  const byId = new Map(operations.map((op) => [op.id, op.anchor]));
  const byRef = new Map(operations.map((op) => [`#${toPointer(['paths', op.path, ...operationSegments(op.method)])}`, op.anchor]));
  for (const op of operations) {
    for (const response of op.responses) {
      for (const link of response.links ?? []) {
        const anchor = link.target ? (byId.get(link.target) ?? byRef.get(link.target)) : undefined;
        if (anchor) link.targetAnchor = anchor;
      }
    }
  }
}

const MAX_TITLE = 100;

function titleOf(summary: unknown, method: HttpMethod, path: string, kind: OperationView['kind']): string {
  const text = typeof summary === 'string' ? summary.trim() : '';
  if (text && text.length <= MAX_TITLE && !text.includes('\n')) return text;
  return kind === 'webhook' ? path : `${methodLabel(method)} ${path}`;
}

/** A server URL with each `{name}` replaced by values[name]: the variables' defaults, or (Try it) one enum value each. */
export function serverUrlWith(url: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{${name}}`, value), url);
}

/** The first server's URL with its variables' defaults; undefined for a missing or empty list. */
export function firstServerUrl(servers: unknown): string | undefined {
  if (!Array.isArray(servers) || !isObject(servers[0])) return undefined;
  const server = servers[0];
  const variables = isObject(server.variables) ? server.variables : {};
  return serverUrlWith(String(server.url ?? ''), Object.fromEntries(Object.entries(variables).map(([name, v]) => [name, String(isObject(v) ? (v.default ?? '') : '')])));
}

/** The first of a parameter's `examples`: its value (`dataValue` in 3.2) and its `serializedValue`. */
function firstExample(doc: Json, examples: unknown): { value: unknown; serialized?: string } | undefined {
  if (!isObject(examples)) return undefined;
  const first = deref<Json>(doc, Object.values(examples)[0]);
  return isObject(first) ? exampleData(first) : undefined;
}

export function securityRequirements(raw: unknown[]): SecurityRequirementView[] {
  return raw.filter(isObject).map((requirement) => ({
    schemes: Object.entries(requirement).map(([name, scopes]) => ({ name, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })),
  }));
}

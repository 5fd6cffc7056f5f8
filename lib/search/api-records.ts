import type { ApiEntry } from '@/lib/config/schema';
import type { ApiModel, OperationView, SchemaEntry, SchemaView } from '@/lib/openapi/model/types';
import { isHomeTag } from '@/lib/openapi/pages/page-ids';
import { operationHref } from '@/lib/openapi/pages/pages';
import { flatSections, referenceSections } from '@/lib/openapi/model/sections';
import { htmlToText } from '@/lib/openapi/model/html-text';
import { methodLabel } from '@/lib/openapi/model/path-items';
import type { SearchRecord } from '@/lib/runtime/search-index';

// Deep enough for request and response bodies' own fields and their children; GitHub-sized specs
// nest far deeper, and names three levels down rarely describe the operation.
const MAX_DEPTH = 3;

/** Property names of a schema and of the schemas it holds, each once; references followed once. */
export function propertyNames(
  view: SchemaView | undefined,
  entries: Record<string, SchemaEntry>,
  names = new Set<string>(),
  seen = new Set<string>(),
  depth = 0,
): Set<string> {
  if (!view || depth > MAX_DEPTH) return names;
  let node;
  if ('ref' in view) {
    if (seen.has(view.ref)) return names;
    seen.add(view.ref);
    node = entries[view.ref]?.schema;
  } else node = view;
  if (!node) return names;
  for (const property of node.properties ?? []) {
    names.add(property.name);
    propertyNames(property.schema, entries, names, seen, depth + 1);
  }
  const children = [node.items, ...(node.oneOf ?? []), ...(node.anyOf ?? [])];
  if (typeof node.additionalProperties === 'object') children.push(node.additionalProperties);
  for (const child of children) propertyNames(child, entries, names, seen, depth);
  return names;
}

function joinText(parts: (string | undefined)[]): string {
  return [...new Set(parts.map((part) => htmlToText(part).replace(/\s+/g, ' ').trim()).filter(Boolean))].join(' ');
}

function operationRecord(api: Pick<ApiEntry, 'route'>, model: ApiModel, op: OperationView, title: string): SearchRecord {
  const method = methodLabel(op.method);
  const names = new Set<string>();
  for (const parameter of Object.values(op.parameters).flat()) names.add(parameter.name);
  const bodies = [...(op.requestBody?.content ?? []), ...op.responses.flatMap((response) => response.content)];
  for (const body of bodies) {
    propertyNames(body.schema, model.schemas, names);
    // A stream's items (OpenAPI 3.2 itemSchema) are its body.
    propertyNames(body.itemSchema, model.schemas, names);
  }
  // A 3.2 querystring parameter's fields are the query's parameters.
  for (const parameter of op.parameters.querystring ?? []) propertyNames(parameter.schema, model.schemas, names);
  return {
    section: 'api',
    url: operationHref(api, op),
    title: op.title,
    context: `${title} › ${method} ${op.path}`,
    terms: `${op.id} ${method} ${op.path}`,
    names: [...names].join(' '),
    // A summary too long to be the title (GitHub's webhooks) is still searched.
    text: joinText([
      op.summary === op.title ? undefined : op.summary,
      op.descriptionHtml,
      op.requestBody?.descriptionHtml,
      ...op.responses.flatMap((response) => [response.summary, response.descriptionHtml]),
    ]),
  };
}

/** An AsyncAPI operation's messages, each a result of its own: its name, title, and the names of its payload's and headers' fields. */
function messageRecords(
  api: Pick<ApiEntry, 'route'>,
  model: ApiModel,
  op: OperationView,
  title: string,
  seen: Set<string>,
): SearchRecord[] {
  // A message two operations use is one result, at its anchor in the first.
  const messages = [...(op.event?.messages ?? []), ...(op.event?.reply?.messages ?? [])].filter(
    (message) => !seen.has(message.anchor) && seen.add(message.anchor),
  );
  return messages.map((message) => {
    const names = new Set<string>();
    propertyNames(message.payload, model.schemas, names);
    propertyNames(message.headers, model.schemas, names);
    return {
      section: 'api',
      url: operationHref(api, { anchor: message.anchor, page: op.page }),
      title: message.title,
      context: `${title} › ${methodLabel(op.method)} ${op.path}`,
      terms: message.name,
      names: [...names].join(' '),
      text: joinText([message.summary, message.descriptionHtml]),
    };
  });
}

/**
 * The search records of one API reference, from the view model its page renders: the overview,
 * each tag and tag group, each operation and webhook (method, path, operationId, summary, descriptions,
 * parameter and schema property names) and each named schema.
 */
export function recordsFromApi(api: Pick<ApiEntry, 'route'> & Partial<Pick<ApiEntry, 'version'>>, model: ApiModel): SearchRecord[] {
  // A versioned API's results say their version ("Tide API v1 › GET /stations"); an older version's weigh less.
  const title = api.version ? `${model.info.title} ${api.version.label}` : model.info.title;
  const records = recordsOfApi(api, model, title);
  if (api.version && !api.version.latest) for (const record of records) record.weight = OLDER_VERSION_WEIGHT;
  return records;
}

/**
 * How much an older version's result weighs against the latest's: the same operation in both scores
 * alike, and a reader asking without a version means the latest. A strong match in an older version
 * (an operation the latest removed) still shows.
 */
export const OLDER_VERSION_WEIGHT = 0.5;

function recordsOfApi(api: Pick<ApiEntry, 'route'>, model: ApiModel, title: string): SearchRecord[] {
  const records: SearchRecord[] = [
    {
      section: 'api',
      url: api.route,
      title,
      context: 'API reference',
      terms: '',
      names: '',
      text: joinText([model.info.summary, model.info.descriptionHtml]),
    },
  ];
  const messages = new Set<string>();
  // Tags and their groups as the reference shows them (lib/openapi/model/sections.ts), with the groups they sit in as context.
  for (const { section, ancestors } of flatSections(referenceSections(model))) {
    if (section.kind !== 'tag' && section.kind !== 'group') continue;
    const context = [title, ...ancestors.map((ancestor) => ancestor.title)].join(' › ');
    records.push({
      section: 'api',
      url: operationHref(api, section),
      title: section.title,
      context,
      terms: '',
      names: '',
      text: joinText([section.descriptionHtml]),
    });
    // An operation with two tags is one entry of the reference (its anchors are under its first tag).
    for (const op of section.operations)
      if (isHomeTag(op, section)) records.push(operationRecord(api, model, op, title), ...messageRecords(api, model, op, title, messages));
  }
  for (const hook of model.webhooks) records.push(operationRecord(api, model, hook, title));
  for (const entry of Object.values(model.schemas)) {
    records.push({
      section: 'api',
      url: operationHref(api, entry),
      title: entry.name,
      context: `${title} › Schemas`,
      // Its name is its title: as an identifier too it would outrank the operations that use it.
      terms: '',
      names: [...propertyNames({ ref: entry.id }, model.schemas)].join(' '),
      text: joinText([entry.schema.descriptionHtml]),
    });
  }
  return records;
}

/** The search records of every configured API, from its view model (the build manifest keeps them). */
export function apiSearchRecords(
  apis: { api: Pick<ApiEntry, 'route'> & Partial<Pick<ApiEntry, 'version'>>; model: ApiModel }[],
): SearchRecord[] {
  return apis.flatMap(({ api, model }) => recordsFromApi(api, model));
}

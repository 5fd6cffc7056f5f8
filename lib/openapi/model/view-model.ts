import { buildAsyncApiModel } from '../asyncapi/model';
import { IdAllocator } from './ids';
import { infoView, text } from './info';
import { markdownToSafeHtml } from './markdown';
import { firstServerUrl, linkTargets, OperationBuilder, securityRequirements } from './operations';
import { PATH_ITEM_ROOTS } from './path-items';
import { isObject, setOwn, type Json } from './resolve';
import type { SampleClientId } from '@/lib/config/sample-languages';
import type { SampleScheme } from '../samples/request';
import { requestBodyFile, requestSamples, responseSamples } from '../samples/samples';
import { SchemaTable } from './schema-table';
import { buildTags } from './tags';
import type { ApiModel, OperationView, SecuritySchemeView } from './types';

export { UNTAGGED } from './tags';

function serversOf(doc: Json): ApiModel['servers'] {
  const servers = Array.isArray(doc.servers) && doc.servers.length ? doc.servers.filter(isObject) : [{ url: '/' }];
  return servers.map((server) => ({
    url: String(server.url ?? '/'),
    ...(text(server.name) ? { name: text(server.name) } : {}),
    descriptionHtml: markdownToSafeHtml(server.description),
    variables: Object.entries(isObject(server.variables) ? server.variables : {}).map(([name, v]) => ({
      name,
      default: String((v as Json).default ?? ''),
      enum: Array.isArray((v as Json).enum) ? ((v as Json).enum as unknown[]).map(String) : undefined,
    })),
  }));
}


/**
 * The security schemes, read once: as the reference shows them (views), and as the samples need them
 * (how each one carries its credential).
 */
function securitySchemes(doc: Json): { views: SecuritySchemeView[]; credentials: Record<string, SampleScheme> } {
  const schemes = (doc.components as Json | undefined)?.securitySchemes;
  const views: SecuritySchemeView[] = [];
  const credentials: Record<string, SampleScheme> = {};
  for (const [name, s] of Object.entries(isObject(schemes) ? schemes : {})) {
    if (!isObject(s)) continue;
    const field = (key: string) => (typeof s[key] === 'string' ? (s[key] as string) : undefined);
    const details: string[] = [];
    for (const key of ['in', 'name', 'scheme', 'bearerFormat', 'openIdConnectUrl', 'oauth2MetadataUrl'] as const) if (field(key)) details.push(`${key}: ${field(key)}`);
    if (isObject(s.flows)) for (const [flow, value] of Object.entries(s.flows)) details.push(flowDetail(flow, value));
    const credential = { type: field('type') ?? '', in: field('in'), name: field('name'), scheme: field('scheme') };
    const view: SecuritySchemeView = { name, type: String(s.type ?? ''), descriptionHtml: markdownToSafeHtml(s.description), details, credential };
    if (s.deprecated === true) view.deprecated = true;
    views.push(view);
    setOwn(credentials, name, credential);
  }
  return { views, credentials };
}

/** What shapes a model besides its document (the site config's part). */
export interface ApiModelOptions {
  /** The request samples' clients, in order; default DEFAULT_SAMPLE_LANGUAGES. */
  sampleLanguages?: readonly SampleClientId[];
}

/** The URLs an OAuth 2 flow's client talks to, in the order it does. */
const FLOW_URLS = ['deviceAuthorizationUrl', 'authorizationUrl', 'tokenUrl', 'refreshUrl'] as const;

/** One OAuth 2 flow as a fact: "flow deviceAuthorization (deviceAuthorizationUrl: …, tokenUrl: …, scopes: a, b)". */
function flowDetail(flow: string, value: unknown): string {
  const facts = isObject(value) ? FLOW_URLS.filter((key) => typeof value[key] === 'string').map((key) => `${key}: ${value[key] as string}`) : [];
  const scopes = isObject(value) && isObject(value.scopes) ? Object.keys(value.scopes) : [];
  if (scopes.length) facts.push(`scopes: ${scopes.join(', ')}`);
  return `flow ${flow}${facts.length ? ` (${facts.join(', ')})` : ''}`;
}

/**
 * Turns a validated, bundled spec into the page's view model: tags in spec order, each with its
 * operations; webhooks; and the flat schema table. Pure: the same document gives the same model.
 */
export function buildApiModel(doc: Json, convertedFrom?: string, options: ApiModelOptions = {}): ApiModel {
  // An AsyncAPI document (loaded by asyncapi/load.ts) has a view model of the same shape.
  if (typeof doc.asyncapi === 'string' && doc.openapi === undefined) return buildAsyncApiModel(doc);
  // One allocator for every anchor of the model: they are unique by construction.
  const ids = new IdAllocator();
  const table = new SchemaTable(doc, ids);
  const builder = new OperationBuilder(doc, table, ids);
  const servers = serversOf(doc);
  // Samples use the first server with its variables' defaults, unless a path or operation overrides it.
  const server = firstServerUrl(doc.servers) ?? '';

  const operations: OperationView[] = [];
  const webhooks: OperationView[] = [];
  for (const [root, kind] of PATH_ITEM_ROOTS) {
    const items = doc[root];
    for (const [name, item] of Object.entries(isObject(items) ? items : {})) (kind === 'webhook' ? webhooks : operations).push(...builder.pathItem(name, item, kind));
  }

  const { views: schemeViews, credentials: schemes } = securitySchemes(doc);
  const documentSecurity = Array.isArray(doc.security) ? securityRequirements(doc.security) : [];
  const withSamples = (op: OperationView) => {
    const sampleOptions = { server: op.server ?? server, entries: table.entries, schemes, security: documentSecurity, languages: options.sampleLanguages };
    op.requestSamples = requestSamples(op, sampleOptions, op.requestSamples);
    const file = requestBodyFile(op, table.entries);
    if (file) op.requestBodyFile = file;
    op.responseSamples = responseSamples(op, table.entries);
    op.callbacks.forEach((cb) => cb.operations.forEach(withSamples));
  };
  operations.forEach(withSamples);
  webhooks.forEach(withSamples);
  linkTargets([...operations, ...webhooks]);

  // Tags: navigation tags in spec order, nested under parents or x-tagGroups (tags.ts).
  const { tags, tagGroups } = buildTags(doc, operations, ids);

  return {
    openapi: String(doc.openapi),
    ...(convertedFrom ? { convertedFrom } : {}),
    info: infoView(doc.info, ids, 'API'),
    servers,
    tags,
    ...(tagGroups ? { tagGroups } : {}),
    webhooks,
    securitySchemes: schemeViews,
    security: documentSecurity,
    schemas: table.entries,
    counts: { operations: operations.length, webhooks: webhooks.length, schemas: Object.keys(table.entries).length },
  };
}

// The "Try it" console's data, built from the view model at build time: what the form needs and no
// more (names, types, enums, defaults, examples, the body's example per media type, the security
// alternatives, the documented statuses). The console never sees the spec; the page already shows
// descriptions, so only the responses' (to name a match) are carried, as text.
import type { TryItOptions } from '@/lib/config/schema';
import { absolute } from '@/lib/runtime/try-it/request';
import type { TryApi, TryField, TryMedia, TryOperation, TryParam, TryScheme, TryServer } from '@/lib/runtime/try-it/types';
import { htmlToText } from '../model/html-text';
import { modelOperations } from '../model/each-operation';
import { serverUrlWith } from '../model/operations';
import { typeLabel, type Entries } from '../model/labels';
import { baseMediaType, isBinaryMediaType, isJsonMediaType } from '../model/media-types';
import { exampleText } from './samples';
import { resolveView } from '../model/schema-table';
import type { ApiModel, MediaTypeView, OperationView, ParameterView, SecurityRequirementView, SecuritySchemeView } from '../model/types';

const text = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : Array.isArray(parsed) ? parsed.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(',') : JSON.stringify(parsed);
  } catch {
    return value;
  }
};

type SpecServer = ApiModel['servers'][number];

/** Past this many combinations of a server's enum values, each variable varies alone (from the defaults). */
const MAX_COMBINATIONS = 32;

/**
 * The values a server's variables may take together, the defaults first: every combination of the
 * enum values (a finite set the reader picks from), or, past MAX_COMBINATIONS, each value of each
 * variable with the others at their defaults (every value still offered once). A variable without an
 * enum keeps its default: any text could go there, and the allowlist must stay a list.
 */
function variableChoices(server: SpecServer): Record<string, string>[] {
  const defaults = Object.fromEntries(server.variables.map((v) => [v.name, v.default]));
  const others = server.variables.map((v) => [v.name, (v.enum ?? []).filter((value) => value !== v.default)] as const).filter(([, values]) => values.length);
  const product = others.reduce((count, [, values]) => count * (values.length + 1), 1);
  if (product > MAX_COMBINATIONS) return [defaults, ...others.flatMap(([name, values]) => values.map((value) => ({ ...defaults, [name]: value })))];
  return others.reduce((choices, [name, values]) => choices.flatMap((choice) => [choice, ...values.map((value) => ({ ...choice, [name]: value }))]), [defaults]);
}

/** What the Server select says beside one of a spec server's URLs: its name (or description), and the enum variables' values. */
function serverLabel(server: SpecServer, values: Record<string, string>): string | undefined {
  const chosen = server.variables.filter((v) => v.enum && v.enum.length > 1).map((v) => `${v.name}: ${values[v.name]}`);
  const label = [server.name ?? (htmlToText(server.descriptionHtml) || undefined), chosen.join(', ') || undefined].filter(Boolean).join(' · ');
  return label || undefined;
}

/** The site's address, which a relative spec server ("/v1") is resolved against, as the reader's browser would. */
export interface SiteAddress {
  url: string;
  basePath: string;
}

/** A server URL as the allowlist holds it: absolute (against the site's address), without a trailing slash. */
const allowed = (url: string, site: SiteAddress) => absolute(url, `${site.url}${site.basePath}/`);

/**
 * The spec's servers as the console offers them, labelled: the document's, each with its enum
 * variables' values (defaults first, see variableChoices), then those a path or an operation names for
 * itself (an upload host, say; at their defaults), each URL once. Those go last so that adding one
 * never renumbers the document's servers in the proxy's paths.
 */
function specServers(model: Pick<ApiModel, 'servers' | 'tags' | 'webhooks'>, site: SiteAddress): TryServer[] {
  const servers = new Map<string, TryServer>();
  for (const server of model.servers) {
    for (const values of variableChoices(server)) {
      const url = allowed(serverUrlWith(server.url, values), site);
      const label = serverLabel(server, values);
      if (!servers.has(url)) servers.set(url, label ? { url, label } : { url });
    }
  }
  const users = new Map<string, string[]>();
  for (const op of modelOperations(model)) {
    if (op.kind !== 'operation' || op.server === undefined) continue;
    const url = allowed(op.server, site);
    if (!servers.has(url)) users.set(url, [...(users.get(url) ?? []), `${op.method.toUpperCase()} ${op.path}`]);
  }
  for (const [url, ops] of users) servers.set(url, { url, label: `for ${ops[0]}${ops.length > 1 ? ` and ${ops.length - 1} more` : ''}` });
  return [...servers.values()];
}

/**
 * The allowlist as the console shows it, in the order the proxy's `<server index>` counts it:
 * tryIt.servers (labelled when the spec names one of them), else the spec's servers (specServers).
 */
export function tryItServers(model: Pick<ApiModel, 'servers' | 'tags' | 'webhooks'>, tryIt: Pick<TryItOptions, 'servers'>, site: SiteAddress): TryServer[] {
  const spec = specServers(model, site);
  return tryIt.servers ? tryIt.servers.map((url) => allowed(url, site)).map((url) => spec.find((server) => server.url === url) ?? { url }) : spec;
}

/**
 * The allowlist's URLs. The console numbers them (tryItServers) and the build's Try it manifest, which
 * the proxy and connect-src read, writes them (lib/postbuild/try-manifest.ts): one list, so `<n>`
 * means one server.
 */
export function tryItAllowlist(model: Pick<ApiModel, 'servers' | 'tags' | 'webhooks'>, tryIt: Pick<TryItOptions, 'servers'>, site: SiteAddress): string[] {
  return tryItServers(model, tryIt, site).map((server) => server.url);
}

/** How the console sends a scheme's credential, from how the spec says the scheme carries it. */
function schemeOf(view: SecuritySchemeView): TryScheme {
  const { type, in: where, name, scheme } = view.credential;
  switch (type.toLowerCase()) {
    case 'apikey':
      return (where === 'header' || where === 'query' || where === 'cookie') && name ? { kind: 'apiKey', in: where, name, type: view.type } : { kind: 'unsupported', type: view.type };
    case 'http':
      return { kind: 'http', scheme: (scheme ?? 'bearer').toLowerCase(), type: view.type };
    case 'oauth2':
    case 'openidconnect':
      return { kind: 'token', type: view.type };
    default:
      return { kind: 'unsupported', type: view.type };
  }
}

const alternatives = (security: SecurityRequirementView[]): string[][] => security.map((requirement) => requirement.schemes.map((s) => s.name));

/** The API-wide part of the console's data, for one page. */
export function tryItApi(model: ApiModel, api: { id: string; tryIt: TryItOptions }, site: SiteAddress): TryApi {
  const data: TryApi = {
    id: api.id,
    timeout: api.tryIt.timeout * 1000,
    servers: tryItServers(model, api.tryIt, site),
    schemes: Object.fromEntries(model.securitySchemes.map((view) => [view.name, schemeOf(view)])),
    security: alternatives(model.security),
  };
  if (api.tryIt.proxy) data.proxy = `${site.basePath}/_try/${api.id}`;
  return data;
}

function param(p: ParameterView, entries: Entries): TryParam | undefined {
  if (p.in === 'querystring') return undefined;
  const node = p.schema ? resolveView(p.schema, entries) : undefined;
  const out: TryParam = { name: p.name, in: p.in, type: p.schema ? typeLabel(p.schema, entries) : 'string' };
  if (p.required) out.required = true;
  const values = node?.enum ?? (node?.types.includes('boolean') ? ['true', 'false'] : undefined);
  if (values) out.enum = values.map((v) => text(v) ?? v);
  const fallback = text(node?.default);
  if (fallback !== undefined) out.default = fallback;
  const value = text(p.example) ?? fallback;
  if (value !== undefined) out.value = value;
  if (node?.types.includes('array')) out.list = true;
  return out;
}

function kindOf(media: MediaTypeView): TryMedia['kind'] {
  const base = baseMediaType(media.mediaType);
  if (base === 'application/x-www-form-urlencoded') return 'form';
  if (base.startsWith('multipart/')) return 'multipart';
  if (isBinaryMediaType(base)) return 'file';
  return isJsonMediaType(base) && !media.itemSchema ? 'json' : 'text';
}

function objectOf(example: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = example === undefined ? undefined : JSON.parse(example);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function media(m: MediaTypeView, entries: Entries): TryMedia {
  const kind = kindOf(m);
  const node = m.schema ? resolveView(m.schema, entries) : undefined;
  if (node?.format === 'binary' && kind !== 'form' && kind !== 'multipart') return { mediaType: m.mediaType, kind: 'file' };
  const example = kind === 'file' ? undefined : exampleText(m, entries, 'request');
  const out: TryMedia = { mediaType: m.mediaType, kind };
  if ((kind === 'json' || kind === 'text') && example !== undefined) out.example = example;
  const values = objectOf(example);
  const fields = (node?.properties ?? []).map((property): TryField => {
    const field: TryField = { name: property.name, type: typeLabel(property.schema, entries) };
    if (property.required) field.required = true;
    const prop = resolveView(property.schema, entries);
    const isFile = prop.format === 'binary' || (prop.types[0] === 'array' && prop.items !== undefined && resolveView(prop.items, entries).format === 'binary');
    if (kind === 'multipart' && isFile) field.file = true;
    else if (kind !== 'json' && Object.hasOwn(values, property.name) && values[property.name] !== undefined) {
      const value = values[property.name];
      // A value built from a bare `type: string` is the word "string": a reader takes it for data (parameter-value.ts).
      if (m.examples[0] || value !== 'string') field.value = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
    return field;
  });
  if (fields.length && kind !== 'text') out.fields = fields;
  return out;
}

/** The per-operation part of the console's data, carried by its button. */
export function tryItOperation(op: OperationView, entries: Entries, site: SiteAddress): TryOperation {
  const params = (['path', 'query', 'header', 'cookie'] as const).flatMap((where) => op.parameters[where].map((p) => param(p, entries)).filter((p) => p !== undefined));
  const data: TryOperation = {
    method: op.method.toUpperCase(),
    path: op.path,
    params,
    responses: op.responses.map((r) => [r.status, r.summary ?? htmlToText(r.descriptionHtml).split('\n')[0]!.slice(0, 200)]),
  };
  if (op.requestBody) data.body = { required: op.requestBody.required, media: op.requestBody.content.map((m) => media(m, entries)) };
  if (op.security) data.security = alternatives(op.security);
  // A path's or operation's own server (in the allowlist unless tryIt.servers leaves it out): the console starts on it.
  if (op.server !== undefined) data.server = allowed(op.server, site);
  return data;
}

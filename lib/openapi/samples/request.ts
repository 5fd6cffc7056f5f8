// The request an operation's samples send, built once from the view model: every client's sample
// (lib/openapi/samples/clients.ts) is this one request printed in another language. Method, URL,
// query, headers, cookies and body are all decided here, so a fix to what is sent is one edit.
import { formPairs, multipartParts, type MultipartPart } from '../model/form-encoding';
import { baseMediaType, isBinaryMediaType, isJsonMediaType } from '../model/media-types';
import { parameterValue } from './parameter-value';
import { methodLabel } from '../model/path-items';
import { own } from '../model/resolve';
import { resolveView } from '../model/schema-table';
import type { MediaTypeView, OperationView, ParameterView, SchemaEntry, SecurityRequirementView, SchemaView } from '../model/types';

/** A security scheme as the samples need it (the raw `components.securitySchemes` entry, reduced). */
export interface SampleScheme {
  type: string;
  /** apiKey: where and under which name. */
  in?: string;
  name?: string;
  /** http: "bearer", "basic", … */
  scheme?: string;
}

/**
 * What a reader puts in place of a credential. Plain capitals and underscores: they survive every
 * client's quoting and URL encoding unchanged ("<token>" in a query became "%3Ctoken%3E", "$API_KEY"
 * a Kotlin template), and read as "put yours here" in any language.
 */
export const CREDENTIAL_PLACEHOLDERS = { apiKey: 'YOUR_API_KEY', token: 'YOUR_TOKEN', basic: 'YOUR_BASE64_CREDENTIALS' } as const;

export type SampleBody =
  | { kind: 'json' | 'text'; mediaType: string; text: string }
  | { kind: 'form'; mediaType: string; params: [string, string][] }
  | { kind: 'multipart'; mediaType: string; params: MultipartPart[] }
  /** The body is a file's bytes (binary media types, and bodies too long to repeat in every sample). */
  | { kind: 'file'; mediaType: string; fileName: string };

export interface SampleRequest {
  method: string;
  /** Server and path, path parameters filled in; no query. */
  url: string;
  query: [string, string][];
  headers: [string, string][];
  cookies: [string, string][];
  body?: SampleBody;
}

export interface SampleContext {
  /** The server the operation is sent to. */
  server: string;
  entries: Record<string, SchemaEntry>;
  /** The document's security schemes by name. */
  schemes: Record<string, SampleScheme>;
  /** The document's `security`, used when the operation has none of its own. */
  security: SecurityRequirementView[];
  /** The request body text (example or built from the schema); see samples.ts exampleText. */
  bodyText?: (media: MediaTypeView) => string | undefined;
  /** Above this many characters the body is read from a file (body.json) instead of written out. */
  bodyFileAbove?: number;
}

/** Parameters a sample sends: the required ones and those the spec gives an example for. */
function sent(params: ParameterView[], entries: Record<string, SchemaEntry>): [string, string][] {
  return params.filter((p) => p.required || p.example !== undefined).map((p) => [p.name, parameterValue(p, entries)]);
}

/**
 * The requirement a sample meets: the operation's own, else the document's; the first alternative
 * that names a scheme. `{}` means "or no credentials" (optional auth): a sample that shows how to
 * authenticate still works, and shows more, so it meets the next alternative, as Scalar does (it
 * drops `{}` from the alternatives). Only `{}` alone, or `security: []`, sends none.
 */
export function sampleSecurity(op: Pick<OperationView, 'security'>, documentSecurity: SecurityRequirementView[]): SecurityRequirementView | undefined {
  const requirements = op.security ?? documentSecurity;
  return requirements.find((requirement) => requirement.schemes.length > 0) ?? requirements[0];
}

/** Adds a requirement's credentials to the request, each where its scheme says, as placeholders. */
function applySecurity(request: SampleRequest, requirement: SecurityRequirementView | undefined, schemes: Record<string, SampleScheme>): void {
  for (const { name } of requirement?.schemes ?? []) {
    const scheme = own(schemes, name);
    if (!scheme) continue;
    const type = scheme.type.toLowerCase();
    if (type === 'apikey' && scheme.name) {
      const where = scheme.in === 'query' ? request.query : scheme.in === 'cookie' ? request.cookies : request.headers;
      if (!where.some(([key]) => key.toLowerCase() === scheme.name!.toLowerCase())) where.push([scheme.name, CREDENTIAL_PLACEHOLDERS.apiKey]);
      continue;
    }
    const value =
      type === 'http' && scheme.scheme?.toLowerCase() === 'basic'
        ? `Basic ${CREDENTIAL_PLACEHOLDERS.basic}`
        : type === 'http' && scheme.scheme && scheme.scheme.toLowerCase() !== 'bearer'
          ? `${scheme.scheme} ${CREDENTIAL_PLACEHOLDERS.token}`
          : type === 'http' || type === 'oauth2' || type === 'openidconnect'
            ? `Bearer ${CREDENTIAL_PLACEHOLDERS.token}`
            : undefined;
    // mutualTLS and unknown types put nothing in the request.
    if (value && !request.headers.some(([key]) => key.toLowerCase() === 'authorization')) request.headers.push(['Authorization', value]);
  }
}

/** A property of a multipart body is a file when its schema (or its items') is a binary string. */
function isFile(view: SchemaView, entries: Record<string, SchemaEntry>): boolean {
  const node = resolveView(view, entries);
  if (node.format === 'binary' || node.format === 'base64') return node.types.includes('string') || node.types.length === 0;
  return node.types[0] === 'array' && node.items !== undefined && resolveView(node.items, entries).format === 'binary';
}

function objectOf(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function bodyOf(media: MediaTypeView, text: string, context: SampleContext): SampleBody {
  const mediaType = media.mediaType;
  const base = baseMediaType(mediaType);
  const schema = media.schema && resolveView(media.schema, context.entries);
  if (base === 'application/x-www-form-urlencoded' || base === 'multipart/form-data') {
    const object = objectOf(text) ?? {};
    if (base === 'application/x-www-form-urlencoded') return { kind: 'form', mediaType, params: formPairs(object, media.encoding) };
    const files = new Set((schema?.properties ?? []).filter((p) => isFile(p.schema, context.entries)).map((p) => p.name));
    return { kind: 'multipart', mediaType, params: multipartParts(object, media.encoding, (name) => files.has(name)) };
  }
  if (isBinaryMediaType(mediaType) || schema?.format === 'binary') return { kind: 'file', mediaType, fileName: 'file.bin' };
  // A stream (3.2 itemSchema) is sent as its framed text, even as application/json-seq.
  const json = isJsonMediaType(mediaType) && !media.itemSchema;
  if (text.length > (context.bodyFileAbove ?? Infinity)) return { kind: 'file', mediaType, fileName: json ? 'body.json' : 'body.txt' };
  return { kind: json ? 'json' : 'text', mediaType, text };
}

/** An OpenAPI 3.2 `querystring` parameter is the whole query string: its example's pairs, in order. */
function queryStringPairs(op: OperationView): [string, string][] {
  const text = op.parameters.querystring?.find((p) => p.queryString)?.queryString;
  return text ? [...new URLSearchParams(text)] : [];
}

/**
 * The host a sample sends to when the spec's server is relative ("/v1") or absent. Redoc and Scalar
 * resolve it against the page's own location at run time; on a docs site that is the docs host,
 * which serves no API, so a sample would look runnable and fail. A reserved example host reads as
 * "put your server here", as YOUR_TOKEN does for a credential.
 */
export const PLACEHOLDER_SERVER = 'https://api.example.com';

/** The server as an absolute URL: a relative one (or none) under PLACEHOLDER_SERVER, "//host" as https. */
export function absoluteServer(server: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(server)) return server;
  if (server.startsWith('//')) return `https:${server}`;
  return new URL(server.replace(/^\.?\/?/, ''), `${PLACEHOLDER_SERVER}/`).href;
}

/** The request an operation's samples send, with example values and the credentials it needs as placeholders. */
export function sampleRequest(op: OperationView, context: SampleContext): SampleRequest {
  const { entries } = context;
  // Webhooks and callbacks are sent to the reader's own server: their "path" is a name or a runtime expression.
  const url =
    op.kind !== 'operation'
      ? 'https://your-server.example.com/webhook'
      : `${absoluteServer(context.server).replace(/\/$/, '')}${op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
          const param = op.parameters.path.find((p) => p.name === name);
          return encodeURIComponent(param ? parameterValue(param, entries) : name);
        })}`;
  const external = op.kind === 'operation';
  const request: SampleRequest = {
    // QUERY and the other fixed methods in capitals; an additionalOperations method as written.
    method: methodLabel(op.method),
    url,
    query: external ? [...sent(op.parameters.query, entries), ...queryStringPairs(op)] : [],
    headers: sent(op.parameters.header, entries),
    cookies: sent(op.parameters.cookie, entries),
  };
  const media = op.requestBody?.content[0];
  const text = media ? context.bodyText?.(media) : undefined;
  if (media && text !== undefined) request.body = bodyOf(media, text, context);
  else if (media && isBinaryMediaType(media.mediaType)) request.body = { kind: 'file', mediaType: media.mediaType, fileName: 'file.bin' };
  if (external) applySecurity(request, sampleSecurity(op, context.security), context.schemes);
  return request;
}

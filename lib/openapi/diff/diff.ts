// The diff engine: two bundled OpenAPI documents (as lib/openapi/load/load.ts gives them) in, every
// change to their operations out, each with its rule, whether it breaks clients and why, and the
// JSON pointer in each version. It walks the documents with the reference's own path-item helpers,
// so an operation (3.2 QUERY, additionalOperations, querystring, streams' itemSchema) is compared
// as the reference shows it. Chosen over diff libraries: see the manual's architecture page (manual/docs/explanations/architecture.md, lib/openapi/diff/).
import { asyncApiForDiff, asyncPointer, eventPathLabel } from '../asyncapi/diff-view';
import { methodLabel } from '../model/path-items';
import { isObject, toPointer, type Json } from '../model/resolve';
import { pairOperations } from '../versions/match';
import { compareKeys, documentOperations, identityOf, operationId, type FoundOperation } from './operations';
import { EVENT_REASONS, RULES, type RuleId } from './rules';
import { locate, SchemaDiff, type Located, type SchemaFinding, type Side } from './schema-diff';
import { securityChanges } from './security';
import type { ApiChange, ApiDiff, OperationKey } from './types';

type Emit = (rule: RuleId, message: string, before?: string[] | string, after?: string[] | string) => void;

/** "GET /pets", "webhook newPet", "SEND greenhouse/{houseId}/readings" (an event operation's address as written). */
export function operationLabel(key: OperationKey): string {
  if (key.kind === 'webhook') return `webhook ${key.path}`;
  return `${methodLabel(key.method)} ${key.address === undefined ? key.path : eventPathLabel(key.path, key.address)}`;
}

const pointer = (at?: string[] | string) => (at === undefined ? undefined : typeof at === 'string' ? at : toPointer(at));

/** The schema a parameter or media type describes: `schema`, or a parameter's `content` (a 3.2 querystring's). */
function schemaOf(node: unknown, at: string[], doc: Json): Located | undefined {
  if (!isObject(node)) return undefined;
  if (node.schema !== undefined) return locate(doc, node.schema, [...at, 'schema']);
  if (isObject(node.content)) {
    const [media, value] = Object.entries(node.content)[0] ?? [];
    if (media && isObject(value) && value.schema !== undefined) return locate(doc, value.schema, [...at, 'content', media, 'schema']);
  }
  return undefined;
}

function contentOf(doc: Json, holder: Located): Map<string, Located> {
  const content = isObject(holder.node) && isObject(holder.node.content) ? holder.node.content : {};
  return new Map(Object.entries(content).map(([media, value]) => [media, { node: value, at: [...holder.at, 'content', media] }]));
}

/**
 * A webhook's request body is what the API sends and the reader's server reads, and its response
 * what that server sends back: their schemas are compared with the sides swapped.
 */
function sideOf(kind: OperationKey['kind'], side: Side): Side {
  return kind === 'webhook' ? (side === 'request' ? 'response' : 'request') : side;
}

/**
 * What a change line calls an operation's bodies and their media types: an HTTP operation's, or an
 * event's (AsyncAPI, read as OpenAPI by asyncapi/diff-view.ts), whose bodies are the messages it
 * sends or receives, keyed by the message's name where HTTP has a media type.
 */
interface Words {
  /** 'request body', 'response 200'; 'message received', 'message sent'. */
  body(side: Side, status: string): string;
  /** 'response 200 (application/json)'; 'message sent `reading`'. */
  media(where: string, media: string): string;
  /** 'response 200: media type text/plain removed'; 'message sent `reading` removed'. */
  mediaChanged(where: string, media: string, change: 'added' | 'removed'): string;
  /** Why a change breaks or does not, where the rule's own reason speaks of clients, requests and responses. */
  reasons?: Partial<Record<RuleId, string>>;
  /** Whether a media type's `x-headers` are a message's headers (asyncapi/diff-view.ts), never an OpenAPI extension's. */
  headers?: boolean;
}

const HTTP_WORDS: Words = {
  body: (side, status) => (side === 'request' ? 'request body' : `response ${status}`),
  media: (where, media) => `${where} (${media})`,
  mediaChanged: (where, media, change) => `${where}: media type ${media} ${change}`,
};

const EVENT_WORDS: Words = {
  body: (side) => (side === 'request' ? 'message received' : 'message sent'),
  media: (where, media) => `${where} \`${media}\``,
  mediaChanged: (where, media, change) => `${where} \`${media}\` ${change}`,
  reasons: EVENT_REASONS,
  headers: true,
};

class OperationDiff {
  constructor(
    private oldDoc: Json,
    private newDoc: Json,
    private schemas: SchemaDiff,
    private emit: Emit,
    private kind: OperationKey['kind'],
    private words: Words,
  ) {}

  private schemaFindings(side: Side, where: string, before?: Located, after?: Located, noun: Noun = 'property'): void {
    if (!before || !after) return;
    for (const f of this.schemas.compare(sideOf(this.kind, side), before, after)) this.emit(f.rule, describe(where, f, noun), f.before, f.after);
  }

  /**
   * A media type's `schema` and its 3.2 stream `itemSchema`; an event message's headers
   * (`x-headers`, asyncapi/diff-view.ts) by the same rules, a version without headers read as one
   * with none: a header a sent message gains is one more its receivers may ignore, a required one a
   * received message gains is one its senders must now send.
   */
  private media(side: Side, where: string, before: Located, after: Located): void {
    for (const field of ['schema', 'itemSchema'] as const) {
      const a = isObject(before.node) && before.node[field] !== undefined ? locate(this.oldDoc, before.node[field], [...before.at, field]) : undefined;
      const b = isObject(after.node) && after.node[field] !== undefined ? locate(this.newDoc, after.node[field], [...after.at, field]) : undefined;
      this.schemaFindings(side, field === 'itemSchema' ? `${where} stream item` : where, a, b);
    }
    if (!this.words.headers) return;
    const headers = (doc: Json, media: Located) => (isObject(media.node) && media.node['x-headers'] !== undefined ? locate(doc, media.node['x-headers'], [...media.at, 'x-headers']) : undefined);
    const [a, b] = [headers(this.oldDoc, before), headers(this.newDoc, after)];
    if (a || b) this.schemaFindings(side, where, a ?? { node: {}, at: before.at }, b ?? { node: {}, at: after.at }, 'header');
  }

  private contents(side: Side, where: string, before: Located, after: Located): void {
    const a = contentOf(this.oldDoc, before);
    const b = contentOf(this.newDoc, after);
    for (const [media, x] of a) {
      const y = b.get(media);
      if (y) this.media(side, this.words.media(where, media), x, y);
      else this.emit(`${side}-media-type-removed`, this.words.mediaChanged(where, media, 'removed'), x.at, after.at);
    }
    for (const [media, y] of b) if (!a.has(media)) this.emit(`${side}-media-type-added`, this.words.mediaChanged(where, media, 'added'), before.at, y.at);
  }

  parameters(a: FoundOperation, b: FoundOperation): void {
    // Where and what a parameter is called as its version writes it (its key may be lower case or a place in the path).
    const where = (param: Located) => String((param.node as Json).in);
    const nameOf = (param: Located) => String((param.node as Json).name);
    const byName = (params: Map<string, Located>) => new Map([...params].map(([key, param]) => [nameOf(param), key]));
    const newNames = byName(b.parameters);
    const oldNames = byName(a.parameters);
    for (const [key, was] of a.parameters) {
      const name = nameOf(was);
      const now = b.parameters.get(key);
      if (!now) {
        const moved = newNames.get(name);
        if (moved && !a.parameters.has(moved)) this.emit('parameter-location-changed', `parameter \`${name}\` moved from ${where(was)} to ${where(b.parameters.get(moved)!)}`, was.at, b.parameters.get(moved)!.at);
        else this.emit('parameter-removed', `${where(was)} parameter \`${name}\` removed`, was.at, b.at);
        continue;
      }
      const required = [isObject(was.node) && was.node.required === true, isObject(now.node) && now.node.required === true];
      const label = `${where(now)} parameter \`${nameOf(now)}\``;
      if (required[0] !== required[1]) this.emit(required[1] ? 'parameter-became-required' : 'parameter-became-optional', `${label} became ${required[1] ? 'required' : 'optional'}`, was.at, now.at);
      this.schemaFindings('request', label, schemaOf(was.node, was.at, this.oldDoc), schemaOf(now.node, now.at, this.newDoc));
    }
    for (const [key, now] of b.parameters) {
      if (a.parameters.has(key)) continue;
      const name = nameOf(now);
      const moved = oldNames.get(name);
      if (moved && !b.parameters.has(moved)) continue; // said above, as a move
      const required = isObject(now.node) && now.node.required === true;
      this.emit(required ? 'parameter-added-required' : 'parameter-added-optional', `${where(now)} parameter \`${name}\` added${required ? ', required' : ''}`, a.at, now.at);
    }
  }

  requestBody(a: FoundOperation, b: FoundOperation): void {
    const was = a.op.requestBody === undefined ? undefined : locate(this.oldDoc, a.op.requestBody, [...a.at, 'requestBody']);
    const now = b.op.requestBody === undefined ? undefined : locate(this.newDoc, b.op.requestBody, [...b.at, 'requestBody']);
    const required = (body?: Located) => isObject(body?.node) && body.node.required === true;
    const body = this.kind === 'webhook' ? 'payload' : this.words.body('request', '');
    if (!was && now) this.emit(required(now) ? 'request-body-added-required' : 'request-body-added-optional', `${body} added${required(now) ? ', required' : ''}`, a.at, now.at);
    if (was && !now) this.emit('request-body-removed', `${body} removed`, was.at, b.at);
    if (!was || !now) return;
    if (required(was) !== required(now)) this.emit(required(now) ? 'request-body-became-required' : 'request-body-became-optional', `${body} became ${required(now) ? 'required' : 'optional'}`, was.at, now.at);
    this.contents('request', body, was, now);
  }

  responses(a: FoundOperation, b: FoundOperation): void {
    const of = (doc: Json, found: FoundOperation) => {
      const responses = isObject(found.op.responses) ? found.op.responses : {};
      return new Map(Object.entries(responses).map(([status, value]) => [status, locate(doc, value, [...found.at, 'responses', status])]));
    };
    const was = of(this.oldDoc, a);
    const now = of(this.newDoc, b);
    for (const [status, x] of was) {
      const y = now.get(status);
      if (y) this.contents('response', this.words.body('response', status), x, y);
      else this.emit(isSuccess(status) ? 'response-removed' : 'response-non-success-removed', `${this.words.body('response', status)} removed`, x.at, [...b.at, 'responses']);
    }
    for (const [status, y] of now) if (!was.has(status)) this.emit('response-added', `${this.words.body('response', status)} added`, [...a.at, 'responses'], y.at);
  }
}

/**
 * A success status (2XX): clients rely on getting it. Removing an error or other status (4XX,
 * `default`…) from the description breaks nobody, as oasdiff rates it too.
 */
const isSuccess = (status: string) => status.startsWith('2');

/** What a schema's top-level names are: a body's properties, or an event message's headers. */
type Noun = 'property' | 'header';

/** "response 200 (application/json) property `owner.login`: removed"; "message sent `reading` header `traceId`: added". */
function describe(where: string, f: SchemaFinding, noun: Noun = 'property'): string {
  const path = f.path.join('.').replace(/\.\[\]/g, '[]').replace(/\.\{\}/g, '{}');
  return `${where}${path ? ` ${noun} \`${path}\`` : noun === 'header' ? ' headers' : ''}: ${f.detail}`;
}

/**
 * Every change between two bundled documents, operation by operation (path order, as the newer
 * version writes it), then counts. Operations are paired as the version switcher pairs them
 * (version-match.ts pairOperations): one that kept its operationId on another path has moved.
 */
export function diffDocuments(oldDoc: Json, newDoc: Json): ApiDiff {
  // AsyncAPI versions: compared as OpenAPI ones whose SEND messages are responses and RECEIVE messages request bodies (asyncapi/diff-view.ts).
  if (typeof oldDoc.asyncapi === 'string' && typeof newDoc.asyncapi === 'string') {
    const [a, b] = [asyncApiForDiff(oldDoc), asyncApiForDiff(newDoc)];
    const diff = compareDocuments(a.doc, b.doc, EVENT_WORDS, [a.addresses, b.addresses]);
    for (const change of diff.changes) {
      if (change.before !== undefined) change.before = asyncPointer(a.pointers, change.before);
      if (change.after !== undefined) change.after = asyncPointer(b.pointers, change.after);
    }
    return diff;
  }
  return compareDocuments(oldDoc, newDoc, HTTP_WORDS);
}

/** diffDocuments of two OpenAPI documents (an event API's as asyncapi/diff-view.ts reads it, with each version's channel addresses by path). */
function compareDocuments(oldDoc: Json, newDoc: Json, words: Words, addresses?: [Map<string, string>, Map<string, string>]): ApiDiff {
  // An event operation's key carries the address it shows (each version's own: a removed operation's is the older one's).
  const keyOf = (found: FoundOperation, version: 0 | 1): OperationKey => {
    const address = addresses?.[version].get(found.key.path);
    return address === undefined ? found.key : { ...found.key, address };
  };
  const { pairs, removed, added } = pairOperations(documentOperations(oldDoc), documentOperations(newDoc), identityOf);
  const entries: { key: OperationKey; a?: FoundOperation; b?: FoundOperation }[] = [
    ...pairs.map(([a, b]) => ({ key: keyOf(b, 1), a, b })),
    ...removed.map((a) => ({ key: keyOf(a, 0), a })),
    ...added.map((b) => ({ key: keyOf(b, 1), b })),
  ].sort((x, y) => compareKeys(x.key, y.key));
  const schemas = new SchemaDiff(oldDoc, newDoc);
  const changes: ApiChange[] = [];
  const counts = { added: 0, removed: 0, changed: 0, breaking: 0 };
  for (const { key, a, b } of entries) {
    const start = changes.length;
    // The older key, when the newer version writes the operation otherwise (moved, or a path variable renamed).
    const previous = a && b && (a.key.method !== b.key.method || a.key.path !== b.key.path) ? keyOf(a, 0) : undefined;
    const emit: Emit = (rule, message, x, y) => {
      const { breaking } = RULES[rule];
      const reason = words.reasons?.[rule] ?? RULES[rule].reason;
      const change: ApiChange = { rule, breaking, reason, message, operation: key };
      if (previous) change.previous = previous;
      if (x !== undefined) change.before = pointer(x);
      if (y !== undefined) change.after = pointer(y);
      changes.push(change);
    };
    if (!a) {
      emit('operation-added', `${operationLabel(key)} added`, undefined, b!.at);
      counts.added += 1;
    } else if (!b) {
      emit('operation-removed', `${operationLabel(key)} removed`, a.at);
      counts.removed += 1;
    } else {
      if (operationId(a.key) !== operationId(b.key)) emit('operation-moved', `${operationLabel(keyOf(a, 0))} moved to ${operationLabel(key)}`, a.at, b.at);
      const deprecated = [a.op.deprecated === true, b.op.deprecated === true];
      if (deprecated[0] !== deprecated[1]) emit(deprecated[1] ? 'operation-deprecated' : 'operation-undeprecated', `${operationLabel(key)} ${deprecated[1] ? 'deprecated' : 'no longer deprecated'}`, a.at, b.at);
      const ops = new OperationDiff(oldDoc, newDoc, schemas, emit, key.kind, words);
      ops.parameters(a, b);
      ops.requestBody(a, b);
      ops.responses(a, b);
      securityChanges(oldDoc, newDoc, a, b, emit);
      if (changes.length > start) counts.changed += 1;
    }
  }
  counts.breaking = changes.filter((change) => change.breaking).length;
  return { changes, counts };
}

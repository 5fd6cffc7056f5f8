// The view model of an AsyncAPI document, in the shape every page, search record, twin and
// changelog of an OpenAPI reference already reads (ApiModel): each channel is a section (a tag),
// each operation an OperationView whose messages are its `requestBody` (its reply's, its
// `responses`) and whose `event` holds what only events have. 2.x documents are read in the words of
// 3.x: a channel's `subscribe` is what the application sends, its `publish` what it receives.
import { IdAllocator } from '../model/ids';
import { infoView, text } from '../model/info';
import { markdownToSafeHtml } from '../model/markdown';
import { isObject, lookup, pointerSegments, slug, type Json } from '../model/resolve';
import { exampleFromSchema } from '../samples/from-schema';
import { SchemaTable } from '../model/schema-table';
import type {
  ApiModel,
  AsyncApiExtras,
  BindingView,
  EventOperationView,
  ExampleView,
  MessageView,
  OperationView,
  ParameterView,
  SampleView,
  SecurityRequirementView,
  SecuritySchemeView,
  TagView,
} from '../model/types';
import { bindingViews, PROTOCOL_NAMES } from './bindings';
import { avroToJsonSchema, avroValue, formatKind } from './formats';
import { eventPath } from './diff-view';
import { REMOTE_REF } from './load';

const lastSegment = (ref: string) => pointerSegments(ref).pop() ?? ref;

export const DIRECTION = {
  send: 'The application sends these messages to the channel; subscribers receive them.',
  receive: 'The application receives these messages from the channel; others send them.',
} as const;
/** AsyncAPI 2.x named operations from the other side's point of view: this line says so on each one. */
const V2_WORD = {
  send: 'AsyncAPI 2.x "subscribe": others subscribe to what the application sends.',
  receive: 'AsyncAPI 2.x "publish": others publish what the application receives.',
} as const;

/** Follows `$ref`s (internal: the document is bundled) to the object they name. */
function derefWith(doc: Json) {
  return (value: unknown): unknown => {
    let current = value;
    for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === 'string'; hops++) current = lookup(doc, current.$ref);
    return current;
  };
}

/** The last `$ref` of a chain's name (the component's), else the fallback. */
function refName(doc: Json, value: unknown, fallback: string): string {
  let name = fallback;
  let current = value;
  for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    name = lastSegment(current.$ref);
    current = lookup(doc, current.$ref);
  }
  return name;
}

/** A message with its traits applied: the message's own fields win over its traits' (3.x rule; 2.x documents read the same). */
function withTraits(message: Json, deref: (value: unknown) => unknown): { merged: Json; traits: string[] } {
  const traits = Array.isArray(message.traits) ? message.traits : [];
  const merged: Json = {};
  const names: string[] = [];
  for (const trait of traits) {
    const resolved = deref(trait);
    if (!isObject(resolved)) continue;
    names.push(isObject(trait) && typeof trait.$ref === 'string' ? lastSegment(trait.$ref) : text(resolved.name) ?? `trait ${names.length + 1}`);
    for (const [key, value] of Object.entries(resolved)) {
      merged[key] = isObject(value) && isObject(merged[key]) ? { ...(merged[key] as Json), ...value } : value;
    }
  }
  for (const [key, value] of Object.entries(message)) {
    if (key === 'traits') continue;
    merged[key] = isObject(value) && isObject(merged[key]) && key !== 'payload' && key !== 'headers' ? { ...(merged[key] as Json), ...value } : value;
  }
  return { merged, traits: names };
}

interface Context {
  doc: Json;
  ids: IdAllocator;
  table: SchemaTable;
  deref: (value: unknown) => unknown;
  defaultContentType?: string;
  v2: boolean;
  /** Each message's view by the object it resolves to: a message two operations use is one view, with one anchor. */
  messages: Map<Json, MessageView>;
  /** 3.x Security Scheme Objects written in place (not `$ref`s), by their JSON: each is named once and listed with the named ones. */
  inlineSchemes: Map<string, { name: string; scheme: Json }>;
}

/** A schema of a message (payload or headers) as the table draws it, whatever its `schemaFormat`. */
function schemaOf(ctx: Context, raw: unknown, messageFormat: unknown): { view?: MessageView['payload']; source?: MessageView['payloadSource']; format?: string } {
  if (raw === undefined) return {};
  // 3.x: a Multi Format Schema Object carries its format beside the schema.
  const multi = !ctx.v2 && isObject(raw) && 'schemaFormat' in raw && 'schema' in raw;
  const format = multi ? (raw as Json).schemaFormat : messageFormat;
  const schema = multi ? (raw as Json).schema : raw;
  // A remote schema (asyncapi/load.ts): its note, whatever the format.
  if (isObject(ctx.deref(schema)) && REMOTE_REF in (ctx.deref(schema) as Json)) return { view: ctx.table.view(ctx.deref(schema)) };
  const kind = formatKind(format);
  const named = typeof format === 'string' && kind !== 'json-schema' ? { format } : {};
  if (kind === 'avro') return { view: ctx.table.view(avroToJsonSchema(avroValue(ctx.deref(schema)))), ...named };
  if (kind === 'other') return { source: { format: String(format), code: typeof schema === 'string' ? schema : JSON.stringify(ctx.deref(schema), null, 2) }, ...named };
  return { view: ctx.table.view(schema), ...named };
}

function messageView(ctx: Context, raw: unknown, fallbackName: string): MessageView | undefined {
  const resolved = ctx.deref(raw);
  if (!isObject(resolved)) return undefined;
  const known = ctx.messages.get(resolved);
  if (known) return known;
  const name = text(resolved.name) ?? refName(ctx.doc, raw, fallbackName);
  const { merged, traits } = withTraits(resolved, ctx.deref);
  const payload = schemaOf(ctx, merged.payload, merged.schemaFormat);
  const headers = schemaOf(ctx, merged.headers, undefined);
  const correlation = ctx.deref(merged.correlationId);
  const examples: ExampleView[] = (Array.isArray(merged.examples) ? merged.examples : []).filter(isObject).map((example, i) => ({
    name: text(example.name) ?? `Example ${i + 1}`,
    ...(text(example.summary) ? { summary: text(example.summary) } : {}),
    value: JSON.stringify('headers' in example ? { headers: example.headers, payload: example.payload } : example.payload, null, 2) ?? 'null',
  }));
  // 2.x wrote examples as a list of payloads on the payload schema sometimes; those show in the tree.
  const view: MessageView = {
    name,
    anchor: ctx.ids.take(`message/${slug(name)}`),
    title: text(merged.title) ?? name,
    summary: text(merged.summary),
    descriptionHtml: markdownToSafeHtml(merged.description),
    contentType: text(merged.contentType) ?? ctx.defaultContentType,
    ...(payload.format ? { schemaFormat: payload.format } : {}),
    ...(headers.view ? { headers: headers.view } : {}),
    ...(payload.view ? { payload: payload.view } : {}),
    ...(payload.source ? { payloadSource: payload.source } : {}),
    ...(isObject(correlation) && typeof correlation.location === 'string'
      ? { correlationId: { location: correlation.location, descriptionHtml: markdownToSafeHtml(correlation.description) } }
      : {}),
    examples,
    bindings: bindingViews(merged.bindings, ctx.deref),
    traits,
    deprecated: merged.deprecated === true,
  };
  ctx.messages.set(resolved, view);
  return view;
}

/** A channel's parameters as the parameters table shows them (all are required: they fill the address). */
function channelParameters(ctx: Context, channel: Json, anchor: string): ParameterView[] {
  const parameters = ctx.deref(channel.parameters);
  if (!isObject(parameters)) return [];
  return Object.entries(parameters).map(([name, raw]) => {
    const parameter = ctx.deref(raw);
    const p = isObject(parameter) ? parameter : {};
    // 3.x parameters carry enum/default/examples themselves; 2.x a schema.
    const schema = isObject(p.schema) ? p.schema : { type: 'string', ...(Array.isArray(p.enum) ? { enum: p.enum } : {}), ...('default' in p ? { default: p.default } : {}), ...(Array.isArray(p.examples) ? { examples: p.examples } : {}) };
    const view: ParameterView = { name, in: 'path', anchor: ctx.ids.take(`${anchor}/parameter/${slug(name)}`), required: true, deprecated: false, descriptionHtml: markdownToSafeHtml(p.description), schema: ctx.table.view(schema) };
    if (typeof p.location === 'string') view.descriptionHtml = `${view.descriptionHtml ?? ''}<p>Read from <code>${p.location.replace(/[<>&"]/g, '')}</code>.</p>`;
    return view;
  });
}

/**
 * The name a 3.x Security Scheme Object written in place goes by: its type ("oauth2"), numbered when
 * a named scheme or another one in place has it ("oauth2-2"). The same object written twice is one.
 */
function inlineSchemeName(ctx: Context, scheme: Json): string {
  const key = JSON.stringify(scheme);
  const known = ctx.inlineSchemes.get(key);
  if (known) return known.name;
  const components = isObject(ctx.doc.components) && isObject(ctx.doc.components.securitySchemes) ? Object.keys(ctx.doc.components.securitySchemes) : [];
  const taken = new Set([...components, ...[...ctx.inlineSchemes.values()].map((inline) => inline.name)]);
  const type = text(scheme.type) ?? 'scheme';
  let name = type;
  for (let n = 2; taken.has(name); n++) name = `${type}-${n}`;
  ctx.inlineSchemes.set(key, { name, scheme });
  return name;
}

/** 3.x: a list of Security Scheme Objects, `$ref`s or written in place (any one is enough); 2.x: requirement objects as OpenAPI's. */
function security(ctx: Context, list: unknown): SecurityRequirementView[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.map((item) => {
    const scopesOf = (scheme: unknown) => (isObject(scheme) && Array.isArray(scheme.scopes) ? scheme.scopes.map(String) : []);
    if (isObject(item) && typeof item.$ref === 'string') return { schemes: [{ name: lastSegment(item.$ref), scopes: scopesOf(ctx.deref(item)) }] };
    // A scheme written in place, not a requirement object: its fields ("type", "flows") are no scheme names.
    if (!ctx.v2 && isObject(item) && typeof item.type === 'string') return { schemes: [{ name: inlineSchemeName(ctx, item), scopes: scopesOf(item) }] };
    const requirement = isObject(item) ? item : {};
    return { schemes: Object.entries(requirement).map(([name, scopes]) => ({ name, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })) };
  });
}

/** The document's named schemes, then those written in place (security() names them, so call this after every security()). */
function securitySchemes(ctx: Context): SecuritySchemeView[] {
  const schemes = (ctx.doc.components as Json | undefined)?.securitySchemes;
  const named = Object.entries(isObject(schemes) ? schemes : {}).map(([name, raw]) => [name, ctx.deref(raw)] as const);
  const inline = [...ctx.inlineSchemes.values()].map(({ name, scheme }) => [name, scheme] as const);
  return [...named, ...inline].flatMap(([name, s]) => {
    if (!isObject(s)) return [];
    const details: string[] = [];
    for (const key of ['in', 'name', 'scheme', 'bearerFormat', 'openIdConnectUrl']) if (typeof s[key] === 'string') details.push(`${key}: ${s[key] as string}`);
    if (isObject(s.flows)) for (const flow of Object.keys(s.flows)) details.push(`flow ${flow}`);
    if (Array.isArray(s.scopes) && s.scopes.length) details.push(`scopes: ${s.scopes.join(', ')}`);
    return [{ name, type: String(s.type ?? ''), descriptionHtml: markdownToSafeHtml(s.description), details, credential: { type: String(s.type ?? ''), in: text(s.in), name: text(s.name), scheme: text(s.scheme) } }];
  });
}

/** A message framed as its protocol carries it: a Kafka record, an MQTT PUBLISH, a WebSocket frame… */
export function framedSample(protocol: string, address: string, message: MessageView, payload: unknown, headers: unknown, action: 'send' | 'receive', operationBindings: BindingView[] = []): SampleView {
  const body = JSON.stringify(payload, null, 2) ?? '';
  const kafkaKey = message.bindings.find((b) => b.protocol === 'kafka')?.rows.find((row) => row.name === 'key');
  const lines: string[] = [];
  switch (protocol) {
    case 'kafka':
    case 'kafka-secure':
      lines.push(`# Kafka record ${action === 'send' ? 'produced to' : 'consumed from'} topic ${address}`);
      if (kafkaKey) lines.push(`# key schema: ${kafkaKey.value}`);
      if (headers !== undefined) lines.push(`# headers: ${JSON.stringify(headers)}`);
      break;
    case 'mqtt':
    case 'secure-mqtt':
    case 'mqtt5': {
      const qos = [...operationBindings, ...message.bindings].find((b) => b.protocol === 'mqtt')?.rows.find((row) => row.name === 'qos')?.value;
      lines.push(`# MQTT PUBLISH topic=${address}${qos ? ` qos=${qos}` : ''}`);
      break;
    }
    case 'ws':
    case 'wss':
      lines.push(`# WebSocket text frame ${action === 'send' ? 'sent' : 'received'} on ${address}`);
      break;
    case 'amqp':
    case 'amqps':
      lines.push(`# AMQP message, routing key ${address}`);
      break;
    case 'http':
    case 'https':
      lines.push(`# HTTP message on ${address}${message.contentType ? ` (Content-Type: ${message.contentType})` : ''}`);
      break;
    default:
      lines.push(`# ${PROTOCOL_NAMES[protocol] ?? protocol ?? 'Message'} message on ${address}`);
  }
  if (headers !== undefined && !protocol.startsWith('kafka')) lines.push(`# headers: ${JSON.stringify(headers)}`);
  return { id: `${protocol || 'message'}:${slug(message.name)}`, label: message.title, lang: 'text', code: `${lines.join('\n')}\n${body}` };
}

interface RawOperation {
  id: string;
  action: 'send' | 'receive';
  op: Json;
  channelName: string;
  channel: Json;
  messages: [unknown, string][];
  v2Word?: string;
}

/**
 * An operation with its traits applied (bindings, tags, security…): its own fields win, as a
 * message's do over its traits'. asyncapi/spec's streetlights examples give every operation its
 * Kafka or MQTT bindings this way.
 */
const withOperationTraits = (ctx: Context, op: Json): Json => (Array.isArray(op.traits) ? withTraits(op, ctx.deref).merged : op);

/** Operations as 3.x has them; 2.x's publish/subscribe turned into receive/send. */
function rawOperations(ctx: Context): RawOperation[] {
  const out: RawOperation[] = [];
  const channels = isObject(ctx.doc.channels) ? ctx.doc.channels : {};
  if (ctx.v2) {
    for (const [channelName, item] of Object.entries(channels)) {
      const channel = ctx.deref(item);
      if (!isObject(channel)) continue;
      for (const [verb, action] of [['subscribe', 'send'], ['publish', 'receive']] as const) {
        const written = ctx.deref(channel[verb]);
        if (!isObject(written)) continue;
        const op = withOperationTraits(ctx, written);
        const message = ctx.deref(op.message);
        const list: [unknown, string][] = isObject(message) && Array.isArray(message.oneOf) ? message.oneOf.map((m, i) => [m, `${channelName}-${verb}-${i + 1}`]) : [[op.message, `${channelName}-${verb}`]];
        out.push({ id: text(op.operationId) ?? `${verb}-${channelName}`, action, op, channelName, channel, messages: op.message === undefined ? [] : list, v2Word: V2_WORD[action] });
      }
    }
    return out;
  }
  const operations = isObject(ctx.doc.operations) ? ctx.doc.operations : {};
  for (const [id, raw] of Object.entries(operations)) {
    const written = ctx.deref(raw);
    if (!isObject(written)) continue;
    const op = withOperationTraits(ctx, written);
    const channelRef = isObject(op.channel) && typeof op.channel.$ref === 'string' ? op.channel.$ref : '';
    const channel = ctx.deref(op.channel);
    if (!isObject(channel)) continue;
    const channelName = channelRef ? lastSegment(channelRef) : id;
    const own = isObject(channel.messages) ? Object.entries(channel.messages).map(([key, m]) => [m, key] as [unknown, string]) : [];
    const listed = Array.isArray(op.messages) ? op.messages.map((m) => [m, isObject(m) && typeof m.$ref === 'string' ? lastSegment(m.$ref) : id] as [unknown, string]) : own;
    out.push({ id, action: op.action === 'send' ? 'send' : 'receive', op, channelName, channel, messages: listed });
  }
  return out;
}

function serverProtocols(ctx: Context, channel: Json): string[] {
  const all = isObject(ctx.doc.servers) ? ctx.doc.servers : {};
  const named = Array.isArray(channel.servers)
    ? channel.servers.map((s) => ctx.deref(s)).filter(isObject)
    : Object.values(all).map((s) => ctx.deref(s)).filter(isObject);
  return [...new Set(named.map((s) => String(s.protocol ?? '')).filter(Boolean))];
}

/** Turns a validated, bundled AsyncAPI document into the reference's view model. Pure. */
export function buildAsyncApiModel(doc: Json): ApiModel {
  const ids = new IdAllocator();
  const table = new SchemaTable(doc, ids);
  const version = String(doc.asyncapi);
  const ctx: Context = { doc, ids, table, deref: derefWith(doc), defaultContentType: text(doc.defaultContentType), v2: version.startsWith('2.'), messages: new Map(), inlineSchemes: new Map() };
  const info = isObject(doc.info) ? doc.info : {};

  // Servers: 3.x host + pathname, 2.x url; the protocol is the scheme when the url has none.
  const serversRaw = isObject(doc.servers) ? doc.servers : {};
  const servers: ApiModel['servers'] = [];
  const serverExtras: AsyncApiExtras['servers'] = [];
  for (const [name, raw] of Object.entries(serversRaw)) {
    const s = ctx.deref(raw);
    if (!isObject(s)) continue;
    const protocol = String(s.protocol ?? '');
    const where = ctx.v2 ? String(s.url ?? '') : `${String(s.host ?? '')}${String(s.pathname ?? '')}`;
    const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(where) ? where : `${protocol}://${where}`;
    const variables = ctx.deref(s.variables);
    servers.push({
      url,
      name,
      descriptionHtml: markdownToSafeHtml(s.description),
      variables: Object.entries(isObject(variables) ? variables : {}).map(([key, v]) => {
        const variable = ctx.deref(v) as Json;
        return { name: key, default: String(variable?.default ?? ''), enum: Array.isArray(variable?.enum) ? variable.enum.map(String) : undefined };
      }),
    });
    serverExtras.push({ name, protocol, protocolVersion: text(s.protocolVersion), bindings: bindingViews(s.bindings, ctx.deref), security: security(ctx, s.security) ?? [] });
  }

  // Channels are the sections; their operations in document order.
  const channelViews = new Map<string, TagView>();
  const channelExtras: AsyncApiExtras['channels'] = [];
  const channelOf = (name: string, channel: Json) => {
    let view = channelViews.get(name);
    if (view) return view;
    const anchor = ids.take(`channel/${slug(name)}`);
    view = { name, anchor, ...(text(channel.title) ? { summary: text(channel.title) } : {}), descriptionHtml: markdownToSafeHtml(channel.description), operations: [] };
    channelViews.set(name, view);
    channelExtras.push({
      name,
      anchor,
      address: ctx.v2 ? name : channel.address === null ? undefined : text(channel.address),
      parameters: channelParameters(ctx, channel, anchor),
      bindings: bindingViews(channel.bindings, ctx.deref),
      messages: [],
    });
    return view;
  };
  // Every channel, in the document's order, before the operations: one without operations (in 2.x,
  // a channel item with neither publish nor subscribe) is a section too.
  for (const [name, raw] of Object.entries(isObject(doc.channels) ? doc.channels : {})) if (isObject(ctx.deref(raw))) channelOf(name, ctx.deref(raw) as Json);

  const operations: OperationView[] = [];
  // The changelog's paths taken so far, by action (see eventPath).
  const changelogPaths = new Set<string>();
  for (const raw of rawOperations(ctx)) {
    const tag = channelOf(raw.channelName, raw.channel);
    const extras = channelExtras.find((c) => c.name === raw.channelName)!;
    const address = extras.address ?? raw.channelName;
    const anchor = ids.take(`operation/${slug(raw.id)}`);
    const messages = raw.messages.map(([m, fallback]) => messageView(ctx, m, fallback)).filter((m): m is MessageView => m !== undefined);
    for (const m of messages) if (!extras.messages.includes(m.name)) extras.messages.push(m.name);
    const reply = ctx.deref(raw.op.reply);
    let replyView: EventOperationView['reply'];
    if (isObject(reply)) {
      const replyChannel = ctx.deref(reply.channel);
      const replyAddress = ctx.deref(reply.address);
      const list = Array.isArray(reply.messages) ? reply.messages : isObject(replyChannel) && isObject(replyChannel.messages) ? Object.values(replyChannel.messages) : [];
      replyView = {
        ...(isObject(replyAddress) && typeof replyAddress.location === 'string' ? { address: replyAddress.location } : isObject(replyChannel) && text(replyChannel.address) ? { address: text(replyChannel.address) } : {}),
        ...(isObject(reply.channel) && typeof reply.channel.$ref === 'string' ? { channel: lastSegment(reply.channel.$ref) } : {}),
        messages: list.map((m, i) => messageView(ctx, m, `${raw.id}-reply-${i + 1}`)).filter((m): m is MessageView => m !== undefined),
      };
    }
    const protocols = serverProtocols(ctx, raw.channel);
    const samples = (list: MessageView[], seen = new Map<string, number>()) =>
      list.map((m) => {
        const given = m.examples[0] ? (JSON.parse(m.examples[0].value) as unknown) : undefined;
        const fromExample = isObject(given) && 'payload' in given ? given.payload : given;
        const payload = fromExample ?? (m.payload ? exampleFromSchema(m.payload, table.entries, { direction: 'request' }) : m.payloadSource?.code);
        const headers = isObject(given) && 'headers' in given ? given.headers : m.headers ? exampleFromSchema(m.headers, table.entries, { direction: 'request' }) : undefined;
        const sample = framedSample(protocols[0] ?? '', address, m, payload, headers, raw.action, bindingViews(raw.op.bindings, ctx.deref));
        // Two messages may share a name (oneOf of unnamed or same-named messages): each tab needs its own id.
        const taken = seen.get(sample.id) ?? 0;
        seen.set(sample.id, taken + 1);
        return taken ? { ...sample, id: `${sample.id}-${taken + 1}` } : sample;
      });
    const labels = (Array.isArray(raw.op.tags) ? raw.op.tags : []).map((t) => ctx.deref(t)).filter(isObject).map((t) => ({ kind: 'tag', name: String(t.name), title: String(t.name) }));
    const summary = text(raw.op.summary) ?? text(raw.op.title);
    const view: OperationView = {
      kind: 'operation',
      id: raw.id,
      anchor,
      method: raw.action === 'send' ? 'SEND' : 'RECEIVE',
      path: address,
      title: summary && summary.length <= 80 && !summary.includes('\n') ? summary : raw.id,
      ...(summary ? { summary } : {}),
      descriptionHtml: markdownToSafeHtml(raw.op.description),
      deprecated: raw.op.deprecated === true,
      tags: [raw.channelName],
      parameters: { path: extras.parameters.map((p) => ({ ...p, anchor: ids.take(`${anchor}/parameter/${slug(p.name)}`) })), query: [], header: [], cookie: [] },
      ...(messages.length
        ? { requestBody: { anchor: ids.take(`${anchor}/messages`), required: true, content: messages.map((m) => ({ mediaType: m.contentType ?? 'application/json', schema: m.payload, examples: m.examples })) } }
        : {}),
      responses: replyView
        ? [{ status: 'reply', anchor: ids.take(`${anchor}/reply`), headers: [], content: replyView.messages.map((m) => ({ mediaType: m.contentType ?? 'application/json', schema: m.payload, examples: m.examples })) }]
        : [],
      callbacks: [],
      ...(security(ctx, raw.op.security) ? { security: security(ctx, raw.op.security) } : {}),
      requestSamples: samples(messages),
      responseSamples: replyView?.messages.length ? [{ status: 'reply', samples: samples(replyView.messages) }] : [],
      ...(labels.length ? { labels } : {}),
      event: {
        action: raw.action,
        direction: raw.v2Word ? `${DIRECTION[raw.action]} (${raw.v2Word})` : DIRECTION[raw.action],
        channel: { name: raw.channelName, ...(extras.address ? { address: extras.address } : {}), anchor: tag.anchor },
        messages,
        ...(replyView ? { reply: replyView } : {}),
        bindings: bindingViews(raw.op.bindings, ctx.deref),
        changelogPath: eventPath(address, raw.id, (path) => changelogPaths.has(`${raw.action} ${path}`)),
      },
    };
    changelogPaths.add(`${raw.action} ${view.event!.changelogPath}`);
    tag.operations.push(view);
    operations.push(view);
  }

  // Every channel is shown, one without operations too (a reply channel, one only other applications use).
  const tags = [...channelViews.values()];
  const externalDocs = ctx.deref(info.externalDocs ?? doc.externalDocs);
  const infoFacts = infoView(info, ids, 'Event API');
  // Servers' and documents' security: 2.x top-level requirements apply per server too.
  const documentSecurity = serverExtras.flatMap((s) => s.security);
  const extras: AsyncApiExtras = {
    version,
    ...(ctx.defaultContentType ? { defaultContentType: ctx.defaultContentType } : {}),
    servers: serverExtras,
    channels: channelExtras.filter((c) => tags.some((tag) => tag.anchor === c.anchor)),
    ...(isObject(externalDocs) && typeof externalDocs.url === 'string' ? { externalDocs: { url: externalDocs.url, description: text(externalDocs.description) } } : {}),
  };
  return {
    openapi: version,
    info: infoFacts,
    servers,
    tags,
    webhooks: [],
    securitySchemes: securitySchemes(ctx),
    security: documentSecurity,
    schemas: table.entries,
    counts: { operations: operations.length, webhooks: 0, schemas: Object.keys(table.entries).length },
    asyncapi: extras,
  };
}

export type { BindingView };

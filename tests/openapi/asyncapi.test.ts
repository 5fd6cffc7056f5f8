import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/load/errors';
import { exampleProblems } from '@/lib/openapi/examples/check';
import { loadSpec } from '@/lib/openapi/load/load';
import type { ApiModel, MessageView, OperationView, SchemaNode } from '@/lib/openapi/model/types';
import type { Json } from '@/lib/openapi/model/resolve';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { twoReceivesOnRoot } from './two-receives';

// AsyncAPI documents as API entries: loaded, bundled and validated against the official schemas of
// their version, with file + JSON pointer errors; read into the reference's view model.
const GREENHOUSE = 'tests/fixtures/asyncapi/greenhouse/asyncapi.yaml';
const HARBOUR = 'tests/fixtures/asyncapi/harbour-2.6.yaml';
const dir = mkdtempSync(path.join(tmpdir(), 'asyncapi-'));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};
const failure = (file: string) => loadSpec(file).then(() => undefined, (e: unknown) => e as OpenApiSpecError);
const model = async (file: string) => buildApiModel((await loadSpec(file)).document);
const ops = (m: ApiModel) => m.tags.flatMap((tag) => tag.operations);
const op = (m: ApiModel, id: string) => ops(m).find((o) => o.id === id)!;
const message = (o: OperationView, name: string) => o.event!.messages.find((m) => m.name === name)!;
const node = (m: ApiModel, view: MessageView['payload']): SchemaNode => (view && 'ref' in view ? m.schemas[view.ref]!.schema : (view as SchemaNode));

describe('AsyncAPI loading and validation', () => {
  // The first load compiles the official 3.0 and 2.6 schemas (about 3 s on a busy machine): once per process.
  it('loads a multi-file 3.0 document (YAML and an .avsc file) and a 2.6 one', { timeout: 30_000 }, async () => {
    const loaded = await loadSpec(GREENHOUSE);
    expect(loaded.refs.map((ref) => path.basename(ref))).toEqual(['climate.avsc', 'schemas.yaml']);
    expect((await loadSpec(HARBOUR)).document.asyncapi).toBe('2.6.0');
  });

  it('refuses an unknown version, naming the versions it reads', async () => {
    const file = write('v4.yaml', "asyncapi: 4.0.0\ninfo: { title: x, version: '1' }\n");
    expect((await failure(file))!.message).toContain(`${file}#/asyncapi: unsupported version "4.0.0": use AsyncAPI 2.0.0–2.6.0 or 3.0.0–3.1.0`);
  });

  it('names each schema problem by file and pointer, without the Reference branch noise', async () => {
    const file = write(
      'bad.yaml',
      [
        'asyncapi: 3.0.0',
        "info: { title: Bad, version: '1' }",
        'channels:',
        '  lights: { address: lights, mesages: {} }',
        'operations:',
        "  turnOn: { action: publish, channel: { $ref: '#/channels/lights' } }",
        '',
      ].join('\n'),
    );
    const error = await failure(file);
    expect(error!.message).toContain('Invalid AsyncAPI document');
    expect(error!.problems).toEqual([
      { pointer: '/channels/lights', message: 'must NOT have additional properties ("mesages")' },
      { pointer: '/operations/turnOn/action', message: 'must be one of: "send", "receive"' },
    ]);
  });

  it('refuses a $ref to nothing and an operation message outside its channel', async () => {
    const file = write(
      'refs.yaml',
      [
        'asyncapi: 3.1.0',
        "info: { title: Refs, version: '1' }",
        'channels:',
        "  a: { address: a, messages: { m: { $ref: '#/components/messages/m' } } }",
        "  b: { address: b, messages: { n: { $ref: '#/components/messages/m' } } }",
        'operations:',
        "  send: { action: send, channel: { $ref: '#/channels/a' }, messages: [{ $ref: '#/channels/b/messages/n' }] }",
        'components: { messages: { m: { payload: { type: string } } } }',
        '',
      ].join('\n'),
    );
    const error = await failure(file);
    expect(error!.problems.map((p) => p.pointer)).toEqual(['/operations/send/messages/0/$ref']);
    expect(error!.message).toContain('is not a message of the operation\'s channel (#/channels/a)');
    const dangling = write('dangling.yaml', "asyncapi: 3.1.0\ninfo: { title: D, version: '1' }\nchannels:\n  b: { address: b, messages: { n: { $ref: '#/components/messages/gone' } } }\n");
    expect((await failure(dangling))!.message).toContain(`${dangling}#/channels/b/messages/n/$ref: $ref "#/components/messages/gone" points at "#/components/messages/gone"`);
  });

  it('refuses $refs that loop without reaching an object, naming the loop at the pointer', async () => {
    const file = write(
      'loop.yaml',
      "asyncapi: 3.0.0\ninfo: { title: L, version: '1' }\nchannels:\n  a: { $ref: '#/channels/b' }\n  b: { $ref: '#/channels/a' }\n",
    );
    const error = await failure(file);
    expect(error!.problems.map((p) => p.pointer)).toEqual(['/channels/a/$ref', '/channels/b/$ref']);
    expect(error!.message).toContain('$ref "#/channels/b" never reaches an object: its $refs loop (#/channels/b → #/channels/a → #/channels/b)');
  });

  it('checks message examples against payload and headers, at the example value\'s pointer', async () => {
    const file = write(
      'examples.yaml',
      [
        'asyncapi: 2.6.0',
        "info: { title: Ex, version: '1' }",
        'channels:',
        '  c:',
        '    publish:',
        '      message:',
        '        payload: { type: object, properties: { n: { type: integer } } }',
        '        examples: [{ payload: { n: one } }, { payload: { n: 1 } }]',
        '',
      ].join('\n'),
    );
    const problems = await exampleProblems(await loadSpec(file));
    expect(problems).toEqual([{ pointer: '/channels/c/publish/message/examples/0/payload/n', message: "example does not match the message's payload schema: must be integer" }]);
  });
});

describe('AsyncAPI view model', () => {
  it('makes each channel a section and each 3.x operation a send/receive one with its direction', async () => {
    const m = await model(GREENHOUSE);
    expect(m.asyncapi?.version).toBe('3.0.0');
    expect(m.tags.map((tag) => tag.name)).toEqual(['readings', 'vents', 'ventAcks', 'feed', 'alerts']);
    const publish = op(m, 'publishReading');
    expect([publish.method, publish.path]).toEqual(['SEND', 'greenhouse/{houseId}/readings']);
    expect(publish.event!.direction).toMatch(/^The application sends/);
    expect(publish.parameters.path.map((p) => p.name)).toEqual(['houseId']);
    expect(publish.labels?.map((label) => label.name)).toEqual(['sensors']);
    expect(op(m, 'watchClimate').method).toBe('RECEIVE');
  });

  it('reads 2.x publish as what the application receives and subscribe as what it sends, saying so', async () => {
    const m = await model(HARBOUR);
    expect(op(m, 'announceArrival').method).toBe('SEND');
    expect(op(m, 'announceArrival').event!.direction).toContain('AsyncAPI 2.x "subscribe"');
    expect(op(m, 'commandCrane').method).toBe('RECEIVE');
    expect(op(m, 'announceArrival').event!.messages.map((msg) => msg.name)).toEqual(['arrival', 'delay']);
    expect(m.servers[0]!.url).toBe('amqp://broker.harbour.test:{port}');
    // A channel without operations is a section too.
    expect(m.tags.map((tag) => [tag.name, tag.operations.length])).toEqual([
      ['berth/{berthId}/arrivals', 1],
      ['berth/{berthId}/lights', 0],
      ['crane/commands', 1],
    ]);
    expect(op(m, 'commandCrane').security).toEqual([{ schemes: [{ name: 'userPassword', scopes: [] }] }]);
    // Its AMQP binding comes from an operation trait.
    expect(op(m, 'announceArrival').event!.bindings).toEqual([{ protocol: 'amqp', rows: [{ name: 'ack', value: 'true' }, { name: 'deliveryMode', value: '2' }] }]);
  });

  it('applies traits, keeps correlationId, content type and examples, and frames a Kafka sample', async () => {
    const m = await model(GREENHOUSE);
    const reading = message(op(m, 'publishReading'), 'reading');
    expect(reading.traits).toEqual(['tracing']);
    expect(node(m, reading.headers).properties?.map((p) => p.name)).toEqual(['traceId']);
    expect(reading.correlationId?.location).toBe('$message.payload#/readingId');
    expect(reading.contentType).toBe('application/json');
    expect(node(m, reading.payload).properties?.map((p) => p.name)).toContain('soilMoisture');
    const sample = op(m, 'publishReading').requestSamples[0]!;
    expect(sample.code).toMatch(/^# Kafka record produced to topic greenhouse\/\{houseId\}\/readings/);
    expect(sample.code).toContain('"soilMoisture": 0.42');
    expect(op(m, 'commandVent').requestSamples[0]!.code).toMatch(/^# MQTT PUBLISH topic=greenhouse\/\{houseId\}\/vents qos=1/);
  });

  it('gives each message sample an id without spaces and unique in its operation, whatever the messages are named', () => {
    const m = buildApiModel({
      asyncapi: '2.6.0',
      info: { title: 'Names', version: '1' },
      channels: { c: { subscribe: { message: { oneOf: [{ name: 'Light measured', payload: { type: 'string' } }, { name: 'Light measured', payload: { type: 'integer' } }] } } } },
    });
    const ids = ops(m)[0]!.requestSamples.map((sample) => sample.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).not.toMatch(/\s/);
  });

  it('draws Avro and OpenAPI payloads as trees and keeps an unknown format as its source', async () => {
    const m = await model(GREENHOUSE);
    const feed = op(m, 'watchClimate');
    const climate = node(m, message(feed, 'climate').payload);
    expect(climate.properties?.map((p) => [p.name, p.required])).toEqual([
      ['zone', true],
      ['temperature', true],
      ['humidity', false],
      ['sampledAt', true],
      ['sky', true],
      ['fans', true],
    ]);
    const legacy = message(feed, 'legacyFrame');
    expect(legacy.payload).toBeUndefined();
    expect(legacy.payloadSource).toEqual({ format: 'application/x-protobuf', code: expect.stringContaining('message Climate') });
    const alert = node(m, message(op(m, 'receiveAlert'), 'alert').payload);
    expect(node(m, alert.properties!.find((p) => p.name === 'note')!.schema).nullable).toBe(true);
  });

  it('shows the reply with its address, bindings as rows, and security per server and operation', async () => {
    const m = await model(GREENHOUSE);
    const vent = op(m, 'commandVent');
    expect(vent.event!.reply).toMatchObject({ address: '$message.header#/replyTo', channel: 'ventAcks' });
    expect(vent.responses[0]!.status).toBe('reply');
    expect(vent.security).toEqual([{ schemes: [{ name: 'apiKey', scopes: [] }] }]);
    const readings = m.asyncapi!.channels.find((c) => c.name === 'readings')!;
    expect(readings.bindings[0]!.rows).toContainEqual({ name: 'topicConfiguration.retention.ms', value: '604800000' });
    expect(m.asyncapi!.servers.find((s) => s.name === 'production')!.security).toEqual([{ schemes: [{ name: 'saslScram', scopes: [] }] }]);
    // A scheme written in place is named by its type and described with the named ones.
    expect(op(m, 'receiveAlert').security).toEqual([{ schemes: [{ name: 'httpApiKey', scopes: [] }] }]);
    expect(m.securitySchemes.find((s) => s.name === 'httpApiKey')?.details).toEqual(['in: header', 'name: X-Alert-Signature']);
  });
  it('names a 3.x security scheme written in place by its type, with its scopes, and lists it with the named ones', () => {
    const hubLogin = { type: 'oauth2', description: 'Hub login.', flows: { clientCredentials: { tokenUrl: 'https://hub.test/token', availableScopes: { 'lights:write': 'Switch lights' } } }, scopes: ['lights:write'] };
    const m = buildApiModel({
      asyncapi: '3.0.0',
      info: { title: 'Inline security', version: '1' },
      servers: { hub: { host: 'hub.test', protocol: 'mqtt', security: [{ type: 'userPassword' }, { $ref: '#/components/securitySchemes/oauth2' }] } },
      channels: { lights: { address: 'lights', messages: { on: { payload: { type: 'string' } } } } },
      operations: { turnOn: { action: 'send', channel: { $ref: '#/channels/lights' }, security: [hubLogin] } },
      components: { securitySchemes: { oauth2: { type: 'httpApiKey', name: 'X-Key', in: 'header' } } },
    });
    // Not its fields read as the names of schemes ("type", "flows", "scopes"): one scheme, named by its type.
    expect(m.asyncapi!.servers[0]!.security).toEqual([{ schemes: [{ name: 'userPassword', scopes: [] }] }, { schemes: [{ name: 'oauth2', scopes: [] }] }]);
    // "oauth2" is a named scheme of the document already: the one written in place is another.
    expect(ops(m)[0]!.security).toEqual([{ schemes: [{ name: 'oauth2-2', scopes: ['lights:write'] }] }]);
    expect(m.securitySchemes.map((s) => [s.name, s.type])).toEqual([
      ['oauth2', 'httpApiKey'],
      ['userPassword', 'userPassword'],
      ['oauth2-2', 'oauth2'],
    ]);
    expect(m.securitySchemes[2]!.descriptionHtml).toContain('Hub login.');
  });

  it('applies operation traits in 3.x and 2.x (bindings, tags), the operation\'s own fields winning', () => {
    const info = { title: 'Traits', version: '1' };
    const components = { operationTraits: { mqtt: { summary: 'From the trait', tags: [{ name: 'lights' }], bindings: { mqtt: { qos: 1 } } } } };
    const traits = [{ $ref: '#/components/operationTraits/mqtt' }];
    const v3 = buildApiModel({
      asyncapi: '3.0.0',
      info,
      servers: { broker: { host: 'broker.test', protocol: 'mqtt' } },
      channels: { on: { address: 'lights/on', messages: { on: { payload: { type: 'string' } } } } },
      operations: { turnOn: { action: 'send', channel: { $ref: '#/channels/on' }, summary: 'Turn on', traits } },
      components,
    });
    const v2 = buildApiModel({
      asyncapi: '2.6.0',
      info,
      servers: { broker: { url: 'broker.test', protocol: 'mqtt' } },
      channels: { 'lights/on': { subscribe: { operationId: 'turnOn', summary: 'Turn on', traits, message: { payload: { type: 'string' } } } } },
      components,
    });
    for (const m of [v3, v2]) {
      const turnOn = op(m, 'turnOn');
      expect(turnOn.title).toBe('Turn on');
      expect(turnOn.event!.bindings).toEqual([{ protocol: 'mqtt', rows: [{ name: 'qos', value: '1' }] }]);
      expect(turnOn.labels?.map((label) => label.name)).toEqual(['lights']);
      expect(turnOn.requestSamples[0]!.code).toMatch(/^# MQTT PUBLISH topic=lights\/on qos=1\n/);
    }
  });

  it('shows every 2.x channel, one without operations too, with its address and parameters', () => {
    const m = buildApiModel({
      asyncapi: '2.6.0',
      info: { title: 'Quiet channels', version: '1' },
      channels: {
        'lights/{lightId}/state': { description: 'Only other applications use it.', parameters: { lightId: { schema: { type: 'string' } } } },
        'lights/on': { subscribe: { message: { payload: { type: 'string' } } } },
      },
    });
    expect(m.tags.map((tag) => [tag.name, tag.operations.length])).toEqual([
      ['lights/{lightId}/state', 0],
      ['lights/on', 1],
    ]);
    const quiet = m.asyncapi!.channels[0]!;
    expect([quiet.address, quiet.parameters.map((p) => p.name)]).toEqual(['lights/{lightId}/state', ['lightId']]);
  });
});

describe('AsyncAPI in the changelog, search and twin', () => {
  it('compares sent messages as responses and received ones as request bodies, with the file\'s pointers', async () => {
    const { diffDocuments } = await import('@/lib/openapi/diff/diff');
    const before = (await loadSpec('tests/fixtures/asyncapi/greenhouse-v1.yaml')).document;
    const after = (await loadSpec(GREENHOUSE)).document;
    const removed = diffDocuments(before, after).changes.find((change) => change.rule === 'response-property-removed')!;
    expect(removed).toMatchObject({ breaking: true, before: '/components/messages/reading/payload/properties/airTemperature' });
    expect(removed.message).toContain('`airTemperature`: removed');
    // In an event's words: the message and its direction, never an HTTP body or a media type.
    const messages = diffDocuments(before, after).changes.map((change) => change.message);
    expect(removed.message).toBe('message sent `reading` property `airTemperature`: removed');
    expect(messages.join('\n')).not.toMatch(/request body|response sent|media type/);
    // The same message received instead of sent: a field producers no longer send is a request change.
    const receiving = structuredClone(before) as { operations: Record<string, { action: string }> };
    const received = structuredClone(after) as { operations: Record<string, { action: string }> };
    receiving.operations.publishReading!.action = 'receive';
    received.operations.publishReading!.action = 'receive';
    const rules = diffDocuments(receiving, received)
      .changes.filter((change) => change.operation.path.includes('readings'))
      .map((change) => change.rule);
    expect(rules).toContain('request-property-removed');
    expect(rules).not.toContain('response-property-removed');
    expect(diffDocuments(receiving, received).changes.find((change) => change.rule === 'request-property-removed')!.message).toMatch(/^message received `reading` property/);
  });

  it('compares message headers by the payload\'s rules, from either side: own headers, a trait\'s, none', async () => {
    const { diffDocuments } = await import('@/lib/openapi/diff/diff');
    const changes = diffDocuments((await loadSpec('tests/fixtures/asyncapi/greenhouse-v1.yaml')).document, (await loadSpec(GREENHOUSE)).document).changes;
    const of = (message: string) => changes.find((change) => change.message === message);
    // Sent: a header receivers read is gone (breaking); one they may ignore, from the message's trait, is not.
    expect(of('message sent `ventCommand` header `priority`: removed')).toMatchObject({ rule: 'response-property-removed', breaking: true, before: '/components/messages/ventCommand/headers/properties/priority' });
    expect(of('message sent `ventCommand` header `replyTo`: became required')).toMatchObject({ breaking: false });
    expect(of('message sent `reading` header `traceId`: added')).toMatchObject({ breaking: false, after: '/components/messageTraits/tracing/headers/properties/traceId' });
    // Received: a header senders must now send, or send as another type, breaks them.
    const version = (headers?: Json) => ({
      asyncapi: '3.0.0',
      info: { title: 'Orders', version: '1' },
      channels: { orders: { address: 'orders', messages: { order: { ...(headers ? { headers } : {}), payload: { type: 'object' } } } } },
      operations: { takeOrder: { action: 'receive', channel: { $ref: '#/channels/orders' } } },
    });
    const received = diffDocuments(version(), version({ type: 'object', required: ['tenant'], properties: { tenant: { type: 'string' } } })).changes;
    expect(received).toMatchObject([{ rule: 'request-property-added-required', breaking: true, message: 'message received `order` header `tenant`: added, required', after: '/channels/orders/messages/order/headers/properties/tenant' }]);
    const retyped = diffDocuments(version({ properties: { tenant: { type: 'integer' } } }), version({ properties: { tenant: { type: 'string' } } })).changes;
    expect(retyped).toMatchObject([{ rule: 'request-type-changed', breaking: true, message: 'message received `order` header `tenant`: type integer → string' }]);
    // An OpenAPI media type's own `x-headers` extension is no message's headers.
    const http = (extension: Json) => ({ openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: { '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, ...extension } } } } } } } });
    expect(diffDocuments(http({ 'x-headers': { properties: { a: { type: 'string' } } } }), http({})).changes).toEqual([]);
  });

  it('gives each change an event\'s reason (senders, receivers), never a client\'s, request\'s or response\'s', async () => {
    const { diffDocuments } = await import('@/lib/openapi/diff/diff');
    const { EVENT_REASONS, RULE_IDS } = await import('@/lib/openapi/diff/rules');
    const httpWords = /\bclients?\b|\brequests?\b|\bresponses?\b/;
    // Every rule an event diff can apply has its event reason (it compares no parameters and no security).
    const eventRules = RULE_IDS.filter((rule) => !/^(parameter|security)-|^response-non-success/.test(rule));
    expect(eventRules.filter((rule) => !(rule in EVENT_REASONS))).toEqual([]);
    for (const reason of Object.values(EVENT_REASONS)) expect(reason).not.toMatch(httpWords);
    const before = (await loadSpec('tests/fixtures/asyncapi/greenhouse-v1.yaml')).document;
    const after = (await loadSpec(GREENHOUSE)).document;
    const changes = diffDocuments(before, after).changes;
    expect(changes.length).toBeGreaterThan(5);
    for (const change of changes) expect(change.reason).not.toMatch(httpWords);
    expect(changes.find((change) => change.rule === 'response-property-removed')!.reason).toBe('receivers reading a removed field find nothing');
    // A send operation that no longer lists its messages breaks the receivers relying on them.
    const silent = structuredClone(after) as { operations: Record<string, Json>; channels: Record<string, Json> };
    delete silent.operations.publishReading!.messages;
    silent.channels.readings!.messages = {};
    const dropped = diffDocuments(after, silent).changes.find((change) => change.operation.path === '/greenhouse/{houseId}/readings')!;
    expect(dropped).toMatchObject({ rule: 'response-removed', breaking: true, message: 'message sent removed', reason: EVENT_REASONS['response-removed'] });
  });

  it('compares an operation written as a $ref, and one whose channel is written in place, as the reference shows them', async () => {
    const { diffDocuments } = await import('@/lib/openapi/diff/diff');
    const ping = (field: string) => ({ type: 'object', properties: { [field]: { type: 'string' } } });
    // 3.x lets an operation be a $ref to components/operations (the official schema accepts it: loaded and validated here).
    const byRef = (field: string) =>
      write(
        `op-ref-${field}.yaml`,
        JSON.stringify({
          asyncapi: '3.0.0',
          info: { title: 'Pings', version: '1' },
          channels: { pings: { address: 'pings/{zone}', messages: { ping: { payload: ping(field) } } } },
          operations: { sendPing: { $ref: '#/components/operations/sendPing' } },
          components: { operations: { sendPing: { action: 'send', channel: { $ref: '#/channels/pings' } } } },
        }),
      );
    const [before, after] = [(await loadSpec(byRef('at'))).document, (await loadSpec(byRef('when'))).document];
    expect(diffDocuments(before, after).changes.map((change) => [change.operation.address, change.message, change.before])).toEqual([
      ['pings/{zone}', 'message sent `ping` property `at`: removed', '/channels/pings/messages/ping/payload/properties/at'],
      ['pings/{zone}', 'message sent `ping` property `when`: added', '/channels/pings/messages/ping/payload'],
    ]);
    // A channel written in place (the official schema asks for a $ref; the reference reads it all the same, named by the operation).
    const inline = (field: string) => ({
      asyncapi: '3.0.0',
      info: { title: 'Pings', version: '1' },
      operations: { sendPing: { action: 'send', channel: { address: 'pings/{zone}', messages: { ping: { payload: ping(field) } } } } },
    });
    const changes = diffDocuments(inline('at'), inline('when')).changes;
    expect(changes.map((change) => [change.operation.address, change.message, change.before])).toEqual([
      ['pings/{zone}', 'message sent `ping` property `at`: removed', '/operations/sendPing/channel/messages/ping/payload/properties/at'],
      ['pings/{zone}', 'message sent `ping` property `when`: added', '/operations/sendPing/channel/messages/ping/payload'],
    ]);
    // Found in the reference by the same key.
    expect(buildApiModel(inline('when')).tags[0]!.operations[0]!.event!.changelogPath).toBe(changes[0]!.operation.path);
  });

  it('compares each of two operations of one action on one address (WebSocket requests all on "/")', async () => {
    const { diffDocuments } = await import('@/lib/openapi/diff/diff');
    const version = (field: string) => ({
      asyncapi: '3.0.0',
      info: { title: 'WS', version: '1' },
      channels: {
        subscribe: { address: '/', messages: { subscribe: { payload: { type: 'object', properties: { [field]: { type: 'string' } } } } } },
        unsubscribe: { address: '/', messages: { unsubscribe: { payload: { type: 'object', properties: { pair: { type: 'string' } } } } } },
      },
      operations: {
        subscribe: { action: 'receive', channel: { $ref: '#/channels/subscribe' } },
        unsubscribe: { action: 'receive', channel: { $ref: '#/channels/unsubscribe' } },
      },
    });
    const changes = diffDocuments(version('pair'), version('symbol')).changes;
    expect(changes.map((change) => change.message)).toEqual(['message received `subscribe` property `pair`: removed', 'message received `subscribe` property `symbol`: added']);
    expect(changes.filter((change) => change.rule === 'operation-removed' || change.rule === 'operation-added')).toEqual([]);
  });

  it('finds each changed operation in both versions\' references: a topic without "/" and the second operation on one address', async () => {
    const { diffDocuments } = await import('@/lib/openapi/diff/diff');
    const { planChangelog, versionBadges } = await import('@/lib/openapi/diff/changelog-plan');
    const { versionOperations, withVersionBadges } = await import('@/lib/openapi/diff/changelog');
    const entry = (name: string) => ({ id: `events-${name}`, route: `/api/events/${name}`, version: { name, label: name } }) as never;
    const changelogOf = (before: Json, after: Json) => {
      const models = [buildApiModel(after), buildApiModel(before)];
      const plan = planChangelog({ id: 'events', route: '/api/events', title: 'Events' }, [versionOperations(entry('v2'), models[0]!), versionOperations(entry('v1'), models[1]!)], [diffDocuments(before, after)]);
      return { plan, badged: withVersionBadges(models[0]!, '/api/events/changelog', versionBadges(plan, 'v2')) };
    };
    // A Kafka topic's address has no leading "/" (the diff's path has one).
    const greenhouse = changelogOf((await loadSpec('tests/fixtures/asyncapi/greenhouse-v1.yaml')).document, (await loadSpec(GREENHOUSE)).document);
    const readings = greenhouse.plan.pairs[0]!.operations.find((o) => o.key.method === 'SEND' && o.key.path.includes('readings'))!;
    expect(readings).toMatchObject({ tag: 'readings', title: 'Publish a bed reading', beforeHref: '/api/events/v1#operation/publishReading', afterHref: '/api/events/v2#operation/publishReading' });
    expect(op(greenhouse.badged, 'publishReading').versionBadge).toMatchObject({ kind: 'changed', version: 'v2' });
    // Two operations received on "/" (Kraken's WebSocket requests): the second's change is the second's.
    const ws = twoReceivesOnRoot;
    const kraken = changelogOf(ws('pair'), ws('symbol'));
    expect(kraken.plan.pairs[0]!.operations.map((o) => [o.tag, o.afterHref])).toEqual([['unsubscribe', '/api/events/v2#operation/unsubscribe']]);
    expect(op(kraken.badged, 'unsubscribe').versionBadge).toMatchObject({ kind: 'changed' });
    expect(op(kraken.badged, 'subscribe').versionBadge).toBeUndefined();
  });

  it('gives each message a search record with its payload and header field names', async () => {
    const { recordsFromApi } = await import('@/lib/search/api-records');
    const records = recordsFromApi({ route: '/api/events' }, await model(GREENHOUSE));
    const reading = records.find((record) => record.title === 'Bed reading')!;
    expect(reading.url).toBe('/api/events#message/reading');
    expect(reading.names.split(' ')).toEqual(expect.arrayContaining(['soilMoisture', 'traceId']));
  });

  it('writes each channel\'s and server\'s facts into the twin, as the page shows them', async () => {
    const { apiMarkdown } = await import('@/lib/postbuild/api-markdown');
    const greenhouse = apiMarkdown(await model(GREENHOUSE), 'https://site.test/api/events');
    expect(greenhouse).toContain('## Bed readings\n\nOne reading per sensor per minute.\n\nAddress: `greenhouse/{houseId}/readings` · Messages: reading\n\n- kafka binding:');
    expect(greenhouse).toContain('  - `topicConfiguration.retention.ms`: `604800000`');
    expect(greenhouse).toContain('## ventAcks\n\nWhere a vent answers a command (the address comes with the command).\n\nNo fixed address: it is given at run time.');
    expect(greenhouse).toContain('- production: kafka://broker.greenhouse.test:9092 (The Kafka cluster.)\n  - Protocol `kafka` version `3.6`; security: saslScram\n  - kafka binding:');
    // Security is each server's: not one rule for every operation (the MQTT broker asks for none).
    expect(greenhouse).not.toContain('Unless an operation says otherwise');
    // A channel without operations: its parameters are in its section, as nowhere else.
    const harbour = apiMarkdown(await model(HARBOUR), 'https://site.test/api/harbour');
    const lights = harbour.slice(harbour.indexOf('## berth/{berthId}/lights'), harbour.indexOf('## crane/commands'));
    expect(lights).toContain('Address: `berth/{berthId}/lights`');
    expect(lights).toMatch(/Channel parameters:\n\n- `berthId` \(integer, required/);
  });

  it('writes an operation\'s direction, messages, trees and reply into the twin', async () => {
    const { operationPart } = await import('@/lib/postbuild/api-markdown');
    const m = await model(GREENHOUSE);
    const text = operationPart(op(m, 'commandVent'), 2, { entries: m.schemas, absolute: (route: string) => route } as never).join('\n');
    expect(text).toContain('The application sends these messages to the channel');
    expect(text).toContain('- Message **Vent command** (`ventCommand`, content type `application/json`)');
    expect(text).toContain('Reply to `$message.header#/replyTo` on channel ventAcks:');
    expect(text).toContain('`position`');
    // An event's samples are its messages and their reply, not an HTTP request and responses.
    expect(text).toContain('Message samples:');
    expect(text).not.toMatch(/Request samples:|Response samples:/);
  });
});

import { describe, expect, it } from 'vitest';
import { modelOperations } from '@/lib/openapi/model/each-operation';
import { tryItApi, tryItOperation, tryItServers } from '@/lib/openapi/samples/try-it';
import { tryManifest } from '@/lib/postbuild/try-manifest';
import { buildApiModel } from '@/lib/openapi/model/view-model';

// A kettle-service API of our own: every parameter location, an enum, a boolean, a default, an
// array, bodies in JSON, form and multipart, each security scheme kind, and server variables.
const kettles = {
  openapi: '3.0.3',
  info: { title: 'Kettles', version: '1' },
  servers: [
    { url: 'https://{region}.kettles.example.test/v1', description: 'Regional', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } },
    { url: 'http://127.0.0.1:9999', description: 'Local' },
    { url: '/relative/', description: 'On the docs host' },
  ],
  security: [{ key: [] }, { bearer: [] }],
  components: {
    securitySchemes: {
      key: { type: 'apiKey', in: 'header', name: 'X-Kettle-Key' },
      queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
      bearer: { type: 'http', scheme: 'bearer' },
      basic: { type: 'http', scheme: 'basic' },
      oauth: { type: 'oauth2', flows: { implicit: { authorizationUrl: 'https://auth.example.test', scopes: {} } } },
      oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example.test/.well-known' },
      tls: { type: 'mutualTLS' },
    },
    schemas: {
      Brew: { type: 'object', required: ['tea'], properties: { tea: { type: 'string' }, minutes: { type: 'integer' } } },
    },
  },
  paths: {
    '/kettles/{kettleId}/brews': {
      post: {
        operationId: 'brew',
        security: [{ basic: [] }, {}],
        parameters: [
          { name: 'kettleId', in: 'path', required: true, schema: { type: 'string' }, example: 'k-7' },
          { name: 'strength', in: 'query', schema: { type: 'string', enum: ['mild', 'strong'], default: 'mild' } },
          { name: 'loud', in: 'query', schema: { type: 'boolean' } },
          { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } }, example: ['green', 'hot'] },
          { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
          { name: 'session', in: 'cookie', schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Brew' }, example: { tea: 'sencha', minutes: 2 } },
            'application/x-www-form-urlencoded': { schema: { $ref: '#/components/schemas/Brew' }, example: { tea: 'assam', minutes: 4 } },
            'multipart/form-data': { schema: { type: 'object', properties: { label: { type: 'string' }, photo: { type: 'string', format: 'binary' } } } },
          },
        },
        responses: {
          '201': { description: 'Brewing started.' },
          '4XX': { description: 'The kettle refused.\n\nMore words here.' },
          default: { description: 'Something else.' },
        },
      },
    },
  },
};

const model = buildApiModel(kettles);
const site = { url: 'https://docs.example.test', basePath: '/demo' };
const op = modelOperations(model)[0]!;

describe('tryItOperation', () => {
  const data = tryItOperation(op, model.schemas, site);

  it('carries every parameter with its location, type, enum, default and example', () => {
    expect(data.params).toEqual([
      { name: 'kettleId', in: 'path', required: true, type: 'string', value: 'k-7' },
      { name: 'strength', in: 'query', type: 'string', enum: ['mild', 'strong'], default: 'mild', value: 'mild' },
      { name: 'loud', in: 'query', type: 'boolean', enum: ['true', 'false'] },
      { name: 'tags', in: 'query', type: 'array of string', value: 'green,hot', list: true },
      { name: 'X-Trace', in: 'header', type: 'string' },
      { name: 'session', in: 'cookie', type: 'string' },
    ]);
  });

  it('prefills each media type: JSON with its example and property hints, a form with fields, multipart with a file input', () => {
    const [json, form, multipart] = data.body!.media;
    expect(data.body!.required).toBe(true);
    expect(json).toMatchObject({ mediaType: 'application/json', kind: 'json', fields: [{ name: 'tea', type: 'string', required: true }, { name: 'minutes', type: 'integer' }] });
    expect(JSON.parse(json!.example!)).toEqual({ tea: 'sencha', minutes: 2 });
    expect(form).toEqual({ mediaType: 'application/x-www-form-urlencoded', kind: 'form', fields: [{ name: 'tea', type: 'string', required: true, value: 'assam' }, { name: 'minutes', type: 'integer', value: '4' }] });
    expect(multipart!.fields).toEqual([{ name: 'label', type: 'string' }, { name: 'photo', type: 'string<binary>', file: true }]);
  });

  it('keeps the operation’s own security alternatives ({} as none) and the responses’ first lines', () => {
    expect(data.security).toEqual([['basic'], []]);
    expect(data.responses).toEqual([
      ['201', 'Brewing started.'],
      ['4XX', 'The kettle refused.'],
      ['default', 'Something else.'],
    ]);
    expect(data.method).toBe('POST');
  });
});

describe('tryItApi', () => {
  it('resolves the allowlist (an enum variable’s default first, then its other values), the schemes and the proxy path', () => {
    const api = tryItApi(model, { id: 'kettles', tryIt: { proxy: true, trustSpecServers: true, allowPrivate: [], timeout: 12, maxBodySize: 1 } }, site);
    expect(api.servers).toEqual([
      { url: 'https://eu.kettles.example.test/v1', label: 'Regional · region: eu' },
      { url: 'https://us.kettles.example.test/v1', label: 'Regional · region: us' },
      { url: 'http://127.0.0.1:9999', label: 'Local' },
      { url: 'https://docs.example.test/relative', label: 'On the docs host' },
    ]);
    expect(api.proxy).toBe('/demo/_try/kettles');
    expect(api.timeout).toBe(12_000);
    expect(api.security).toEqual([['key'], ['bearer']]);
    expect(api.schemes).toEqual({
      key: { kind: 'apiKey', in: 'header', name: 'X-Kettle-Key', type: 'apiKey' },
      queryKey: { kind: 'apiKey', in: 'query', name: 'api_key', type: 'apiKey' },
      bearer: { kind: 'http', scheme: 'bearer', type: 'http' },
      basic: { kind: 'http', scheme: 'basic', type: 'http' },
      oauth: { kind: 'token', type: 'oauth2' },
      oidc: { kind: 'token', type: 'openIdConnect' },
      tls: { kind: 'unsupported', type: 'mutualTLS' },
    });
  });

  it('takes tryIt.servers as the allowlist when given, in its order, and no proxy unless enabled', () => {
    expect(tryItServers(model, { servers: ['http://127.0.0.1:9999/', 'https://other.example.test'] }, site)).toEqual([{ url: 'http://127.0.0.1:9999', label: 'Local' }, { url: 'https://other.example.test' }]);
    expect(tryItApi(model, { id: 'kettles', tryIt: { proxy: false, trustSpecServers: false, allowPrivate: [], timeout: 30, maxBodySize: 1 } }, site).proxy).toBeUndefined();
  });

  it('numbers the servers as the build’s manifest does, which the proxy and connect-src read', () => {
    for (const servers of [undefined, ['http://127.0.0.1:9999/', 'https://other.example.test/x/']]) {
      // Not proxied: these lists hold loopback and the docs host, which the proxy refuses (tests/postbuild/try-manifest.test.ts).
      const tryIt = { servers, proxy: false, timeout: 30, maxBodySize: 1 };
      const api = { id: 'kettles', route: '/api/kettles', tryIt } as unknown as Parameters<typeof tryManifest>[0][number]['api'];
      expect(tryManifest([{ api, model }], site)!.apis[0]!.servers).toEqual(tryItServers(model, tryIt, site).map((s) => s.url));
    }
  });
});

// A descaling service of our own whose uploads go to their own host (path-level servers), one
// operation naming the document's server again, and one a relative server of its own.
const descaler = buildApiModel({
  openapi: '3.1.0',
  info: { title: 'Descaler', version: '1' },
  servers: [{ url: 'https://descale.example.test/v2', description: 'Main' }],
  paths: {
    '/cycles': { get: { operationId: 'cycles', responses: { '200': { description: 'Cycles.' } } } },
    '/manuals': {
      servers: [{ url: 'https://files.descale.example.test' }],
      post: { operationId: 'upload', responses: { '201': { description: 'Stored.' } } },
      put: { operationId: 'replace', responses: { '200': { description: 'Replaced.' } } },
    },
    '/status': { get: { operationId: 'status', servers: [{ url: 'https://descale.example.test/v2/' }], responses: { '200': { description: 'Up.' } } } },
    '/local': { get: { operationId: 'local', servers: [{ url: '/on-site' }], responses: { '200': { description: 'Here.' } } } },
  },
});

describe('path- and operation-level servers', () => {
  const byId = (id: string) => modelOperations(descaler).find((candidate) => candidate.id === id)!;

  it('join the allowlist after the document’s servers, each URL once, labelled with who uses them', () => {
    expect(tryItServers(descaler, {}, site)).toEqual([
      { url: 'https://descale.example.test/v2', label: 'Main' },
      { url: 'https://files.descale.example.test', label: 'for PUT /manuals and 1 more' },
      { url: 'https://docs.example.test/on-site', label: 'for GET /local' },
    ]);
    const api = { id: 'descaler', route: '/api/descaler', tryIt: { proxy: false, timeout: 30, maxBodySize: 1 } } as unknown as Parameters<typeof tryManifest>[0][number]['api'];
    expect(tryManifest([{ api, model: descaler }], site)!.apis[0]!.servers).toEqual(['https://descale.example.test/v2', 'https://files.descale.example.test', 'https://docs.example.test/on-site']);
  });

  it('ride on the operation, so that its console starts on its own server', () => {
    expect(tryItOperation(byId('upload'), descaler.schemas, site).server).toBe('https://files.descale.example.test');
    expect(tryItOperation(byId('local'), descaler.schemas, site).server).toBe('https://docs.example.test/on-site');
    expect(tryItOperation(byId('cycles'), descaler.schemas, site).server).toBeUndefined();
  });

  it('leave the allowlist to tryIt.servers when the config names it (labelled when the spec has the URL)', () => {
    expect(tryItServers(descaler, { servers: ['https://files.descale.example.test'] }, site)).toEqual([{ url: 'https://files.descale.example.test', label: 'for PUT /manuals and 1 more' }]);
  });
});

describe('server variables', () => {
  const served = (variables: Record<string, { default: string; enum?: string[] }>) =>
    tryItServers(buildApiModel({ openapi: '3.1.0', info: { title: 'Steam', version: '1' }, servers: [{ url: 'https://{zone}.steam.example.test:{port}/{stage}', variables }], paths: {} }), {}, site);

  it('offers every combination of enum values, the defaults first, labelled with the values; a free variable keeps its default', () => {
    expect(served({ zone: { default: 'north', enum: ['north', 'south'] }, port: { default: '443', enum: ['443', '8443'] }, stage: { default: 'live' } })).toEqual([
      { url: 'https://north.steam.example.test/live', label: 'zone: north, port: 443' },
      { url: 'https://north.steam.example.test:8443/live', label: 'zone: north, port: 8443' },
      { url: 'https://south.steam.example.test/live', label: 'zone: south, port: 443' },
      { url: 'https://south.steam.example.test:8443/live', label: 'zone: south, port: 8443' },
    ]);
  });

  it('varies one variable at a time past 32 combinations, so the list stays short and still holds every value', () => {
    const letters = 'abcdefg'.split('');
    const servers = served({ zone: { default: 'a', enum: letters }, port: { default: '1', enum: ['1', '2', '3', '4', '5', '6'] }, stage: { default: 'x' } });
    expect(servers).toHaveLength(1 + 6 + 5);
    expect(servers[0]).toEqual({ url: 'https://a.steam.example.test:1/x', label: 'zone: a, port: 1' });
    expect(servers.map((s) => s.url)).toContain('https://g.steam.example.test:1/x');
    expect(servers.map((s) => s.url)).toContain('https://a.steam.example.test:6/x');
  });
});

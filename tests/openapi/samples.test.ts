import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@/lib/config/schema';
import { DEFAULT_SAMPLE_LANGUAGES, type SampleClientId } from '@/lib/config/sample-languages';
import { sampleRequest } from '@/lib/openapi/samples/request';
import { requestSamples } from '@/lib/openapi/samples/samples';
import { grammarOf } from '@/lib/openapi/samples/spec-code-samples';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { modelOperations } from '@/lib/openapi/model/each-operation';
import type { OperationView } from '@/lib/openapi/model/types';

// Our own small documents, one construct each.
function doc(operation: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    openapi: '3.1.0',
    info: { title: 'Kettle API', version: '1' },
    servers: [{ url: 'https://kettle.example.test/v1' }],
    paths: { '/kettles/{kettleId}': { post: { operationId: 'boil', responses: { 204: { description: 'Boiling' } }, ...operation } } },
    ...extra,
  };
}

function firstOp(document: Record<string, unknown>, sampleLanguages?: SampleClientId[]): OperationView {
  return modelOperations(buildApiModel(document, undefined, { sampleLanguages }))[0]!;
}

function code(op: OperationView, id: string): string {
  const sample = op.requestSamples.find((s) => s.id === id);
  expect(sample, `no ${id} sample`).toBeDefined();
  return sample!.code;
}

const schemes = {
  headerKey: { type: 'apiKey', in: 'header', name: 'X-Kettle-Key' },
  queryKey: { type: 'apiKey', in: 'query', name: 'kettle_key' },
  cookieKey: { type: 'apiKey', in: 'cookie', name: 'kettle_session' },
  bearer: { type: 'http', scheme: 'bearer' },
  basic: { type: 'http', scheme: 'basic' },
  oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://kettle.example.test/token', scopes: {} } } },
  oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://kettle.example.test/.well-known/openid-configuration' },
};

describe('request samples', () => {
  it('show at least ten clients by default, curl first, each a different language', () => {
    const op = firstOp(doc({}));
    expect(DEFAULT_SAMPLE_LANGUAGES.length).toBeGreaterThanOrEqual(10);
    expect(op.requestSamples.map((s) => s.id)).toEqual(DEFAULT_SAMPLE_LANGUAGES);
    expect(op.requestSamples[0]!.id).toBe('curl');
    expect(code(op, 'go')).toContain('http.NewRequest("POST"');
    expect(code(op, 'kotlin')).toContain('OkHttpClient');
    expect(code(op, 'csharp')).toContain('HttpMethod.Post');
  });

  it('follow the configured clients and their order', () => {
    const op = firstOp(doc({}), ['ruby', 'curl', 'httpie']);
    expect(op.requestSamples.map((s) => s.label)).toEqual(['Ruby', 'curl', 'HTTPie']);
  });

  it('carry path, query, header and cookie parameters with example values', () => {
    const op = firstOp(
      doc({
        parameters: [
          { name: 'kettleId', in: 'path', required: true, schema: { type: 'string' }, example: 'k-77' },
          { name: 'strength', in: 'query', required: true, schema: { type: 'integer', minimum: 3 } },
          { name: 'verbose', in: 'query', schema: { type: 'boolean' } },
          { name: 'X-Brew-Trace', in: 'header', required: true, schema: { type: 'string' }, example: 'trace-1' },
          { name: 'brew_pref', in: 'cookie', required: true, schema: { type: 'string', enum: ['green', 'black'] } },
        ],
      }),
    );
    const curl = code(op, 'curl');
    expect(curl).toContain('https://kettle.example.test/v1/kettles/k-77?strength=3');
    expect(curl).not.toContain('verbose');
    expect(curl).toContain("--header 'X-Brew-Trace: trace-1'");
    expect(curl).toContain('brew_pref=green');
    expect(code(op, 'python')).toContain('"Cookie": "brew_pref=green"');
  });

  it('fill a parameter without an example from its schema, and a bare string with its name as a placeholder', () => {
    const op = firstOp({
      ...doc({}),
      paths: {
        '/kettles/{kettleId}/brews/{brewId}/steps/{step}': {
          get: {
            parameters: [
              { name: 'kettleId', in: 'path', required: true, schema: { type: 'string' } },
              { name: 'brewId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
              { name: 'step', in: 'path', required: true, schema: { type: 'integer', minimum: 2 } },
              { name: 'blend', in: 'query', required: true, schema: { type: 'string', enum: ['assam', 'darjeeling'] } },
              { name: 'leafGrade', in: 'query', required: true, schema: { type: 'array', items: { type: 'string' } } },
            ],
            responses: { 200: { description: 'A step' } },
          },
        },
      },
    });
    const curl = code(op, 'curl');
    expect(curl).toContain('/kettles/KETTLE_ID/brews/3fa85f64-5717-4562-b3fc-2c963f66afa6/steps/2?blend=assam&leafGrade=LEAF_GRADE');
    expect(curl).not.toContain('string');
  });

  it('send to an absolute URL when the server is relative or missing: a placeholder host, the relative path kept', () => {
    const relative = firstOp(doc({ parameters: [{ name: 'kettleId', in: 'path', required: true, example: 'k-1' }] }, { servers: [{ url: '/v2' }] }));
    expect(code(relative, 'curl')).toContain('https://api.example.com/v2/kettles/k-1');
    expect(code(relative, 'python')).toContain('"https://api.example.com/v2/kettles/k-1"');
    const none = doc({ parameters: [{ name: 'kettleId', in: 'path', required: true, example: 'k-1' }] });
    delete (none as { servers?: unknown }).servers;
    expect(code(firstOp(none), 'curl')).toContain('https://api.example.com/kettles/k-1');
    const protocolRelative = firstOp(doc({}, { servers: [{ url: '//kettle.example.test/v3' }] }));
    expect(code(protocolRelative, 'curl')).toContain('https://kettle.example.test/v3/kettles/');
  });

  describe('security', () => {
    const cases: [scheme: keyof typeof schemes, where: 'header' | 'query' | 'cookie', expected: string][] = [
      ['headerKey', 'header', "--header 'X-Kettle-Key: YOUR_API_KEY'"],
      ['queryKey', 'query', 'kettle_key=YOUR_API_KEY'],
      ['cookieKey', 'cookie', 'kettle_session=YOUR_API_KEY'],
      ['bearer', 'header', "--header 'Authorization: Bearer YOUR_TOKEN'"],
      ['basic', 'header', "--header 'Authorization: Basic YOUR_BASE64_CREDENTIALS'"],
      ['oauth', 'header', "--header 'Authorization: Bearer YOUR_TOKEN'"],
      ['oidc', 'header', "--header 'Authorization: Bearer YOUR_TOKEN'"],
    ];
    it.each(cases)('%s puts its placeholder in the %s', (scheme, _where, expected) => {
      const op = firstOp(doc({ security: [{ [scheme]: [] }] }, { components: { securitySchemes: schemes } }));
      expect(code(op, 'curl')).toContain(expected);
    });

    it("uses the document's security when the operation has none, and none for security: []", () => {
      const document = doc({}, { components: { securitySchemes: schemes }, security: [{ bearer: [] }] });
      expect(code(firstOp(document), 'curl')).toContain('Bearer YOUR_TOKEN');
      const open = doc({ security: [] }, { components: { securitySchemes: schemes }, security: [{ bearer: [] }] });
      expect(code(firstOp(open), 'curl')).not.toContain('Authorization');
    });

    it('meets the first of alternative requirements, with every scheme of it', () => {
      const op = firstOp(doc({ security: [{ headerKey: [], queryKey: [] }, { basic: [] }] }, { components: { securitySchemes: schemes } }));
      const curl = code(op, 'curl');
      expect(curl).toContain('X-Kettle-Key: YOUR_API_KEY');
      expect(curl).toContain('kettle_key=YOUR_API_KEY');
      expect(curl).not.toContain('Basic');
    });

    it('skips an optional {} alternative for the first that names a scheme; {} alone sends none', () => {
      const optional = firstOp(doc({ security: [{}, { bearer: [] }] }, { components: { securitySchemes: schemes } }));
      expect(code(optional, 'curl')).toContain("--header 'Authorization: Bearer YOUR_TOKEN'");
      const document = doc({}, { components: { securitySchemes: schemes }, security: [{}, { headerKey: [] }] });
      expect(code(firstOp(document), 'curl')).toContain('X-Kettle-Key: YOUR_API_KEY');
      const anonymous = firstOp(doc({ security: [{}] }, { components: { securitySchemes: schemes }, security: [{ bearer: [] }] }));
      expect(code(anonymous, 'curl')).not.toContain('Authorization');
    });
  });

  describe('bodies per media type', () => {
    const body = (mediaType: string, schema: Record<string, unknown>, example?: unknown) =>
      doc({ requestBody: { content: { [mediaType]: { schema, ...(example === undefined ? {} : { example }) } } } });

    it('JSON', () => {
      const op = firstOp(body('application/json', { type: 'object', properties: { litres: { type: 'number' } } }, { litres: 1.5 }));
      expect(code(op, 'curl')).toContain("--header 'Content-Type: application/json'");
      expect(code(op, 'curl')).toContain('"litres": 1.5');
      expect(code(op, 'python')).toContain('json={');
    });

    it('JSON that is a string is sent as that JSON string, not as an object of its characters', () => {
      const op = firstOp(body('application/json', { type: 'string' }, 'two cups'));
      expect(code(op, 'javascript')).toContain(`body: '"two cups"'`);
      expect(code(op, 'node')).toContain(`body: '"two cups"'`);
      expect(code(op, 'python')).toContain('json="two cups"');
      expect(code(op, 'python')).toMatch(/^import requests\n/);
    });

    it('application/x-www-form-urlencoded', () => {
      const op = firstOp(body('application/x-www-form-urlencoded', { type: 'object', properties: { tea: { type: 'string' }, cups: { type: 'integer' } } }, { tea: 'sencha leaf', cups: 2 }));
      expect(code(op, 'curl')).toMatch(/--data-urlencode 'tea=sencha leaf'|--data 'tea=sencha%20leaf&cups=2'|tea=sencha/);
      expect(code(op, 'python')).toContain('data={');
      expect(code(op, 'python')).toContain('"cups": "2"');
    });

    it('multipart/form-data with a file', () => {
      const op = firstOp(
        body('multipart/form-data', { type: 'object', properties: { note: { type: 'string', example: 'Descale me' }, photo: { type: 'string', format: 'binary' } } }),
      );
      const curl = code(op, 'curl');
      expect(curl).toContain("--form 'note=Descale me'");
      expect(curl).toContain("--form 'photo=@photo.bin'");
      expect(code(op, 'go')).toContain('CreateFormFile("photo", "photo.bin")');
      expect(code(op, 'python')).toContain('open("photo.bin", "rb")');
    });

    it('binary (octet-stream) is sent from a file', () => {
      const op = firstOp(body('application/octet-stream', { type: 'string', format: 'binary' }));
      expect(code(op, 'curl')).toContain('--data-binary @file.bin');
      expect(code(op, 'curl')).toContain("--header 'Content-Type: application/octet-stream'");
    });
  });

  it('the request is built once for every client: one function a change of method or query touches', () => {
    const op = firstOp(doc({ parameters: [{ name: 'kettleId', in: 'path', required: true, schema: { type: 'string' } }] }));
    const request = sampleRequest(op, { server: 'https://kettle.example.test', entries: {}, schemes: {}, security: [] });
    expect(request).toMatchObject({ method: 'POST', url: 'https://kettle.example.test/kettles/KETTLE_ID', query: [], headers: [], cookies: [] });
    expect(requestSamples(op, { server: 'https://kettle.example.test', entries: {}, schemes: {}, security: [], languages: ['curl'] })[0]!.code).toContain(
      'https://kettle.example.test/kettles/KETTLE_ID',
    );
  });
});

describe('x-codeSamples', () => {
  const samples = [
    { lang: 'Python', label: 'Python SDK', source: 'kettle.boil(kettle_id="k-1")' },
    { lang: 'Brainfudge', source: '<script>alert(1)</script> +++' },
  ];

  it("come first, in spec order, with their labels; the generated clients follow, but not one in a language the spec's samples cover", () => {
    const op = firstOp(doc({ 'x-codeSamples': samples }), ['curl', 'python']);
    expect(op.requestSamples.map((s) => s.label)).toEqual(['Python SDK', 'Brainfudge', 'curl']);
    expect(op.requestSamples.map((s) => s.id)).toEqual(['python', 'x-brainfudge', 'curl']);
    expect(op.requestSamples[0]).toMatchObject({ lang: 'python', code: 'kettle.boil(kettle_id="k-1")' });
  });

  it('are named by language, the same on every operation: C# and C++ apart, a second sample of a language by its label', () => {
    const ids = (list: Record<string, string>[]) => firstOp(doc({ 'x-codeSamples': list }), ['curl']).requestSamples.map((s) => s.id);
    const both = ids([{ lang: 'C#', source: 'a' }, { lang: 'C++', source: 'b' }, { lang: 'F#', source: 'c' }]);
    // C# is a generated client's language, so the spec's C# sample takes its id (and place).
    expect(both).toEqual(['csharp', 'x-cpp', 'x-fsharp', 'curl']);
    expect(ids([{ lang: 'C++', source: 'b' }])[0]).toBe('x-cpp');
    expect(ids([{ lang: 'cURL', label: 'CLI', source: 'kettle boil' }])).toEqual(['curl']);
    expect(ids([
      { lang: 'Python', label: 'Sync', source: 'a' },
      { lang: 'Python', label: 'Async client', source: 'b' },
      { lang: 'Python', label: 'Async client', source: 'c' },
    ])).toEqual(['python', 'x-python-async-client', 'x-python-async-client-2', 'curl']);
  });

  it('are read from the older x-code-samples too', () => {
    const op = firstOp(doc({ 'x-code-samples': [{ lang: 'C#', source: 'Kettle.Boil();' }] }), ['curl']);
    expect(op.requestSamples[0]).toMatchObject({ label: 'C#', lang: 'csharp' });
  });

  it('map lang names to shiki grammars; an unknown one is plain text', () => {
    expect(grammarOf('cURL')).toBe('bash');
    expect(grammarOf('Node.js')).toBe('js');
    expect(grammarOf('Go')).toBe('go');
    expect(grammarOf('C#')).toBe('csharp');
    expect(grammarOf('Brainfudge')).toBe('text');
  });
});

describe('the sampleLanguages option', () => {
  const base = { title: 'T', url: 'https://docs.example.test', basePath: '' };
  it('defaults to the eleven clients, curl first', () => {
    expect(siteConfigSchema.parse(base).api.sampleLanguages).toEqual(DEFAULT_SAMPLE_LANGUAGES);
  });
  it('refuses an unknown client and a client named twice', () => {
    expect(() => siteConfigSchema.parse({ ...base, api: { sampleLanguages: ['curl', 'cobol'] } })).toThrow();
    expect(() => siteConfigSchema.parse({ ...base, api: { sampleLanguages: ['curl', 'curl'] } })).toThrow(/twice/);
  });
});

describe('highlighting x-codeSamples', () => {
  it('escapes a sample of an unknown language and highlights a known one by its grammar', async () => {
    const { highlightDark } = await import('@/lib/openapi/samples/highlight');
    const plain = await highlightDark('<script>alert(1)</script> +++', grammarOf('Brainfudge'));
    expect(plain).not.toContain('<script>');
    expect(plain).toContain('&#x3C;script>');
    // Go is not one of the site's own grammars: it is loaded for the samples on first use.
    const go = await highlightDark('package main\nfunc main() {}', grammarOf('Go'));
    expect(go.match(/<span class="sc-/g)!.length).toBeGreaterThan(3);
    // Tokens in the <pre>'s own colour are not wrapped in a span of that colour again.
    const text = /<pre[^>]* class="sample-code (sc-[0-9a-f]+)/.exec(go)![1];
    expect(go).not.toContain(`<span class="${text}">`);
  });
});

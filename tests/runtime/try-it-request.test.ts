import { describe, expect, it } from 'vitest';
import {
  TRY_CONSOLE_HEADER as PROXY_CONSOLE_HEADER,
  TRY_CONSOLE_VALUE as PROXY_CONSOLE_VALUE,
  TRY_COOKIE_HEADER as PROXY_COOKIE_HEADER,
} from '../../scripts/lib/try-proxy.mjs';
import {
  absolute,
  buildRequest,
  startServer,
  TRY_CONSOLE_HEADER,
  TRY_CONSOLE_VALUE,
  TRY_COOKIE_HEADER,
  credentialKey,
  curlOf,
  isMixedContent,
  matchResponse,
  type TryForm,
} from '@/lib/runtime/try-it/request';
import type { TryApi, TryOperation } from '@/lib/runtime/try-it/types';

// A lantern API of our own: a path, a query list, a header and a cookie parameter, a JSON body, and
// an API key in the query or a basic login as the alternatives.
const api: TryApi = {
  id: 'lanterns',
  proxy: '/docs/_try/lanterns',
  timeout: 5000,
  servers: [{ url: 'http://127.0.0.1:4201/' }, { url: '/relative' }],
  schemes: {
    key: { kind: 'apiKey', in: 'query', name: 'key', type: 'apiKey' },
    login: { kind: 'http', scheme: 'basic', type: 'http' },
    token: { kind: 'token', type: 'oauth2' },
  },
  security: [['key'], ['login'], ['token'], []],
};

const op: TryOperation = {
  method: 'PUT',
  path: '/lanterns/{id}',
  params: [
    { name: 'id', in: 'path', required: true, type: 'integer<int32>' },
    { name: 'colour', in: 'query', type: 'array of string', list: true },
    { name: 'X-Mood', in: 'header', type: 'string' },
    { name: 'night', in: 'cookie', type: 'string' },
  ],
  body: { required: true, media: [{ mediaType: 'application/json', kind: 'json', example: '{"lit":true}' }] },
  responses: [
    ['200', 'Lit.'],
    ['4XX', 'Refused.'],
    ['default', 'Other.'],
  ],
};

const form = (patch: Partial<TryForm> = {}): TryForm => ({
  server: 0,
  viaProxy: false,
  values: { 'path:id': '12', 'query:colour': 'red, amber', 'header:X-Mood': 'calm', 'cookie:night': 'long' },
  media: 0,
  bodyText: '{"lit":true}',
  fields: {},
  files: {},
  alternative: 0,
  credentials: { [credentialKey('key')]: 's3cret-key' },
  ...patch,
});

const page = 'http://127.0.0.1:4190/docs/api/lanterns';

describe('buildRequest', () => {
  it('fills the path, repeats a list in the query, adds headers, the body and the query key', () => {
    const { request, problems } = buildRequest(api, op, form(), page);
    expect(problems).toEqual([]);
    expect(request!.url).toBe('http://127.0.0.1:4201/lanterns/12?colour=red&colour=amber&key=s3cret-key');
    expect(request!.headers).toEqual([
      ['X-Mood', 'calm'],
      ['Content-Type', 'application/json'],
    ]);
    expect(request!.body).toBe('{"lit":true}');
    expect(request!.cookies).toEqual([['night', 'long']]);
    expect(request!.secrets).toEqual(['s3cret-key']);
  });

  it('goes through the proxy path with the server’s index, and resolves a relative server on the page’s host', () => {
    expect(buildRequest(api, op, form({ viaProxy: true }), page).request!.url).toBe(
      '/docs/_try/lanterns/0/lanterns/12?colour=red&colour=amber&key=s3cret-key',
    );
    const relative = buildRequest(api, op, form({ server: 1, viaProxy: true }), page).request!;
    expect(relative.url.startsWith('/docs/_try/lanterns/1/lanterns/12')).toBe(true);
    expect(relative.targetUrl.startsWith('http://127.0.0.1:4190/relative/lanterns/12')).toBe(true);
  });

  it('refuses a missing required parameter, a wrong integer, bad JSON and a missing credential, naming each field', () => {
    const { request, problems } = buildRequest(api, op, form({ values: { 'query:colour': '' }, bodyText: '{lit', credentials: {} }), page);
    expect(request).toBeUndefined();
    expect(problems.map((p) => p.key)).toEqual(['path:id', credentialKey('key'), 'body']);
    expect(problems[0]!.message).toBe('id is required.');
    expect(problems[2]!.message).toMatch(/^The body is not valid JSON/);
    expect(buildRequest(api, op, form({ values: { 'path:id': 'twelve' } }), page).problems[0]!.message).toBe('id must be a whole number.');
  });

  it('sends basic credentials as one Authorization header, a pasted OAuth token as a bearer, and none for {}', () => {
    const basic = buildRequest(
      api,
      op,
      form({ alternative: 1, credentials: { [credentialKey('login', 'user')]: 'ana', [credentialKey('login', 'password')]: 'pw' } }),
      page,
    ).request!;
    expect(basic.headers).toContainEqual(['Authorization', `Basic ${btoa('ana:pw')}`]);
    const token = buildRequest(api, op, form({ alternative: 2, credentials: { [credentialKey('token')]: 'tok-1' } }), page).request!;
    expect(token.headers).toContainEqual(['Authorization', 'Bearer tok-1']);
    const none = buildRequest(api, op, form({ alternative: 3, credentials: {} }), page).request!;
    expect(none.headers.some(([name]) => name === 'Authorization')).toBe(false);
    expect(none.url).not.toContain('key=');
  });

  it('sends nothing for a requirement naming a scheme the spec does not define, "constructor" or "toString" too', () => {
    const unnamed: TryApi = { ...api, security: [['constructor', 'toString']] };
    const { request, problems } = buildRequest(unnamed, op, form({ alternative: 0, credentials: {} }), page);
    expect(problems).toEqual([]);
    expect(request!.headers.some(([name]) => name === 'Authorization')).toBe(false);
  });
});

describe('header values fetch refuses', () => {
  const keyed: TryApi = {
    ...api,
    schemes: { ...api.schemes, hdr: { kind: 'apiKey', in: 'header', name: 'X-Lamp-Key', type: 'apiKey' } },
    security: [['hdr'], ['token']],
  };

  it('names the field: a header parameter or credential with a character beyond Latin-1 or a line break', () => {
    const euro = buildRequest(
      keyed,
      op,
      form({ values: { ...form().values, 'header:X-Mood': 'price 5 €' }, credentials: { [credentialKey('hdr')]: 'ok' } }),
      page,
    );
    expect(euro.request).toBeUndefined();
    expect(euro.problems).toEqual([
      { key: 'header:X-Mood', message: 'X-Mood holds "€": an HTTP header takes Latin-1 characters only, without line breaks.' },
    ]);
    const broken = buildRequest(keyed, op, form({ credentials: { [credentialKey('hdr')]: 'a\nb' } }), page);
    expect(broken.problems).toEqual([
      {
        key: credentialKey('hdr'),
        message: 'hdr holds a line break or NUL: an HTTP header takes Latin-1 characters only, without line breaks.',
      },
    ]);
    const token = buildRequest(keyed, op, form({ alternative: 1, credentials: { [credentialKey('token')]: 'tök-🔥' } }), page);
    expect(token.problems.map((p) => p.message)).toEqual([
      'token holds "🔥": an HTTP header takes Latin-1 characters only, without line breaks.',
    ]);
    // Latin-1 itself is fine (a ByteString), as fetch has it.
    expect(
      buildRequest(
        keyed,
        op,
        form({ values: { ...form().values, 'header:X-Mood': 'süß' }, credentials: { [credentialKey('hdr')]: 'ok' } }),
        page,
      ).problems,
    ).toEqual([]);
  });

  it('refuses a header parameter whose name is not an HTTP token', () => {
    const spaced: TryOperation = { ...op, params: [{ name: 'X Mood', in: 'header', type: 'string' }] };
    expect(buildRequest(api, spaced, form({ values: { 'header:X Mood': 'calm' } }), page).problems).toEqual([
      { key: 'header:X Mood', message: 'X Mood is not a name an HTTP header can have, so the browser cannot send it.' },
    ]);
  });
});

describe('cookies', () => {
  const cookieApi: TryApi = {
    ...api,
    schemes: { ...api.schemes, wick: { kind: 'apiKey', in: 'cookie', name: 'wick', type: 'apiKey' } },
    security: [['wick']],
  };

  it('through the proxy: sends the cookie parameter and key in the proxy’s reserved header, and requires the key', () => {
    const { request } = buildRequest(cookieApi, op, form({ viaProxy: true, credentials: { [credentialKey('wick')]: 'w-9' } }), page);
    expect(request!.cookieHeader).toBe('night=long; wick=w-9');
    expect(request!.headers.some(([name]) => /cookie/i.test(name))).toBe(false);
    expect(buildRequest(cookieApi, op, form({ viaProxy: true, credentials: {} }), page).problems.map((p) => p.key)).toEqual([
      credentialKey('wick'),
    ]);
  });

  it('directly: a page cannot set Cookie, so nothing rides in a header and the key is not required (curl still has the cookies)', () => {
    const { request, problems } = buildRequest(cookieApi, op, form({ credentials: {} }), page);
    expect(problems).toEqual([]);
    expect(request!.cookieHeader).toBeUndefined();
    expect(request!.cookies).toEqual([['night', 'long']]);
    const typed = buildRequest(cookieApi, op, form({ credentials: { [credentialKey('wick')]: 'w-9' } }), page).request!;
    expect(typed.cookieHeader).toBeUndefined();
    expect(curlOf(typed, true)).toContain("--cookie 'night=long; wick=w-9'");
  });

  it('names the headers the proxy reads (scripts/lib/try-proxy.mjs)', () => {
    expect(TRY_COOKIE_HEADER.toLowerCase()).toBe(PROXY_COOKIE_HEADER);
    expect(TRY_CONSOLE_HEADER.toLowerCase()).toBe(PROXY_CONSOLE_HEADER);
    expect(TRY_CONSOLE_VALUE).toBe(PROXY_CONSOLE_VALUE);
  });
});

describe('startServer', () => {
  it('starts on the operation’s own server when the allowlist has it, else on the first', () => {
    const withUploads = { ...api, servers: [...api.servers, { url: 'https://uploads.lanterns.example.test' }] };
    expect(startServer(withUploads, { ...op, server: 'https://uploads.lanterns.example.test' })).toBe(2);
    expect(startServer(api, { ...op, server: 'https://uploads.lanterns.example.test' })).toBe(0);
    expect(startServer(withUploads, op)).toBe(0);
  });
});

describe('absolute', () => {
  it('resolves a relative server against the base and drops every trailing slash, as the build’s allowlist does', () => {
    expect(absolute('https://lamps.example.test/v1//', page)).toBe('https://lamps.example.test/v1');
    expect(absolute('/relative/', page)).toBe('http://127.0.0.1:4190/relative');
    expect(absolute('sandbox', 'https://docs.example.test/demo/')).toBe('https://docs.example.test/demo/sandbox');
  });
});

describe('curlOf', () => {
  it('prints the server’s own URL, masks credentials until revealed, and quotes single quotes', () => {
    const request = buildRequest(api, op, form({ bodyText: `{"note":"it's lit"}` }), page).request!;
    const shown = curlOf(request, false);
    expect(shown).toContain("curl --request PUT 'http://127.0.0.1:4201/lanterns/12?colour=red&colour=amber&key=••••••'");
    expect(shown).not.toContain('s3cret-key');
    expect(shown).toContain(`--data-raw '{"note":"it'\\''s lit"}'`);
    expect(shown).toContain("--cookie 'night=long'");
    expect(curlOf(request, true)).toContain('key=s3cret-key');
  });
});

describe('matchResponse and isMixedContent', () => {
  it('matches the exact status, then its range, then default', () => {
    expect(matchResponse(200, op.responses)?.[0]).toBe('200');
    expect(matchResponse(404, op.responses)?.[0]).toBe('4XX');
    expect(matchResponse(503, op.responses)?.[0]).toBe('default');
    expect(matchResponse(503, [['200', 'Lit.']])).toBeUndefined();
  });

  it('flags http: targets from https: pages, except loopback hosts', () => {
    expect(isMixedContent('https://docs.example.test/a', 'http://api.example.test/x')).toBe(true);
    expect(isMixedContent('https://docs.example.test/a', 'http://127.0.0.1:4201/x')).toBe(false);
    expect(isMixedContent('https://docs.example.test/a', 'https://api.example.test/x')).toBe(false);
    expect(isMixedContent('http://docs.example.test/a', 'http://api.example.test/x')).toBe(false);
  });
});

describe('bodies other than JSON', () => {
  const withBody = (media: TryOperation['body']): TryOperation => ({ ...op, params: [], body: media });
  const base = form({ values: {}, credentials: { [credentialKey('key')]: 'k' } });

  it('sends a form-urlencoded body from its fields, and names a required one left empty', () => {
    const formOp = withBody({
      required: true,
      media: [
        {
          mediaType: 'application/x-www-form-urlencoded',
          kind: 'form',
          fields: [
            { name: 'wick', type: 'string', required: true },
            { name: 'oil', type: 'string' },
          ],
        },
      ],
    });
    const { request } = buildRequest(api, formOp, { ...base, fields: { wick: 'long & thin', oil: '' } }, page);
    expect(String(request!.body)).toBe('wick=long+%26+thin');
    expect(request!.headers).toContainEqual(['Content-Type', 'application/x-www-form-urlencoded']);
    // The one-letter key "k" is masked where it is sent, not in every word that has a k.
    expect(curlOf(request!, false)).toContain("--data-urlencode 'wick=long & thin'");
    expect(curlOf(request!, false)).toContain('?key=••••••');
    expect(buildRequest(api, formOp, { ...base, fields: {} }, page).problems).toEqual([
      { key: 'field:wick', message: 'wick is required.' },
    ]);
  });

  it('sends multipart fields and files, leaving the Content-Type (and its boundary) to the browser', () => {
    const multipart = withBody({
      required: true,
      media: [
        {
          mediaType: 'multipart/form-data',
          kind: 'multipart',
          fields: [
            { name: 'label', type: 'string' },
            { name: 'photo', type: 'string<binary>', file: true, required: true },
          ],
        },
      ],
    });
    const photo = new File(['glow'], 'lantern.png', { type: 'image/png' });
    const { request } = buildRequest(api, multipart, { ...base, fields: { label: 'porch' }, files: { photo } }, page);
    const body = request!.body as FormData;
    expect(body.get('label')).toBe('porch');
    expect((body.get('photo') as File).name).toBe('lantern.png');
    expect(request!.headers.some(([name]) => name === 'Content-Type')).toBe(false);
    expect(curlOf(request!, false)).toContain("--form 'photo=@lantern.png'");
    expect(buildRequest(api, multipart, { ...base, files: {} }, page).problems.map((p) => p.key)).toEqual(['field:photo']);
  });

  it('reads a file field called "constructor" or "toString" as unset until a file is chosen', () => {
    const fields = ['constructor', 'toString'].map((name) => ({ name, type: 'string<binary>', file: true as const }));
    const multipart = withBody({ required: false, media: [{ mediaType: 'multipart/form-data', kind: 'multipart', fields }] });
    const { request, problems } = buildRequest(api, multipart, { ...base, files: {} }, page);
    expect(problems).toEqual([]);
    expect([...(request!.body as FormData).keys()]).toEqual([]);
  });

  it('prints a typed multipart field as --form-string, so curl never reads "@file" or "<file" from it', () => {
    const multipart = withBody({
      required: false,
      media: [
        {
          mediaType: 'multipart/form-data',
          kind: 'multipart',
          fields: [
            { name: 'label', type: 'string' },
            { name: 'note', type: 'string' },
          ],
        },
      ],
    });
    const { request } = buildRequest(api, multipart, { ...base, fields: { label: '@/etc/hostname', note: '<notes.txt' } }, page);
    expect((request!.body as FormData).get('label')).toBe('@/etc/hostname');
    const curl = curlOf(request!, false);
    expect(curl).toContain("--form-string 'label=@/etc/hostname'");
    expect(curl).toContain("--form-string 'note=<notes.txt'");
    expect(curl).not.toMatch(/--form '/);
  });

  it('sends a chosen file as a binary body', () => {
    const binary = withBody({ required: true, media: [{ mediaType: 'application/octet-stream', kind: 'file' }] });
    const file = new File([new Uint8Array([1, 2, 3])], 'wax.bin');
    const { request } = buildRequest(api, binary, { ...base, files: { body: file } }, page);
    expect(request!.body).toBe(file);
    expect(curlOf(request!, false)).toContain("--data-binary '@wax.bin'");
    expect(buildRequest(api, binary, base, page).problems).toEqual([{ key: 'body', message: 'Choose the file to send.' }]);
  });
});

// What the console sends, decided in one pure place from the reader's form: the URL (server or
// proxy, path parameters, query), the headers, the body and the credentials, with the problems that
// stop it before it leaves (a required field left empty, JSON that does not parse). The curl line
// shown beside it is printed from the same request, so what is shown is what is sent.
import type { TryApi, TryOperation, TryParam, TryScheme } from './types';

/** The reader's form, as the console keeps it. */
export interface TryForm {
  /** Index into api.servers. */
  server: number;
  /** Through the host's proxy (<base>/_try/<api>/<server index>/…) instead of straight to the server. */
  viaProxy: boolean;
  /** Parameter values by paramKey(). */
  values: Record<string, string>;
  /** Index into op.body.media. */
  media: number;
  /** json and text bodies. */
  bodyText: string;
  /** form and multipart fields by name. */
  fields: Record<string, string>;
  files: Record<string, File | undefined>;
  /** Index into the security alternatives. */
  alternative: number;
  /** Credentials by credentialKey(). */
  credentials: Record<string, string>;
}

export interface Problem {
  /** The form control's key (paramKey, "body", a field or credential key). */
  key: string;
  message: string;
}

export interface BuiltRequest {
  method: string;
  /** Where the browser sends it: the server's URL, or the proxy's same-origin path. */
  url: string;
  /** The server's own URL, for curl (and for the reader: the proxy forwards to it). */
  targetUrl: string;
  headers: [string, string][];
  body?: string | FormData | File | URLSearchParams;
  /** The body as curl arguments. */
  curlBody: string[];
  /** Credential values: masked in what is shown unless the reader reveals them. */
  secrets: string[];
  /** The same request with each credential value as dots, for what is shown (never by search and replace: a one-letter key would mask every such letter). */
  masked: { targetUrl: string; headers: [string, string][]; cookies: [string, string][] };
  /** The cookies (parameters and API keys), as curl sends them. */
  cookies: [string, string][];
  /**
   * The cookies as one Cookie value for the proxy's reserved header (TRY_COOKIE_HEADER), which it
   * sends upstream as Cookie: only through the proxy. Directly they are not sent: a page cannot set
   * the Cookie header of a request.
   */
  cookieHeader?: string;
}

/** The header the proxy (scripts/lib/try-proxy.mjs and the nginx locations) turns into the upstream Cookie. */
export const TRY_COOKIE_HEADER = 'X-Try-Cookie';

/**
 * The header, with TRY_CONSOLE_VALUE, that every request the console sends through the proxy carries:
 * the proxy (scripts/lib/try-proxy.mjs, the nginx locations) forwards nothing without it. A page's
 * navigation, `<script src>`, `new Worker()`, a service worker's registration or an `<iframe>` cannot
 * add a header, so none of them can load an API's answer as the site's own page or script.
 */
export const TRY_CONSOLE_HEADER = 'X-Try-It';
export const TRY_CONSOLE_VALUE = 'console';

export const paramKey = (p: Pick<TryParam, 'in' | 'name'>): string => `${p.in}:${p.name}`;
export const credentialKey = (scheme: string, part = 'value'): string => `${scheme}.${part}`;

/** The alternatives that apply: the operation's own, else the document's. */
export function securityOf(api: TryApi, op: TryOperation): string[][] {
  return op.security ?? api.security;
}

/** The server a console starts on: the operation's own (a path's or operation's `servers`) when the allowlist has it, else the first. */
export function startServer(api: TryApi, op: TryOperation): number {
  return Math.max(
    0,
    api.servers.findIndex((server) => server.url === op.server),
  );
}

const encodeQuery = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/**
 * A server URL as an absolute one without trailing slashes, so that a path ("/x") appends to it: a
 * relative spec server ("/v1") is resolved against `base` (the page, or at build time the site's
 * address). The one rule for the build's allowlist (lib/openapi/samples/try-it.ts) and the console.
 */
export function absolute(url: string, base: string): string {
  return new URL(url, base).href.replace(/\/+$/, '');
}

const DOTS = '••••••';

// What fetch() takes in a header (a ByteString without NUL, CR or LF) and as a header name (an HTTP
// token): anything else makes it throw before sending, so the form names the field instead.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const BAD_HEADER_CHAR = /[\0\r\n]|[^\0-\xff]/u;

/** Why `value` cannot be sent in the header `name`, for the field `label`; undefined when it can. */
function headerProblem(name: string, value: string, label: string): string | undefined {
  if (!HEADER_NAME.test(name)) return `${name} is not a name an HTTP header can have, so the browser cannot send it.`;
  const bad = BAD_HEADER_CHAR.exec(value)?.[0];
  if (bad === undefined) return undefined;
  const shown = /[\0\r\n]/.test(bad) ? 'a line break or NUL' : `"${bad}"`;
  return `${label} holds ${shown}: an HTTP header takes Latin-1 characters only, without line breaks.`;
}

/** Where credentials go, each entry with its value and the value as shown masked. */
type Places = Record<'headers' | 'query' | 'cookies', [string, string, string][]>;

function credentialsOf(schemes: Record<string, TryScheme>, names: string[], form: TryForm, viaProxy: boolean) {
  const places: Places = { headers: [], query: [], cookies: [] };
  const secrets: string[] = [];
  const problems: Problem[] = [];
  for (const name of names) {
    // Own entries only: a requirement may name "toString", which every object answers.
    const scheme = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
    if (!scheme || scheme.kind === 'unsupported') continue;
    const value = form.credentials[credentialKey(name)] ?? '';
    if (scheme.kind === 'http' && scheme.scheme === 'basic') {
      const user = form.credentials[credentialKey(name, 'user')] ?? '';
      const password = form.credentials[credentialKey(name, 'password')] ?? '';
      if (!user && !password) {
        problems.push({ key: credentialKey(name, 'user'), message: `Enter the user name and password for ${name}.` });
        continue;
      }
      const token = btoa(String.fromCharCode(...new TextEncoder().encode(`${user}:${password}`)));
      secrets.push(token);
      places.headers.push(['Authorization', `Basic ${token}`, `Basic ${DOTS}`]);
      continue;
    }
    // Sent directly, a cookie key cannot go (the field says so): not asked for.
    if (!value && scheme.kind === 'apiKey' && scheme.in === 'cookie' && !viaProxy) continue;
    if (!value) {
      problems.push({ key: credentialKey(name), message: `Enter the credential for ${name}.` });
      continue;
    }
    // In a header (or, through the proxy, in its cookie header) the value must be one fetch accepts.
    const header =
      scheme.kind !== 'apiKey'
        ? 'Authorization'
        : scheme.in === 'header'
          ? scheme.name!
          : scheme.in === 'cookie' && viaProxy
            ? TRY_COOKIE_HEADER
            : undefined;
    const problem = header && headerProblem(header, value, name);
    if (problem) {
      problems.push({ key: credentialKey(name), message: problem });
      continue;
    }
    secrets.push(value);
    if (scheme.kind === 'apiKey')
      places[scheme.in === 'query' ? 'query' : scheme.in === 'cookie' ? 'cookies' : 'headers'].push([scheme.name!, value, DOTS]);
    else {
      const prefix = scheme.kind === 'http' && scheme.scheme !== 'bearer' ? scheme.scheme : 'Bearer';
      places.headers.push(['Authorization', `${prefix} ${value}`, `${prefix} ${DOTS}`]);
    }
  }
  const sent = (list: [string, string, string][]) => list.map(([name, value]) => [name, value] as [string, string]);
  const shown = (list: [string, string, string][]) => list.map(([name, , masked]) => [name, masked] as [string, string]);
  return {
    headers: sent(places.headers),
    query: sent(places.query),
    cookies: sent(places.cookies),
    masked: { headers: shown(places.headers), query: shown(places.query), cookies: shown(places.cookies) },
    secrets,
    problems,
  };
}

function checkValue(p: TryParam, value: string): string | undefined {
  if (value === '') return p.required ? `${p.name} is required.` : undefined;
  const item = p.list ? value.split(',').map((v) => v.trim()) : [value];
  if (/^integer/.test(p.type) && item.some((v) => !/^-?\d+$/.test(v))) return `${p.name} must be a whole number.`;
  if (/^number/.test(p.type) && item.some((v) => v === '' || Number.isNaN(Number(v)))) return `${p.name} must be a number.`;
  return undefined;
}

/** The body to send, or the problem that stops it. */
function bodyOf(op: TryOperation, form: TryForm): { body?: BuiltRequest['body']; type?: string; curl: string[]; problems: Problem[] } {
  const media = op.body?.media[form.media];
  if (!op.body || !media) return { curl: [], problems: [] };
  const required = op.body.required;
  switch (media.kind) {
    case 'json':
    case 'text': {
      const text = form.bodyText;
      if (!text.trim())
        return required ? { curl: [], problems: [{ key: 'body', message: 'The request body is required.' }] } : { curl: [], problems: [] };
      if (media.kind === 'json') {
        try {
          JSON.parse(text);
        } catch (error) {
          return {
            curl: [],
            problems: [{ key: 'body', message: `The body is not valid JSON: ${error instanceof Error ? error.message : String(error)}` }],
          };
        }
      }
      return { body: text, type: media.mediaType, curl: ['--data-raw', text], problems: [] };
    }
    case 'form': {
      const pairs = (media.fields ?? []).map((f) => [f.name, form.fields[f.name] ?? ''] as [string, string]).filter(([, v]) => v !== '');
      const missing = (media.fields ?? []).filter((f) => f.required && !form.fields[f.name]);
      return {
        body: new URLSearchParams(pairs),
        type: media.mediaType,
        curl: pairs.flatMap(([k, v]) => ['--data-urlencode', `${k}=${v}`]),
        problems: missing.map((f) => ({ key: `field:${f.name}`, message: `${f.name} is required.` })),
      };
    }
    case 'multipart': {
      const data = new FormData();
      const curl: string[] = [];
      const problems: Problem[] = [];
      for (const f of media.fields ?? []) {
        // Own entries only: a field may be called "constructor", which every object answers.
        const file = f.file && Object.hasOwn(form.files, f.name) ? form.files[f.name] : undefined;
        const value = form.fields[f.name] ?? '';
        if (file) {
          data.append(f.name, file, file.name);
          curl.push('--form', `${f.name}=@${file.name}`);
        } else if (!f.file && value !== '') {
          data.append(f.name, value);
          // --form would read a value starting with @ or < as a file to upload: a typed value is text.
          curl.push('--form-string', `${f.name}=${value}`);
        } else if (f.required) problems.push({ key: `field:${f.name}`, message: `${f.name} is required.` });
      }
      // The browser writes the boundary: no Content-Type of ours.
      return { body: data, curl, problems };
    }
    case 'file': {
      const file = form.files.body;
      if (!file)
        return required ? { curl: [], problems: [{ key: 'body', message: 'Choose the file to send.' }] } : { curl: [], problems: [] };
      return { body: file, type: media.mediaType, curl: ['--data-binary', `@${file.name}`], problems: [] };
    }
  }
}

/** The request the form describes, or the problems to show instead of sending it. */
export function buildRequest(api: TryApi, op: TryOperation, form: TryForm, page: string): { request?: BuiltRequest; problems: Problem[] } {
  const problems: Problem[] = [];
  const server = api.servers[form.server] ?? api.servers[0];
  if (!server) return { problems: [{ key: 'server', message: 'This API names no server to send to.' }] };
  const viaProxy = form.viaProxy && Boolean(api.proxy);
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  const cookies: [string, string][] = [];
  let path = op.path;
  for (const p of op.params) {
    const value = (form.values[paramKey(p)] ?? '').trim();
    const problem =
      checkValue(p, value) ??
      (p.in === 'header'
        ? headerProblem(p.name, value, p.name)
        : p.in === 'cookie' && viaProxy
          ? headerProblem(TRY_COOKIE_HEADER, value, p.name)
          : undefined);
    if (problem) problems.push({ key: paramKey(p), message: problem });
    if (value === '') continue;
    if (p.in === 'path') path = path.replaceAll(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query') (p.list ? value.split(',').map((v) => v.trim()) : [value]).forEach((v) => query.push([p.name, v]));
    else if (p.in === 'header') headers.push([p.name, value]);
    else cookies.push([p.name, value]);
  }
  const alternative = securityOf(api, op)[form.alternative] ?? [];
  const auth = credentialsOf(api.schemes, alternative, form, viaProxy);
  problems.push(...auth.problems);
  const body = bodyOf(op, form);
  problems.push(...body.problems);
  if (problems.length) return { problems };

  const search = encodeQuery([...query, ...auth.query]);
  const tail = `${path}${search ? `?${search}` : ''}`;
  const targetUrl = `${absolute(server.url, page)}${tail}`;
  const maskedSearch = [encodeQuery(query), ...auth.masked.query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`)]
    .filter(Boolean)
    .join('&');
  const index = api.servers.indexOf(server);
  const url = viaProxy ? `${api.proxy}/${index}${tail}` : targetUrl;
  if (body.type) headers.push(['Content-Type', body.type]);
  const allCookies = [...cookies, ...auth.cookies];
  return {
    problems,
    request: {
      method: op.method,
      url,
      targetUrl,
      headers: [...headers, ...auth.headers],
      ...(body.body !== undefined ? { body: body.body } : {}),
      curlBody: body.curl,
      secrets: auth.secrets.filter(Boolean),
      cookies: allCookies,
      ...(viaProxy && allCookies.length ? { cookieHeader: allCookies.map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      masked: {
        targetUrl: `${absolute(server.url, page)}${path}${maskedSearch ? `?${maskedSearch}` : ''}`,
        headers: [...headers, ...auth.masked.headers],
        cookies: [...cookies, ...auth.masked.cookies],
      },
    },
  };
}

const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/** The request as a curl command line: the server's own URL, credentials masked unless `reveal`. */
export function curlOf(request: BuiltRequest, reveal: boolean): string {
  const { targetUrl, headers, cookies } = reveal ? request : request.masked;
  const lines = [`curl --request ${request.method} ${quote(targetUrl)}`];
  for (const [name, value] of headers) lines.push(`--header ${quote(`${name}: ${value}`)}`);
  if (cookies.length) lines.push(`--cookie ${quote(cookies.map(([k, v]) => `${k}=${v}`).join('; '))}`);
  for (let i = 0; i < request.curlBody.length; i += 2) lines.push(`${request.curlBody[i]} ${quote(request.curlBody[i + 1]!)}`);
  return lines.join(' \\\n  ');
}

/** Which documented response an HTTP status matches: itself, its range ("4XX"), else "default". */
export function matchResponse(status: number, responses: [string, string][]): [string, string] | undefined {
  const code = String(status);
  return (
    responses.find(([s]) => s === code) ??
    responses.find(([s]) => s.toUpperCase() === `${code[0]}XX`) ??
    responses.find(([s]) => s === 'default')
  );
}

/** http: API from an https: page: the browser blocks it (mixed content); loopback hosts are exempt. */
export function isMixedContent(pageUrl: string, targetUrl: string): boolean {
  const page = new URL(pageUrl);
  const target = new URL(targetUrl, pageUrl);
  return page.protocol === 'https:' && target.protocol === 'http:' && !/^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(target.hostname);
}

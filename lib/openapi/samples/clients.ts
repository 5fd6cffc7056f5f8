// The clients a request sample is printed for, by @scalar/snippetz (server code only: it never
// reaches the browser). Chosen over @readme/httpsnippet on our corpus: it reads the files of a
// multipart body in Go, Java, C#, Ruby, Swift and Kotlin (httpsnippet wrote an empty part into a
// literal body), keeps query values as given, and escapes `$` for Kotlin. See manual/docs/explanations/api-references-at-scale.md ("Code samples").
import { snippetz } from '@scalar/snippetz';
import { SAMPLE_CLIENTS, type SampleClientId } from '@/lib/config/sample-languages';
import type { SampleRequest } from './request';

/** snippetz' input: a HAR request. */
type HarRequest = Parameters<ReturnType<typeof snippetz>['print']>[2];

/**
 * The request as HAR, snippetz' input. Cookies go in as one Cookie header: snippetz' fetch clients
 * send HAR cookies as "Set-Cookie" (a response header), and URL-encode their values elsewhere.
 */
export function toHar(request: SampleRequest): HarRequest {
  const headers = request.headers.map(([name, value]) => ({ name, value }));
  if (request.cookies.length) headers.push({ name: 'Cookie', value: request.cookies.map(([k, v]) => `${k}=${v}`).join('; ') });
  const body = request.body;
  let postData: HarRequest['postData'];
  // JSON goes in compact: the clients that print it as text (curl, Go, Java) then show one line, and
  // those that print it as a literal (JavaScript, Python, PHP) lay it out themselves.
  if (body?.kind === 'json') postData = { mimeType: body.mediaType, text: compact(body.text) };
  else if (body?.kind === 'text') postData = { mimeType: body.mediaType, text: body.text };
  else if (body?.kind === 'form') postData = { mimeType: body.mediaType, params: body.params.map(([name, value]) => ({ name, value })) };
  else if (body?.kind === 'multipart') postData = { mimeType: body.mediaType, params: body.params.map((p) => ({ ...p })) };
  else if (body?.kind === 'file') postData = { mimeType: body.mediaType, text: `<contents of ${body.fileName}>` };
  if (body && !headers.some((h) => h.name.toLowerCase() === 'content-type') && body.kind !== 'multipart') headers.unshift({ name: 'Content-Type', value: body.mediaType });
  return {
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    queryString: request.query.map(([name, value]) => ({ name, value })),
    headers,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(postData ? { postData } : {}),
  };
}

function isStructured(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

function compact(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

let printer: ReturnType<typeof snippetz> | undefined;

/**
 * One client's sample of a request. A body that is a file's bytes is read from the file where the
 * client can say so plainly (curl's --data-binary @file); the other clients show where its bytes go.
 */
export function printSample(request: SampleRequest, id: SampleClientId, har: HarRequest = toHar(request)): string {
  const { target, client } = SAMPLE_CLIENTS[id];
  const body = request.body;
  printer ??= snippetz();
  // A JSON body that is a string or a number goes to the fetch clients as text (its Content-Type header
  // stays): they spread it into an object, one key per character.
  if (body?.kind === 'json' && client === 'fetch' && !isStructured(body.text)) har = { ...har, postData: { mimeType: 'text/plain', text: compact(body.text) } };
  let code = printer.print(target as never, client as never, har) ?? '';
  // snippetz' requests sample starts at the call; a reader pasting it needs the import.
  if (id === 'python' && !/^import requests/m.test(code)) code = `import requests\n\n${code}`;
  if (body?.kind === 'file' && id === 'curl') code = code.replace(/--data(-binary|-raw)? '<contents of ([^>']+)>'/, '--data-binary @$2');
  // curl sends a --data-urlencode name as written, so snippetz escapes it; brackets are read the same
  // either way, and `address[city]=` is how form APIs (Stripe) document their nested fields.
  if (body?.kind === 'form' && id === 'curl') code = code.replace(/(--data-urlencode ')([^=']*)=/g, (_, flag: string, name: string) => `${flag}${name.replace(/%5B/gi, '[').replace(/%5D/gi, ']')}=`);
  return code;
}

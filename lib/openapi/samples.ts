import { methodLabel } from './path-items';
import { exampleFromSchema } from './schema-example';
import { streamSample } from './streams';
import type { MediaTypeView, OperationView, ResponseSampleView, SampleView, SchemaEntry } from './types';

/** Every sample of an operation's panel: the request samples, the request body file, the response samples. */
export function samplesOf(op: Pick<OperationView, 'requestSamples' | 'requestBodyFile' | 'responseSamples'>): SampleView[] {
  return [...op.requestSamples, ...(op.requestBodyFile ? [op.requestBodyFile] : []), ...op.responseSamples.flatMap((response) => response.samples)];
}

/** The first example of a media type, else one built from its schema; undefined when neither exists. */
export function exampleText(media: MediaTypeView, entries: Record<string, SchemaEntry>, direction: 'request' | 'response'): string | undefined {
  if (media.examples[0]) return media.examples[0].value;
  if (media.itemSchema) return streamSample(media.itemSchema, media.mediaType, entries, direction);
  if (!media.schema) return undefined;
  const value = exampleFromSchema(media.schema, entries, { direction });
  if (value === undefined) return undefined;
  return typeof value === 'string' && !isJson(media.mediaType) ? value : JSON.stringify(value, null, 2);
}

function isJson(mediaType: string): boolean {
  return /[/+]json\b|^\*\/\*$/.test(mediaType);
}

function quoteShell(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function pyString(text: string): string {
  return JSON.stringify(text);
}

/** The URL of an operation: server, path with example path values, query with example values. */
function requestUrl(op: OperationView, server: string): { url: string; query: [string, string][] } {
  // Webhooks and callbacks are sent to the reader's own server: their "path" is a name or a runtime expression.
  if (op.kind !== 'operation') return { url: 'https://your-server.example.com/webhook', query: [] };
  const path = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const param = op.parameters.path.find((p) => p.name === name);
    return encodeURIComponent(param?.example ?? name);
  });
  const query = op.parameters.query.filter((p) => p.required || p.example !== undefined).map((p): [string, string] => [p.name, p.example ?? '']);
  return { url: withQueryString(`${server.replace(/\/$/, '')}${path}`, op), query };
}

/** An OpenAPI 3.2 `querystring` parameter is the whole query string: its example goes on the URL as it is. */
function withQueryString(url: string, op: OperationView): string {
  const text = op.parameters.querystring?.find((p) => p.queryString)?.queryString;
  return text ? `${url}?${text}` : url;
}

/**
 * Above this many characters a request body is shown once, as a file the samples read (body.json),
 * instead of inside each of the three samples: GitHub's webhook payloads run to 50 KB.
 */
export const BODY_FILE_ABOVE = 4_000;

/** The request body as its own sample when the samples read it from a file; else undefined. */
export function requestBodyFile(op: OperationView, entries: Record<string, SchemaEntry>): SampleView | undefined {
  const media = op.requestBody?.content[0];
  const body = media ? exampleText(media, entries, 'request') : undefined;
  if (!media || body === undefined || body.length <= BODY_FILE_ABOVE) return undefined;
  const json = isJson(media.mediaType);
  return { id: 'body', label: json ? 'body.json' : 'body.txt', lang: json ? 'json' : 'text', code: body };
}

/** Request samples in curl, JavaScript (fetch) and Python (requests), built at build time. */
export function requestSamples(op: OperationView, server: string, entries: Record<string, SchemaEntry>): SampleView[] {
  const { url, query } = requestUrl(op, server);
  const qs = query.length ? `?${new URLSearchParams(query).toString()}` : '';
  const media = op.requestBody?.content[0];
  const body = media ? exampleText(media, entries, 'request') : undefined;
  const headers: [string, string][] = op.parameters.header.filter((p) => p.required).map((p) => [p.name, p.example ?? '']);
  if (media && body !== undefined) headers.unshift(['Content-Type', media.mediaType]);
  const method = methodLabel(op.method);
  // A stream (3.2 itemSchema) is sent as its framed text, even as application/json-seq.
  const jsonBody = media && body !== undefined && isJson(media.mediaType) && !media.itemSchema;
  const success = op.responses.find((r) => r.status.startsWith('2'))?.content[0];
  // A stream (3.2 itemSchema) is read as text, even as application/json-seq.
  const answersJson = !success || (isJson(success.mediaType) && !success.itemSchema);

  const file = body !== undefined && body.length > BODY_FILE_ABOVE ? (jsonBody ? 'body.json' : 'body.txt') : undefined;

  const curl = [`curl -X ${method} ${quoteShell(url + qs)}`, ...headers.map(([k, v]) => `  -H ${quoteShell(`${k}: ${v}`)}`)];
  if (file) curl.push(`  --data @${file}`);
  else if (body !== undefined) curl.push(`  --data ${quoteShell(jsonBody ? JSON.stringify(JSON.parse(body)) : body)}`);

  const jsOptions = [`  method: '${method}',`];
  if (headers.length) jsOptions.push(`  headers: ${JSON.stringify(Object.fromEntries(headers))},`);
  if (file) jsOptions.push(`  body: await readFile('${file}', 'utf8'),`);
  else if (body !== undefined) jsOptions.push(jsonBody ? `  body: JSON.stringify(${body.replace(/\n/g, '\n  ')}),` : `  body: ${JSON.stringify(body)},`);
  const js = [
    ...(file ? ["import { readFile } from 'node:fs/promises';", ''] : []),
    `const response = await fetch(${JSON.stringify(url + qs)}, {`,
    ...jsOptions,
    '});',
    `const data = await response.${answersJson ? 'json' : 'text'}();`,
  ];

  const py = ['import requests', '', ...pythonCall(op.method), `    ${pyString(url)},`];
  if (query.length) py.push(`    params=${JSON.stringify(Object.fromEntries(query))},`);
  // requests sets Content-Type itself for json=.
  const pyHeaders = headers.filter(([k]) => !(jsonBody && !file && k === 'Content-Type'));
  if (pyHeaders.length) py.push(`    headers=${JSON.stringify(Object.fromEntries(pyHeaders))},`);
  if (file) py.push(`    data=open(${pyString(file)}, "rb"),`);
  else if (body !== undefined) py.push(jsonBody ? `    json=${toPython(JSON.parse(body))},` : `    data=${pyString(body)},`);
  py.push(')', `print(response.${answersJson ? 'json()' : 'text'})`);

  return [
    { id: 'curl', label: 'curl', lang: 'bash', code: curl.join(' \\\n') },
    { id: 'javascript', label: 'JavaScript', lang: 'js', code: js.join('\n') },
    { id: 'python', label: 'Python', lang: 'python', code: py.join('\n') },
  ];
}

/** requests has a function for the common methods; QUERY, TRACE and any other go through requests.request. */
function pythonCall(method: OperationView['method']): string[] {
  if (['get', 'put', 'post', 'delete', 'options', 'head', 'patch'].includes(method)) return [`response = requests.${method}(`];
  return ['response = requests.request(', `    ${pyString(methodLabel(method))},`];
}

/** A JSON value as a Python literal (True/False/None instead of true/false/null). */
function toPython(value: unknown): string {
  return JSON.stringify(value, null, 4)
    .replace(/\n/g, '\n    ')
    .replace(/("(?:[^"\\]|\\.)*")|\btrue\b|\bfalse\b|\bnull\b/g, (match, str: string | undefined) =>
      str ?? (match === 'true' ? 'True' : match === 'false' ? 'False' : 'None'),
    );
}

/** One sample per response status and media type: the spec's example, or one built from the schema. */
export function responseSamples(op: OperationView, entries: Record<string, SchemaEntry>): ResponseSampleView[] {
  return op.responses
    .map((response) => ({
      status: response.status,
      samples: response.content.flatMap((media): SampleView[] => {
        const code = exampleText(media, entries, 'response');
        return code === undefined ? [] : [{ id: media.mediaType, label: media.mediaType, lang: isJson(media.mediaType) ? 'json' : 'text', code }];
      }),
    }))
    .filter((entry) => entry.samples.length > 0);
}

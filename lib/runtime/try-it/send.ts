// Sends the console's request and says what happened. fetch() reports every network failure as the
// same TypeError ("Failed to fetch"), so the kinds are told apart by what the console can observe:
// mixed content is decided from the two URLs before anything is sent; a timeout is our own abort;
// otherwise a second, "no-cors" request to the same URL (a HEAD, which carries no body and needs no
// preflight): if the server answers it, it is up and refused the CORS request; if that fails too, it
// is unreachable. Through the proxy the request is same-origin, so no CORS applies, and the proxy's
// own refusals and failures are its status codes. A Content-Security-Policy refusal (a server missing
// from connect-src) is reported by a securitypolicyviolation event.
import { isMixedContent, TRY_CONSOLE_HEADER, TRY_CONSOLE_VALUE, TRY_COOKIE_HEADER, type BuiltRequest } from './request';

export type Body =
  | { kind: 'json' | 'text'; text: string; cut?: boolean }
  | { kind: 'image'; url: string }
  | { kind: 'binary'; url: string }
  | { kind: 'empty' };

export interface Answer {
  kind: 'response';
  status: number;
  statusText: string;
  headers: [string, string][];
  ms: number;
  bytes: number;
  contentType: string;
  body: Body;
}

export interface Failure {
  kind: 'error';
  /** invalid: the browser refused to build the request (nothing was sent); `detail` has its words. */
  reason: 'mixed' | 'timeout' | 'cors' | 'unreachable' | 'blocked' | 'invalid';
  ms: number;
  detail?: string;
}

/** Shown whole up to this many characters; a longer text body is cut (the download has it all). */
const TEXT_LIMIT = 200_000;

async function probe(url: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5000);
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

async function bodyOf(response: Response, buffer: ArrayBuffer, contentType: string): Promise<Body> {
  if (buffer.byteLength === 0) return { kind: 'empty' };
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const blob = new Blob([buffer], { type });
  // An image shows as a data: URL: the site's Content-Security-Policy allows data: images, not blob: ones.
  if (type.startsWith('image/') && type !== 'image/svg+xml') return { kind: 'image', url: await dataUrl(blob) };
  const textual = !type || /^text\/|[/+](json|xml)$|javascript|x-www-form-urlencoded|yaml|csv|svg/.test(type);
  if (!textual) return { kind: 'binary', url: URL.createObjectURL(blob) };
  const text = new TextDecoder().decode(buffer);
  const cut = text.length > TEXT_LIMIT;
  if (/[/+]json$/.test(type)) {
    try {
      return { kind: 'json', text: JSON.stringify(JSON.parse(text), null, 2) };
    } catch {
      // Not JSON after all: shown as the text it is.
    }
  }
  return { kind: 'text', text: cut ? text.slice(0, TEXT_LIMIT) : text, ...(cut ? { cut } : {}) };
}

/** Sends `request` (aborting after `timeout` ms) and reads the whole answer, or says why there is none. */
export async function send(request: BuiltRequest, timeout: number, viaProxy: boolean, page = location.href): Promise<Answer | Failure> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  if (!viaProxy && isMixedContent(page, request.url)) return { kind: 'error', reason: 'mixed', ms: 0 };
  const controller = new AbortController();
  const init: RequestInit = {
    method: request.method,
    // Through the proxy: the header that tells it the console sent this (it forwards nothing else), and
    // the cookies in its reserved header (a page cannot set Cookie). Directly, neither: a header of our
    // own would cost a CORS preflight the API may not answer.
    headers: viaProxy
      ? [
          ...request.headers,
          [TRY_CONSOLE_HEADER, TRY_CONSOLE_VALUE],
          ...(request.cookieHeader ? [[TRY_COOKIE_HEADER, request.cookieHeader] as [string, string]] : []),
        ]
      : request.headers,
    body: request.body,
    signal: controller.signal,
    // Never the site's own cookies or the browser's HTTP auth: only what the form holds.
    credentials: 'omit',
    cache: 'no-store',
    mode: 'cors',
  };
  try {
    // What fetch() would throw before sending anything (a header value it refuses, say) is the
    // request's fault, not the network's: built here first, so it is not reported as CORS or unreachable.
    new Request(new URL(request.url, page), init);
  } catch (error) {
    return { kind: 'error', reason: 'invalid', ms: 0, detail: error instanceof Error ? error.message : String(error) };
  }
  let timedOut = false;
  // The page's Content-Security-Policy (connect-src) refusing the URL fails fetch the same way: it says so in an event.
  let blocked = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === 'connect-src') blocked = true;
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  try {
    const response = await fetch(request.url, init);
    const buffer = await response.arrayBuffer();
    const contentType = response.headers.get('content-type') ?? '';
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      ms: ms(),
      bytes: buffer.byteLength,
      contentType,
      body: await bodyOf(response, buffer, contentType),
    };
  } catch {
    if (timedOut) return { kind: 'error', reason: 'timeout', ms: ms() };
    // The event is queued after the rejection: give it a turn to arrive.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (blocked) return { kind: 'error', reason: 'blocked', ms: ms() };
    if (viaProxy) return { kind: 'error', reason: 'unreachable', ms: ms() };
    const elapsed = ms();
    return { kind: 'error', reason: (await probe(request.url)) ? 'cors' : 'unreachable', ms: elapsed };
  } finally {
    clearTimeout(timer);
    document.removeEventListener('securitypolicyviolation', onViolation);
  }
}

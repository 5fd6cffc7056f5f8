import { useState, type ReactNode, type RefObject } from 'react';
import { curlOf, matchResponse, type BuiltRequest } from '@/lib/runtime/try-it/request';
import type { Answer, Body, Failure } from '@/lib/runtime/try-it/send';
import type { TryApi, TryOperation } from '@/lib/runtime/try-it/types';
import styles from './console.module.css';

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** One line for the live region: what came back, or why nothing did. */
export function outcomeLine(answer: Answer | Failure, op: TryOperation): string {
  if (answer.kind === 'error') return `No response: ${TITLES[answer.reason]}.`;
  const match = matchResponse(answer.status, op.responses);
  return `Response ${answer.status}${match ? `: ${match[1]}` : ''}, in ${answer.ms} ms.`;
}

const TITLES: Record<Failure['reason'], string> = {
  mixed: 'blocked as mixed content, not sent',
  timeout: 'timed out',
  cors: 'the server refused this page (CORS)',
  unreachable: 'the server could not be reached',
  blocked: "blocked by this site's Content-Security-Policy",
  invalid: 'the browser would not build this request, not sent',
};

function explain({ reason, detail }: Failure, api: TryApi, viaProxy: boolean): ReactNode {
  const proxy = api.proxy && !viaProxy ? ' Or send it through this site’s proxy (choose it under Server).' : '';
  switch (reason) {
    case 'mixed':
      return `This page is served over HTTPS and the server's address is HTTP: browsers refuse such requests (mixed content), so it was not sent. Use the server's https:// address if it has one.${proxy}`;
    case 'timeout':
      return `No answer within ${Math.round(api.timeout / 1000)} s, so the console cancelled the request. The server may be slow, or something on the way drops the request.`;
    case 'cors':
      return `The server answered, but not with the CORS headers that let this page read the answer, so the browser withheld it. (A second request without CORS reached the server: it is up.) To fix it, let the API allow this site's origin, ${location.origin}, in its CORS settings (Access-Control-Allow-Origin, and the methods and headers of the preflight).${proxy}`;
    case 'unreachable':
      return viaProxy
        ? "This site's proxy did not answer: the site's host may not proxy this API (it needs npm run serve or the nginx configuration of npm run nginx:config)."
        : `Nothing answered at this address: the server may be down, the address wrong, or a network or firewall in the way. (A second request without CORS failed too, so it is not only CORS.)${proxy}`;
    case 'blocked':
      return "This site's Content-Security-Policy does not allow requests to this server (connect-src): the site lists only its allowlisted servers.";
    case 'invalid':
      return `The browser refused the request before sending it${detail ? ` (${detail})` : ''}. Check the header parameters and credentials: an HTTP header takes Latin-1 characters only, without line breaks.`;
  }
}

/** JSON text with its keys, strings, numbers and literals in classes: light enough to run on every answer. */
function highlightJson(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const token = /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;
  let last = 0;
  for (const m of text.matchAll(token)) {
    out.push(text.slice(last, m.index));
    const kind = m[2] ? styles.jKey : m[1] ? styles.jString : m[3] ? styles.jLiteral : styles.jNumber;
    out.push(
      <span key={m.index} className={kind}>
        {m[1] ?? m[0]}
      </span>,
    );
    if (m[2]) out.push(m[2]);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

function BodyView({ body, contentType }: { body: Body; contentType: string }) {
  switch (body.kind) {
    case 'empty':
      return <p className={styles.hint}>No body.</p>;
    case 'json':
      return (
        <pre className={styles.code} tabIndex={0} aria-label="Response body">
          <code>{highlightJson(body.text)}</code>
        </pre>
      );
    case 'text':
      return (
        <>
          <pre className={styles.code} tabIndex={0} aria-label="Response body">
            <code>{body.text}</code>
          </pre>
          {body.cut && <p className={styles.hint}>Cut: the body is longer than shown.</p>}
        </>
      );
    case 'image':
      // eslint-disable-next-line @next/next/no-img-element -- a data: URL of the answer, not a site image
      return <img className={styles.image} src={body.url} alt={`The response's image (${contentType})`} />;
    case 'binary':
      return (
        <a href={body.url} download="response">
          Download the response body ({contentType || 'binary'})
        </a>
      );
  }
}

interface OutcomeProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  api: TryApi;
  op: TryOperation;
  result: Answer | Failure;
  viaProxy: boolean;
}

/**
 * What a status may mean when the host's proxy, not the API, answered it (scripts/lib/try-proxy.mjs
 * and the nginx locations answer these themselves, as plain text or nginx's page): a hint, since the
 * API could send the same status.
 */
function proxyHint(answer: Answer): string | undefined {
  const html = answer.contentType.startsWith('text/html');
  if (answer.status === 404 && html)
    return "This looks like the site's own not-found page: the host does not proxy this API. Serve the site with npm run serve or the nginx configuration of npm run nginx:config, or send directly.";
  if (answer.status === 403) return 'If the proxy answered: it forwards only to the servers this site allowlists.';
  if (answer.status === 413) return "If the proxy answered: the body is over this API's Try it size limit (tryIt.maxBodySize).";
  if (answer.status === 502) return 'If the proxy answered: it could not reach the server.';
  if (answer.status === 504) return `If the proxy answered: the server did not answer within the proxy's timeout.`;
  return undefined;
}

/** The answer: status with the documented response it matched, time, size, headers and body; or why there is none. */
export function Outcome({ headingRef, api, op, result, viaProxy }: OutcomeProps) {
  if (result.kind === 'error') {
    return (
      <div className={styles.outcome} data-outcome={result.reason}>
        <h4 ref={headingRef} tabIndex={-1} className={styles.subtitle}>
          No response: {TITLES[result.reason]}
        </h4>
        <p>{explain(result, api, viaProxy)}</p>
      </div>
    );
  }
  const match = matchResponse(result.status, op.responses);
  const tone = result.status < 300 ? styles.ok : result.status < 400 ? styles.redirect : styles.bad;
  return (
    <div className={styles.outcome} data-outcome="response">
      <h4 ref={headingRef} tabIndex={-1} className={styles.subtitle}>
        Response <span className={tone}>{result.status}</span> {result.statusText}
      </h4>
      <p className={styles.facts}>
        {match ? (
          <>
            Documented as <strong>{match[0]}</strong>
            {match[1] ? `: ${match[1]}` : ''}
          </>
        ) : (
          'Not a documented response of this operation.'
        )}{' '}
        · {result.ms} ms · {size(result.bytes)}
        {viaProxy ? ' · through the proxy' : ''}
      </p>
      {viaProxy && proxyHint(result) && <p className={styles.hint}>{proxyHint(result)}</p>}
      <details className={styles.headers}>
        <summary>Headers ({result.headers.length})</summary>
        <dl>
          {result.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {!viaProxy && (
          <p className={styles.hint}>
            Sent directly, the browser shows only the headers the server exposes to pages (Access-Control-Expose-Headers).
          </p>
        )}
      </details>
      <BodyView body={result.body} contentType={result.contentType} />
    </div>
  );
}

/** The request as curl, credentials masked until the reader reveals them, with a copy button. */
export function CurlView({ request }: { request: BuiltRequest }) {
  const [reveal, setReveal] = useState(false);
  const [copied, setCopied] = useState('');
  const text = curlOf(request, reveal);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied to the clipboard');
    } catch {
      setCopied('Copying failed: select the text and copy it');
    }
    setTimeout(() => setCopied(''), 2000);
  };
  return (
    <div className={styles.curl}>
      <div className={styles.curlBar}>
        <h4 className={styles.subtitle}>Request as curl</h4>
        {request.secrets.length > 0 && (
          <label className={styles.check}>
            <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} /> Show credentials
          </label>
        )}
        <button type="button" className={styles.secondary} onClick={copy}>
          Copy curl
        </button>
        <span role="status" className={styles.hint}>
          {copied}
        </span>
      </div>
      <pre className={styles.code} tabIndex={0} aria-label="The request as a curl command">
        <code>{text}</code>
      </pre>
      {request.cookies.length > 0 && !request.cookieHeader && (
        <p className={styles.hint}>
          The cookies are in curl only: a page cannot set the Cookie header of a request (the site&apos;s proxy can).
        </p>
      )}
    </div>
  );
}

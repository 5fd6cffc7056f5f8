// One request written byte for byte over a socket: fetch and http.request normalise the URL (they
// resolve `..`, turn `\` into `/`, refuse `http://[/`), so a server's handling of hostile request
// lines can only be tested this way. Targets 127.0.0.1 only.
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body as sent (chunked framing included). */
  body: string;
}

/** Sends `<method> <target> HTTP/1.1` to the origin (an http://127.0.0.1:<port> URL) and reads the whole answer. */
export function rawRequest(origin: string, target: string, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  if (hostname !== '127.0.0.1') throw new Error(`rawRequest sends only to 127.0.0.1, not ${hostname}.`);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  });
}

// Test servers listen on 127.0.0.1 in the port range this project's tests were given (4180-4199 by
// default; TEST_PORTS="4300-4319" moves it), trying the next port when one is taken.
import { createServer, type Server } from 'node:http';

const [first, last] = (process.env.TEST_PORTS ?? '4184-4199').split('-').map(Number) as [number, number];

// Each server of a test file takes the next port, never one a closed server just left: fetch keeps
// connections alive, and a pooled socket to the old server would meet the new one closed.
let next = 0;
// Ports fetch and browsers refuse to call ("bad port" in the Fetch standard): 4190 is ManageSieve.
const BLOCKED = new Set([4190]);

/** Listens on the next free port of the range; resolves with the server's origin. */
export async function listenInRange(server: Server): Promise<string> {
  const size = last - first + 1;
  for (let tried = 0; tried < size; tried += 1) {
    const port = first + ((next + tried) % size);
    if (BLOCKED.has(port)) continue;
    const ok = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (ok) {
      next = port - first + 1;
      return `http://127.0.0.1:${port}`;
    }
  }
  throw new Error(`No free port in ${first}-${last} on 127.0.0.1 (set TEST_PORTS to another range).`);
}

/** Closes a server, its idle keep-alive connections too. */
export function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * A port of the range that is free now, for a server another process opens (`npm run serve` in a
 * child): the next call never returns it again.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  const origin = await listenInRange(probe);
  await close(probe);
  return Number(new URL(origin).port);
}

#!/usr/bin/env node
// Serves out/ under the base path: `npm run serve [-- --port 3000 --base /demo]`, with the Try it proxy
// at <base>/_try/ when the export's manifest enables one (scripts/lib/try-proxy.mjs).
import path from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { normaliseBasePath, readPreparedEnv } from '../lib/config/env.mjs';
import { createStaticServer } from './lib/static-server.mjs';
import { readTryManifest } from './lib/try-proxy.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    base: { type: 'string' },
    dir: { type: 'string', default: 'out' },
    'no-redirects': { type: 'boolean', default: false },
  },
});

const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No exported site in ${root}. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}
const basePath =
  values.base !== undefined ? normaliseBasePath(values.base) : readPreparedEnv({ ...process.env, NEXT_DIST_DIR: values.dir }).basePath;
const tryManifest = readTryManifest(root);
const server = createStaticServer({ root, basePath, redirectHtml: !values['no-redirects'], tryManifest });
server.listen(Number(values.port), values.host, () => {
  const shown = values.host === '127.0.0.1' ? 'localhost' : values.host;
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${shown}:${values.port}${basePath}/`);
  const proxied = tryManifest?.apis.filter((api) => api.proxy).map((api) => api.id) ?? [];
  if (proxied.length) console.log(`Try it proxy at ${basePath}/_try/ for ${proxied.join(', ')} (their allowlisted servers only).`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

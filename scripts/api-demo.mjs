#!/usr/bin/env node
// `npm run api:demo [-- --port 8080 --host 127.0.0.1 --cors <origin,…> | --no-cors --require-auth]`:
// the Word and Calculator APIs as openapi/*.yaml describe them, to try the reference's console
// against. Defaults: port 8080 (the specs' server), any origin may call it, no credentials needed.
// The credentials that arrive are named in the X-Demo-Auth response header (scripts/lib/api-demo/server.mjs).
import { parseArgs } from 'node:util';
import { createApiDemoServer } from './lib/api-demo/server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.API_DEMO_PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    cors: { type: 'string', default: '*' },
    'no-cors': { type: 'boolean', default: false },
    'require-auth': { type: 'boolean', default: false },
  },
});

const cors = values['no-cors']
  ? false
  : values.cors === '*'
    ? '*'
    : values.cors
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
const server = createApiDemoServer({ cors, requireAuth: values['require-auth'] });
server.listen(Number(values.port), values.host, () => {
  const corsText = cors === false ? 'no CORS' : cors === '*' ? 'CORS for any origin' : `CORS for ${cors.join(', ')}`;
  console.log(
    `Word and Calculator APIs at http://${values.host}:${values.port}/api/ (${corsText}${values['require-auth'] ? ', credentials required' : ''}).`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

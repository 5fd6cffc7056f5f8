import type { SiteConfigInput } from './schema';

type ApiInput = NonNullable<SiteConfigInput['apis']>[number];

const corpus = 'node_modules/@readme/oas-examples';

/**
 * The `npm run api:demo` servers the test build's Word and Calculator APIs try against (e2e starts
 * them: playwright.config.ts, playwright.nginx.config.ts): the first answers CORS for any origin, the
 * second sends no CORS header, so the console's "CORS refused" explanation and the proxy's way
 * around it can both be shown. Fixed ports: they are written into the build (the allowlist, the CSP).
 */
export const TEST_API_DEMOS = [
  { port: 4181, args: [] as string[] },
  { port: 4182, args: ['--no-cors'] },
];

/**
 * The test build's tryIt for the seed's two APIs: both demo servers, proxied. They listen on loopback,
 * which the proxy refuses unless the config allows the server by name: these are allowed.
 */
export const TEST_BUILD_TRY_IT = {
  servers: TEST_API_DEMOS.map((demo) => `http://127.0.0.1:${demo.port}`),
  proxy: true,
  allowPrivate: TEST_API_DEMOS.map((demo) => `http://127.0.0.1:${demo.port}`),
};

/**
 * Real-world specs published only in the test build (SITE_TEST_BUILD=1, out-test/), so that the
 * end-to-end suite sees them render in a browser (e2e/api-corpus.variant.spec.ts). Their examples
 * are not the site's to fix: a mismatch warns (the real-world fixture's must match). train-travel is split (splitAbove: 3) to test the
 * split layout on a small spec.
 */
export const TEST_BUILD_APIS: ApiInput[] = [
  { id: 'corpus-callbacks', spec: `${corpus}/3.0/json/callbacks.json`, route: '/api/corpus/callbacks', validateExamples: 'warn' },
  { id: 'corpus-links', spec: `${corpus}/3.0/json/link-example.json`, route: '/api/corpus/links', validateExamples: 'warn' },
  { id: 'corpus-webhooks', spec: `${corpus}/3.1/json/webhooks.json`, route: '/api/corpus/webhooks', validateExamples: 'warn' },
  {
    id: 'corpus-discriminators',
    spec: `${corpus}/3.0/json/discriminators.json`,
    route: '/api/corpus/discriminators',
    validateExamples: 'warn',
  },
  { id: 'corpus-nesting', spec: `${corpus}/3.0/json/complex-nesting.json`, route: '/api/corpus/nesting', validateExamples: 'warn' },
  { id: 'corpus-petstore-2', spec: `${corpus}/2.0/json/petstore.json`, route: '/api/corpus/petstore-2', validateExamples: 'warn' },
  {
    id: 'corpus-train-travel',
    spec: `${corpus}/3.1/json/train-travel.json`,
    route: '/api/corpus/train-travel',
    validateExamples: 'warn',
    splitAbove: 3,
  },
  { id: 'real-world', spec: 'tests/openapi/fixtures/real-world/spec.json', route: '/api/corpus/real-world' },
  { id: 'real-world-types', spec: 'tests/openapi/fixtures/real-world/types-3.1.json', route: '/api/corpus/types-3-1' },
  // A generated sample too long to show whole: shown cut, with the whole text a download away (e2e/api-bounds.variant.spec.ts).
  { id: 'bounds', spec: 'tests/openapi/fixtures/bounds.yaml', route: '/api/corpus/bounds' },
  // Ids that collided and in-spec links in every style (e2e/api-anchors.variant.spec.ts), on one page and split.
  { id: 'anchors', spec: 'tests/openapi/fixtures/anchors/spec.yaml', route: '/api/corpus/anchors' },
  { id: 'anchors-split', spec: 'tests/openapi/fixtures/anchors/spec.yaml', route: '/api/corpus/anchors-split', splitAbove: 1 },
  // A spec in several files (nested folders, refs between them) and a generated spec an overlay documents (e2e/api-spec-sources.variant.spec.ts).
  { id: 'multifile', spec: 'tests/openapi/fixtures/multifile/openapi.yaml', route: '/api/corpus/multifile' },
  {
    id: 'overlaid',
    spec: 'tests/openapi/fixtures/overlay/spec.yaml',
    route: '/api/corpus/overlaid',
    overlays: ['tests/openapi/fixtures/overlay/describe.overlay.yaml'],
  },
  // x-tagGroups nesting in the sidebar, the overview and the twins; split, each operation page has its own twin.
  { id: 'tag-groups', spec: 'tests/openapi/fixtures/tag-groups.yaml', route: '/api/corpus/tag-groups' },
  { id: 'tag-groups-split', spec: 'tests/openapi/fixtures/tag-groups.yaml', route: '/api/corpus/tag-groups-split', splitAbove: 1 },
  // OpenAPI 3.2 (QUERY, additionalOperations, querystring, SSE and JSON Lines streams, ...): e2e/openapi-32.variant.spec.ts.
  { id: 'stream', spec: 'tests/openapi/fixtures/v32/notes.yaml', route: '/api/corpus/stream' },
  // A versioned API (issue 19): v2 at the route, v1 at <route>/v1, with a version switcher (e2e/api-versions.variant.spec.ts);
  // split too. v2 adds, removes, deprecates and changes operations against v1 (the changelog reads the same pair).
  {
    id: 'versioned',
    route: '/api/corpus/versioned',
    versions: [
      { name: 'v2', spec: 'tests/openapi/fixtures/versions/v2.yaml' },
      { name: 'v1', label: 'v1 (legacy)', spec: 'tests/openapi/fixtures/versions/v1.yaml' },
    ],
  },
  {
    id: 'versioned-split',
    route: '/api/corpus/versioned-split',
    splitAbove: 1,
    versions: [
      { name: 'v2', spec: 'tests/openapi/fixtures/versions/v2.yaml' },
      { name: 'v1', spec: 'tests/openapi/fixtures/versions/v1.yaml' },
    ],
  },
  // Event APIs (issue 33): an AsyncAPI 3.0 document in three files (Kafka, MQTT, WebSockets, HTTP; Avro,
  // OpenAPI and Protobuf payloads), versioned against a 1.0 whose changelog shows a breaking message change,
  // and a 2.6 one (AMQP, publish/subscribe): e2e/asyncapi.variant.spec.ts.
  {
    id: 'events',
    route: '/api/corpus/events',
    versions: [
      { name: 'v2', spec: 'tests/fixtures/asyncapi/greenhouse/asyncapi.yaml' },
      { name: 'v1', spec: 'tests/fixtures/asyncapi/greenhouse-v1.yaml' },
    ],
  },
  { id: 'events-2-6', spec: 'tests/fixtures/asyncapi/harbour-2.6.yaml', route: '/api/corpus/events-2-6' },
  // The Try it console's credentials of every kind, read back from api:demo's X-Demo-Auth (e2e/try-it.variant.spec.ts).
  { id: 'try-secured', spec: 'tests/fixtures/try-it/secured.yaml', route: '/api/corpus/try-secured', tryIt: TEST_BUILD_TRY_IT },
];

/** An API of the site as the test build publishes it: the seed's word and calculator with the console on. */
export function withTestTryIt<T extends { id?: unknown }>(api: T): T {
  return api.id === 'word' || api.id === 'calculator' ? { ...api, tryIt: TEST_BUILD_TRY_IT } : api;
}

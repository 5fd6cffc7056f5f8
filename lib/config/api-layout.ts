/**
 * The segments an API reference's own pages take below its route: the schema index and schema
 * pages, webhooks, the whole text of long samples (lib/openapi/samples/bounds.ts) and `openapi`.
 * An operation whose page would land on one gets a prefix (lib/openapi/pages/pages.ts), and no API
 * version may be named so (schema.ts: v1 at <route>/schemas would be the latest's schema index).
 * The list lives here because lib/config may not import lib/openapi (tests/config/rooms.test.ts).
 */
export const API_LAYOUT_SEGMENTS: readonly string[] = ['schemas', 'webhooks', 'samples', 'openapi'];

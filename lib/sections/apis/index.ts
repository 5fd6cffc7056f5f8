/**
 * The API part of the app: what `#site-apis` is (package.json `imports`) for every tool and for a
 * site with APIs. For a site without any, next.config.mjs names ./none.ts instead, so Turbopack
 * compiles none of the OpenAPI and AsyncAPI loaders, diff and validators for a docs-only site.
 */
export { apiSection } from '@/lib/sections/api';
export { apiChangelogSection } from '@/lib/sections/api-changelog';
export { specStamp } from '@/lib/openapi';
export { resolveApiLink } from '@/lib/openapi/links/api-links';

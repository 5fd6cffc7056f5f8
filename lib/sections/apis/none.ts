import type { apiSection as ApiSection } from '@/lib/sections/api';
import type { apiChangelogSection as ApiChangelogSection } from '@/lib/sections/api-changelog';
import type { specStamp as SpecStamp } from '@/lib/openapi';
import type { resolveApiLink as ResolveApiLink } from '@/lib/openapi/links/api-links';
import { unknownApiLink } from '@/lib/mdx/api-links';

/**
 * What `#site-apis` is for a site whose config has no APIs (next.config.mjs names it): sections that
 * publish nothing, and a link resolver that reports the unknown API as the real one does. Its exports
 * have the types of ./index.ts's, so callers type-checked against one fit the other.
 */
function noTarget(): never {
  throw new Error('The site has no APIs (site.config.ts apis is empty), so it has no API route to show.');
}

export const apiSection: typeof ApiSection = {
  name: 'api',
  *routes() {},
  metadata: { api: noTarget },
};

export const apiChangelogSection: typeof ApiChangelogSection = {
  name: 'api changelog',
  *routes() {},
  metadata: { 'api-changelog': noTarget },
};

export const specStamp: typeof SpecStamp = () => '';

export const resolveApiLink: typeof ResolveApiLink = async (apiId, operationId) => {
  throw unknownApiLink(apiId, operationId, []);
};

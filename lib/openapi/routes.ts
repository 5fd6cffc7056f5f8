import path from 'node:path';
import { siteConfig, type ApiEntry } from '@/lib/config';

// Every configured API is served by app/api/[...slug]: its route must live under /api/.
const PREFIX = '/api/';

/** The catch-all segments of an API's route: "/api/word" → ["word"]. */
export function apiRouteSlug(api: ApiEntry): string[] {
  if (!api.route.startsWith(PREFIX)) {
    throw new Error(`site.config.ts apis[id=${api.id}].route "${api.route}" must start with ${PREFIX} (e.g. "/api/${api.id}").`);
  }
  return api.route.slice(PREFIX.length).split('/');
}

export function findApiBySlug(slug: string[]): ApiEntry | undefined {
  const route = `${PREFIX}${slug.join('/')}`;
  return siteConfig.apis.find((api) => api.route === route);
}

/** The downloadable spec file's name: "{id}.{yaml|json}", served at /api/openapi/{name}. */
export function specDownloadName(api: ApiEntry): string {
  const ext = path.extname(api.spec).toLowerCase() === '.json' ? 'json' : 'yaml';
  return `${api.id}.${ext}`;
}

export function specDownloadRoute(api: ApiEntry): string {
  return `${PREFIX}openapi/${specDownloadName(api)}`;
}

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

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The API a catch-all path belongs to and the page below its route: ["github", "repos", "get"] →
 * the "github" API and "repos/get"; ["word"] → the "word" API and "" (its reference page).
 */
export function findApiBySlug(slug: string[]): { api: ApiEntry; page: string } | undefined {
  const path = slug.map(decodeSegment).join('/');
  // The longest route wins, so an API at /api/a/b is not taken for a page of one at /api/a.
  const matches = siteConfig.apis
    .filter((api) => `${PREFIX}${path}` === api.route || `${PREFIX}${path}`.startsWith(`${api.route}/`))
    .sort((a, b) => b.route.length - a.route.length);
  const api = matches[0];
  return api ? { api, page: `${PREFIX}${path}`.slice(api.route.length + 1) } : undefined;
}

/** The downloadable spec file's name: "{id}.{yaml|json}", served at /api/openapi/{name}. */
export function specDownloadName(api: ApiEntry): string {
  const ext = path.extname(api.spec).toLowerCase() === '.json' ? 'json' : 'yaml';
  return `${api.id}.${ext}`;
}

export function specDownloadRoute(api: ApiEntry): string {
  return `${PREFIX}openapi/${specDownloadName(api)}`;
}

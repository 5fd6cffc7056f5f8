import { siteConfig, type ApiEntry } from '@/lib/config';

export { specDownloadName, specDownloadRoute } from './download';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The API a route belongs to and the page below its route: "/api/github/repos/get" → the "github"
 * API and "repos/get"; "/api/word" → the "word" API and "" (its reference page).
 */
export function findApiByRoute(route: string, apis: ApiEntry[] = siteConfig.apis): { api: ApiEntry; page: string } | undefined {
  const decoded = route.split('/').map(decodeSegment).join('/');
  // The longest route wins, so an API at /api/a/b is not taken for a page of one at /api/a.
  const matches = apis
    .filter((api) => decoded === api.route || decoded.startsWith(`${api.route}/`))
    .sort((a, b) => b.route.length - a.route.length);
  const api = matches[0];
  return api ? { api, page: decoded.slice(api.route.length + 1) } : undefined;
}

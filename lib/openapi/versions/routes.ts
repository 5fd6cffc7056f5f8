// Where a versioned API's versions live: the latest at the API's route, version "v1" at <route>/v1,
// the changelog at <route>/changelog. A split latest version puts its operation pages under the same
// route, so an operation slugged "v1" would take the older version's address: those first segments
// are reserved on the latest (pages.ts gives such an operation the "op-" prefix, as for "schemas").
import type { ApiEntry } from '@/lib/config/schema';

/** The changelog's segment below a versioned API's route. */
export const CHANGELOG_SEGMENT = 'changelog';

/** First segments the latest version's pages may not take: the other versions' names and "changelog". Empty for an unversioned API or an older version. */
export function reservedPages(api: Partial<Pick<ApiEntry, 'version'>>): string[] {
  const version = api.version;
  if (!version?.latest) return [];
  return [...version.family.versions.filter((ref) => ref.name !== version.name).map((ref) => ref.name), CHANGELOG_SEGMENT];
}

/**
 * The spec download's file name stem: the entry's id, with "@" turned into "." for an older version
 * ("word@v1" → "word.v1"): "@" in a file name is percent-encoded by some hosts and tools, and API ids
 * hold no ".", so "word.v1" can be no other API's.
 */
export function downloadStem(id: string): string {
  return id.replace('@', '.');
}

import type { Metadata } from 'next';
import { absoluteUrl, type ApiEntry } from '@/lib/config';
import { pageMetadata } from '@/lib/config/metadata';
import { getChangelog } from './changelog';
import { CHANGELOG_FEEDS } from './feed';

/** A changelog page's title, description and canonical URL, with its feeds as alternates (<link rel="alternate">). */
export async function changelogMetadata(api: ApiEntry, route: string, pair?: number, part?: number): Promise<Metadata> {
  const model = await getChangelog(api);
  const shown = pair === undefined ? undefined : model.pairs[pair];
  const title = shown ? `${model.title} changelog: ${shown.from.label} → ${shown.to.label}, part ${(part ?? 0) + 1}` : `${model.title} changelog`;
  const newest = model.pairs[0];
  const description = newest
    ? `Changes between versions of ${model.title}, newest first: ${newest.from.label} → ${newest.to.label} has ${newest.counts.changes} changes, ${newest.counts.breaking} breaking.`
    : `Changes between versions of ${model.title}.`;
  const meta = pageMetadata({ title, description, path: route });
  const types = Object.fromEntries(CHANGELOG_FEEDS.map((feed) => [feed.type, [{ url: absoluteUrl(`${model.changelogRoute}${feed.path}`), title: `${model.title} changelog (${feed.title})` }]]));
  return { ...meta, alternates: { ...meta.alternates, types } };
}

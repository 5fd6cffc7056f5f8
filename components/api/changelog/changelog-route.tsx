import { notFound } from 'next/navigation';
import type { ApiEntry } from '@/lib/config';
import { getChangelog } from '@/lib/openapi/diff/changelog';
import { ChangelogPartView, ChangelogView } from './changelog-view';

/** A versioned API's changelog page, or one part of a large pair of versions (lib/openapi/diff/changelog-plan.ts). */
export async function ApiChangelogRoute({ api, pair, part }: { api: ApiEntry; pair?: number; part?: number }) {
  const model = await getChangelog(api);
  if (pair === undefined || part === undefined) return <ChangelogView model={model} />;
  const found = model.pairs[pair];
  if (!found?.parts[part]) notFound();
  return <ChangelogPartView model={model} pair={found} part={part} />;
}

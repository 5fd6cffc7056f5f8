import { withBase } from '@/lib/config';
import type { DocsPage } from '@/lib/content/docs';
import { docsDataOf } from '@/lib/content/docs-data';
import { DocsPageView } from './docs-page';
import { StalePreferredVersion } from './stale-preferred-version.client';

/**
 * A docs page. Its instance's version names go to the client only to drop a saved preferred version
 * that names none of them (spec §4); the navbar's leaves carry the versions readers choose from.
 */
export function DocsRoute({ page }: { page: DocsPage }) {
  const { pluginId, versions } = docsDataOf(page);
  return (
    <>
      <StalePreferredVersion pluginId={pluginId} names={versions.map((version) => version.name)} />
      <DocsPageView page={page} />
    </>
  );
}

/**
 * The docs root when no doc lives there: Next's redirect() leaves only a JavaScript redirect in a
 * static export, so this page shows the main doc itself (readable without JavaScript, canonical to
 * the main doc) and a meta refresh moves the reader there on any static host.
 */
export function DocsRootRoute({ page }: { page: DocsPage }) {
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${withBase(page.route)}`} />
      <DocsRoute page={page} />
    </>
  );
}

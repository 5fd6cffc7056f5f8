import { withBase } from '@/lib/config';
import type { DocsPage } from '@/lib/content/docs';
import { docsDataOf } from '@/lib/content/docs-data';
import { clientVersion } from '@/lib/content/version';
import { DocsPageView } from './docs-page';
import { DocsVersionProvider } from './version-provider.client';

/** A docs page inside the version context every docs page gives its client components (spec §3). */
export function DocsRoute({ page }: { page: DocsPage }) {
  const { pluginId, version, versions } = docsDataOf(page);
  return (
    <DocsVersionProvider pluginId={pluginId} versions={versions.map(clientVersion)} activeName={version.name}>
      <DocsPageView page={page} />
    </DocsVersionProvider>
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

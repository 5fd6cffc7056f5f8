import type { ReactNode } from 'react';
import { DocsVersionProvider } from '@/components/docs/version-provider.client';
import { getDocs } from '@/lib/content/docs-data';
import { DOCS_PLUGIN_ID } from '@/lib/content/version';

/** Every docs page can read the version metadata (spec §3) from client components. */
export default function DocsLayout({ children }: { children: ReactNode }) {
  const { version } = getDocs();
  return (
    <DocsVersionProvider pluginId={DOCS_PLUGIN_ID} versions={[version]} activeName={version.name}>
      {children}
    </DocsVersionProvider>
  );
}

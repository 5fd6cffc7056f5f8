import { siteConfig } from '@/lib/config';
import type { DocsData, DocsPage } from '@/lib/content/docs';
import { PreferredVersionLink } from './preferred-version-link.client';
import styles from '@/components/ui/notice.module.css';

/** Where the banner sends a reader: the same doc (by id) in the last version, else that version's main doc. */
export function latestTarget(data: Pick<DocsData, 'versions'>, page: DocsPage): { name: string; label: string; href: string } | undefined {
  const latest = data.versions.find((version) => version.isLast);
  if (!latest) return undefined;
  const same = page.kind === 'doc' ? latest.docs.find((doc) => doc.id === page.id) : undefined;
  return { name: latest.name, label: latest.label, href: same?.path ?? latest.mainDocRoute ?? latest.path };
}

/**
 * Docusaurus' DocVersionBanner, server-rendered: on an unreleased or unmaintained version, its texts
 * and a link to the same doc in the last version (choosing it saves that version as preferred).
 */
export function VersionBanner({ data, page }: { data: DocsData; page: DocsPage }) {
  const { version } = data;
  if (version.banner === 'none') return null;
  const latest = latestTarget(data, page);
  if (!latest || latest.name === version.name) return null;
  return (
    <aside className={styles.banner} aria-label="Version notice" data-version-banner={version.banner}>
      <p>
        {version.banner === 'unreleased'
          ? `This is unreleased documentation for ${siteConfig().title} ${version.label} version.`
          : `This is documentation for ${siteConfig().title} ${version.label}, which is no longer actively maintained.`}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <PreferredVersionLink pluginId={data.pluginId} version={latest.name} href={latest.href}>
          <b>latest version</b>
        </PreferredVersionLink>{' '}
        ({latest.label}).
      </p>
    </aside>
  );
}

/** Docusaurus' DocVersionBadge: "Version: 1.0.0" on the docs of a version with `badge`. */
export function VersionBadge({ data }: { data: DocsData }) {
  if (!data.version.badge) return null;
  return <span className={styles.badge}>Version: {data.version.label}</span>;
}

import { Main } from '@/components/layout/main';
import { SiteLink } from '@/components/ui/site-link.client';
import { siteConfig } from '@/lib/config';
import type { VersionNav } from '@/lib/runtime/docs-versions';
import type { VersionBanner } from '@/lib/content/version';

export interface VersionsPageInstance extends VersionNav {
  banners: Record<string, VersionBanner>;
}

const STATUS: Record<VersionBanner, string> = { none: '', unreleased: 'Unreleased', unmaintained: 'No longer maintained' };

/**
 * The generated versions page (/versions), linked as "All versions" from the version dropdown when
 * the site has no page of its own there: each docs instance's versions, newest first, with the
 * last version marked and each linking to its main doc.
 */
export function DocsVersionsRoute({ instances }: { instances: VersionsPageInstance[] }) {
  return (
    <Main className="container">
      <article className="prose">
        <h1>{siteConfig().title} documentation versions</h1>
        {instances.map((instance) => (
          // With one instance the page's h1 names the table; a section may only point at a heading it has.
          <section key={instance.pluginId} aria-labelledby={instances.length > 1 ? `versions-${instance.pluginId}` : undefined}>
            {instances.length > 1 && (
              <h2 id={`versions-${instance.pluginId}`}>{instance.pluginId === 'default' ? 'Docs' : instance.pluginId}</h2>
            )}
            <table>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Status</th>
                  <th scope="col">Documentation</th>
                </tr>
              </thead>
              <tbody>
                {instance.versions.map((version) => (
                  <tr key={version.name} data-version={version.name}>
                    <th scope="row">{version.label}</th>
                    <td>{version.isLast ? 'Latest' : STATUS[instance.banners[version.name] ?? 'none'] || '—'}</td>
                    <td>
                      <SiteLink href={version.mainDocRoute} prefetch="hover">
                        {version.label} documentation
                      </SiteLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </article>
    </Main>
  );
}

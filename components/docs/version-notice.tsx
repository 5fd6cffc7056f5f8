import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/config';
import type { DocsData, DocsPage } from '@/lib/content/docs';
import { PreferredVersionLink } from './preferred-version-link.client';
import styles from '@/components/ui/notice.module.css';
import { routeText } from '@/lib/content/locales';

/** Where the banner sends a reader: the same doc (by id) in the last version, else that version's main doc. */
export function latestTarget(data: Pick<DocsData, 'versions'>, page: DocsPage): { name: string; label: string; href: string } | undefined {
  const latest = data.versions.find((version) => version.isLast);
  if (!latest) return undefined;
  const same = page.kind === 'doc' ? latest.docs.find((doc) => doc.id === page.id) : undefined;
  return { name: latest.name, label: latest.label, href: same?.path ?? latest.mainDocRoute ?? latest.path };
}

/** A message's {versionLabel} replaced by the label as a node of its own (the HTML of the English text as it was). */
function withLabel(message: string, label: string): ReactNode {
  const [head = '', tail = ''] = message.split('{versionLabel}');
  return message.includes('{versionLabel}') ? (
    <>
      {head || null}
      {label}
      {tail || null}
    </>
  ) : (
    message
  );
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
  const values = { siteTitle: siteConfig().title, versionLabel: version.label };
  const text = (key: string, english: string, more: Record<string, string> = {}) =>
    routeText(page.route, key, english, { ...values, ...more });
  // The link sits inside the sentence where the message puts {latestVersionLink}; the spaces around it
  // and the label are nodes of their own, so an English page's HTML is what it was, to the byte.
  const [before = '', after = ''] = routeText(
    page.route,
    'theme.docs.versions.latestVersionSuggestionLabel',
    'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  ).split('{latestVersionLink}');
  const [, beforeText, beforeSpace] = /^([\s\S]*?)(\s?)$/.exec(before)!;
  const [, afterSpace, afterText = ''] = /^(\s?)([\s\S]*)$/.exec(after)!;
  return (
    <aside
      className={styles.banner}
      aria-label={routeText(page.route, 'theme.docs.versions.noticeAriaLabel', 'Version notice')}
      data-version-banner={version.banner}
    >
      <p>
        {version.banner === 'unreleased'
          ? text('theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel} version.')
          : text(
              'theme.docs.versions.unmaintainedVersionLabel',
              'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
            )}
      </p>
      <p>
        {beforeText || null}
        {beforeSpace || null}
        <PreferredVersionLink pluginId={data.pluginId} version={latest.name} href={latest.href}>
          <b>{text('theme.docs.versions.latestVersionLinkLabel', 'latest version')}</b>
        </PreferredVersionLink>
        {afterSpace || null}
        {withLabel(afterText, latest.label)}
      </p>
    </aside>
  );
}

/** Docusaurus' DocVersionBadge: "Version: 1.0.0" on the docs of a version with `badge`. */
export function VersionBadge({ data, route }: { data: DocsData; route: string }) {
  if (!data.version.badge) return null;
  return (
    <span className={styles.badge}>
      {withLabel(routeText(route, 'theme.docs.versionBadge.label', 'Version: {versionLabel}'), data.version.label)}
    </span>
  );
}

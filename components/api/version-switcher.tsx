import { withBase } from '@/lib/config';
import type { VersionLink, VersionSwitch } from '@/lib/openapi/versions/versions';
import { VersionSwitcherBehaviour } from './version-switcher.client';
import styles from './version-switcher.module.css';

/** The anchors of a one-page reference's counterparts in a version, with the base path, for the client leaf. */
function anchorsAttribute(link: VersionLink): string | undefined {
  if (!link.anchors) return undefined;
  return JSON.stringify(Object.fromEntries(Object.entries(link.anchors).map(([anchor, href]) => [anchor, withBase(href)])));
}

const nameOf = (link: VersionLink) => `${link.label}${link.latest ? ' (latest)' : ''}`;

/**
 * The version switcher of every page of a versioned API: plain links (no script needed), each to this
 * page's counterpart in that version (the same operation, webhook or schema when it has it, else its
 * top). On a one-page reference the page cannot know the reader's anchor: a small client leaf adds it
 * from each version link's `data-version-anchors` (the note's link reads its version's). On an older
 * version, a note links to the latest.
 */
export function VersionSwitcher({ versions }: { versions: VersionSwitch }) {
  const { current } = versions;
  const latest = versions.versions.find((link) => link.latest)!;
  return (
    <div className={styles.bar} data-version-switch="">
      <nav aria-label="API version" className={styles.switcher}>
        <details className={styles.menu}>
          <summary className={styles.summary}>
            <span className={styles.caption}>Version</span> <strong>{nameOf(current)}</strong>
          </summary>
          <ul className={styles.list}>
            {versions.versions.map((link) => (
              <li key={link.name}>
                <a
                  href={withBase(link.href)}
                  aria-current={link.current ? 'page' : undefined}
                  data-version={link.name}
                  data-version-anchors={anchorsAttribute(link)}
                  className={styles.option}
                >
                  {nameOf(link)}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </nav>
      {!current.latest && (
        <p className={styles.note} role="note" data-version-note="">
          You are reading {current.label}, an older version of this API; the latest is{' '}
          <a href={withBase(latest.href)} data-version={latest.name}>
            {latest.label}
          </a>
          {latest.exact ? '' : ' (this page is not in it)'}.
        </p>
      )}
      <VersionSwitcherBehaviour />
    </div>
  );
}

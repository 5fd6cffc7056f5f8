import { withBase } from '@/lib/config';
import type { OperationView } from '@/lib/openapi';
import styles from './badges.module.css';

/** "Added in v2" / "Changed in v3" beside an operation's title, linking to its changelog entry (lib/openapi/diff/changelog.ts versionBadges). */
export function VersionBadge({ badge }: { badge: NonNullable<OperationView['versionBadge']> }) {
  const text = `${badge.kind === 'added' ? 'Added' : 'Changed'} in ${badge.version}`;
  return (
    <a className={styles.since} href={withBase(badge.href)} data-version-badge={badge.kind} title={`${text}: see the changelog`}>
      {text}
    </a>
  );
}

import type { ReactNode } from 'react';
import { UiText } from '@/components/ui/ui-text';
import { uiLabel } from '@/lib/content/locales';
import styles from './admonition.module.css';

type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const TITLES: Record<AdmonitionType, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

const ICON_PATHS: Record<AdmonitionType, ReactNode> = {
  note: <path d="M4 4h16v12l-4 4H4zM16 20v-4h4M8 9h8M8 13h5" />,
  tip: <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z" />,
  info: <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01" />,
  warning: <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
  danger: <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM12 8v4M12 16h.01" />,
};

function isType(value: string | undefined): value is AdmonitionType {
  return value !== undefined && value in TITLES;
}

/** A callout from `:::note|tip|info|warning|danger[Title]` (lib/mdx/admonitions.ts); admonitions may nest. */
export function Admonition({ type, title, children }: { type?: string; title?: string; children?: ReactNode }) {
  const kind: AdmonitionType = isType(type) ? type : 'note';
  // Docusaurus' key for the type's title (theme.admonition.note, …); the accessible name takes the default locale's words.
  const key = `theme.admonition.${kind}`;
  return (
    // role="note", not <aside>: a callout is part of the text, and a landmark inside <main> (or inside another
    // admonition) makes screen readers list each one among the page's regions.
    <div
      role="note"
      className={[styles.admonition, styles[kind]].filter(Boolean).join(' ')}
      data-admonition={kind}
      aria-label={title || uiLabel(key, TITLES[kind]).text}
    >
      <p className={styles.heading}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {ICON_PATHS[kind]}
        </svg>
        {title || <UiText k={key} english={TITLES[kind]} />}
      </p>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { useUiLabel } from '@/components/ui/locale.client';
import styles from './copy-button.module.css';

type Label = { text: string; byLocale?: Record<string, string> };

/** The button's words on a site whose locales say them otherwise (components/mdx/code-block.tsx); English without. */
export interface CopyLabels {
  copy: Label;
  copied: Label;
  ariaLabel: Label;
}

const ENGLISH: CopyLabels = { copy: { text: 'Copy' }, copied: { text: 'Copied' }, ariaLabel: { text: 'Copy code to clipboard' } };

/**
 * Copies the code of the block it sits in. It reads the text from the DOM instead of taking it as
 * a prop, so the code is not shipped a second time in the page's data.
 */
export function CopyButton({ labels = ENGLISH }: { labels?: CopyLabels }) {
  const words = {
    copy: useUiLabel(labels.copy, 'Copy'),
    copied: useUiLabel(labels.copied, 'Copied'),
    ariaLabel: useUiLabel(labels.ariaLabel, 'Copy code to clipboard'),
  };
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (event: React.MouseEvent<HTMLButtonElement>) => {
    const code = event.currentTarget.closest('[data-codeblock]')?.querySelector('pre code');
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.textContent ?? '');
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.warn('Copying the code failed (the clipboard may be blocked).', error);
    }
  };

  return (
    <button
      type="button"
      className={`copy-button ${styles.button}`}
      aria-label={copied ? words.copied : words.ariaLabel}
      title={words.copy}
      data-copied={copied ? '' : undefined}
      onClick={copy}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        {copied ? <path d="M20 6 9 17l-5-5" /> : <path d="M9 9h11v11H9zM5 15H4V4h11v1" />}
      </svg>
      <span aria-live="polite" className={styles.label}>
        {copied ? words.copied : ''}
      </span>
    </button>
  );
}

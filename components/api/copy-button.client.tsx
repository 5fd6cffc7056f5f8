'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import styles from './samples.module.css';

/**
 * Copies the code of the nearest [data-copy-source] block. The code is read from the page rather
 * than passed as a prop, so it is not shipped twice. Rendered only after mount: without
 * JavaScript a button that cannot work would only mislead.
 */
const subscribeNothing = () => () => {};

export function CopyButton({ label }: { label: string }) {
  // false in the server HTML, true once hydrated, without a second render pass.
  const mounted = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!mounted) return null;
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={copied ? 'Copied' : label}
      onClick={async (event) => {
        const code = event.currentTarget.closest('[data-copy-source]')?.querySelector('pre')?.textContent ?? '';
        try {
          await navigator.clipboard.writeText(code);
          setCopied(true);
        } catch (error) {
          console.warn('Copying to the clipboard failed:', error);
        }
      }}
    >
      {copied ? 'Copied' : 'Copy'}
      <span className="visually-hidden" aria-live="polite">{copied ? 'Copied to the clipboard' : ''}</span>
    </button>
  );
}

import styles from './samples.module.css';

/**
 * The copy button of a sample: server HTML, hidden until CopyButtons (copy-buttons.client.tsx) shows
 * it, because without JavaScript a button that cannot work would only mislead. It is plain markup, not
 * a client component, so it can live in a static island (components/ui/static-island.client.tsx).
 */
export function CopyButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.copy} aria-label={label} data-copy-button="" hidden>
      Copy
      <span className="visually-hidden" aria-live="polite" />
    </button>
  );
}

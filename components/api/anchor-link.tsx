import { scopeHtmlIds, type IdAllocator } from '@/lib/openapi/model/ids';
import styles from './reference.module.css';

/**
 * The copy-link affordance of a deep link: a plain "#" link to the anchor (works without
 * JavaScript; copy it from the context menu or the address bar).
 */
export function AnchorLink({ anchor, label }: { anchor: string; label: string }) {
  return (
    <a className={styles.anchorLink} href={`#${anchor}`} aria-label={`Direct link to ${label}`}>
      #
    </a>
  );
}

/**
 * Sanitised HTML from the view model (markdown descriptions went through rehype-sanitize). Ids in
 * it (footnotes, raw HTML, headings) get page-unique ids from the page's allocator.
 */
export function Markdown({ html, className, ids }: { html?: string; className?: string; ids: IdAllocator }) {
  if (!html) return null;
  return <div className={`${styles.markdown} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: scopeHtmlIds(html, ids) }} />;
}

import { withBase } from '@/lib/config';
import { markdownRoute } from '@/lib/site/markdown-route';
import { CopyMarkdownButton } from './copy-markdown-button.client';
import styles from './page-markdown.module.css';

/**
 * "Copy page as Markdown" and a plain link to the page's .md copy (written after the build), for
 * readers who paste docs into an assistant. The link works without JavaScript.
 */
export function PageMarkdownActions({ route }: { route: string }) {
  const href = withBase(markdownRoute(route));
  return (
    <div className={styles.actions}>
      <CopyMarkdownButton href={href} className={styles.button} />
      <a className={styles.link} href={href} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}

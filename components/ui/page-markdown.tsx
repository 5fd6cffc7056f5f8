import { withBase } from '@/lib/config';
import { markdownRoute } from '@/lib/site/markdown-route';
import { routeText } from '@/lib/content/locales';
import { CopyMarkdownButton, type CopyMarkdownLabels } from './copy-markdown-button.client';
import styles from './page-markdown.module.css';

const COPY_MARKDOWN_ENGLISH: CopyMarkdownLabels = { idle: 'Copy page as Markdown', copied: 'Copied', failed: 'Copy failed' };

/**
 * "Copy page as Markdown" and a plain link to the page's .md copy (written after the build), for
 * readers who paste docs into an assistant. The link works without JavaScript.
 */
export function PageMarkdownActions({ route }: { route: string }) {
  const href = withBase(markdownRoute(route));
  // Our own keys (Docusaurus has no such button) in code.json; the words reach the button only when they are not English.
  const labels: CopyMarkdownLabels = {
    idle: routeText(route, 'theme.markdown.copyPage', COPY_MARKDOWN_ENGLISH.idle),
    copied: routeText(route, 'theme.CodeBlock.copied', COPY_MARKDOWN_ENGLISH.copied),
    failed: routeText(route, 'theme.markdown.copyFailed', COPY_MARKDOWN_ENGLISH.failed),
  };
  const translated = Object.entries(labels).some(([state, text]) => text !== COPY_MARKDOWN_ENGLISH[state as keyof CopyMarkdownLabels]);
  return (
    <div className={styles.actions}>
      <CopyMarkdownButton href={href} className={styles.button} {...(translated ? { labels } : {})} />
      <a className={styles.link} href={href} type="text/markdown">
        {routeText(route, 'theme.markdown.viewPage', 'View as Markdown')}
      </a>
    </div>
  );
}

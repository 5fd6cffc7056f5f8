import { uiLabel } from '@/lib/content/locales';
import { CopyButton, type CopyLabels } from './copy-button.client';
import styles from './code-block.module.css';

export interface CodeBlockProps {
  /** shiki's HTML, made at build time by lib/mdx/code-blocks.ts from the fence's text (escaped by shiki). */
  html: string;
  language?: string;
  title?: string;
  showLineNumbers?: boolean | string;
  startLine?: number | string;
}

/** The copy button's words (Docusaurus' keys), passed only when some locale says them otherwise. */
function copyProps(): { labels?: CopyLabels } {
  const labels = {
    copy: uiLabel('theme.CodeBlock.copy', 'Copy'),
    copied: uiLabel('theme.CodeBlock.copied', 'Copied'),
    ariaLabel: uiLabel('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard'),
  };
  return Object.values(labels).some((label) => label.byLocale) ? { labels } : {};
}

/** A highlighted code block: optional title bar, line numbers, highlighted lines and a copy button. */
export function CodeBlock({ html, language, title, showLineNumbers, startLine }: CodeBlockProps) {
  const numbered = showLineNumbers === true || showLineNumbers === 'true';
  const start = Number(startLine ?? 1) || 1;
  return (
    <div className={styles.block} data-codeblock="" data-language={language}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <div
          // A block that starts elsewhere than line 1 shows its lines' data-line numbers (set by
          // lib/mdx/code-blocks.ts): a counter's start would need a style attribute, which the CSP refuses.
          className={numbered ? `${styles.code} ${styles.numbered}${start !== 1 ? ` ${styles.fromLine}` : ''}` : styles.code}
          // Our own build-time highlighter's output (shiki escapes the code), never reader input.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {/* Spread: an undefined prop would still be written into a single-locale page's data. */}
        <CopyButton {...copyProps()} />
      </div>
    </div>
  );
}

import { CopyButton } from './copy-button.client';
import styles from './code-block.module.css';

export interface CodeBlockProps {
  /** shiki's HTML, made at build time by lib/mdx/code-blocks.ts from the fence's text (escaped by shiki). */
  html: string;
  language?: string;
  title?: string;
  showLineNumbers?: boolean | string;
  startLine?: number | string;
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
          className={numbered ? `${styles.code} ${styles.numbered}` : styles.code}
          style={numbered ? { counterReset: `line ${start - 1}` } : undefined}
          // Our own build-time highlighter's output (shiki escapes the code), never reader input.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <CopyButton />
      </div>
    </div>
  );
}

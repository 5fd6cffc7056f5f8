import { isValidElement, type ReactNode } from 'react';
import { textOf } from '@/components/mdx/heading';
import { CodeBlock as MdxCodeBlock } from '@/components/mdx/code-block';
import { siteConfig } from '@/lib/config';
import { highlightFence } from '@/lib/mdx/code-blocks';

export interface ThemeCodeBlockProps {
  children?: ReactNode;
  language?: string;
  /** `language-js`, as Markdown fences write it. */
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  /** The fence's meta string (`{1,3} title="x"`). */
  metastring?: string;
}

/**
 * `@theme/CodeBlock`: `<CodeBlock language="js" title="x">{code}</CodeBlock>`, highlighted on the
 * server by the same shiki pass as Markdown fences (no highlighter reaches the browser).
 */
export default async function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: ThemeCodeBlockProps) {
  const code =
    typeof children === 'string'
      ? children
      : isValidElement(children) || Array.isArray(children)
        ? textOf(children)
        : String(children ?? '');
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const meta = [
    metastring,
    title !== undefined ? `title=${JSON.stringify(textOf(title))}` : '',
    showLineNumbers !== undefined && showLineNumbers !== false
      ? `showLineNumbers${typeof showLineNumbers === 'number' ? `=${showLineNumbers}` : ''}`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const block = await highlightFence(code.replace(/\n$/, ''), lang, meta, siteConfig().codeThemes);
  return (
    <MdxCodeBlock
      html={block.html}
      language={lang}
      title={block.info.title}
      showLineNumbers={block.info.showLineNumbers}
      startLine={block.info.startLine}
    />
  );
}

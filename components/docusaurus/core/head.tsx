import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

interface ScriptProps {
  type?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/** A JSON-LD block's text, written as children or as inner HTML, safe inside a script element: "<" cannot close it. */
function scriptText({ children, dangerouslySetInnerHTML }: ScriptProps): string {
  const inner = dangerouslySetInnerHTML?.__html;
  const text =
    typeof inner === 'string'
      ? inner
      : Children.toArray(children)
          .filter((child) => typeof child === 'string' || typeof child === 'number')
          .join('');
  return text.replace(/</g, '\\u003c');
}

/**
 * `@docusaurus/Head`: Next.js writes the page's head from its metadata (front matter `title`,
 * `description`, `keywords`, `image`), so the title, meta and link elements a page puts here are not
 * rendered; the content check says so for each file that uses it. Structured data is kept: a
 * `<script type="application/ld+json">` is rendered where the component stands, which search engines
 * read in the body as in the head (a real site's FAQ page carried its whole FAQ this way).
 */
export default function Head({ children }: { children?: ReactNode }) {
  const blocks = Children.toArray(children).filter(
    (child): child is ReactElement<ScriptProps> =>
      isValidElement<ScriptProps>(child) && child.type === 'script' && child.props.type === 'application/ld+json',
  );
  if (blocks.length === 0) return null;
  return blocks.map((block, i) => (
    <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptText(block.props) }} />
  ));
}

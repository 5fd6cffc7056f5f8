import type { ReactNode } from 'react';

/**
 * `@docusaurus/Head`: Next.js writes the page's head from its metadata (front matter `title`,
 * `description`, `keywords`, `image`), so what a page puts here is not rendered; the content check
 * says so for each file that uses it.
 */
export default function Head(props: { children?: ReactNode }): null {
  void props;
  return null;
}

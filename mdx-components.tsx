import type { MDXComponents } from 'mdx/types';
import { Main } from '@/components/layout/main';
import { mdxComponents } from '@/components/mdx/components';

/** Used by @next/mdx for page.mdx files under app/ (plain pages such as /markdown-page). */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return {
    ...mdxComponents,
    wrapper: ({ children }) => (
      <Main>
        <article className="container prose" data-search-body="">{children}</article>
      </Main>
    ),
    ...components,
  };
}

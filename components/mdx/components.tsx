import type { MDXComponents } from 'mdx/types';
import { headingComponents } from './heading';
import { MdxLink } from './mdx-link';

/** The component map shared by every MDX source: app pages, docs and blog. */
export const mdxComponents: MDXComponents = {
  ...headingComponents,
  a: MdxLink,
};

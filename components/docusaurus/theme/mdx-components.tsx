import { mdxComponents } from '@/components/mdx/components';

/** `@theme/MDXComponents`: the component map every page renders with. */
export default mdxComponents;

import type { ComponentProps } from 'react';
import { Heading as MdxHeading } from '@/components/mdx/heading';

/** `@theme/Heading`: `<Heading as="h2" id="…">`, with the direct-link anchor our headings have. */
export default function Heading({ as = 'h2', ...props }: ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return <MdxHeading level={Number(as.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6} {...props} />;
}

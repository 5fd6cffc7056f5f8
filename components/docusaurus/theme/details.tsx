import type { ComponentProps, ReactNode } from 'react';
import { Details as MdxDetails, Summary } from '@/components/mdx/details';

/** `@theme/Details`: Docusaurus' `<Details summary="…">`, or a `<summary>` child as in HTML. */
export default function Details({ summary, children, ...props }: ComponentProps<'details'> & { summary?: ReactNode }) {
  return (
    <MdxDetails {...props}>
      {summary !== undefined && <Summary>{summary}</Summary>}
      {children}
    </MdxDetails>
  );
}

import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/ui/site-link.client';

/** Markdown links go through the site's link component, so they get the base path and prefetch policy. */
export function MdxLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  return (
    <SiteLink href={href} {...props}>
      {children}
    </SiteLink>
  );
}

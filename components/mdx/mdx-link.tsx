import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/ui/site-link.client';
import { parseApiHref } from '@/lib/openapi/links';
import { ApiLink } from './api-link';

/**
 * Markdown links go through the site's link component, so they get the base path and prefetch
 * policy; `[text](api:calculator#divide)` links an API operation by id, checked at build time.
 */
export function MdxLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  const api = parseApiHref(href);
  if (api) {
    return (
      <ApiLink api={api[0]} op={api[1]}>
        {children}
      </ApiLink>
    );
  }
  return (
    <SiteLink href={href} {...props}>
      {children}
    </SiteLink>
  );
}

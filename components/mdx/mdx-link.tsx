import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/ui/site-link.client';
import { parseApiHref } from '@/lib/mdx/api-links';
import { ApiLink } from './api-link';

// A URL scheme as browsers read it: they drop ASCII whitespace and control characters first.
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Relative URLs and web, mail and phone links; not javascript:, data:, vbscript: and the like, which run code. */
export function isSafeHref(href: string): boolean {
  const scheme = SCHEME.exec(href.replace(/[\u0000-\u0020]/g, ''))?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

/**
 * Markdown links go through the site's link component, so they get the base path and prefetch
 * policy; `[text](api:calculator#divide)` links an API operation by id, checked at build time. A
 * link to a script URL (`[x](javascript:…)`) shows its text only, and an `<a>` without href stays one.
 */
export function MdxLink({ href, children, ...props }: ComponentProps<'a'>) {
  // `<a name="old-anchor">` in raw HTML is a link target, not a link.
  if (href === undefined) return <a {...props}>{children}</a>;
  const api = parseApiHref(href);
  if (api) {
    return (
      <ApiLink api={api[0]} op={api[1]}>
        {children}
      </ApiLink>
    );
  }
  if (!isSafeHref(href)) return <span>{children}</span>;
  return (
    <SiteLink href={href} {...props}>
      {children}
    </SiteLink>
  );
}

'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { browserCanPrefetch } from '@/lib/runtime/prefetch-policy';
import { useLocalisedHref } from '@/components/ui/locale.client';

const EXTERNAL = /^(https?:)?\/\/|^mailto:/;
const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
/** The site's home route, optionally with a query or hash. */
const HOME = /^\/(?=$|[?#])/;
/** A path whose last segment has an extension: a file (/files/spec.yaml, /blog/rss.xml), not a page. */
const FILE = /\.[A-Za-z0-9]+(?=$|[?#])/;

/**
 * A file link's href: the base path before a path from the site's root; a relative one as written
 * (an unresolved "./guide.md" became "/demo./guide.md", which the link check then called outside the
 * base path instead of naming the missing file).
 */
export function fileHref(href: string): string {
  return href.startsWith('/') ? `${BASE_PATH}${href}` : href;
}

function subscribeToConnection(onChange: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  connection?.addEventListener('change', onChange);
  return () => connection?.removeEventListener('change', onChange);
}

export type PrefetchMode = 'viewport' | 'hover';

export interface SiteLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** An internal route ("/docs/intro", without the base path), a "#hash", or an external URL. */
  href: string;
  /** "viewport" prefetches links as they scroll into view; "hover" (long lists) only on pointer or focus. */
  prefetch?: PrefetchMode;
}

/**
 * The site's one link. Internal links get the base path and client navigation; prefetching is
 * decided after mount (server HTML stays stable) and skipped on 2g or data-saving connections.
 * External links open as plain anchors with a safe rel.
 */
export function SiteLink({ href: written, prefetch = 'viewport', children, onMouseEnter, onFocus, ...rest }: SiteLinkProps) {
  const router = useRouter();
  // On a page of another locale, a link to a page that locale publishes leads to its copy there.
  const href = useLocalisedHref(written);
  // false on the server and during hydration, so the HTML never depends on the reader's connection.
  const allowed = useSyncExternalStore(subscribeToConnection, browserCanPrefetch, () => false);

  if (EXTERNAL.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  if (FILE.test(href.split(/[?#]/)[0]!.split('/').pop() ?? '')) {
    // A file is not a route: next/link would prefetch its route payload (…/file.txt/__next._tree.txt),
    // a 404 on every static host. Plain anchor, base path added.
    return (
      <a href={fileHref(href)} {...rest} onMouseEnter={onMouseEnter} onFocus={onFocus}>
        {children}
      </a>
    );
  }
  if (BASE_PATH && HOME.test(href)) {
    // Next 16 fetches the home page's payload from "/demo.txt" under a base path instead of
    // "/demo/index.txt" (vercel/next.js#73427), a 404 on every static host. The home page
    // therefore loads as a document, from "/demo/" so that hosts serve its index.html directly.
    return (
      <a href={`${BASE_PATH}${href}`} onMouseEnter={onMouseEnter} onFocus={onFocus} {...rest}>
        {children}
      </a>
    );
  }
  const warm = () => {
    if (allowed && prefetch === 'hover') router.prefetch(href);
  };
  return (
    <Link
      href={href}
      prefetch={allowed && prefetch === 'viewport' ? null : false}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}

import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/config/metadata';
import type { DocsPage } from './docs';

/** A docs page's metadata: title, description, canonical, social card, keywords; unlisted docs are noindex. */
export function docsPageMetadata(page: DocsPage, canonicalPath = page.route): Metadata {
  const doc = page.kind === 'doc' ? page : undefined;
  const meta = pageMetadata({
    title: page.title,
    description: page.description,
    path: canonicalPath,
    noindex: doc?.unlisted,
    image: doc?.image,
    type: doc ? 'article' : 'website',
  });
  return doc?.keywords?.length ? { ...meta, keywords: doc.keywords } : meta;
}

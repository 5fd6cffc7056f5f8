import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/config/metadata';
import type { DocsPage } from './docs';
import { docsDataOf } from './docs-data';

/**
 * A docs page's metadata: title, description, canonical, social card, keywords. Unlisted docs and
 * the pages of a version with `noIndex` are noindex; a doc of an older (or unreleased) version is
 * canonical to the same doc in the last version, when that version has it.
 */
export function docsPageMetadata(page: DocsPage, canonicalPath = page.route): Metadata {
  const doc = page.kind === 'doc' ? page : undefined;
  const meta = pageMetadata({
    title: page.title,
    description: page.description,
    path: doc?.canonicalRoute ?? canonicalPath,
    noindex: doc?.unlisted || docsDataOf(page).version.noIndex,
    image: doc?.image,
    type: doc ? 'article' : 'website',
  });
  return doc?.keywords?.length ? { ...meta, keywords: doc.keywords } : meta;
}

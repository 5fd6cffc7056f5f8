import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocsPageView } from '@/components/docs/docs-page';
import { withBase } from '@/lib/config';
import { getDocs } from '@/lib/content/docs-data';
import { docsPageMetadata } from '@/lib/content/docs-metadata';

const MAIN_DOC = '/docs/intro';

function mainDoc() {
  return getDocs().byRoute.get(MAIN_DOC);
}

export function generateMetadata(): Metadata {
  const doc = mainDoc();
  return doc ? docsPageMetadata(doc, MAIN_DOC) : {};
}

/**
 * /docs is the docs root; its main doc is the intro (spec §2). Next's redirect() leaves only a
 * JavaScript redirect in a static export, so this page shows the intro itself (readable without
 * JavaScript, canonical → /docs/intro) and a meta refresh moves the reader to /docs/intro on any
 * static host, with or without JavaScript.
 */
export default function DocsRoot() {
  const doc = mainDoc();
  if (!doc) notFound();
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${withBase(MAIN_DOC)}`} />
      <DocsPageView page={doc} />
    </>
  );
}

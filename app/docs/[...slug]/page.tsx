import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocsPageView } from '@/components/docs/docs-page';
import { getDocs } from '@/lib/content/docs-data';
import { docsPageMetadata } from '@/lib/content/docs-metadata';

export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string[] }>;
}

function pageFor(slug: string[]) {
  return getDocs().byRoute.get(`/docs/${slug.map(decodeURIComponent).join('/')}`);
}

/** Every doc and category index page except /docs itself (app/docs/page.tsx). */
export function generateStaticParams() {
  return getDocs()
    .pages.filter((page) => page.route !== '/docs')
    .map((page) => ({ slug: page.route.replace(/^\/docs\//, '').split('/') }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageFor((await params).slug);
  return page ? docsPageMetadata(page) : {};
}

export default async function DocsRoute({ params }: Props) {
  const page = pageFor((await params).slug);
  if (!page) notFound();
  return <DocsPageView page={page} />;
}

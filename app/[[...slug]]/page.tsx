import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiPageView } from '@/components/api/api-page-view';
import { ApiChangelogRoute } from '@/components/api/changelog/changelog-route';
import {
  BlogArchiveRoute,
  BlogAuthorRoute,
  BlogAuthorsRoute,
  BlogListRoute,
  BlogPostRoute,
  BlogTagRoute,
  BlogTagsRoute,
} from '@/components/blog/blog-routes';
import { DocsRootRoute, DocsRoute } from '@/components/docs/docs-route';
import { DocsTagRoute, DocsTagsRoute } from '@/components/docs/docs-tags';
import { DocsVersionsRoute } from '@/components/docs/versions-page';
import { versionsPageInstances } from '@/lib/content/version-nav';
import { HomePage } from '@/components/home/home-page';
import { ContentPageView } from '@/components/pages/content-page-view';
import { siteConfig } from '@/lib/config';
import { homeActions } from '@/lib/site/links';
import { routeMetadata } from '@/lib/site/metadata';
import { routeOfSlug, routeTable, slugOfRoute } from '@/lib/site/routes';
import { TranslationStatusRoute } from '@/components/pages/translation-status-page';

// Every page of the site comes from one route table (lib/site/routes.ts), built from the site
// folder's content and config: docs, blog and API routes live wherever the config puts them, and a
// section with nothing to show has no routes at all.
export const dynamicParams = false;

interface Props {
  params: Promise<{ slug?: string[] }>;
}

export async function generateStaticParams() {
  return [...(await routeTable()).keys()].map((route) => ({ slug: slugOfRoute(route) }));
}

async function entryOf(props: Props) {
  return (await routeTable()).get(routeOfSlug((await props.params).slug));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const entry = await entryOf(props);
  return entry ? routeMetadata(entry) : {};
}

export default async function SitePage(props: Props) {
  const entry = await entryOf(props);
  if (!entry) notFound();
  const { target } = entry;
  switch (target.kind) {
    case 'home':
      return <HomePage config={siteConfig()} actions={await homeActions()} />;
    case 'page':
      return <ContentPageView page={target.page} />;
    case 'doc':
      return <DocsRoute page={target.page} />;
    case 'docs-root':
      return <DocsRootRoute page={target.page} />;
    case 'docs-tags':
      return <DocsTagsRoute tags={target.tags} />;
    case 'docs-tag':
      return <DocsTagRoute tag={target.tag} page={target.page} tagsRoute={target.tagsRoute} />;
    case 'blog-list':
      return <BlogListRoute page={target.page} locale={target.locale} />;
    case 'blog-post':
      return <BlogPostRoute post={target.post} />;
    case 'blog-archive':
      return <BlogArchiveRoute locale={target.locale} />;
    case 'blog-authors':
      return <BlogAuthorsRoute locale={target.locale} />;
    case 'blog-author':
      return <BlogAuthorRoute author={target.author} page={target.page} locale={target.locale} />;
    case 'blog-tags':
      return <BlogTagsRoute locale={target.locale} />;
    case 'blog-tag':
      return <BlogTagRoute tag={target.tag} page={target.page} total={target.total} locale={target.locale} />;
    case 'api':
      return <ApiPageView api={target.api} page={target.page} />;
    case 'api-changelog':
      return <ApiChangelogRoute api={target.api} pair={target.pair} part={target.part} />;
    case 'docs-versions':
      return <DocsVersionsRoute instances={versionsPageInstances()} />;
    case 'translation-status':
      return <TranslationStatusRoute locale={target.locale} />;
  }
}

import type { ReactNode } from 'react';
import { ApiChangelogRoute, ApiPageView } from '#site-api-views';
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
import { HomePage } from '@/components/home/home-page';
import { ContentPageView } from '@/components/pages/content-page-view';
import { TranslationStatusRoute } from '@/components/pages/translation-status-page';
import { siteConfig } from '@/lib/config';
import { versionsPageInstances } from '@/lib/content/version-nav';
import { homeActions } from '@/lib/site/links';
import type { SiteRoute, SiteTargets } from '@/lib/site/routes';

/** How each kind of route renders, from what its section put in the route table. TypeScript fails here when a kind has no view. */
type RouteViews = { [K in keyof SiteTargets]: (target: { kind: K } & SiteTargets[K]) => ReactNode | Promise<ReactNode> };

const views: RouteViews = {
  home: async () => <HomePage config={siteConfig()} actions={await homeActions()} />,
  page: ({ page }) => <ContentPageView page={page} />,
  doc: ({ page }) => <DocsRoute page={page} />,
  'docs-root': ({ page }) => <DocsRootRoute page={page} />,
  'docs-tags': ({ page }) => <DocsTagsRoute page={page} />,
  'docs-tag': ({ tag, page, tagsRoute }) => <DocsTagRoute tag={tag} page={page} tagsRoute={tagsRoute} />,
  'docs-versions': () => <DocsVersionsRoute instances={versionsPageInstances()} />,
  'blog-list': ({ page, locale }) => <BlogListRoute page={page} locale={locale} />,
  'blog-post': ({ post }) => <BlogPostRoute post={post} />,
  'blog-archive': ({ locale }) => <BlogArchiveRoute locale={locale} />,
  'blog-authors': ({ locale }) => <BlogAuthorsRoute locale={locale} />,
  'blog-author': ({ author, page, locale }) => <BlogAuthorRoute author={author} page={page} locale={locale} />,
  'blog-tags': ({ locale }) => <BlogTagsRoute locale={locale} />,
  'blog-tag': ({ tag, page, total, locale }) => <BlogTagRoute tag={tag} page={page} total={total} locale={locale} />,
  api: ({ api, page }) => <ApiPageView api={api} page={page} />,
  'api-changelog': ({ api, pair, part }) => <ApiChangelogRoute api={api} pair={pair} part={part} />,
  'translation-status': ({ locale, summary, page }) => <TranslationStatusRoute locale={locale} summary={summary} page={page} />,
};

function viewOf<K extends keyof SiteTargets>(target: { kind: K } & SiteTargets[K]): ReactNode | Promise<ReactNode> {
  return views[target.kind](target);
}

/** The page of one route of the table. */
export function routeView(target: SiteRoute): ReactNode | Promise<ReactNode> {
  return viewOf(target);
}

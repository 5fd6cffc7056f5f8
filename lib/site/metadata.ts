import type { Metadata } from 'next';
import { blogOptions } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/config/metadata';
import { countDocs, countPosts } from '@/lib/text/counts';
import { blogMetadata } from '@/lib/content/blog-metadata';
import { docsPageMetadata } from '@/lib/content/docs-metadata';
import { absoluteUrl, type ApiEntry } from '@/lib/config';
import { findApiPage, getApiModel, type ApiModel, type ApiPage } from '@/lib/openapi';
import { versionSwitch } from '@/lib/openapi/versions/versions';
import { methodLabel } from '@/lib/openapi/model/path-items';
import { routeTable, type RouteEntry } from './routes';
import { siteConfig } from '@/lib/config';
import { siteLocales } from '@/lib/config/i18n';
import { localeOfRoute, localisedRoute, unlocalisedRoute } from '@/lib/runtime/locales';
import { changelogMetadata } from '@/lib/openapi/diff/metadata';

/** The latest version's counterpart of an older version's page (absolute, without its anchor), or undefined. */
async function latestCanonical(api: ApiEntry, model: ApiModel, page: ApiPage): Promise<string | undefined> {
  if (!api.version || api.version.latest) return undefined;
  const latest = (await versionSwitch(api, model, page))?.versions.find((link) => link.latest);
  return latest?.exact ? absoluteUrl(latest.href.replace(/#.*$/, '')) : undefined;
}

function apiPageTitle(page: ApiPage, label: string): string {
  if (page.kind === 'operation') return `${page.op.title} | ${label}`;
  if (page.kind === 'schema') return `${page.entry.name} schema | ${label}`;
  if (page.kind === 'schemas') return `Schemas | ${label}`;
  return label;
}

/** True when a route of the table shows a page in its locale's language: not an untranslated doc, post or page shown as a fallback. */
function isTranslated(entry: RouteEntry | undefined): boolean {
  if (!entry) return false;
  const { target } = entry;
  if (target.kind === 'blog-post') return target.post.translation?.state !== 'missing';
  if (target.kind === 'page') return target.page.translation?.state !== 'missing';
  return !(
    (target.kind === 'doc' || target.kind === 'docs-root') &&
    target.page.kind === 'doc' &&
    target.page.translation?.state === 'missing'
  );
}

/**
 * On a site with several locales: hreflang alternates for each locale that has the page translated,
 * x-default the default locale's, and og:locale the page's; an untranslated doc shown as a fallback
 * is canonical to its original. A single-locale site keeps the seed's alternates as they are.
 */
async function withLocales(entry: RouteEntry, meta: Metadata): Promise<Metadata> {
  const all = siteLocales(siteConfig().i18n);
  if (all.length < 2) return meta;
  const table = await routeTable();
  const own = localeOfRoute(entry.route, all)!;
  const base = unlocalisedRoute(entry.route, own.prefix);
  const languages: Record<string, string> = {};
  for (const locale of all) {
    const route = localisedRoute(base, locale.prefix);
    if (isTranslated(table.get(route))) languages[locale.htmlLang] = absoluteUrl(route);
  }
  if (table.has(base)) languages['x-default'] = absoluteUrl(base);
  const canonical = isTranslated(entry) ? meta.alternates?.canonical : absoluteUrl(base);
  return {
    ...meta,
    alternates: { ...meta.alternates, canonical, languages },
    ...(meta.openGraph ? { openGraph: { ...meta.openGraph, locale: own.htmlLang.replace('-', '_') } } : {}),
  };
}

/** The metadata of one route of the table: title, description, canonical URL, social card, robots. */
export async function routeMetadata(entry: RouteEntry): Promise<Metadata> {
  return withLocales(entry, await baseMetadata(entry));
}

async function baseMetadata({ route, target }: RouteEntry): Promise<Metadata> {
  switch (target.kind) {
    case 'home':
      return pageMetadata({ path: route });
    case 'page': {
      const meta = pageMetadata({
        title: target.page.title,
        description: target.page.description,
        path: route,
        image: target.page.image,
        noindex: target.page.unlisted,
      });
      return target.page.keywords?.length ? { ...meta, keywords: target.page.keywords } : meta;
    }
    case 'doc':
      return docsPageMetadata(target.page);
    case 'docs-root':
      return docsPageMetadata(target.page, target.page.route);
    case 'translation-status':
      return pageMetadata({
        title: `Translation status: ${siteLocales(siteConfig().i18n).find((locale) => locale.name === target.locale)?.label ?? target.locale}`,
        description: 'What is translated, outdated and missing in this language.',
        path: route,
        noindex: true,
      });
    case 'docs-versions':
      return pageMetadata({ title: 'Versions', description: 'Every version of the documentation.', path: route });
    case 'docs-tags':
      return pageMetadata({ title: 'Tags', description: 'Every tag used in the docs.', path: route, noindex: target.noindex });
    case 'docs-tag':
      return pageMetadata({
        title: `${countDocs(target.tag.docs.length)} tagged with "${target.tag.label}"${target.page.page > 1 ? `, page ${target.page.page}` : ''}`,
        description: target.tag.description,
        path: route,
        noindex: target.tag.unlisted || target.noindex,
      });
    case 'blog-list': {
      const { page } = target;
      const { blogTitle, blogDescription } = blogOptions(target.locale);
      if (page.page === 1 && !target.noindex)
        return blogMetadata({ title: blogTitle, description: blogDescription, path: page.permalink }, undefined, target.locale);
      return blogMetadata(
        { title: `${blogTitle}, page ${page.page}`, path: page.permalink, noindex: target.noindex },
        undefined,
        target.locale,
      );
    }
    case 'blog-post': {
      const { post } = target;
      return blogMetadata(
        {
          title: post.title,
          description: post.description,
          path: post.permalink,
          type: 'article',
          image: post.image,
          noindex: post.unlisted,
        },
        post,
      );
    }
    case 'blog-archive':
      return blogMetadata({ title: 'Archive', description: 'Every blog post, by year.', path: route }, undefined, target.locale);
    case 'blog-authors':
      return blogMetadata({ title: 'Authors', description: 'Everyone who writes on the blog.', path: route }, undefined, target.locale);
    case 'blog-author': {
      const { author, page } = target;
      if (page.page === 1 && !target.noindex)
        return blogMetadata(
          { title: `${author.name}: all posts`, description: author.title, path: author.permalink! },
          undefined,
          target.locale,
        );
      return blogMetadata(
        { title: `${author.name}: posts, page ${page.page}`, path: page.permalink, noindex: target.noindex },
        undefined,
        target.locale,
      );
    }
    case 'blog-tags':
      return blogMetadata({ title: 'Tags', description: 'Every tag used on the blog.', path: route }, undefined, target.locale);
    case 'blog-tag': {
      const { tag, page, total } = target;
      if (page.page === 1 && !target.noindex)
        return blogMetadata(
          { title: `${countPosts(total)} tagged with "${tag.label}"`, description: tag.description, path: tag.permalink },
          undefined,
          target.locale,
        );
      return blogMetadata(
        { title: `Posts tagged with "${tag.label}", page ${page.page}`, path: page.permalink, noindex: target.noindex },
        undefined,
        target.locale,
      );
    }
    case 'api': {
      const { api } = target;
      const model = await getApiModel(api);
      const page = findApiPage(model, target.page);
      if (!page) return {};
      // A versioned API's titles name the version: "Tide API v1", so results and llms.txt tell them apart.
      const label = `${api.navbarLabel ?? model.info.title}${api.version ? ` ${api.version.label}` : ''}`;
      const description =
        page.kind === 'operation'
          ? `${methodLabel(page.op.method)} ${page.op.path}: parameters, request body, responses and samples (${model.info.title} ${model.info.version}).`
          : `${model.info.title} ${model.info.version} reference: ${model.counts.operations} operations with parameters, schemas and request samples.`;
      const meta = pageMetadata({ title: apiPageTitle(page, label), description, path: route });
      // An older version's page is canonical to the same page in the latest, when the latest has it.
      const canonical = await latestCanonical(api, model, page);
      return canonical ? { ...meta, alternates: { ...meta.alternates, canonical } } : meta;
    }
    case 'api-changelog':
      return changelogMetadata(target.api, route, target.pair, target.part);
  }
}

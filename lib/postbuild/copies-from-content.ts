import { absoluteUrl, siteConfig } from '@/lib/config';
import { apiPages, getApiModel, groupOf, type ApiPage } from '@/lib/openapi';
import { versionSwitch } from '@/lib/openapi/versions/versions';
import { apiMarkdown, operationMarkdown, schemaMarkdown } from './api-markdown';
import { versionLines, withVersionLines } from './api-markdown-versions';
import { blogLocales, getBlog, postMarkdownSource } from '@/lib/content/blog';
import { getAllDocs, getLocaleDocs, localeRoutesByFile } from '@/lib/content/docs-data';
import { siteLocales } from '@/lib/config/i18n';
import { readPreparedSite } from '@/lib/config/prepared';
import { getPages, pageDocLinks, pageLocales } from '@/lib/pages';
import { markdownRoute } from '@/lib/site/markdown-route';
import { siteMarkdownOptions, type MarkdownSource } from '@/lib/content/markdown-options';
import { markdownDocument, twinBody } from './markdown-copies';

export { markdownRoute };

export interface MarkdownCopy {
  /** Route of the Markdown file, "/docs/intro.md". */
  route: string;
  content: string;
}

/**
 * Markdown copies of every configured API reference, from the view model its page renders: the
 * reference at its route, and when it is split, each operation and schema page at its own.
 */
export async function apiMarkdownCopies(): Promise<MarkdownCopy[]> {
  const copies: MarkdownCopy[] = [];
  for (const api of siteConfig().apis) {
    const model = await getApiModel(api);
    // A versioned API's twins name their version and link the same page in the other versions.
    const versioned = async (page: ApiPage, content: string) => {
      const versions = await versionSwitch(api, model, page);
      return versions ? withVersionLines(content, versionLines(versions, absoluteUrl)) : content;
    };
    copies.push({
      route: markdownRoute(api.route),
      content: await versioned({ kind: 'overview', page: '' }, apiMarkdown(model, absoluteUrl(api.route), absoluteUrl)),
    });
    for (const page of apiPages(model)) {
      const route = `${api.route}/${page.page}`;
      if (page.kind === 'operation')
        copies.push({
          route: markdownRoute(route),
          content: await versioned(page, operationMarkdown(model, page.op, absoluteUrl(route), groupOf(page.op), absoluteUrl)),
        });
      if (page.kind === 'schema')
        copies.push({
          route: markdownRoute(route),
          content: await versioned(page, schemaMarkdown(model, page.entry, absoluteUrl(route), absoluteUrl)),
        });
    }
  }
  return copies;
}

interface Source extends MarkdownSource {
  route: string;
  title: string;
  description?: string;
  facts?: string[];
  body: string;
}

/**
 * Markdown copies of every doc, blog post and page, from the same loaders and the same pipeline the
 * pages use. A file whose copy cannot be made (an API link to an operation the config no longer has)
 * is a problem named with its file and line; the other copies are still made.
 */
export async function contentMarkdownCopies(): Promise<{ copies: MarkdownCopy[]; problems: string[] }> {
  const sources: Source[] = [];
  // A --locale build of another locale publishes the default's docs only as that locale's fallbacks.
  const defaultDocs = siteLocales(siteConfig().i18n)[0]!.remote ? [] : getAllDocs();
  for (const doc of defaultDocs.flatMap((data) => data.docs)) {
    const { file, format, route, title, description, body } = doc;
    sources.push({ file, format, route, title, description, body, pageUrl: doc.permalink, docLinks: true });
  }
  // Each other locale's docs, translated or the original (as their pages), linking inside the locale.
  for (const locale of siteLocales(siteConfig().i18n).filter((one) => !one.isDefault && !one.remote)) {
    const routes = localeRoutesByFile(locale.name);
    for (const data of getLocaleDocs(locale.name))
      for (const doc of data.docs) {
        const { file, format, route, title, description, body } = doc;
        const docLinks = { routes, roots: [data.contentPath, readPreparedSite().siteDir] };
        sources.push({ file, format, route, title, description, body, pageUrl: doc.permalink, docLinks });
      }
  }
  // Every locale's pages, translated or the original, linking to the locale's docs.
  for (const page of [undefined, ...pageLocales()].flatMap((locale) => getPages(locale))) {
    const { file, format, route, title, description, body } = page;
    sources.push({ file, format, route, title, description, body, docLinks: pageDocLinks(page) });
  }
  // Every locale's posts too, translated or the original (as their pages).
  for (const post of [undefined, ...blogLocales()].flatMap((locale) => getBlog(locale)?.posts ?? [])) {
    const facts = [`Published: ${post.date.slice(0, 10)}`];
    if (post.authors.length) facts.push(`Authors: ${post.authors.map((author) => author.name).join(', ')}`);
    if (post.tags.length) facts.push(`Tags: ${post.tags.map((tag) => tag.label).join(', ')}`);
    sources.push({ ...postMarkdownSource(post), title: post.title, description: post.description, facts, body: post.body });
  }
  const copies: MarkdownCopy[] = [];
  const problems: string[] = [];
  for (const source of sources) {
    try {
      // Broken doc links were reported when the page compiled; the twin does not say them twice.
      const body = await twinBody(source.body, siteMarkdownOptions({ ...source, reportBrokenLinks: false }));
      const { title, description, facts } = source;
      copies.push({
        route: markdownRoute(source.route),
        content: markdownDocument({ title, description, facts, body, url: absoluteUrl(source.route) }),
      });
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { copies, problems };
}

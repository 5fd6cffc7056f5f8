import { absoluteUrl, siteConfig } from '@/lib/config';
import { getApiModel } from '@/lib/openapi';
import { apiMarkdown } from './api-markdown';
import { getBlog } from '@/lib/content/blog';
import { getDocs } from '@/lib/content/docs-data';
import { getPages } from '@/lib/pages';
import { markdownRoute } from '@/lib/site/markdown-route';
import { markdownDocument } from './markdown-copies';

export { markdownRoute };

export interface MarkdownCopy {
  /** Route of the Markdown file, "/docs/intro.md". */
  route: string;
  content: string;
}

/** Markdown copies of every configured API reference, from the view model its page renders. */
export async function apiMarkdownCopies(): Promise<MarkdownCopy[]> {
  return Promise.all(
    siteConfig.apis.map(async (api) => ({
      route: markdownRoute(api.route),
      content: apiMarkdown(await getApiModel(api), absoluteUrl(api.route)),
    })),
  );
}

/** Markdown copies of every doc, blog post and page, from the same loaders the pages use. */
export function contentMarkdownCopies(): MarkdownCopy[] {
  const copies: MarkdownCopy[] = [];
  for (const doc of getDocs()?.docs ?? []) {
    copies.push({
      route: markdownRoute(doc.route),
      content: markdownDocument({ title: doc.title, description: doc.description, body: doc.body, url: absoluteUrl(doc.route) }),
    });
  }
  for (const page of getPages()) {
    copies.push({
      route: markdownRoute(page.route),
      content: markdownDocument({ title: page.title, description: page.description, body: page.body, url: absoluteUrl(page.route) }),
    });
  }
  for (const post of getBlog()?.posts ?? []) {
    const facts = [`Published: ${post.date.slice(0, 10)}`];
    if (post.authors.length) facts.push(`Authors: ${post.authors.map((author) => author.name).join(', ')}`);
    if (post.tags.length) facts.push(`Tags: ${post.tags.map((tag) => tag.label).join(', ')}`);
    copies.push({
      route: markdownRoute(post.permalink),
      content: markdownDocument({ title: post.title, description: post.description, facts, body: post.body, url: absoluteUrl(post.permalink) }),
    });
  }
  return copies;
}

// The docs section's page model: what a doc page and a category index page carry. In a file of its
// own so that the files computing them (docs.ts, navigation.ts) both import it and not each other.
import type { DocFrontMatter } from './front-matter';
import type { LastUpdate } from './last-updated';
import type { PagerLink } from './sidebar';
import type { DocTag } from './tags';
import type { TocItem } from './toc';

export interface Crumb {
  label: string;
  href?: string;
}

interface PageBase {
  route: string;
  title: string;
  description?: string;
  /** The sidebar this page shows: the first it belongs to, or its displayed_sidebar. */
  sidebar?: string;
  breadcrumbs: Crumb[];
  prev?: PagerLink;
  next?: PagerLink;
}

/** A doc page: everything its route renders, computed once. */
export interface Doc extends PageBase {
  kind: 'doc';
  id: string;
  /** The route below the route base, as Docusaurus' slug: "/guides/setup", "/" for the docs root. */
  slug: string;
  /**
   * The route as Docusaurus' permalink: "/docs/guides/" for an index doc (or a slug ending in "/"),
   * else the route. Relative links in the doc ("./setup") resolve against it, as on Docusaurus' page.
   */
  permalink: string;
  /** Path from the repository root, "content/docs/intro.md". */
  file: string;
  absFile: string;
  format: 'md' | 'mdx';
  /** The Markdown after the front matter. */
  body: string;
  frontMatter: DocFrontMatter;
  /** True when the body starts its own h1, so the page adds no title heading. */
  hasContentTitle: boolean;
  hideTitle: boolean;
  keywords?: string[];
  /** Tags with the routes of their pages. */
  tags: DocTag[];
  image?: string;
  unlisted: boolean;
  toc: TocItem[];
  lastUpdated?: LastUpdate;
  editUrl?: string;
  /**
   * The route of the doc with the same id in its docs instance's last version, when this doc's version
   * is not the last and that version has it: the page's canonical URL.
   */
  canonicalRoute?: string;
  /**
   * On a page of a locale other than the default (lib/content/translations.ts): the translation's
   * status, and the route of the original in the default locale. Unset on a single-locale site.
   */
  translation?: DocTranslation;
}

export interface DocTranslation {
  /** "missing": the page shows the original's text (a fallback). */
  state: 'up-to-date' | 'outdated' | 'untracked' | 'missing';
  /** The translated file, from the repository root; unset when missing. */
  file?: string;
  /** The day the translation was last brought up to date, when recorded. */
  date?: string;
  /** The original page's route in the default locale. */
  originalRoute: string;
  /** The locale's name, "ar". */
  locale: string;
}

export interface IndexCard {
  title: string;
  href: string;
  description?: string;
}

/** A category's generated index page: title, description and a card per item. */
export interface CategoryIndexPage extends PageBase {
  kind: 'category';
  cards: IndexCard[];
  keywords?: string[];
  image?: string;
}

export type DocsPage = Doc | CategoryIndexPage;

/** The blog's typed model: what lib/blog builds from content/blog and the routes render. */

export interface BlogSocial {
  /** Platform key from authors.yml, e.g. "github". */
  platform: string;
  /** Absolute URL of the profile. */
  url: string;
}

export interface BlogAuthor {
  /** Key in authors.yml, or "inline:{name}" for an author written in a post's front matter. */
  key: string;
  /** Empty for an author with only an image, which Docusaurus allows; the views then show the image alone. */
  name: string;
  title?: string;
  /** The author's website, or mailto: of their email when they give no website. */
  url?: string;
  email?: string;
  description?: string;
  /**
   * The avatar's src: a remote URL (https://github.com/x.png), a root-relative path under public/
   * ("/img/blog/mara.svg"), or the URL the loader's assetUrl gave a local file.
   */
  image?: string;
  /** The avatar's absolute file when authors.yml or the post names it relative to itself. */
  imageFile?: string;
  /** True when the image is on another origin (shown as a plain <img>, allowed by the CSP). */
  imageRemote: boolean;
  socials: BlogSocial[];
  /** Route of the author's page ("/blog/authors/mara"), or undefined when the author has none. */
  permalink?: string;
}

export interface BlogTag {
  /** Key in tags.yml, or the inline tag's label. */
  key: string;
  label: string;
  /** Route of the tag's page, e.g. "/blog/tags/hello". */
  permalink: string;
  description?: string;
  /** True for a tag that is not declared in tags.yml. */
  inline: boolean;
}

export interface BlogPost {
  /**
   * The post's path under the blog route, without leading "/": "welcome", "2024/01/02/hello",
   * "news/launch". It may hold "/", so the post route is a catch-all.
   */
  slug: string;
  /** Route without the base path, e.g. "/blog/2024/01/02/hello". */
  permalink: string;
  /** The source file, relative to the site folder, for errors and edit links. */
  file: string;
  /** The source file, absolute: the MDX pipeline resolves relative images and links next to it. */
  source: string;
  /** The source file relative to the blog folder (posix), as Docusaurus' editUrl receives it. */
  blogPath: string;
  format: 'md' | 'mdx';
  /** Front matter title, else the content title, else the file name. */
  title: string;
  /** The body's leading "# Heading", when it has one; it is removed from `body` and `excerpt`. */
  contentTitle?: string;
  /** True when the body had a content title (removed): the page renders `title` once, in its header. */
  hasContentTitle: boolean;
  /** The sidebar's label for the post (front matter sidebar_label), else the title. */
  sidebarLabel: string;
  description?: string;
  keywords: string[];
  /** ISO date-time string (UTC); a string keeps the model serialisable. */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Social card image: a remote URL, a root-relative path, or the mapped URL of a local file. */
  image?: string;
  /** The social card's absolute file when the post names it relative to itself. */
  imageFile?: string;
  draft: boolean;
  unlisted: boolean;
  hideTableOfContents: boolean;
  /** Heading levels the table of contents shows (front matter toc_min/max_heading_level; 2 and 3 by default). */
  tocMinHeadingLevel: number;
  tocMaxHeadingLevel: number;
  /** Front matter last_update, else git's last commit when showLastUpdateTime/Author is on. */
  lastUpdate?: { date?: string; author?: string };
  /** The post's edit link, from the editUrl option. */
  editUrl?: string;
  /** Minutes at the options' words a minute, at least 1 (shown only when showReadingTime). */
  readingTime: number;
  /** The body without front matter, content title and truncate marker. */
  body: string;
  /** The body up to the truncate marker, or undefined when the post has none (the list shows it whole). */
  excerpt?: string;
  /** The folder of the source file, relative to the site folder: relative images and files resolve here (any post, not only index.md). */
  assetDir: string;
  /** The whole front matter as written, unknown keys included (Docusaurus keeps them for plugins). */
  frontMatter: Record<string, unknown>;
  /**
   * In a locale other than the default (lib/content/blog-locales.ts): the locale, the translation's
   * status ("missing": the post shows the original's text) and the original post's route.
   */
  translation?: PostTranslation;
}

/** A post of a locale other than the default, as a doc's translation (lib/content/doc-types.ts DocTranslation). */
export interface PostTranslation {
  state: 'up-to-date' | 'outdated' | 'untracked' | 'missing';
  /** The translated file, from the site folder; unset when missing. */
  file?: string;
  /** The day the translation was last brought up to date, when recorded. */
  date?: string;
  /** The original post's route in the default locale. */
  originalRoute: string;
  /** The locale's name, "ar". */
  locale: string;
}

export interface BlogListPage {
  /** 1-based page number. */
  page: number;
  totalPages: number;
  permalink: string;
  posts: BlogPost[];
  /** Permalink of the newer page (page - 1), if any. */
  newer?: string;
  /** Permalink of the older page (page + 1), if any. */
  older?: string;
}

export interface BlogArchiveYear {
  year: number;
  posts: BlogPost[];
}

/** Everything the blog routes need, built once per build. */
export interface Blog {
  /** Every post that has a page (listed and unlisted), newest first. */
  posts: BlogPost[];
  /** Posts shown in lists, feeds, sidebar, archive, tag and author pages: not unlisted. */
  listed: BlogPost[];
  authors: { author: BlogAuthor; posts: BlogPost[] }[];
  tags: { tag: BlogTag; posts: BlogPost[] }[];
  /** Origins of remote author avatars (https://avatars.githubusercontent.com), for the deploy's CSP img-src. */
  remoteImageOrigins: string[];
}

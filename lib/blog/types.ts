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
  name: string;
  title?: string;
  url?: string;
  /** Root-relative image path under public/, e.g. "/img/blog/mara.svg". */
  image?: string;
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
  /** URL segment: /blog/{slug}. */
  slug: string;
  /** Route without the base path, e.g. "/blog/welcome". */
  permalink: string;
  /** The source file, relative to the project root, for errors and edit links. */
  file: string;
  format: 'md' | 'mdx';
  title: string;
  description?: string;
  /** ISO date-time string (UTC); a string keeps the model serialisable. */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Social card image, root-relative. */
  image?: string;
  draft: boolean;
  unlisted: boolean;
  hideTableOfContents: boolean;
  /** Minutes at 200 words a minute, at least 1. */
  readingTime: number;
  /** The body without front matter and without the truncate marker. */
  body: string;
  /** The body up to the truncate marker, or undefined when the post has none (the list shows it whole). */
  excerpt?: string;
  /** Folder of a folder post (index.md beside its images), relative to the project root. */
  assetDir?: string;
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
}

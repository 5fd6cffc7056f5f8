/** What an unknown tag (one that tags.yml does not declare) does at build time. */
export type InlineTagPolicy = 'ignore' | 'warn' | 'throw';

export interface BlogOptions {
  /** Folder of posts, authors.yml and tags.yml (absolute, or relative to the root given to loadBlog). */
  contentDir: string;
  /** Route of the blog, e.g. "/blog". */
  routeBasePath: string;
  /** Posts per list page; /blog shows the newest, then /blog/page/2 and on. */
  postsPerPage: number;
  /** Recent posts in the sidebar. */
  sidebarCount: number;
  /** Reading speed for the "N min read" estimate. */
  wordsPerMinute: number;
  /**
   * A post tag missing from tags.yml: "warn" (default) logs it, "throw" fails the build, "ignore"
   * accepts it silently. Override with BLOG_ON_INLINE_TAGS=throw in CI to keep tags.yml complete.
   */
  onInlineTags: InlineTagPolicy;
  /** Include draft posts (development only by default). */
  includeDrafts: boolean;
}

function inlineTagPolicy(value: string | undefined): InlineTagPolicy {
  if (value === undefined || value === '') return 'warn';
  if (value === 'ignore' || value === 'warn' || value === 'throw') return value;
  throw new Error(`BLOG_ON_INLINE_TAGS="${value}" is not valid: use "ignore", "warn" or "throw".`);
}

/** The blog's default options; the environment can tighten the tag policy and show drafts. */
export function defaultBlogOptions(): BlogOptions {
  return {
    contentDir: 'blog',
    routeBasePath: '/blog',
    postsPerPage: 10,
    sidebarCount: 5,
    wordsPerMinute: 200,
    onInlineTags: inlineTagPolicy(process.env.BLOG_ON_INLINE_TAGS),
    includeDrafts: process.env.NODE_ENV === 'development',
  };
}

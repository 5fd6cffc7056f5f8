import { siteConfig } from '@/lib/config';
import { importRuntime } from '@/components/docusaurus/import-runtime';
import { PageMarkdownActions } from '@/components/ui/page-markdown';
import { Toc, TocCollapsible } from '@/components/layout/toc';
import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogAuthor, BlogTag } from '@/lib/blog/types';
import {
  authorPages,
  blogArchive,
  blogOptions,
  compilePost,
  getBlog,
  postNeighbours,
  postToc,
  type BlogListPage,
  type BlogPost,
} from '@/lib/content/blog';
import { AuthorCard } from './author-card';
import { AuthorListView } from './author-list-view';
import { BlogLayout } from './blog-layout';
import { BlogListView } from './blog-list-view';
import { postComponents } from './blog-mdx-components';
import styles from './blog.module.css';
import { formatPostDate } from './format';
import { PostAuthors } from './post-authors';
import { PostMeta } from './post-meta';
import { PostPager } from './post-pager';
import { PostTags } from './post-tags';
import { TagListView } from './tag-list-view';
import { TranslationBanner } from '@/components/ui/translation-notice';
import { localeNamed, locales, routeLocale, routeText, uiText } from '@/lib/content/locales';

// One view per blog URL shape; app/[[...slug]]/page.tsx picks the one its route table names.

/** The main list (/blog) and its later pages (/blog/page/2). */
export function BlogListRoute({ page, locale }: { page: BlogListPage; locale?: string }) {
  const options = blogOptions(locale);
  const base = options.routeBasePath;
  const blog = getBlog(locale)!;
  if (page.page > 1) return <BlogListView page={page} title={options.blogTitle} locale={locale} />;
  return (
    <BlogListView
      page={page}
      locale={locale}
      title={options.blogTitle}
      intro={options.blogDescription !== options.blogTitle ? <p className={styles.lead}>{options.blogDescription}</p> : undefined}
      back={
        <nav aria-label={uiText(localeNamed(locale), 'theme.blog.browseAriaLabel', 'Browse the blog')} className={styles.browse}>
          {options.archiveBasePath !== null && (
            <SiteLink href={`${base}/${options.archiveBasePath}`}>
              {uiText(localeNamed(locale), 'theme.blog.archive.title', 'Archive')}
            </SiteLink>
          )}
          {blog.tags.length > 0 && (
            <SiteLink href={`${base}/${options.tagsBasePath}`}>{uiText(localeNamed(locale), 'theme.tags.tagsPageTitle', 'Tags')}</SiteLink>
          )}
          {blog.authors.length > 0 && (
            <SiteLink href={`${base}/${options.authorsBasePath}`}>
              {uiText(localeNamed(locale), 'theme.blog.authorsList.pageTitle', 'Authors')}
            </SiteLink>
          )}
        </nav>
      }
    />
  );
}

export async function BlogPostRoute({ post }: { post: BlogPost }) {
  const locale = post.translation?.locale;
  const Content = await compilePost(post.slug, importRuntime, locale);
  const toc = postToc(post);
  const { newer, older } = postNeighbours(post);
  // A post the locale has not translated shows the original's text, marked as the original's language.
  const original = post.translation?.state === 'missing' ? { lang: locales()[0]!.htmlLang } : {};
  const article = (
    <article className={styles.post} {...original}>
      <header className={styles.postHeader}>
        {post.unlisted && <p className={styles.lead}>This post is unlisted: only readers with the link can find it.</p>}
        <h1 className={styles.pageTitle}>{post.title}</h1>
        <PostMeta post={post} />
        <PostAuthors authors={post.authors} />
        <PageMarkdownActions route={post.permalink} />
      </header>
      <TocCollapsible items={toc} />
      <div className="prose" data-search-body={post.unlisted ? undefined : ''}>
        <Content components={postComponents(post)} />
      </div>
      <footer className={styles.postFooter}>
        <PostTags tags={post.tags} />
        {post.editUrl && (
          <p>
            <SiteLink href={post.editUrl}>
              {routeText(post.permalink, 'theme.blog.post.editThisPost', 'Edit this post')}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </SiteLink>
          </p>
        )}
      </footer>
    </article>
  );
  return (
    <BlogLayout current={post.slug} aside={toc.length > 0 ? <Toc items={toc} /> : undefined} locale={locale}>
      {/* One child either way: a single-locale site's posts stay as they were, to the byte. */}
      {post.translation ? (
        <>
          <TranslationBanner translation={post.translation} />
          {article}
        </>
      ) : (
        article
      )}
      <PostPager newer={newer} older={older} route={post.permalink} />
    </BlogLayout>
  );
}

export function BlogArchiveRoute({ locale }: { locale?: string }) {
  const years = blogArchive(locale);
  return (
    <BlogLayout locale={locale}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{uiText(localeNamed(locale), 'theme.blog.archive.title', 'Archive')}</h1>
        <p className={styles.lead}>{uiText(localeNamed(locale), 'theme.blog.archive.lead', 'Every post, newest first, by year.')}</p>
      </header>
      {years.map(({ year, posts }) => (
        <section key={year} className={styles.archiveYear} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className={styles.archiveList}>
            {posts.map((post) => (
              <li key={post.slug}>
                <time className={styles.archiveDate} dateTime={post.date}>
                  {formatPostDate(post.date, siteConfig().i18n ? routeLocale(post.permalink) : undefined)}
                </time>
                <SiteLink href={post.permalink} prefetch="hover">
                  {post.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}

export function BlogAuthorsRoute({ locale }: { locale?: string }) {
  return (
    <BlogLayout locale={locale}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Authors</h1>
      </header>
      <ul className={styles.cards}>
        {authorPages(locale).map(({ author, pages }) => (
          <AuthorCard key={author.key} author={author} count={pages.reduce((sum, page) => sum + page.posts.length, 0)} />
        ))}
      </ul>
    </BlogLayout>
  );
}

export function BlogAuthorRoute({ author, page, locale }: { author: BlogAuthor; page: BlogListPage; locale?: string }) {
  return <AuthorListView author={author} page={page} locale={locale} />;
}

export function BlogTagsRoute({ locale }: { locale?: string }) {
  return (
    <BlogLayout locale={locale}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Tags</h1>
      </header>
      <ul className={styles.tagList}>
        {getBlog(locale)!.tags.map(({ tag, posts }) => (
          <li key={tag.permalink}>
            <SiteLink href={tag.permalink} className={styles.tag} prefetch="hover">
              {tag.label}{' '}
              <span className={styles.tagCount}>
                {posts.length}
                <span className="visually-hidden"> {posts.length === 1 ? 'post' : 'posts'}</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

export function BlogTagRoute({ tag, page, total, locale }: { tag: BlogTag; page: BlogListPage; total: number; locale?: string }) {
  return <TagListView tag={tag} page={page} total={total} locale={locale} />;
}

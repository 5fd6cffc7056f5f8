import { importRuntime } from '@/components/docusaurus/import-runtime';
import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogPost } from '@/lib/blog/types';
import { compileExcerpt } from '@/lib/content/blog';
import { excerptComponents } from './blog-mdx-components';
import { PostAuthors } from './post-authors';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';
import styles from './blog.module.css';
import { routeText } from '@/lib/content/locales';
import { UiText } from '@/components/ui/ui-text';

/** One post on a list page: title, date, authors, the excerpt and "Read more" when it is cut. */
async function PostSummary({ post }: { post: BlogPost }) {
  const Excerpt = await compileExcerpt(post.slug, importRuntime, post.translation?.locale);
  const titleId = `post-${post.slug}`;
  return (
    <article className={styles.summary} aria-labelledby={titleId}>
      <header>
        <h2 id={titleId} className={styles.summaryTitle}>
          <SiteLink href={post.permalink} prefetch="hover">
            {post.title}
          </SiteLink>
        </h2>
        <PostMeta post={post} />
        <PostAuthors authors={post.authors} />
      </header>
      <div className="prose">
        <Excerpt components={excerptComponents(post)} />
      </div>
      <footer className={styles.summaryFooter}>
        <PostTags tags={post.tags} />
        {post.excerpt !== undefined && (
          // The title is in the link's text, not only in aria-label: search engines (and Lighthouse's
          // link-text audit) read the text, and "Read more" alone says nothing about the target.
          <SiteLink href={post.permalink} className={styles.readMore} prefetch="hover">
            {routeText(post.permalink, 'theme.blog.post.readMore', 'Read more')}
            <span className="visually-hidden"> about {post.title}</span>
          </SiteLink>
        )}
      </footer>
    </article>
  );
}

/** Posts of one list page, newest first. */
export function PostList({ posts }: { posts: BlogPost[] }) {
  if (posts.length === 0)
    return (
      <p>
        <UiText k="theme.blog.noPosts" english="No posts yet." />
      </p>
    );
  return (
    <div className={styles.postList}>
      {posts.map((post) => (
        <PostSummary key={post.slug} post={post} />
      ))}
    </div>
  );
}

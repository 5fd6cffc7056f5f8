import { BlogLayout } from '@/components/blog/blog-layout';
import styles from '@/components/blog/blog.module.css';
import { SiteLink } from '@/components/ui/site-link.client';
import { blogOptions, getBlog } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';

export const metadata = blogMetadata({ title: 'Tags', description: 'Every tag used on the blog.', path: `${blogOptions.routeBasePath}/tags` });

export default function BlogTagsPage() {
  const tags = getBlog().tags;
  return (
    <BlogLayout>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Tags</h1>
      </header>
      <ul className={styles.tagList}>
        {tags.map(({ tag, posts }) => (
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

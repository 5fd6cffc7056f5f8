import { BlogLayout } from '@/components/blog/blog-layout';
import styles from '@/components/blog/blog.module.css';
import { formatPostDate } from '@/components/blog/format';
import { SiteLink } from '@/components/ui/site-link.client';
import { blogArchive, blogOptions } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';

export const metadata = blogMetadata({ title: 'Archive', description: 'Every blog post, by year.', path: `${blogOptions.routeBasePath}/archive` });

export default function BlogArchivePage() {
  const years = blogArchive();
  return (
    <BlogLayout>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Archive</h1>
        <p className={styles.lead}>Every post, newest first, by year.</p>
      </header>
      {years.length === 0 && <p>No posts yet.</p>}
      {years.map(({ year, posts }) => (
        <section key={year} className={styles.archiveYear} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className={styles.archiveList}>
            {posts.map((post) => (
              <li key={post.slug}>
                <time className={styles.archiveDate} dateTime={post.date}>
                  {formatPostDate(post.date)}
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

import { AuthorCard } from '@/components/blog/author-card';
import { BlogLayout } from '@/components/blog/blog-layout';
import styles from '@/components/blog/blog.module.css';
import { authorPages, blogOptions } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';

export const metadata = blogMetadata({ title: 'Authors', description: 'Everyone who writes on the blog.', path: `${blogOptions.routeBasePath}/authors` });

export default function BlogAuthorsPage() {
  const authors = authorPages();
  return (
    <BlogLayout>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Authors</h1>
      </header>
      <ul className={styles.cards}>
        {authors.map(({ author, pages }) => (
          <AuthorCard key={author.key} author={author} count={pages.reduce((sum, page) => sum + page.posts.length, 0)} />
        ))}
      </ul>
    </BlogLayout>
  );
}

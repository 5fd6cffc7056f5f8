import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogAuthor, BlogListPage } from '@/lib/blog/types';
import { blogOptions } from '@/lib/content/blog';
import { AuthorDetails } from './author-card';
import { AuthorAvatar } from './author-avatar';
import { BlogListView } from './blog-list-view';
import styles from './blog.module.css';

/** One page of an author's posts, headed by the author. */
export function AuthorListView({ author, page, locale }: { author: BlogAuthor; page: BlogListPage; locale?: string }) {
  return (
    <BlogListView
      page={page}
      locale={locale}
      title={author.name}
      intro={
        <div className={styles.author}>
          <AuthorAvatar author={author} />
          <AuthorDetails author={author} />
        </div>
      }
      back={
        <p>
          <SiteLink href={`${blogOptions(locale).routeBasePath}/${blogOptions().authorsBasePath}`}>View all authors</SiteLink>
        </p>
      }
    />
  );
}

import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogAuthor, BlogListPage } from '@/lib/blog/types';
import { withBase } from '@/lib/config';
import { blogOptions } from '@/lib/content/blog';
import { AuthorDetails } from './author-card';
import { BlogListView } from './blog-list-view';
import styles from './blog.module.css';

/** One page of an author's posts, headed by the author. */
export function AuthorListView({ author, page }: { author: BlogAuthor; page: BlogListPage }) {
  return (
    <BlogListView
      page={page}
      title={author.name}
      intro={
        <div className={styles.author}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small local avatar; the h1 names the person */}
          {author.image && <img className={styles.avatar} src={withBase(author.image)} alt="" width={48} height={48} loading="lazy" decoding="async" />}
          <AuthorDetails author={author} />
        </div>
      }
      back={
        <p>
          <SiteLink href={`${blogOptions().routeBasePath}/authors`}>View all authors</SiteLink>
        </p>
      }
    />
  );
}

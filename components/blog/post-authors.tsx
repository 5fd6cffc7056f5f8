import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogAuthor } from '@/lib/blog/types';
import { withBase } from '@/lib/config';
import styles from './blog.module.css';

function AuthorName({ author }: { author: BlogAuthor }) {
  const href = author.permalink ?? author.url;
  if (!href) return <span className={styles.authorName}>{author.name}</span>;
  return (
    <SiteLink href={href} className={styles.authorName} prefetch="hover">
      {author.name}
    </SiteLink>
  );
}

/** A post's authors with avatar, name (linked to their page) and title. */
export function PostAuthors({ authors }: { authors: BlogAuthor[] }) {
  if (authors.length === 0) return null;
  return (
    <ul className={styles.authors} aria-label="Authors">
      {authors.map((author) => (
        <li key={author.key} className={styles.author}>
          {author.image && (
            // The name beside it says who it is, so the avatar is decorative.
            // eslint-disable-next-line @next/next/no-img-element
            <img className={styles.avatar} src={withBase(author.image)} alt="" width={48} height={48} loading="lazy" decoding="async" />
          )}
          <span className={styles.authorText}>
            <AuthorName author={author} />
            {author.title && <span className={styles.authorTitle}>{author.title}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

import { SiteLink } from '@/components/ui/site-link.client';
import { UiLabelled } from '@/components/ui/ui-text';
import type { BlogAuthor } from '@/lib/blog/types';
import { AuthorAvatar } from './author-avatar';
import styles from './blog.module.css';

function AuthorName({ author }: { author: BlogAuthor }) {
  if (!author.name) return null;
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
    <UiLabelled as="ul" className={styles.authors} aria-label="Authors" k="theme.blog.post.authorsAriaLabel">
      {authors.map((author) => (
        <li key={author.key} className={styles.author}>
          <AuthorAvatar author={author} />
          <span className={styles.authorText}>
            <AuthorName author={author} />
            {author.title && <span className={styles.authorTitle}>{author.title}</span>}
          </span>
        </li>
      ))}
    </UiLabelled>
  );
}

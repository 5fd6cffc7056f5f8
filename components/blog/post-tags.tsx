import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogTag } from '@/lib/blog/types';
import styles from './blog.module.css';

/** The tags of a post, each linking to its tag page. */
export function PostTags({ tags }: { tags: BlogTag[] }) {
  if (tags.length === 0) return null;
  return (
    <div className={styles.tagsRow}>
      <span className={styles.tagsLabel}>Tags:</span>
      <ul className={styles.tagList}>
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <SiteLink href={tag.permalink} className={styles.tag} prefetch="hover">
              {tag.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

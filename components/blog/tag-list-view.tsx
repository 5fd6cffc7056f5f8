import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogListPage, BlogTag } from '@/lib/blog/types';
import { blogOptions } from '@/lib/content/blog';
import { BlogListView } from './blog-list-view';
import { countPosts } from './format';
import styles from './blog.module.css';

/** One page of a tag's posts: "2 posts tagged with "Hello"", its description and a way back. */
export function TagListView({ tag, page, total, locale }: { tag: BlogTag; page: BlogListPage; total: number; locale?: string }) {
  return (
    <BlogListView
      page={page}
      locale={locale}
      title={`${countPosts(total)} tagged with "${tag.label}"`}
      intro={tag.description && <p className={styles.lead}>{tag.description}</p>}
      back={
        <p>
          <SiteLink href={`${blogOptions(locale).routeBasePath}/${blogOptions().tagsBasePath}`}>View all tags</SiteLink>
        </p>
      }
    />
  );
}

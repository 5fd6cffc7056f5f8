import { BlogListView } from '@/components/blog/blog-list-view';
import styles from '@/components/blog/blog.module.css';
import { SiteLink } from '@/components/ui/site-link.client';
import { siteConfig } from '@/lib/config';
import { blogListPages, blogOptions } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';

export const metadata = blogMetadata({ title: 'Blog', description: `News and guides from ${siteConfig.title}`, path: blogOptions.routeBasePath });

export default function BlogPage() {
  return (
    <BlogListView
      page={blogListPages()[0]!}
      title="Blog"
      intro={<p className={styles.lead}>News, guides and the story of how {siteConfig.title} is built.</p>}
      back={
        <nav aria-label="Browse the blog" className={styles.browse}>
          <SiteLink href={`${blogOptions.routeBasePath}/archive`}>Archive</SiteLink>
          <SiteLink href={`${blogOptions.routeBasePath}/tags`}>Tags</SiteLink>
          <SiteLink href={`${blogOptions.routeBasePath}/authors`}>Authors</SiteLink>
        </nav>
      }
    />
  );
}

import { PageMarkdownActions } from '@/components/ui/page-markdown';
import { BlogLayout } from '@/components/blog/blog-layout';
import { postComponents } from '@/components/blog/blog-mdx-components';
import { PostAuthors } from '@/components/blog/post-authors';
import { PostMeta } from '@/components/blog/post-meta';
import { PostPager } from '@/components/blog/post-pager';
import { PostTags } from '@/components/blog/post-tags';
import styles from '@/components/blog/blog.module.css';
import { Toc, TocCollapsible } from '@/components/layout/toc';
import { SiteLink } from '@/components/ui/site-link.client';
import { siteConfig } from '@/lib/config';
import { compilePost, getBlog, getPost, postNeighbours, postToc } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getBlog().posts.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props) {
  const post = getPost((await params).slug)!;
  return blogMetadata({ title: post.title, description: post.description, path: post.permalink, type: 'article', image: post.image, noindex: post.unlisted }, post);
}

export default async function BlogPostPage({ params }: Props) {
  const post = getPost((await params).slug)!;
  const Content = await compilePost(post.slug);
  const toc = postToc(post);
  const { newer, older } = postNeighbours(post);
  return (
    <BlogLayout current={post.slug} aside={toc.length > 0 ? <Toc items={toc} /> : undefined}>
      <article className={styles.post}>
        <header className={styles.postHeader}>
          {post.unlisted && <p className={styles.lead}>This post is unlisted: only readers with the link can find it.</p>}
          <h1 className={styles.pageTitle}>{post.title}</h1>
          <PostMeta post={post} />
          <PostAuthors authors={post.authors} />
          <PageMarkdownActions route={post.permalink} />
        </header>
        <TocCollapsible items={toc} />
        <div className="prose" data-search-body={post.unlisted ? undefined : ''}>
          <Content components={postComponents(post)} />
        </div>
        <footer className={styles.postFooter}>
          <PostTags tags={post.tags} />
          {siteConfig.editUrl && (
            <p>
              <SiteLink href={`${siteConfig.editUrl}${post.file}`}>
                Edit this post<span className="visually-hidden"> (opens in a new tab)</span>
              </SiteLink>
            </p>
          )}
        </footer>
      </article>
      <PostPager newer={newer} older={older} />
    </BlogLayout>
  );
}

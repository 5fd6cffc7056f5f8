import { BlogListView } from '@/components/blog/blog-list-view';
import { pageNumbers } from '@/lib/blog/paginate';
import { blogListPages } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';

interface Props {
  params: Promise<{ n: string }>;
}

export const dynamicParams = false;

// Page 1 repeats the list's own page (its canonical URL and permalink are the list's, and it is
// noindex), so the route is never empty and works without JavaScript; nothing links to it.

export function generateStaticParams() {
  return pageNumbers(blogListPages()).map((n) => ({ n }));
}

export async function generateMetadata({ params }: Props) {
  const page = blogListPages()[Number((await params).n) - 1]!;
  return blogMetadata({ title: `Blog, page ${page.page}`, path: page.permalink, noindex: page.page === 1 });
}

export default async function BlogListPageN({ params }: Props) {
  const page = blogListPages()[Number((await params).n) - 1]!;
  return <BlogListView page={page} title="Blog" />;
}

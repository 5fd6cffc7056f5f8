import { TagListView } from '@/components/blog/tag-list-view';
import { pageNumbers } from '@/lib/blog/paginate';
import { tagPages } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';

interface Props {
  params: Promise<{ tag: string; n: string }>;
}

export const dynamicParams = false;

// Page 1 repeats the list's own page (its canonical URL and permalink are the list's, and it is
// noindex), so the route is never empty and works without JavaScript; nothing links to it.

export function generateStaticParams() {
  return tagPages().flatMap(({ segment, pages }) => pageNumbers(pages).map((n) => ({ tag: segment, n })));
}

async function find(params: Props['params']) {
  const { tag: segment, n } = await params;
  const entry = tagPages().find((e) => e.segment === segment)!;
  const total = entry.pages.reduce((sum, page) => sum + page.posts.length, 0);
  return { tag: entry.tag, page: entry.pages[Number(n) - 1]!, total };
}

export async function generateMetadata({ params }: Props) {
  const { tag, page } = await find(params);
  return blogMetadata({ title: `Posts tagged with "${tag.label}", page ${page.page}`, path: page.permalink, noindex: page.page === 1 });
}

export default async function BlogTagPageN({ params }: Props) {
  const { tag, page, total } = await find(params);
  return <TagListView tag={tag} page={page} total={total} />;
}

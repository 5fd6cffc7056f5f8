import { AuthorListView } from '@/components/blog/author-list-view';
import { pageNumbers } from '@/lib/blog/paginate';
import { authorPages } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';

interface Props {
  params: Promise<{ author: string; n: string }>;
}

export const dynamicParams = false;

// Page 1 repeats the list's own page (its canonical URL and permalink are the list's, and it is
// noindex), so the route is never empty and works without JavaScript; nothing links to it.

export function generateStaticParams() {
  return authorPages().flatMap(({ segment, pages }) => pageNumbers(pages).map((n) => ({ author: segment, n })));
}

async function find(params: Props['params']) {
  const { author: segment, n } = await params;
  const entry = authorPages().find((e) => e.segment === segment)!;
  return { author: entry.author, page: entry.pages[Number(n) - 1]! };
}

export async function generateMetadata({ params }: Props) {
  const { author, page } = await find(params);
  return blogMetadata({ title: `${author.name}: posts, page ${page.page}`, path: page.permalink, noindex: page.page === 1 });
}

export default async function BlogAuthorPageN({ params }: Props) {
  const { author, page } = await find(params);
  return <AuthorListView author={author} page={page} />;
}

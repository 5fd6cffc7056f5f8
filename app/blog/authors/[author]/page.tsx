import { AuthorListView } from '@/components/blog/author-list-view';
import { authorPages } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';

interface Props {
  params: Promise<{ author: string }>;
}

export const dynamicParams = false;

/** One page per author with a page: /blog/authors/mara, /blog/authors/all-jonas-articles. */
export function generateStaticParams() {
  return authorPages().map(({ segment }) => ({ author: segment }));
}

async function find(params: Props['params']) {
  const segment = (await params).author;
  return authorPages().find((entry) => entry.segment === segment)!;
}

export async function generateMetadata({ params }: Props) {
  const { author } = await find(params);
  return blogMetadata({ title: `${author.name}: all posts`, description: author.title, path: author.permalink! });
}

export default async function BlogAuthorPage({ params }: Props) {
  const { author, pages } = await find(params);
  return <AuthorListView author={author} page={pages[0]!} />;
}

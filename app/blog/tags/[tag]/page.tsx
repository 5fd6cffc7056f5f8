import { TagListView } from '@/components/blog/tag-list-view';
import { countPosts } from '@/components/blog/format';
import { tagPages } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';

interface Props {
  params: Promise<{ tag: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return tagPages().map(({ segment }) => ({ tag: segment }));
}

async function find(params: Props['params']) {
  const segment = (await params).tag;
  return tagPages().find((entry) => entry.segment === segment)!;
}

export async function generateMetadata({ params }: Props) {
  const { tag, pages } = await find(params);
  const total = pages.reduce((sum, page) => sum + page.posts.length, 0);
  return blogMetadata({ title: `${countPosts(total)} tagged with "${tag.label}"`, description: tag.description, path: tag.permalink });
}

export default async function BlogTagPage({ params }: Props) {
  const { tag, pages } = await find(params);
  return <TagListView tag={tag} page={pages[0]!} total={pages.reduce((sum, page) => sum + page.posts.length, 0)} />;
}

import { siteBlogFeed } from '@/lib/content/blog-feed';

// Written once at build time into out/blog/rss.xml.
export const dynamic = 'force-static';

export async function GET() {
  const feed = await siteBlogFeed();
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}

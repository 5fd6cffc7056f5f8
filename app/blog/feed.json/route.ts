import { siteBlogFeed } from '@/lib/content/blog-feed';

// Written once at build time into out/blog/feed.json.
export const dynamic = 'force-static';

export async function GET() {
  const feed = await siteBlogFeed();
  return new Response(feed.json1(), { headers: { 'Content-Type': 'application/feed+json; charset=utf-8' } });
}

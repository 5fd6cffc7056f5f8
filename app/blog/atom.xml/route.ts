import { atomXml } from '@/lib/blog/feed';
import { siteBlogFeed } from '@/lib/content/blog-feed';

// Written once at build time into out/blog/atom.xml.
export const dynamic = 'force-static';

export async function GET() {
  const feed = await siteBlogFeed();
  return new Response(atomXml(feed), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}

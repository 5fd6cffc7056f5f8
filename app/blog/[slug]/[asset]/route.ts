import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { blogAssets } from '@/lib/content/blog';

// A folder post's images (content/blog/{date}-{slug}/*.svg) are written to out/blog/{slug}/{file}.
export const dynamic = 'force-static';
export const dynamicParams = false;

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export function generateStaticParams() {
  return blogAssets().map(({ post, file }) => ({ slug: post.slug, asset: file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string; asset: string }> }) {
  const { slug, asset } = await params;
  const match = blogAssets().find(({ post, file }) => post.slug === slug && file === asset)!;
  const bytes = await readFile(path.join(process.cwd(), match.post.assetDir!, match.file));
  return new Response(bytes, { headers: { 'Content-Type': TYPES[path.extname(asset).toLowerCase()] ?? 'application/octet-stream' } });
}

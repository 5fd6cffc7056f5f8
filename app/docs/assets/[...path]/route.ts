import { listDocAssets, readDocAsset } from '@/lib/content/doc-assets';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Images that docs reference by relative path, exported as files under /docs/assets/. */
export function generateStaticParams() {
  return listDocAssets().map((path) => ({ path }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const asset = readDocAsset((await params).path);
  if (!asset) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(asset.data), { headers: { 'Content-Type': asset.type } });
}

import { readFile } from 'node:fs/promises';
import { siteConfig } from '@/lib/config';
import { getApiModel } from '@/lib/openapi';
import { specDownloadName } from '@/lib/openapi/routes';

// The "Download OpenAPI" files: each configured spec, copied into the export as written.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return siteConfig.apis.map((api) => ({ file: specDownloadName(api) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const api = siteConfig.apis.find((entry) => specDownloadName(entry) === file);
  if (!api) return new Response('Not found', { status: 404 });
  await getApiModel(api); // only a spec that validates is published
  const body = await readFile(api.spec, 'utf8');
  const type = file.endsWith('.json') ? 'application/json' : 'application/yaml';
  return new Response(body, { headers: { 'Content-Type': `${type}; charset=utf-8` } });
}

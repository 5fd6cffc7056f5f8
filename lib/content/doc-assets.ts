import fs from 'node:fs';
import path from 'node:path';
import { readBuildEnv } from '@/lib/config/env.mjs';

const DOCS_ROOT = path.resolve(process.cwd(), readBuildEnv().contentDir, 'docs');
const ASSET_FILE = /\.(png|jpe?g|gif|webp|svg|avif)$/i;
const ASSET_ROUTE = '/docs/assets';

/** Content types of the image files docs may reference. */
export const ASSET_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
};

/** The public URL of an image under content/docs (e.g. /docs/assets/tutorial-basics/img/x.svg); undefined elsewhere. */
export function docsAssetUrl(absFile: string, root = DOCS_ROOT): string | undefined {
  const rel = path.relative(root, absFile);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return `${ASSET_ROUTE}/${rel.split(path.sep).join('/')}`;
}

/** Every image file under content/docs, as path segments below /docs/assets. */
export function listDocAssets(root = DOCS_ROOT, dir = ''): string[][] {
  const out: string[][] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listDocAssets(root, rel));
    else if (ASSET_FILE.test(entry.name)) out.push(rel.split('/'));
  }
  return out;
}

/** Reads an asset by its segments, refusing anything outside content/docs. */
export function readDocAsset(segments: string[], root = DOCS_ROOT): { data: Buffer; type: string } | undefined {
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep) || !ASSET_FILE.test(file) || !fs.existsSync(file)) return undefined;
  const ext = path.extname(file).slice(1).toLowerCase();
  return { data: fs.readFileSync(file), type: ASSET_TYPES[ext] ?? 'application/octet-stream' };
}

import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost } from './types';

/** Relative targets in Markdown (![a](./x.png), [b](files/y.pdf)), HTML/JSX (src="./x.png") and MDX (require('./x.png'), import x from './x.png'). */
const REFERENCES = [
  /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  /\b(?:src|href)=["']([^"']+)["']/g,
  /\brequire\(\s*["']([^"']+)["']\s*\)/g,
  /^import\s+\w+\s+from\s+["']([^"']+)["']/gm,
];
const NOT_A_FILE = /^(?:[a-z][a-z0-9+.-]*:|\/|#|@)/i;
const CONTENT = /\.(?:mdx?|[jt]sx?)$/i;

/**
 * The local files a post names relatively (images, downloads), as paths relative to the post's
 * folder (posix), for any post: a single-file post in blog/ as well as a folder's index.md. Only
 * files that exist; a missing image fails later in the MDX image plugin with its line.
 */
export function postAssets(post: Pick<BlogPost, 'source' | 'body'>): string[] {
  const dir = path.dirname(post.source);
  const found = new Set<string>();
  for (const pattern of REFERENCES) {
    for (const match of post.body.matchAll(pattern)) {
      const target = match[1]!.split(/[?#]/)[0]!;
      if (!target || NOT_A_FILE.test(target) || CONTENT.test(target)) continue;
      let absolute: string;
      try {
        absolute = path.resolve(dir, decodeURI(target));
      } catch {
        continue;
      }
      // Only files inside the post's folder tree: "../" would let a post publish any file of the site.
      const rel = path.relative(dir, absolute);
      if (rel.startsWith('..') || path.isAbsolute(rel) || !existsSync(absolute) || !statSync(absolute).isFile()) continue;
      found.add(rel.split(path.sep).join('/'));
    }
  }
  return [...found].sort();
}

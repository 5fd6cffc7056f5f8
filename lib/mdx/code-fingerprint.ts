// What a disk cache's entries are made by (lib/openapi/load/cache.ts, lib/mdx/compile-cache.ts): our code, and the
// libraries it calls. A cached model holds printed and highlighted samples, so a new @scalar/snippetz
// or shiki (or an edit of the sample client list in lib/config) must not serve the old ones.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findModuleFile, packageName } from '@/lib/mdx/imports/resolve';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
/** `from '…'`, `import '…'` and `import('…')`: every module a source names. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** A local import's file ("@/lib/x" from the root, "./x" from the importer), or undefined for a package. */
function localFile(specifier: string, from: string, root: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  return base === undefined ? undefined : findModuleFile(base);
}

/** A bare import's package (not a node: builtin; not a quoted phrase in a comment, which has spaces). */
const isPackage = (specifier: string) => !specifier.startsWith('node:') && /^(@[\w.-]+\/)?[\w.-]+(\/|$)/.test(specifier);

/**
 * A hash of every source of ours that the files in `dirs` (and below) import, followed through the import graph
 * (lib/openapi reaches lib/config, lib/mdx and lib/html; lib/mdx reaches lib/html), and of the installed version of every
 * package those sources import. Folder lists went stale: lib/config's sample client list was left
 * out, and so were the libraries' versions.
 */
export function codeFingerprint(root: string, dirs: string[]): string {
  const queue = dirs.flatMap((dir) => {
    const folder = path.join(root, dir);
    let names: string[] = [];
    try {
      // Every file below, sub-folders too (lib/openapi keeps its code in rooms: load/, model/, samples/…).
      names = readdirSync(folder, { recursive: true, encoding: 'utf8' });
    } catch {}
    return names.filter((name) => SOURCE.test(name)).map((name) => path.join(folder, name));
  });
  const seen = new Set<string>();
  const packages = new Set<string>();
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const local = localFile(specifier!, file, root);
      if (local) queue.push(local);
      else {
        if (isPackage(specifier!)) packages.add(packageName(specifier!));
      }
    }
  }
  const hash = createHash('sha256');
  for (const file of [...seen].sort()) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  for (const name of [...packages].sort()) {
    let version = 'absent';
    try {
      version =
        (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string }).version ?? 'none';
    } catch {}
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest('hex');
}

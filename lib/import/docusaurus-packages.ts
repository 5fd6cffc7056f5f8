// Node side of the importer: which npm package a value of the evaluated Docusaurus config came from,
// so a remark or rehype plugin function (`remarkPlugins: [require('remark-emoji')]`) can be written
// into site.config.mjs as an import of that package. Identity, not names: a function's name says little.
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** "@scope/pkg/sub" → "@scope/pkg", "pkg/sub" → "pkg"; undefined for relative paths and Node's own modules. */
export function packageName(request: string): string | undefined {
  if (request.startsWith('.') || request.startsWith('/') || request.startsWith('node:') || request.startsWith('\0')) return undefined;
  const parts = request.split('/');
  const name = request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? undefined : name;
}

/** Values of loaded packages (the module and its default export) → the package. */
export class PackageIndex {
  private readonly byValue = new Map<unknown, string>();

  /** Records what `request` gave: the module itself and, for ES modules, its default export. */
  record(request: string, value: unknown): void {
    const name = packageName(request);
    if (!name || (typeof value !== 'object' && typeof value !== 'function') || value === null) return;
    if (!this.byValue.has(value)) this.byValue.set(value, name);
    const inner = (value as { default?: unknown }).default;
    if (typeof inner === 'function' && !this.byValue.has(inner)) this.byValue.set(inner, name);
  }

  packageOf = (value: unknown): string | undefined => this.byValue.get(value);

  /**
   * An ES module config imports its packages where no require hook sees them: the bare specifiers
   * written in its source are imported again (the loader's cache gives the same objects).
   */
  async recordImportsOf(file: string): Promise<void> {
    const source = fs.readFileSync(file, 'utf8');
    const requests = new Set([...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]!));
    const require = createRequire(file);
    for (const request of requests) {
      if (!packageName(request)) continue;
      try {
        this.record(request, await import(pathToFileURL(require.resolve(request)).href));
      } catch {
        // Not installed, or not resolvable from the config: the import reports the plugin as inline.
      }
    }
  }
}

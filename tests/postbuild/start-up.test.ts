import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findModuleFile } from '@/lib/mdx/imports/resolve';

// The post-build step's fixed cost (issue 29, "at most 1.5x at 1,000 docs, where fixed costs weigh
// more"): it reads what the content gave the build from the build manifest, so it must not load the
// modules that load the content. It did, to read the manifest, two folder names and the blog's route:
// 2.3 to 3.0 of its 4 CPU seconds on a site of 100 docs went to loading them (modules under tsx).

const root = path.resolve(import.meta.dirname, '../..');
const packageImports = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports: Record<string, string> }).imports;

/** Every module a source names and loads: static imports and re-exports, `import('…')`; not `import type`. */
const IMPORT = /(?:^|[\s;])(?:import|export)(?!\s+type\b)[^'";]*?\sfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function localFile(specifier: string, from: string): string | undefined {
  const target = packageImports[specifier];
  const base = target
    ? path.join(root, target)
    : specifier.startsWith('@/')
      ? path.join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : undefined;
  return base === undefined ? undefined : findModuleFile(base.replace(/\.js$/, ''));
}

/** The project's modules a start file loads, each with the chain that reaches it; `skip`: modules left out. */
function moduleGraph(start: string, skip: Set<string>): Map<string, string[]> {
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = readFileSync(path.join(root, file), 'utf8').replace(/^\s*\/\/.*$/gm, '');
    for (const match of source.matchAll(IMPORT)) {
      const local = localFile(match[1] ?? match[2]!, path.join(root, file));
      if (!local) continue;
      const rel = path.relative(root, local).split(path.sep).join('/');
      if (chains.has(rel) || skip.has(rel)) continue;
      chains.set(rel, [...chains.get(file)!, rel]);
      queue.push(rel);
    }
  }
  return chains;
}

describe('the post-build step', () => {
  it('loads none of the modules that load the content, the MDX compiler or the OpenAPI loaders', () => {
    // Loaded only to report a problem (a page that will not hydrate, a broken link, an unknown inline
    // script: to name the page's source file), or by a check-only run without a build manifest.
    const problemPaths = new Set(['lib/checks/html-nesting.ts', 'lib/checks/link-sources.ts', 'lib/pages/index.ts']);
    const graph = moduleGraph('scripts/postbuild.ts', problemPaths);
    expect(graph.size).toBeGreaterThan(20);
    // The content's loaders, the MDX compiler, the OpenAPI loaders, the sections of the route table.
    const loaders = /^lib\/(content|mdx|openapi|blog|pages|sections)\/|^lib\/site\/routes\.ts$/;
    const loaded = [...graph]
      .filter(([file]) => loaders.test(file) && file !== 'lib/content/shared-file-dirs.ts')
      .map(([, chain]) => chain.join(' → '));
    expect(loaded, 'scripts/postbuild.ts loads these modules (read what it needs from the build manifest instead)').toEqual([]);
  });

  it('is checked by a graph that sees what the content check loads (the walk is not blind)', () => {
    const graph = moduleGraph('scripts/check-content.ts', new Set());
    for (const heavy of ['lib/content/docs-data.ts', 'lib/mdx/compile.ts', 'lib/openapi/index.ts'])
      expect(graph.has(heavy), heavy).toBe(true);
  });
});

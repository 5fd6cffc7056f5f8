import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// Turbopack compiled every package the server renders with into the server bundle on every cold
// build (KaTeX, mermaid with elkjs, the Markdown and MDX stack, the API loaders): next.config.mjs now
// leaves the dependencies only the server imports to Node, and bundles those client components import.

const dependencies = Object.keys(
  (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies,
);

/** The packages each source file of the app imports (values only, not types), and whether it is a client file. */
function packageImports(): { file: string; client: boolean; packages: string[] }[] {
  const files = execFileSync('git', ['ls-files', 'app', 'components', 'lib'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(tsx?|mjs|js)$/.test(file));
  const specifier = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  return files.map((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const packages = [...text.matchAll(specifier)]
      .filter((match) => !match[1])
      .map((match) => (match[2] ?? match[3])!)
      .filter((name) => !/^(\.|@\/|#|node:)/.test(name))
      .map((name) =>
        name
          .split('/')
          .slice(0, name.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    return { file, client: /^\s*['"]use client['"]/.test(text) || file.includes('.client.'), packages };
  });
}

describe('server-only packages', () => {
  it(
    'next.config.mjs leaves to Node every dependency no client file imports, and bundles those client files import',
    { timeout: 30_000 },
    async () => {
      const { default: config } = (await import('../../next.config.mjs')) as { default: { serverExternalPackages?: string[] } };
      const external = new Set(config.serverExternalPackages ?? []);
      const sources = packageImports();
      const clientPackages = new Set(sources.filter((source) => source.client).flatMap((source) => source.packages));
      for (const name of dependencies) expect(external.has(name), name).toBe(!clientPackages.has(name));
      // The heaviest of them, by name: a docs-only site's compile spent most of its package time on these.
      for (const name of ['katex', 'beautiful-mermaid', '@mdx-js/mdx', 'shiki', 'ajv', 'zod']) expect(external.has(name), name).toBe(true);
      // What client files import is bundled, next-themes too (its colour-mode script is its bundled function's source).
      for (const name of ['react', 'next', 'next-themes', 'nprogress']) expect(external.has(name), name).toBe(false);
    },
  );
});

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { TryItLauncher as Leaf } from '@/components/api/try-it/launcher.client';
import type { TryItLauncher as Stub } from '@/components/api/try-it/no-launcher';
import * as apiViews from '@/components/api/views';
import * as noApiViews from '@/components/api/no-views';
import * as apis from '@/lib/sections/apis';
import * as noApis from '@/lib/sections/apis/none';

// A module name of the project (`#site-modules`, `#site-global-data`, `#site-plugins`, `#try-it-launcher`, `#site-apis`,
// `#site-api-views`) is defined once,
// in package.json `imports`: TypeScript, Vitest, tsx and Next all read it there. next.config.mjs
// aliases a name only to swap in what one site needs (the registry of its MDX imports, its config's
// Markdown plugins, the console's leaf when an API enables tryIt, stubs of the API part for a site without
// APIs), never to restate the default.

const imports = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { imports: Record<string, string> }).imports;
const names = Object.keys(imports);

function typescriptResolves(name: string): string | undefined {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const config = ts.getParsedCommandLineOfConfigFile(path.resolve('tsconfig.json'), {}, host)!;
  return ts.resolveModuleName(name, path.resolve('components/api/api-reference.tsx'), config.options, ts.sys).resolvedModule
    ?.resolvedFileName;
}

/** next.config.mjs's aliases, for a prepared site (written to a temporary file) with these APIs. */
async function nextAliases(apis: object[]): Promise<Record<string, string>> {
  const file = path.resolve('.site', `module-names-${process.pid}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ siteDir: process.cwd(), config: { apis } }));
  vi.stubEnv('SITE_PREPARED', file);
  vi.resetModules();
  try {
    const { default: config } = (await import('../../next.config.mjs')) as {
      default: { turbopack: { resolveAlias: Record<string, string> } };
    };
    return config.turbopack.resolveAlias;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

afterEach(() => vi.unstubAllEnvs());

describe('module names', () => {
  it('are names package.json defines', () => {
    expect(names.sort()).toEqual([
      '#site-api-views',
      '#site-apis',
      '#site-global-data',
      '#site-modules',
      '#site-plugins',
      '#try-it-launcher',
    ]);
    // Not restated where TypeScript or Vitest would read it first.
    expect(fs.readFileSync('tsconfig.json', 'utf8')).not.toMatch(/"#|@site-modules/);
    expect(fs.readFileSync('vitest.config.ts', 'utf8')).not.toMatch(/'#|@site-modules/);
  });

  it.each(names)('%s: TypeScript resolves it as package.json says', (name) => {
    expect(typescriptResolves(name)).toBe(path.resolve(imports[name]!));
  });

  it.each(names)('%s: Vitest resolves it as package.json says', async (name) => {
    expect(await import(/* @vite-ignore */ name)).toBe(await import(/* @vite-ignore */ path.resolve(imports[name]!)));
  });

  it('next.config.mjs leaves every name to package.json for a site that needs nothing else', { timeout: 30_000 }, async () => {
    const alias = await nextAliases([{ id: 'word' }]);
    for (const name of names) expect(alias[name], name).toBeUndefined();
  });

  it('next.config.mjs names the console leaf when an API enables tryIt', { timeout: 30_000 }, async () => {
    expect((await nextAliases([{ id: 'word', tryIt: {} }]))['#try-it-launcher']).toBe('./components/api/try-it/launcher.client.tsx');
  });

  it(
    'next.config.mjs names stubs of the API part for a site without APIs, so Turbopack does not compile it',
    { timeout: 30_000 },
    async () => {
      const alias = await nextAliases([]);
      expect(alias['#site-apis']).toBe('./lib/sections/apis/none.ts');
      expect(alias['#site-api-views']).toBe('./components/api/no-views.tsx');
      // `npm run dev` too: its watcher starts next dev again when the config gains an API (lib/site/watch.ts).
      vi.stubEnv('NODE_ENV', 'development');
      const dev = await nextAliases([]);
      expect([dev['#site-apis'], dev['#site-api-views']]).toEqual(['./lib/sections/apis/none.ts', './components/api/no-views.tsx']);
      expect(await nextAliases([{ id: 'word' }])).not.toHaveProperty('#site-apis');
    },
  );

  it('the API stubs export what the API part exports, with its types, and import none of it', () => {
    expect(Object.keys(noApis).sort()).toEqual(Object.keys(apis).sort());
    expect(Object.keys(noApiViews).sort()).toEqual(Object.keys(apiViews).sort());
    expectTypeOf(noApis.apiSection).toEqualTypeOf(apis.apiSection);
    expectTypeOf(noApis.apiChangelogSection).toEqualTypeOf(apis.apiChangelogSection);
    expectTypeOf(noApis.specStamp).toEqualTypeOf(apis.specStamp);
    expectTypeOf(noApis.resolveApiLink).toEqualTypeOf(apis.resolveApiLink);
    expectTypeOf<typeof noApiViews.ApiPageView>().parameters.toEqualTypeOf<Parameters<typeof apiViews.ApiPageView>>();
    expectTypeOf<typeof noApiViews.ApiChangelogRoute>().parameters.toEqualTypeOf<Parameters<typeof apiViews.ApiChangelogRoute>>();
    // Only types from the API part: a value import would put it back into a docs-only site's compile.
    for (const file of ['lib/sections/apis/none.ts', 'components/api/no-views.tsx']) {
      const valueImports = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^import (?!type )/.test(line));
      for (const line of valueImports)
        expect(line, file).not.toMatch(/openapi|asyncapi|sections\/api|components\/api|\.\/(api-page-view|changelog)/);
    }
  });

  it('a site without APIs: the stub sections publish no route, and an API link names the unknown API', async () => {
    expect([...(noApis.apiSection.routes({} as never) as Iterable<unknown>)]).toEqual([]);
    expect([...(noApis.apiChangelogSection.routes({} as never) as Iterable<unknown>)]).toEqual([]);
    await expect(noApis.resolveApiLink('calculator', 'divide')).rejects.toThrow(
      'API link to "calculator#divide": there is no API "calculator" in site.config.ts apis (known: ).',
    );
  });

  it('the stub takes the props the console leaf takes, so callers type-checked against it fit the leaf', () => {
    expectTypeOf<ComponentProps<typeof Stub>>().toEqualTypeOf<ComponentProps<typeof Leaf>>();
  });
});

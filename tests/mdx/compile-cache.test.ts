import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';
import { cachedCompile, mdxCacheDir, mdxCacheStats } from '@/lib/mdx/compile-cache';
import { noteFileRead } from '@/lib/mdx/file-reads';
import type { PipelineOptions } from '@/lib/mdx/pipeline';
import { remarkSiteComponents } from '@/lib/mdx/imports/site-components';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

// Issue 29: compiled MDX is cached by content, options and code across builds, so a second build
// with one doc changed compiles one doc. What a compile asked (files, function options) is checked
// on a hit, and what it reported is said again.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-cache-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());
let n = 0;
const freshDir = () => path.join(scratch, `cache-${n++}`);

const pipeline: PipelineOptions = { file: '/repo/docs/a.md', format: 'md', pageUrl: '/docs/a' };

describe('cachedCompile', () => {
  it('compiles once: the second call with the same source, options and code is served from the cache', async () => {
    const dir = freshDir();
    const compile = vi.fn(async () => 'code for a');
    expect(await cachedCompile('# A', pipeline, {}, compile, dir, 'v1')).toBe('code for a');
    expect(await cachedCompile('# A', { ...pipeline }, {}, compile, dir, 'v1')).toBe('code for a');
    expect(compile).toHaveBeenCalledTimes(1);
    // Another source is another entry.
    await cachedCompile('# B', pipeline, {}, compile, dir, 'v1');
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('compiles again when the code (pipeline version), an option or the compiler options change', async () => {
    const dir = freshDir();
    const compile = vi.fn(async () => 'code');
    await cachedCompile('# A', pipeline, {}, compile, dir, 'v1');
    await cachedCompile('# A', pipeline, {}, compile, dir, 'v2');
    await cachedCompile('# A', { ...pipeline, math: false }, {}, compile, dir, 'v1');
    // With a doc route table the pipeline rewrites Markdown links: another compile than without one.
    await cachedCompile(
      '# A',
      { ...pipeline, docRoute: (file) => (file === '/repo/docs/b.md' ? '/docs/b' : undefined) },
      {},
      compile,
      dir,
      'v1',
    );
    await cachedCompile('# A', pipeline, { preset: 'other' }, compile, dir, 'v1');
    expect(compile).toHaveBeenCalledTimes(5);
  });

  it('is a miss when a doc the compile looked up in the route table moved, appeared or went, and a hit when another doc did', async () => {
    const dir = freshDir();
    // What a link to ./b.md does (lib/mdx/doc-links.ts): one lookup of the linked file.
    const compile = vi.fn(async (options: PipelineOptions) => `link to ${options.docRoute?.('/repo/docs/b.md') ?? 'nothing'}`);
    const withRoutes = (routes: Record<string, string>) =>
      cachedCompile('[B](./b.md)', { ...pipeline, docRoute: (file) => routes[file] }, {}, compile, dir, 'v1');
    const b = '/repo/docs/b.md';
    const c = '/repo/docs/c.md';
    expect(await withRoutes({ [b]: '/docs/b' })).toBe('link to /docs/b');
    // A doc added, and one deleted, that the page does not link: the entry holds (a site of 10,000 docs compiled every doc again).
    expect(await withRoutes({ [b]: '/docs/b', [c]: '/docs/c' })).toBe('link to /docs/b');
    expect(compile).toHaveBeenCalledTimes(1);
    // The linked doc moved: compiled again, with its new route.
    expect(await withRoutes({ [b]: '/docs/bee' })).toBe('link to /docs/bee');
    // It went (the link is broken now), and came back.
    expect(await withRoutes({ [c]: '/docs/c' })).toBe('link to nothing');
    expect(await withRoutes({ [b]: '/docs/b', [c]: '/docs/c' })).toBe('link to /docs/b');
    expect(compile).toHaveBeenCalledTimes(4);
  });

  it('is a miss when a file the compile looked at changed, appeared or went', async () => {
    const dir = freshDir();
    // Written a while ago: a file whose mtime is not before the compile began is not stored (it may be mid-write).
    const settled = (file: string, text: string) => {
      fs.writeFileSync(file, text);
      fs.utimesSync(file, new Date(Date.now() - 10_000), new Date(Date.now() - 10_000));
    };
    const image = path.join(scratch, 'diagram.png');
    settled(image, 'one');
    const compile = vi.fn(async () => {
      noteFileRead(image);
      noteFileRead(path.join(scratch, 'not-yet.png'));
      return 'code';
    });
    const again = () => cachedCompile('![x](./diagram.png)', pipeline, {}, compile, dir, 'v1');
    await again();
    await again();
    expect(compile).toHaveBeenCalledTimes(1);
    settled(image, 'a longer content');
    await again();
    expect(compile).toHaveBeenCalledTimes(2);
    settled(path.join(scratch, 'not-yet.png'), 'here');
    await again();
    expect(compile).toHaveBeenCalledTimes(3);
    await again();
    expect(compile).toHaveBeenCalledTimes(3);
  });

  it('is a miss when the site’s MDXComponents map, which the compile reads, changes or appears', async () => {
    const dir = freshDir();
    const site = path.join(scratch, 'site-with-map');
    fs.mkdirSync(path.join(site, 'src', 'theme'), { recursive: true });
    const map = (file: string, from: string) => {
      fs.writeFileSync(path.join(site, 'src', 'theme', file), `import Callout from '${from}';\nexport default { Callout };\n`);
      fs.utimesSync(path.join(site, 'src', 'theme', file), new Date(Date.now() - 10_000), new Date(Date.now() - 10_000));
    };
    // What the page preset does with the map: the <Callout> the doc uses becomes an import of the map's component.
    const compile = vi.fn(async () => {
      const tree = unified().use(remarkParse).use(remarkMdx).parse('<Callout>hi</Callout>');
      remarkSiteComponents({ siteDir: site })(tree);
      return tree.children[0]!.type === 'mdxjsEsm' ? tree.children[0].value : 'no import';
    });
    const again = () => cachedCompile('<Callout>hi</Callout>', { ...pipeline, siteDir: site }, {}, compile, dir, 'v1');
    expect(await again()).toBe('no import');
    map('MDXComponents.js', '../components/Callout');
    expect(await again()).toContain('components/Callout');
    map('MDXComponents.js', '../components/NewCallout');
    expect(await again()).toContain('components/NewCallout');
    // A map of an earlier-looked-up name (.tsx before .js) takes over.
    map('MDXComponents.tsx', '../components/TsxCallout');
    expect(await again()).toContain('components/TsxCallout');
    expect(await again()).toContain('components/TsxCallout');
    expect(compile).toHaveBeenCalledTimes(4);
  });

  it('is a miss when a function option answers differently, and says a recorded report again on a hit', async () => {
    const dir = freshDir();
    let url = '/assets/a-1.png';
    const said: string[] = [];
    const options = (): PipelineOptions => ({ ...pipeline, assetUrl: () => url, onBrokenLink: (message) => said.push(message) });
    const compile = vi.fn(async (o: PipelineOptions) => {
      o.onBrokenLink?.('a.md:3: the link "./gone.md" points to no doc.');
      return `code with ${o.assetUrl?.('/repo/docs/a.png')}`;
    });
    expect(await cachedCompile('x', options(), {}, compile, dir, 'v1')).toBe('code with /assets/a-1.png');
    expect(await cachedCompile('x', options(), {}, compile, dir, 'v1')).toBe('code with /assets/a-1.png');
    expect(compile).toHaveBeenCalledTimes(1);
    expect(said).toEqual(['a.md:3: the link "./gone.md" points to no doc.', 'a.md:3: the link "./gone.md" points to no doc.']);
    url = '/assets/a-2.png';
    expect(await cachedCompile('x', options(), {}, compile, dir, 'v1')).toBe('code with /assets/a-2.png');
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('does not cache a compile given a function it does not know (a site plugin’s), nor under vitest unless told where', async () => {
    const dir = freshDir();
    const compile = vi.fn(async () => 'code');
    const unknown = { ...pipeline, somethingElse: () => 1 } as unknown as PipelineOptions;
    await cachedCompile('# A', unknown, {}, compile, dir, 'v1');
    await cachedCompile('# A', unknown, {}, compile, dir, 'v1');
    expect(compile).toHaveBeenCalledTimes(2);
    expect(mdxCacheDir({ VITEST: 'true' })).toBeUndefined();
    expect(mdxCacheDir({ VITEST: 'true', MDX_CACHE_DIR: dir })).toBe(dir);
    expect(mdxCacheDir({ MDX_CACHE: '0' })).toBeUndefined();
    expect(mdxCacheDir({})).toMatch(/node_modules[/\\]\.cache[/\\]docs-site-mdx$/);
  });
});

describe('compileMdx with the cache', () => {
  it('renders a page served from the cache as the compile made it, without compiling it again', async () => {
    vi.stubEnv('MDX_CACHE_DIR', freshDir());
    const body = '## Setup\n\nRun `gauge init`, then:\n\n| step | what |\n| --- | --- |\n| 1 | calibrate |\n\n- a list\n';
    const render = async () => renderToStaticMarkup(createElement(await compileMdx(body, { file: '/repo/docs/setup.md', format: 'md' })));
    const before = { ...mdxCacheStats };
    const cold = await render();
    const warm = await render();
    expect(warm).toBe(cold);
    expect(warm).toContain('gauge init');
    expect(mdxCacheStats.misses - before.misses).toBe(1);
    expect(mdxCacheStats.hits - before.hits).toBe(1);
  });

  it('keys a compile without what its imports resolve against: a site module may be circular, or change without changing the code', async () => {
    vi.stubEnv('MDX_CACHE_DIR', freshDir());
    const site = path.join(scratch, 'site-with-modules');
    // A site module whose data refers to itself (as a CommonJS namespace's `default` can).
    const data: Record<string, unknown> = { name: 'data' };
    data.self = data;
    const compile = (version: number) =>
      compileMdx('# Title\n\ntext\n', {
        file: '/repo/docs/modules.mdx',
        format: 'mdx',
        imports: {
          runtime: { builtins: {}, components: {}, siteModules: { [path.join(site, 'src/data.js')]: { default: data, version } } },
          siteDir: site,
        },
      });
    const before = { ...mdxCacheStats };
    await compile(1);
    await compile(2);
    expect(mdxCacheStats.misses - before.misses).toBe(1);
    expect(mdxCacheStats.hits - before.hits).toBe(1);
  });

  it('caches a production compile, which carries the <style> store, and stores a hit’s style again', async () => {
    vi.stubEnv('MDX_CACHE_DIR', freshDir());
    const stored: string[] = [];
    // The build passes storeStyle to every page (lib/content/markdown-options.ts): as an unknown function it turned the cache off.
    const storeStyle = (css: string) => (stored.push(css), `/demo/_styles/el/${css.length}.css`);
    const render = async () =>
      renderToStaticMarkup(
        createElement(await compileMdx('# Title\n\ntext\n', { file: '/repo/docs/styled.md', format: 'md', storeStyle })),
      );
    const before = { ...mdxCacheStats };
    expect(await render()).toBe(await render());
    expect(mdxCacheStats.misses - before.misses).toBe(1);
    expect(mdxCacheStats.hits - before.hits).toBe(1);
    // A hit asks the store again, so a build that starts with no stored styles still publishes the CSS its pages link.
    const dir = freshDir();
    const compile = vi.fn(async (o: PipelineOptions) => `<link href="${o.storeStyle?.('a{}')}">`);
    await cachedCompile('x', { ...pipeline, storeStyle }, {}, compile, dir, 'v1');
    expect(await cachedCompile('x', { ...pipeline, storeStyle }, {}, compile, dir, 'v1')).toBe('<link href="/demo/_styles/el/3.css">');
    expect(compile).toHaveBeenCalledTimes(1);
    expect(stored).toEqual(['a{}', 'a{}']);
  });
});

describe('a production compile (with storeStyle) is cached', () => {
  it('serves the second compile from the cache, and a hit stores the CSS again for its build', async () => {
    const dir = freshDir();
    const stored: string[] = [];
    const storeStyle = (css: string) => (stored.push(css), `/demo/_styles/el/el.${css.length}.css`);
    const compile = vi.fn(async (o: PipelineOptions) => `link to ${o.storeStyle?.('.note{color:red}')}`);
    const again = () => cachedCompile('A note', { ...pipeline, storeStyle }, {}, compile, dir, 'v1');
    expect(await again()).toBe('link to /demo/_styles/el/el.16.css');
    expect(await again()).toBe('link to /demo/_styles/el/el.16.css');
    expect(compile).toHaveBeenCalledTimes(1);
    expect(stored).toEqual(['.note{color:red}', '.note{color:red}']);
  });
});

describe("the site build's own options", () => {
  it('leave a production page compile cacheable: every function option the build passes is one the cache knows', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('MDX_CACHE_DIR', freshDir());
    const { siteMarkdownOptions } = await import('@/lib/content/markdown-options');
    const file = path.resolve('content/docs/intro.md');
    const options = () => ({
      ...siteMarkdownOptions({ file, format: 'md' as const, route: '/docs/intro', docLinks: true }),
      warn: () => {},
    });
    const before = { ...mdxCacheStats };
    await compileMdx('# Intro\n\nSee [the basics](./tutorial-basics/create-a-page.md).\n', options());
    await compileMdx('# Intro\n\nSee [the basics](./tutorial-basics/create-a-page.md).\n', options());
    expect(mdxCacheStats.misses - before.misses).toBe(1);
    expect(mdxCacheStats.hits - before.hits).toBe(1);
  });
});

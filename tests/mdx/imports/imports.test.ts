import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { docusaurusModules } from '@/components/docusaurus';
import { DOCUSAURUS_MODULES } from '@/lib/mdx/imports/docusaurus-modules.mjs';
import { compileMdxModule } from '@/lib/mdx/compile';
import type { ImportRuntime } from '@/lib/mdx/imports/load';
import { isUnresolved, resolveImport, type ImportTarget } from '@/lib/mdx/imports/resolve';
import { contentAssetUrl } from '@/lib/site/assets';
import { scanContentModules } from '@/lib/site/content-modules';
import { siteModulesSource } from '@/lib/site/module-registry';

// A small site folder of our own: a doc, a partial, a component, data, text and an image.
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-imports-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
function write(rel: string, text: string) {
  const file = path.join(site, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}
const doc = write('docs/guide/page.mdx', '');
write('docs/guide/_partial.mdx', '---\ntitle: ignored\n---\n## Partial heading\n\nHello {props.who}.\n');
write('docs/guide/_loop.mdx', "import Loop from './_loop.mdx';\n\n<Loop />\n");
write('docs/guide/data.json', '{ "rivers": ["Danube", "Loire"] }');
write('docs/guide/notes.txt', 'plain <b>text</b>\n');
write('docs/guide/map.png', 'png');
write('docs/guide/mark.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('src/components/Badge/index.tsx', 'export default function Badge() { return null; }\n');
write('src/theme/Admonition.tsx', 'export default function Swizzled() { return null; }\n');

const builtins = new Set(Object.keys(DOCUSAURUS_MODULES));
const resolve = (specifier: string) => resolveImport(specifier, doc, { siteDir: site, builtins });
const kind = (target: ReturnType<typeof resolve>) => (isUnresolved(target) ? 'unresolved' : target.kind);

describe('resolveImport (Docusaurus rules)', () => {
  it('gives @theme and @docusaurus modules from the product, a swizzled src/theme copy first', () => {
    expect(resolve('@theme/Tabs')).toEqual({ kind: 'builtin', specifier: '@theme/Tabs' });
    expect(resolve('@docusaurus/Link')).toEqual({ kind: 'builtin', specifier: '@docusaurus/Link' });
    expect(resolve('@theme/Admonition')).toEqual({ kind: 'module', file: path.join(site, 'src/theme/Admonition.tsx') });
    expect(resolve('@theme-original/Admonition')).toEqual({ kind: 'builtin', specifier: '@theme/Admonition' });
  });

  it('says what to do for a theme or Docusaurus module it does not have', () => {
    const theme = resolve('@theme/Carousel');
    expect(isUnresolved(theme) && theme.fix).toContain('src/theme/Carousel.tsx');
    const core = resolve('@docusaurus/useRouteContext');
    expect(isUnresolved(core) && core.problem).toContain('does not provide');
  });

  it('finds files by @site, relative paths, extensions and folder indexes', () => {
    expect(resolve('@site/src/components/Badge')).toEqual({ kind: 'module', file: path.join(site, 'src/components/Badge/index.tsx') });
    expect(resolve('./_partial.mdx')).toEqual({ kind: 'partial', file: path.join(site, 'docs/guide/_partial.mdx') });
    expect(resolve('./_partial')).toEqual({ kind: 'partial', file: path.join(site, 'docs/guide/_partial.mdx') });
    expect(kind(resolve('./data.json'))).toBe('json');
    expect(kind(resolve('./map.png'))).toBe('asset');
    expect(resolve('!!raw-loader!./notes.txt')).toEqual({
      kind: 'raw',
      file: path.join(site, 'docs/guide/notes.txt'),
    } satisfies ImportTarget);
    expect(resolve('raw-loader!./notes.txt')).toMatchObject({ kind: 'raw' });
  });

  it('names the missing file or the npm package to install', () => {
    const missing = resolve('./nowhere');
    expect(isUnresolved(missing) && missing.problem).toContain('names no file');
    const pkg = resolve('@acme/not-installed/sub');
    expect(isUnresolved(pkg) && pkg.fix).toBe('run `npm install @acme/not-installed` in the project (or in the site folder)');
  });

  it('resolves an installed npm package to its file', () => {
    expect(kind(resolve('react'))).toBe('module');
  });

  it('has a file for every module it lists', () => {
    for (const file of Object.values(DOCUSAURUS_MODULES)) expect(fs.existsSync(path.join('components/docusaurus', file)), file).toBe(true);
  });

  it("gives the MDX compile each specifier's module: the one of the file the table names", async () => {
    expect(Object.keys(docusaurusModules)).toEqual(Object.keys(DOCUSAURUS_MODULES));
    for (const [specifier, file] of Object.entries(DOCUSAURUS_MODULES))
      expect(docusaurusModules[specifier], specifier).toBe(await import(/* @vite-ignore */ path.resolve('components/docusaurus', file)));
  });
});

const runtime: ImportRuntime = {
  builtins: { '@theme/Admonition': { default: ({ children }: { children?: ReactNode }) => createElement('aside', null, children) } },
  components: { h2: (props: object) => createElement('h2', { 'data-site-heading': '', ...props }) },
  siteModules: {
    [path.join(site, 'src/components/Badge/index.tsx')]: { default: ({ label }: { label: string }) => createElement('mark', null, label) },
  },
};

async function compileDoc(body: string) {
  const mod = await compileMdxModule(body, {
    file: doc,
    format: 'mdx',
    assetUrl: (abs) => contentAssetUrl(abs, site),
    imports: { runtime, siteDir: site, basePath: '/base' },
  });
  return { mod, html: renderToStaticMarkup(createElement(mod.default, {})) };
}

describe('compiled imports', () => {
  it('renders builtins, bundled site components, partials with props and the page components, data, text and asset URLs', async () => {
    const { html } = await compileDoc(
      [
        "import Admonition from '@theme-original/Admonition';",
        "import Badge from '@site/src/components/Badge';",
        "import Partial, { toc as partialToc } from './_partial.mdx';",
        "import data from './data.json';",
        "import notes from '!!raw-loader!./notes.txt';",
        "import map from './map.png';",
        '',
        '<Admonition>Careful</Admonition> <Badge label="new" />',
        '',
        '<Partial who="Grace" />',
        '',
        '{data.rivers.join(" and ")} / {notes} / {map} / {partialToc[0].id}',
      ].join('\n'),
    );
    expect(html).toContain('<aside>Careful</aside>');
    expect(html).toContain('<mark>new</mark>');
    expect(html).toContain('<h2 data-site-heading="" id="partial-heading">Partial heading</h2>');
    expect(html).toContain('Hello Grace.');
    expect(html).toContain('Danube and Loire / plain &lt;b&gt;text&lt;/b&gt;\n / /base/assets/files/docs/guide/map.png / partial-heading');
  });

  it('draws @theme/Mermaid\'s <Mermaid value="…" /> at build time, as a ```mermaid block is drawn', async () => {
    const runtimeWithTheme = { ...runtime, builtins: { ...runtime.builtins, '@theme/Mermaid': docusaurusModules['@theme/Mermaid']! } };
    const source = "import Mermaid from '@theme/Mermaid';\n\n<Mermaid value={`graph TD\n  Harbour --> Lighthouse`} />\n";
    const mod = await compileMdxModule(source, {
      file: doc,
      format: 'mdx',
      imports: { runtime: runtimeWithTheme, siteDir: site, basePath: '' },
    });
    const html = renderToStaticMarkup(createElement(mod.default, {}));
    expect(html).toMatch(/<div data-diagram="mermaid"><div><svg[^>]*>/);
    expect(html).toContain('Lighthouse');
  });

  it('reads require() as webpack did for Docusaurus: JSON data itself, a file with its URL as default; an imported SVG is a component', async () => {
    const { html } = await compileDoc(
      [
        "import Mark from './mark.svg';",
        '',
        '<img src={require(\'./map.png\').default} alt="map" />',
        '',
        '{require("./data.json").rivers[1]} <Mark title="The mark" className="m" />',
      ].join('\n'),
    );
    expect(html).toContain('<img src="/base/assets/files/docs/guide/map.png" alt="map"/>');
    expect(html).toContain('Loire');
    expect(html).toContain('<img src="/base/assets/files/docs/guide/mark.svg" alt="The mark" class="m"/>');
  });

  it('exports `export const`, re-exports, and the toc of its headings', async () => {
    const { mod, html } = await compileDoc(
      "export const year = 2000 + 26;\nexport { toc as inner } from './_partial.mdx';\n\n## First\n\nIn {year}.\n\n### Second\n",
    );
    expect(html).toContain('2026');
    expect(mod.year).toBe(2026);
    expect(mod.toc).toEqual([
      { value: 'First', id: 'first', level: 2 },
      { value: 'Second', id: 'second', level: 3 },
    ]);
    expect(mod.inner).toEqual([{ value: 'Partial heading', id: 'partial-heading', level: 2 }]);
  });

  it('stops a partial that imports itself instead of hanging', async () => {
    await expect(compileDoc("import Loop from './_loop.mdx';\n\n<Loop />\n")).rejects.toThrow(/imports itself/);
  });

  it('names the file, the import and the fix for an import that cannot resolve', async () => {
    await expect(compileDoc("import X from '@theme/Carousel';\n")).rejects.toThrow(/page\.mdx: cannot import "@theme\/Carousel": .*Fix: /);
  });
});

describe('scanContentModules (the content check)', () => {
  const source = (body: string, format: 'md' | 'mdx' = 'mdx') => ({ file: doc, shownFile: 'docs/guide/page.mdx', body, format });

  it('bundles the names rendered as JSX as client components and the rest on the server; follows partials', () => {
    write('docs/guide/_uses-badge.mdx', 'import Badge from \'@site/src/components/Badge\';\n\n<Badge label="x" />\n');
    write('src/data.ts', 'export const colours = ["red"];\nexport function pick() { return "red"; }\n');
    write('src/side.css', '.x { color: red }\n');
    const result = scanContentModules(
      [
        source(
          "import Partial from './_uses-badge.mdx';\nimport { colours, pick } from '@site/src/data';\nimport '@site/src/side.css';\nimport map from './map.png';\n\n<Partial />\n\n{colours.join()} {pick()}\n",
        ),
      ],
      site,
    );
    expect(result.imports).toBe(5);
    expect(result.modules.get(path.join(site, 'src/components/Badge/index.tsx'))).toEqual({
      client: new Set(['default']),
      server: new Set(),
      sideEffect: false,
    });
    expect(result.modules.get(path.join(site, 'src/data.ts'))).toEqual({
      client: new Set(),
      server: new Set(['colours', 'pick']),
      sideEffect: false,
    });
    expect(result.modules.get(path.join(site, 'src/side.css'))?.sideEffect).toBe(true);
    expect([...result.assets]).toEqual([path.join(site, 'docs/guide/map.png')]);
  });

  it('warns, with the place, that what <Head> holds is not rendered', () => {
    const warnings: string[] = [];
    scanContentModules([source("\nimport Head from '@docusaurus/Head';\n\n<Head><title>x</title></Head>\n")], site, (message) =>
      warnings.push(message),
    );
    expect(warnings).toEqual([expect.stringMatching(/^docs\/guide\/page\.mdx:2:1: what <Head> holds is not rendered.*front matter/)]);
  });

  it('warns once for a site component that imports @docusaurus/Head', () => {
    write(
      'src/components/Faq.tsx',
      "import Head from '@docusaurus/Head';\nexport default function Faq() { return <Head><script type=\"application/ld+json\">{'{}'}</script></Head>; }\n",
    );
    const warnings: string[] = [];
    scanContentModules([source("import Faq from '@site/src/components/Faq';\n\n<Faq />\n")], site, (message) => warnings.push(message));
    expect(warnings).toEqual([
      expect.stringMatching(/Faq\.tsx: imports @docusaurus\/Head; what <Head> holds is not rendered, except structured data/),
    ]);
  });

  it('<Head> keeps structured data in the page, escaped, and drops the rest', async () => {
    const { default: Head } = await import('@/components/docusaurus/core/head');
    const data = JSON.stringify({ '@type': 'FAQPage', name: 'Kites </script><b>' });
    const html = renderToStaticMarkup(
      createElement(
        Head,
        null,
        createElement('title', null, 'Ignored'),
        createElement('script', { type: 'application/ld+json' }, data),
        createElement('meta', { name: 'x', content: 'y' }),
      ),
    );
    expect(html).toBe(`<script type="application/ld+json">${data.replace(/</g, '\\u003c')}</script>`);
    expect(JSON.parse(html.slice(html.indexOf('>') + 1, html.lastIndexOf('<')))).toEqual(JSON.parse(data));
  });

  it('checks require() like an import, with its place', () => {
    expect(() => scanContentModules([source('\n\n<img src={require("./missing.png").default} />\n')], site)).toThrow(
      /^docs\/guide\/page\.mdx:3:\d+: cannot import "\.\/missing\.png"/,
    );
    const result = scanContentModules([source('<img src={require("./map.png").default} />\n')], site);
    expect([...result.assets]).toEqual([path.join(site, 'docs/guide/map.png')]);
  });

  it('stops on an import that cannot resolve with file:line:column and the fix', () => {
    expect(() => scanContentModules([source("# Title\n\nimport Gone from './gone';\n")], site)).toThrow(
      /^docs\/guide\/page\.mdx:3:1: cannot import "\.\/gone": .*Fix: correct the path/,
    );
  });

  it('stops on a component the file neither imports nor defines, with its place; its own, imported and global ones pass', () => {
    expect(() => scanContentModules([source('# Title\n\nSome text <Sparkles.Big>shiny</Sparkles.Big>\n')], site)).toThrow(
      /^docs\/guide\/page\.mdx:3:11: <Sparkles\.Big> is used but never imported or defined in this file\. Fix: import it/,
    );
    const fine = [
      "import Badge from '@site/src/components/Badge';\nexport const Local = () => null;\nexport const { Pair, Other: Renamed } = { Pair: Local, Other: Local };",
      '',
      '<Badge /> <Local /> <Pair /> <Renamed /> <Tabs><TabItem value="a">x</TabItem></Tabs> <Admonition type="tip">y</Admonition> <div>z</div>',
    ].join('\n');
    expect(() => scanContentModules([source(fine)], site)).not.toThrow();
  });

  it('stops on an MDX syntax error with file:line:column and what to do', () => {
    expect(() => scanContentModules([source('# Title\n\nText <Unclosed\n')], site)).toThrow(
      /^docs\/guide\/page\.mdx:3:\d+: MDX syntax error: .*Fix: /,
    );
  });

  it('bundles every name of a module that calls hooks through the client registry, even unrendered or imported for its effects', () => {
    // 0mods/docsweb: `import { Random, High, Low } from '@site/src/packs/random.js'` with none rendered, and
    // `import '@site/src/pages/dont_copy.js'` (a component with useEffect): Next stopped the build on both.
    write(
      'src/packs/random.js',
      "import React, { useState } from 'react';\nexport const Random = () => { const [x] = useState(1); return x; };\nexport const High = () => null;\n",
    );
    write(
      'src/packs/dont_copy.js',
      "import { useEffect } from 'react';\nexport default function DontCopy() { useEffect(() => {}); return null; }\n",
    );
    const result = scanContentModules(
      [
        source(
          "import { Random, High } from '@site/src/packs/random.js';\nimport '@site/src/packs/dont_copy.js';\nimport { colours } from '@site/src/data';\n\n{colours.join()}\n",
        ),
      ],
      site,
    );
    expect(result.modules.get(path.join(site, 'src/packs/random.js'))).toMatchObject({
      client: new Set(['Random', 'High']),
      server: new Set(),
    });
    expect(result.modules.get(path.join(site, 'src/packs/dont_copy.js'))).toMatchObject({ sideEffect: false, clientSideEffect: true });
    expect(result.modules.get(path.join(site, 'src/data.ts'))).toMatchObject({ client: new Set(), server: new Set(['colours']) });
    const { server, client } = siteModulesSource(result.modules, path.join(site, '.site'), 'out.client-modules.tsx');
    expect(client).toContain('import "../src/packs/dont_copy.js";');
    expect(server).not.toContain('dont_copy.js";');
    expect(server).not.toMatch(/import \* as s\d+ from "\.\.\/src\/packs\/random\.js"/);
    // A registry whose client side is side-effect imports alone still loads it.
    const effects = new Map([[path.join(site, 'src/packs/dont_copy.js'), result.modules.get(path.join(site, 'src/packs/dont_copy.js'))!]]);
    expect(siteModulesSource(effects, path.join(site, '.site'), 'out.client-modules.tsx').server).toContain(
      "import './out.client-modules';",
    );
  });

  it('writes a client registry only for the components content renders', () => {
    const modules = new Map([
      [path.join(site, 'src/Widget.tsx'), { client: new Set(['default']), server: new Set<string>(), sideEffect: false }],
      [path.join(site, 'src/data.ts'), { client: new Set<string>(), server: new Set(['colours']), sideEffect: false }],
    ]);
    const { server, client } = siteModulesSource(modules, path.join(site, '.site'), 'out.client-modules.tsx');
    expect(client).toMatch(/^'use client';\n/);
    expect(client).toContain('export { default as m0$default } from "../src/Widget.tsx";');
    expect(server).toContain("import { m0$default } from './out.client-modules';");
    expect(server).toContain('import * as s1 from "../src/data.ts";');
    expect(server).toContain(`${JSON.stringify(path.join(site, 'src/Widget.tsx'))}: { "default": m0$default },`);
    expect(
      siteModulesSource(new Map([[path.join(site, 'src/data.ts'), modules.get(path.join(site, 'src/data.ts'))!]]), site, 'c.tsx').client,
    ).toBeUndefined();
  });
});

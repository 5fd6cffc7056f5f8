import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { compileMdxModule } from '@/lib/mdx/compile';
import type { ImportRuntime } from '@/lib/mdx/imports/load';
import { readSiteComponents } from '@/lib/mdx/imports/site-components';
import { scanContentModules } from '@/lib/site/content-modules';

// A site of our own with a swizzled src/theme/MDXComponents, as Docusaurus sites write it.
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-components-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
function write(rel: string, text: string) {
  const file = path.join(site, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}
const doc = write('docs/page.mdx', '');
const badge = write('src/components/Badge/index.tsx', 'export default function Badge() { return null; }\n');
const signs = write('src/components/signs.tsx', 'export function Stop() { return null; }\n');
write(
  'src/theme/MDXComponents.tsx',
  [
    "import MDXComponents from '@theme-original/MDXComponents';",
    "import Badge from '@site/src/components/Badge';",
    "import { Stop as Halt } from '../components/signs';",
    'const Inline = () => null;',
    'const map = {',
    '  ...MDXComponents,',
    '  Badge,',
    '  Halt,',
    '  Warning: Halt,',
    '  Inline,',
    '  highlight: Badge,',
    '};',
    'export default map;',
  ].join('\n'),
);
const source = (body: string) => ({ file: doc, shownFile: 'docs/page.mdx', body, format: 'mdx' as const });

describe('a swizzled src/theme/MDXComponents: its components reach every page, as Docusaurus merges the map', () => {
  it('reads the map: imported components by name, the rest named as unread', () => {
    const read = readSiteComponents(site)!;
    expect(Object.fromEntries(read.components)).toEqual({
      Badge: { specifier: '@site/src/components/Badge', imported: 'default' },
      Halt: { specifier: path.join(site, 'src/components/signs'), imported: 'Stop' },
      Warning: { specifier: path.join(site, 'src/components/signs'), imported: 'Stop' },
    });
    expect([...read.unread.keys()]).toEqual(['Inline']);
  });

  it('the content check bundles the components a file uses without importing them, as client components', () => {
    const result = scanContentModules([source('# Title\n\n<Badge /> and <Warning>careful</Warning>\n')], site);
    expect(result.modules.get(badge)?.client).toEqual(new Set(['default']));
    expect(result.modules.get(signs)?.client).toEqual(new Set(['Stop']));
  });

  it("a file's own import or definition wins over the map", () => {
    write('src/components/Other.tsx', 'export default function Other() { return null; }\n');
    const result = scanContentModules(
      [source("import Badge from '@site/src/components/Other';\nexport const Halt = () => null;\n\n<Badge /> <Halt />\n")],
      site,
    );
    expect(result.modules.has(badge)).toBe(false);
    expect(result.modules.has(signs)).toBe(false);
  });

  it('a re-export binds no name, in MDX as in JavaScript: the map gives the component, as on the Docusaurus site', () => {
    const other = write('src/components/Reexported.tsx', 'export default function Reexported() { return null; }\n');
    const result = scanContentModules([source("export { default as Badge } from '@site/src/components/Reexported';\n\n<Badge />\n")], site);
    expect(result.modules.get(badge)?.client).toEqual(new Set(['default']));
    expect(result.modules.get(other)?.server).toEqual(new Set(['default']));
  });

  it('names the fix for a component the map defines in its own file', () => {
    expect(() => scanContentModules([source('<Inline />\n')], site)).toThrow(
      /docs\/page\.mdx:1:1: <Inline> comes from .*MDXComponents\.tsx, but it is defined in that file itself.*Fix: move Inline into its own file/,
    );
  });

  it('renders the components on the page without an import', async () => {
    const runtime: ImportRuntime = {
      builtins: {},
      components: {},
      siteModules: {
        [badge]: { default: ({ children }: { children?: ReactNode }) => createElement('mark', null, children ?? 'badge') },
        [signs]: { Stop: ({ children }: { children?: ReactNode }) => createElement('strong', null, children) },
      },
    };
    const mod = await compileMdxModule('# Title\n\n<Badge /> then <Warning>careful</Warning>\n', {
      file: doc,
      format: 'mdx',
      siteDir: site,
      imports: { runtime, siteDir: site },
    });
    const html = renderToStaticMarkup(createElement(mod.default, {}));
    expect(html).toContain('<mark>badge</mark> then <strong>careful</strong>');
  });
});

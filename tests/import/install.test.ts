import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configPackagesToFetch, providedByProduct, sitePackageJson, siteVersions } from '@/lib/import/docusaurus-install';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-install-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
  fs.writeFileSync(path.join(temp, file), text);
}

// A monorepo: the root's package.json and the website's own, and a package the site had only through another.
write('repo/package.json', JSON.stringify({ devDependencies: { 'remark-shared': '^1.2.0', 'remark-local': '^0.1.0' } }));
write(
  'repo/website/package.json',
  JSON.stringify({
    dependencies: { 'remark-local': 'workspace:*', 'rehype-own': '~2.0.0', react: '^18.2.0', '@docusaurus/core': '3.5.2' },
  }),
);
write('repo/website/node_modules/clsx-like/package.json', JSON.stringify({ name: 'clsx-like', version: '2.1.1' }));
write('engine/node_modules/engine-only/package.json', JSON.stringify({ name: 'engine-only', version: '4.0.0' }));
const siteDir = path.join(temp, 'repo/website');

describe("the new site folder's package.json", () => {
  it('reads the versions of the nearest package.json first, then the folders above it', () => {
    const versions = siteVersions(siteDir);
    expect(versions.get('remark-local')).toBe('workspace:*');
    expect(versions.get('remark-shared')).toBe('^1.2.0');
  });

  it("lists what the site imports at the site's versions, falls back to installed versions, and leaves out what the product provides", () => {
    const used = new Map([
      ['rehype-own', 'site.config.mjs'],
      ['remark-shared', 'site.config.mjs'],
      ['remark-local', 'site.config.mjs'],
      ['clsx-like', 'src/components/Card.js:1'],
      ['engine-only', 'docs/intro.mdx:3'],
      ['nowhere-pkg', 'docs/intro.mdx:4'],
      ['react', 'src/components/Card.js:2'],
      ['@docusaurus/core', 'src/components/Card.js:3'],
    ]);
    const { json, reports } = sitePackageJson(used, siteDir, path.join(temp, 'engine'), 'My Imported Site');
    expect(json.name).toBe('my-imported-site');
    expect(json.dependencies).toEqual({
      'rehype-own': '~2.0.0',
      'remark-shared': '^1.2.0',
      'clsx-like': '^2.1.1',
      'engine-only': '^4.0.0',
      'nowhere-pkg': 'latest',
      'remark-local': 'latest',
    });
    expect(reports.map((report) => report.where).sort()).toEqual([
      'docs/intro.mdx:3',
      'docs/intro.mdx:4',
      'site.config.mjs',
      'src/components/Card.js:1',
    ]);
    expect(reports.find((report) => report.what.startsWith('imports remark-local'))?.what).toContain(
      'gives as workspace:*, which cannot be installed elsewhere',
    );
    expect(['react', 'react-dom', 'next', '@docusaurus/Link', '@theme/Tabs'].every(providedByProduct)).toBe(true);
  });
});

describe('packages fetched to evaluate the config', () => {
  it('fetches what the site lists at an installable version, not Docusaurus, React or the prism themes (named from placeholders)', () => {
    const versions = new Map([
      ['yaml', '^2.4.0'],
      ['remark-local', 'workspace:*'],
      ['@docusaurus/core', '3.5.2'],
      ['prism-react-renderer', '^2.3.0'],
      ['react', '^18.2.0'],
    ]);
    expect(
      configPackagesToFetch(['yaml', 'remark-local', '@docusaurus/core', 'prism-react-renderer', 'react', 'not-listed'], versions),
    ).toEqual(['yaml']);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readVersions, type VersionsOptions } from '@/lib/content/versions';

// Docusaurus 3.10's version rules, one per test, on tests/content/fixtures/versioned-site
// (versions.json: ["2.0", "1.0"], plus the docs folder as "current").
const SITE = path.join(process.cwd(), 'tests/content/fixtures/versioned-site');
const base: VersionsOptions = { path: 'docs', routeBasePath: '/docs', includeCurrentVersion: true, disableVersioning: false, versions: {} };
const read = (options: Partial<VersionsOptions> = {}, siteDir = SITE, pluginId = 'default') =>
  readVersions(siteDir, pluginId, { ...base, ...options }, 'site.config.mjs (docs)');
const summary = (options?: Partial<VersionsOptions>) => read(options).map(({ meta }) => [meta.name, meta.path, meta.label, meta.banner, meta.badge, meta.isLast]);

const temp: string[] = [];
afterAll(() => temp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function siteWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
  temp.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('docs versions', () => {
  it('defaults: current first at /docs/next, unreleased; the newest of versions.json is last at the route base; older ones unmaintained; badges on', () => {
    expect(summary()).toEqual([
      ['current', '/docs/next', 'Next', 'unreleased', true, false],
      ['2.0', '/docs', '2.0', 'none', true, true],
      ['1.0', '/docs/1.0', '1.0', 'unmaintained', true, false],
    ]);
  });

  it('reads each version from versioned_docs/version-<name> and its sidebars from versioned_sidebars', () => {
    const [current, v2] = read();
    expect(current!.contentPath).toBe(path.join(SITE, 'docs'));
    expect(current!.sidebarFile).toBeUndefined();
    expect(v2!.contentPath).toBe(path.join(SITE, 'versioned_docs/version-2.0'));
    expect(v2!.sidebarFile).toBe(path.join(SITE, 'versioned_sidebars/version-2.0-sidebars.json'));
    expect(v2!.meta.className).toBe('docs-version-2.0');
  });

  it('without versions.json: one version, the seed\'s (current, "Next", at the route base, last, no badge, no banner)', () => {
    const dir = siteWith({ 'docs/a.md': '# A' });
    expect(read({}, dir).map(({ meta }) => meta)).toEqual([
      { name: 'current', label: 'Next', path: '/docs', isLast: true, banner: 'none', badge: false, noIndex: false, className: 'docs-version-current' },
    ]);
  });

  it('lastVersion: the named version moves to the route base; versions above it are unreleased, below unmaintained', () => {
    expect(summary({ lastVersion: 'current' })).toEqual([
      ['current', '/docs', 'Next', 'none', true, true],
      ['2.0', '/docs/2.0', '2.0', 'unmaintained', true, false],
      ['1.0', '/docs/1.0', '1.0', 'unmaintained', true, false],
    ]);
    expect(summary({ lastVersion: '1.0' }).map(([name, , , banner]) => [name, banner])).toEqual([
      ['current', 'unreleased'],
      ['2.0', 'unreleased'],
      ['1.0', 'none'],
    ]);
  });

  it('onlyIncludeVersions keeps the versions file order; a single version has no badge', () => {
    expect(summary({ onlyIncludeVersions: ['1.0', 'current'] }).map(([name, p, , , badge, last]) => [name, p, badge, last])).toEqual([
      ['current', '/docs/next', true, false],
      ['1.0', '/docs', true, true],
    ]);
    expect(summary({ onlyIncludeVersions: ['2.0'] })).toEqual([['2.0', '/docs', '2.0', 'none', false, true]]);
  });

  it('includeCurrentVersion false leaves the docs folder out; the newest version is still last', () => {
    expect(summary({ includeCurrentVersion: false }).map(([name, p]) => [name, p])).toEqual([
      ['2.0', '/docs'],
      ['1.0', '/docs/1.0'],
    ]);
  });

  it('disableVersioning ignores versions.json', () => {
    expect(summary({ disableVersioning: true })).toEqual([['current', '/docs', 'Next', 'none', false, true]]);
  });

  it('versions.<name>: label, path, banner, badge, noIndex and className as configured', () => {
    const versions = {
      current: { label: 'Canary', path: 'canary', banner: 'none' as const, badge: false },
      '1.0': { label: '1.x (old)', path: 'v1', banner: 'unreleased' as const, noIndex: true, className: 'legacy' },
    };
    const [current, , old] = read({ versions });
    expect(current!.meta).toMatchObject({ label: 'Canary', path: '/docs/canary', banner: 'none', badge: false, noIndex: false });
    expect(old!.meta).toMatchObject({ label: '1.x (old)', path: '/docs/v1', banner: 'unreleased', badge: true, noIndex: true, className: 'legacy' });
  });

  it('a second instance reads <id>_versions.json and <id>_versioned_docs', () => {
    const versions = readVersions(SITE, 'guild', { ...base, path: 'guild', routeBasePath: '/guild' }, 'site.config.mjs (docsInstances "guild")');
    expect(versions.map(({ meta, contentPath }) => [meta.name, meta.path, path.relative(SITE, contentPath)])).toEqual([
      ['current', '/guild/next', 'guild'],
      ['1.x', '/guild', 'guild_versioned_docs/version-1.x'],
    ]);
  });

  it('refuses options Docusaurus refuses, naming the option and the known versions', () => {
    expect(() => read({ lastVersion: '3.0' })).toThrow(/lastVersion "3.0" is no version of these docs\. Known versions: current, 2\.0, 1\.0/);
    expect(() => read({ versions: { '0.1': { label: 'x' } } })).toThrow(/versions names unknown versions \(0\.1\)/);
    expect(() => read({ onlyIncludeVersions: [] })).toThrow(/onlyIncludeVersions is empty/);
    expect(() => read({ onlyIncludeVersions: ['2.0'], lastVersion: '1.0' })).toThrow(/lastVersion "1.0" is not in onlyIncludeVersions/);
    expect(() => read({ includeCurrentVersion: false, disableVersioning: true })).toThrow(/leaves no version to build/);
    expect(() => read({ disableVersioning: true }, siteWith({ 'docs/a.md': '# A' }))).toThrow(/no versions file to ignore/);
  });

  it('refuses a versions file that is not an array of names, and a version without its folder', () => {
    expect(() => read({}, siteWith({ 'versions.json': '{"a": 1}' }))).toThrow(/versions\.json: holds \{"a":1\}, not an array/);
    expect(() => read({}, siteWith({ 'versions.json': '["1/0"]' }))).toThrow(/version 1 is "1\/0" contains a slash/);
    expect(() => read({}, siteWith({ 'versions.json': '["3.0"]', 'docs/a.md': '# A' }))).toThrow(/version "3\.0" has no docs folder: .*versioned_docs\/version-3\.0 does not exist/);
  });
});

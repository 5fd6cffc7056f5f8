// Node side of the importer: the new site folder's own package.json, listing the npm packages its
// config (remark and rehype plugins), its MDX and its components import, at the versions the Docusaurus
// site asked for, and `npm install` in that folder. The build resolves a site's packages from the site
// folder first (the config's imports and the components' by Node's and the bundler's own lookup from
// the file; MDX imports in lib/mdx/imports/resolve.ts), so the site runs with what it ran with before.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ImportReport } from './docusaurus/types';

/**
 * Packages the product provides itself, never installed into a site folder: React (Next bundles its
 * own, and a second copy would break hooks), Next, and Docusaurus' modules (`@docusaurus/…` and
 * `@theme/…` are this product's components).
 */
export function providedByProduct(name: string): boolean {
  return ['react', 'react-dom', 'next'].includes(name) || name.startsWith('@docusaurus/') || name.startsWith('@theme');
}

/** The versions a site's package.json files ask for, the nearest folder's first (a monorepo's website/ and its root). */
export function siteVersions(siteDir: string): Map<string, string> {
  const versions = new Map<string, string>();
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      try {
        const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
        for (const key of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
          for (const [name, version] of Object.entries(json[key] ?? {}))
            if (!versions.has(name) && typeof version === 'string') versions.set(name, version);
        }
      } catch {
        // A package.json that does not parse names no versions.
      }
    }
    if (path.dirname(dir) === dir) return versions;
  }
}

/** The version a package has where it is installed (the site's node_modules, this project's), if it is. */
function installedVersion(name: string, dirs: string[]): string | undefined {
  for (const dir of dirs) {
    for (let at = path.resolve(dir); ; at = path.dirname(at)) {
      const file = path.join(at, 'node_modules', name, 'package.json');
      if (fs.existsSync(file)) {
        try {
          return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version;
        } catch {
          break;
        }
      }
      if (path.dirname(at) === at) break;
    }
  }
  return undefined;
}

/** A range npm can install in another folder: not a workspace, file or link reference. */
const portable = (version: string) => !/^(workspace|file|link|portal):/.test(version);

export interface SitePackageJson {
  json: { name: string; private: true; description: string; dependencies: Record<string, string> };
  reports: ImportReport[];
}

/**
 * The new site folder's package.json: each package the site imports (name → where it is imported
 * first) at the version the Docusaurus site's package.json gives, else the one installed there or
 * here (a package the site had only through another), else the latest (reported).
 */
export function sitePackageJson(used: Map<string, string>, siteDir: string, engineDir: string, name: string): SitePackageJson {
  const versions = siteVersions(siteDir);
  const dependencies: Record<string, string> = {};
  const reports: ImportReport[] = [];
  for (const [pkg, where] of [...used].sort(([a], [b]) => a.localeCompare(b))) {
    if (providedByProduct(pkg)) continue;
    const asked = versions.get(pkg);
    if (asked && portable(asked)) {
      dependencies[pkg] = asked;
      continue;
    }
    const installed = installedVersion(pkg, [siteDir, engineDir]);
    dependencies[pkg] = installed ? `^${installed}` : 'latest';
    reports.push({
      where,
      what: `imports ${pkg}, which the site's package.json ${asked ? `gives as ${asked}, which cannot be installed elsewhere` : 'does not list'}: package.json asks for ${dependencies[pkg]}`,
      todo: `check the version of ${pkg} in package.json`,
    });
  }
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+|-+$/g, '') || 'site';
  return {
    json: { name: slug, private: true, description: 'The packages this site imports (written by npm run import:docusaurus)', dependencies },
    reports,
  };
}

/** Runs `npm install` in the new site folder; the reason when it fails. */
export function installSitePackages(dir: string): { ok: true } | { ok: false; reason: string } {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (result.status === 0) return { ok: true };
  const tail = (result.stderr ?? String(result.error ?? '')).trim().split('\n').slice(-5).join(' ');
  return { ok: false, reason: tail || `npm exited with ${result.status}` };
}

/** Of the packages a config's placeholders stand for, those to fetch: listed by the site at an installable version. */
export function configPackagesToFetch(names: string[], versions: Map<string, string>): string[] {
  // Prism themes are named from their placeholders; Docusaurus' own packages are not run here.
  return names.filter(
    (name) => versions.has(name) && portable(versions.get(name)!) && !providedByProduct(name) && name !== 'prism-react-renderer',
  );
}

/**
 * Installs, into a scratch folder, the packages a config required that neither the site (no
 * node_modules, a fresh checkout) nor this project has but the site's package.json lists, so the
 * config is evaluated with them (a config that reads a YAML file with `yaml`) rather than with
 * placeholders. Returns the node_modules folder, or undefined when there is nothing to install or
 * the install failed (the placeholders stay, and are reported).
 */
export function fetchConfigPackages(names: string[], siteDir: string, scratch: string): { dir?: string; installed: string[] } {
  const versions = siteVersions(siteDir);
  const wanted = configPackagesToFetch(names, versions);
  if (wanted.length === 0) return { installed: [] };
  fs.mkdirSync(scratch, { recursive: true });
  fs.writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ private: true, dependencies: Object.fromEntries(wanted.map((name) => [name, versions.get(name)!])) }),
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return result.status === 0 ? { dir: path.join(scratch, 'node_modules'), installed: wanted } : { installed: [] };
}

// Node side of the importer: the new site folder's own package.json, listing the npm packages its
// config (remark and rehype plugins), its MDX and its components import, at the versions the Docusaurus
// site asked for, and `npm install` in that folder. The build resolves a site's packages from the site
// folder first (the config's imports and the components' by Node's and the bundler's own lookup from
// the file; MDX imports in lib/mdx/imports/resolve.ts), so the site runs with what it ran with before.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { fileStamp } from '@/lib/files/tree';
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

/**
 * The version a site's lockfile holds for `name` asked at `range` (yarn.lock, classic or Berry: the entry
 * whose key names that range; pnpm-lock.yaml: the site's importer's; package-lock.json: the site's
 * install, else the hoisted one), the site
 * folder's own, else its workspace root's. A
 * site ran with that version, not with the newest its range allows: a package whose later release broke
 * (react-lite-youtube-embed 2.6.0's CommonJS entry in a "type": "module" package, which the react-redux
 * site's lockfile holds at 2.4.0) stays at the release the site was built with.
 */
export function lockedVersion(name: string, range: string, siteDir: string): string | undefined {
  const site = path.resolve(siteDir);
  for (let dir = site; ; dir = path.dirname(dir)) {
    // The site folder's own lockfile, or a workspace root's above it: a lockfile in a folder above that
    // does not hold the site as a workspace (this project's, for a site folder inside it) is another project's.
    if (dir === site || declaresWorkspaces(dir)) {
      const yarn = path.join(dir, 'yarn.lock');
      const pnpm = path.join(dir, 'pnpm-lock.yaml');
      const found = fs.existsSync(yarn)
        ? yarnLockVersion(lockfile(yarn, parseYarnLock), name, range)
        : fs.existsSync(pnpm)
          ? pnpmLockVersion(lockfile(pnpm, parsePnpmLock), path.relative(dir, site).split(path.sep).join('/') || '.', name)
          : npmLockVersion(dir, site, name);
      if (found) return found;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

// Each lockfile read and parsed once per import, not once per package the site imports (a pnpm lockfile is megabytes of YAML).
// Kept under the file's stamp: a lockfile changed since (a second import after `yarn install`) is read again.
const lockfiles = new Map<string, { stamp: string | undefined; lock: unknown }>();
function lockfile<T>(file: string, parse: (text: string) => T): T {
  const stamp = fileStamp(file);
  let kept = lockfiles.get(file);
  if (!kept || kept.stamp !== stamp) lockfiles.set(file, (kept = { stamp, lock: parse(fs.readFileSync(file, 'utf8')) }));
  return kept.lock as T;
}

/** A pnpm-lock.yaml: YAML with js-yaml's safe default schema, or undefined when it does not parse (it then pins nothing). */
export function parsePnpmLock(text: string): unknown {
  try {
    return yaml.load(text);
  } catch {
    return undefined;
  }
}

/** True when the folder's package.json declares workspaces (npm and yarn), or pnpm's workspace file is there. */
function declaresWorkspaces(dir: string): boolean {
  if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return true;
  try {
    return 'workspaces' in (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as object);
  } catch {
    return false;
  }
}

/** The version package-lock.json in `dir` installs for the site: in the site's own node_modules, else hoisted. */
function npmLockVersion(dir: string, site: string, name: string): string | undefined {
  const file = path.join(dir, 'package-lock.json');
  if (!fs.existsSync(file)) return undefined;
  try {
    const lock = lockfile(file, (text) => JSON.parse(text) as unknown) as {
      packages?: Record<string, { version?: string }>;
      dependencies?: Record<string, { version?: string }>;
    };
    const under = path.relative(dir, site).split(path.sep).join('/');
    const version =
      (under ? lock.packages?.[`${under}/node_modules/${name}`]?.version : undefined) ??
      lock.packages?.[`node_modules/${name}`]?.version ??
      lock.dependencies?.[name]?.version;
    return typeof version === 'string' && /^\d+\.\d+\.\d+/.test(version) ? version : undefined;
  } catch {
    // A lockfile that does not parse pins nothing.
    return undefined;
  }
}

/**
 * In a pnpm-lock.yaml (parsePnpmLock), the version of `name` its importer `importer` (the site folder, relative
 * to the lockfile's: "." for its own) depends on: `{ specifier, version }` (lockfile 6 and 9) or the
 * version alone (5), without the peers' suffix pnpm adds (`2.4.0(react@18.2.0)`, `2.4.0_react@18.2.0`).
 */
export function pnpmLockVersion(lock: unknown, importer: string, name: string): string | undefined {
  const root = (lock ?? {}) as Record<string, unknown> & { importers?: Record<string, Record<string, unknown>> };
  const deps: Record<string, unknown> | undefined = root.importers ? root.importers[importer] : importer === '.' ? root : undefined;
  for (const key of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const entry = (deps?.[key] as Record<string, unknown> | undefined)?.[name];
    const raw = typeof entry === 'string' ? entry : (entry as { version?: unknown } | undefined)?.version;
    const version = typeof raw === 'string' ? /^(\d+\.\d+\.\d+[^(_\s]*)/.exec(raw)?.[1] : undefined;
    if (version) return version;
  }
  return undefined;
}

/**
 * A yarn.lock (classic or Berry) as each key of its entries (`name@range`, `name@npm:range`) → the
 * entry's version: an entry's keys are on one unindented line ending in ":", then indented fields, one
 * of them its version.
 */
export function parseYarnLock(text: string): Map<string, string> {
  const versions = new Map<string, string>();
  // A lockfile checked out on Windows has CRLF line ends: its keys' lines end in ":\r".
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n(?=\S)/)) {
    const [head, ...fields] = block.split('\n');
    if (!head?.endsWith(':')) continue;
    const version = fields.map((field) => /^\s+version:?\s+"?([^"\s]+)"?\s*$/.exec(field)?.[1]).find((v) => v && /^\d+\.\d+\.\d+/.test(v));
    if (!version) continue;
    for (const key of head.slice(0, -1).split(',')) versions.set(key.trim().replace(/^"|"$/g, ''), version);
  }
  return versions;
}

/** In a yarn.lock (parseYarnLock), the version of the entry whose key lists `name@range` (classic) or `name@npm:range` (Berry). */
export function yarnLockVersion(lock: Map<string, string>, name: string, range: string): string | undefined {
  return lock.get(`${name}@${range}`) ?? lock.get(`${name}@npm:${range}`);
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
 * first) at the version the Docusaurus site's lockfile holds for the range its package.json gives, else
 * at that range, else the one installed there or here (a package the site had only through another),
 * else the latest (reported).
 */
export function sitePackageJson(used: Map<string, string>, siteDir: string, engineDir: string, name: string): SitePackageJson {
  const versions = siteVersions(siteDir);
  const dependencies: Record<string, string> = {};
  const reports: ImportReport[] = [];
  for (const [pkg, where] of [...used].sort(([a], [b]) => a.localeCompare(b))) {
    if (providedByProduct(pkg)) continue;
    const asked = versions.get(pkg);
    if (asked && portable(asked)) {
      dependencies[pkg] = lockedVersion(pkg, asked, siteDir) ?? asked;
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

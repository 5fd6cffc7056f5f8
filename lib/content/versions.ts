import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '@/lib/errors/build-error';
import { jsonErrorLine } from '@/lib/errors/source-lines';
import type { VersionOptions } from '../config/docs-options';
import { joinRoute, normalizeRouteBase } from './routes';
import { CURRENT_VERSION_NAME, DOCS_PLUGIN_ID, type DocsVersion } from './version';

/**
 * Docusaurus' docs versions, read as `@docusaurus/plugin-content-docs` 3.10 reads them: the
 * versions file (newest first), one folder and one sidebars file per version, and the versioning
 * options with their defaults. A docs folder without a versions file has one version, the seed's.
 */

/** The options that decide which versions exist and how they look. */
export interface VersionsOptions {
  /** The docs folder, relative to the site folder. */
  path: string;
  /** The route base as the config normalised it: "/docs", "" at the site root. */
  routeBasePath: string;
  /** The current version's sidebars file as configured: a path, false for none, undefined to look one up. */
  sidebarPath?: string | false;
  lastVersion?: string;
  onlyIncludeVersions?: string[];
  includeCurrentVersion: boolean;
  disableVersioning: boolean;
  versions: Record<string, VersionOptions>;
}

/** A version as the loader needs it: its metadata (no docs yet), its folder and its sidebars file. */
export interface VersionSource {
  meta: Omit<DocsVersion, 'docs' | 'mainDocRoute'>;
  /** Absolute folder of its docs: the docs folder for current, else `versioned_docs/version-<name>`. */
  contentPath: string;
  /**
   * Absolute path of a versioned sidebars JSON file (which may be missing: the version has no
   * sidebars then, as in Docusaurus); undefined for the current version, whose sidebars the site preparation evaluates.
   */
  sidebarFile?: string;
}

/** `versions.json` for the default instance, `community_versions.json` for `community` (Docusaurus' prefix rule). */
function prefixed(name: string, pluginId: string): string {
  return pluginId === DOCS_PLUGIN_ID ? name : `${pluginId}_${name}`;
}

/** The versions file of an instance, relative to the site folder. */
export function versionsFileName(pluginId: string): string {
  return prefixed('versions.json', pluginId);
}

/** The folder of a version's docs, relative to the site folder: `versioned_docs/version-1.0.0`. */
export function versionDocsFolder(pluginId: string, name: string): string {
  return `${prefixed('versioned_docs', pluginId)}/version-${name}`;
}

/** A version's sidebars file, relative to the site folder: `versioned_sidebars/version-1.0.0-sidebars.json`. */
export function versionSidebarsFile(pluginId: string, name: string): string {
  return `${prefixed('versioned_sidebars', pluginId)}/version-${name}-sidebars.json`;
}

/** Docusaurus' version name rules, so a name is a safe folder and URL segment. */
function versionNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string') return `${JSON.stringify(name)} is not a string`;
  if (!name.trim()) return 'an empty name';
  if (/[/\\]/.test(name)) return `"${name}" contains a slash`;
  if (name.length > 32) return `"${name}" is longer than 32 characters`;
  if (/[<>:"|?*\x00-\x1F]/.test(name)) return `"${name}" is not a valid file name`;
  if (/^\.\.?$/.test(name)) return `"${name}" is not a version name`;
  return undefined;
}

/** The names in an instance's versions file, newest first; undefined when it has none. */
export function readVersionsFile(siteDir: string, pluginId: string, shown: (abs: string) => string = (abs) => abs): string[] | undefined {
  const file = path.join(siteDir, versionsFileName(pluginId));
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch (error) {
    throw new ContentError(shown(file), jsonErrorLine(text, error), `invalid JSON: ${(error as Error).message}. A versions file is an array of version names, newest first: ["2.0", "1.0"].`, { cause: error });
  }
  if (!Array.isArray(names)) {
    throw new ContentError(shown(file), undefined, `holds ${JSON.stringify(names)}, not an array. A versions file is an array of version names, newest first: ["2.0", "1.0"].`);
  }
  names.forEach((name, index) => {
    const problem = versionNameProblem(name);
    if (problem) throw new ContentError(shown(file), undefined, `version ${index + 1} is ${problem}. Version names are short file names without slashes, e.g. "1.0.0".`);
  });
  return names as string[];
}

/** Every version name of the instance, in Docusaurus' order: current first (when included), then the versions file. */
function allVersionNames(fileNames: string[] | undefined, options: VersionsOptions, where: string): string[] {
  if (!fileNames && options.disableVersioning) {
    throw new ContentError(where, undefined, `disableVersioning: true, but there is no versions file to ignore. Remove the option.`);
  }
  const names = options.disableVersioning ? [] : [...(fileNames ?? [])];
  if (options.includeCurrentVersion && !names.includes(CURRENT_VERSION_NAME)) names.unshift(CURRENT_VERSION_NAME);
  if (names.length === 0) {
    throw new ContentError(
      where,
      undefined,
      `includeCurrentVersion: false leaves no version to build, ${options.disableVersioning ? 'since disableVersioning is true' : 'since the versions file is missing or empty'}. Include the current version or add a version.`,
    );
  }
  return names;
}

/** The version options checks Docusaurus makes, with the file or option to fix. */
function checkOptions(names: string[], options: VersionsOptions, where: string): void {
  const known = `Known versions: ${names.join(', ')}.`;
  if (options.lastVersion !== undefined && !names.includes(options.lastVersion)) {
    throw new ContentError(where, undefined, `lastVersion "${options.lastVersion}" is no version of these docs. ${known}`);
  }
  const unknown = Object.keys(options.versions).filter((name) => !names.includes(name));
  if (unknown.length > 0) throw new ContentError(where, undefined, `versions names unknown versions (${unknown.join(', ')}). ${known}`);
  const only = options.onlyIncludeVersions;
  if (!only) return;
  if (only.length === 0) throw new ContentError(where, undefined, `onlyIncludeVersions is empty: name at least one version, or remove the option. ${known}`);
  const unknownOnly = only.filter((name) => !names.includes(name));
  if (unknownOnly.length > 0) throw new ContentError(where, undefined, `onlyIncludeVersions names unknown versions (${unknownOnly.join(', ')}). ${known}`);
  if (options.lastVersion !== undefined && !only.includes(options.lastVersion)) {
    throw new ContentError(where, undefined, `lastVersion "${options.lastVersion}" is not in onlyIncludeVersions: add it there, or choose another lastVersion.`);
  }
}

/** Docusaurus' default banner: none for the last version, 'unreleased' above it, 'unmaintained' below it. */
function defaultBanner(name: string, names: string[], last: string): DocsVersion['banner'] {
  if (name === last) return 'none';
  return names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained';
}

/** The path part below the route base: none for the last version, "next" for current, else the name. */
function defaultPathPart(name: string, last: string): string {
  if (name === last) return '';
  return name === CURRENT_VERSION_NAME ? 'next' : name;
}

/**
 * The versions of one docs instance, in Docusaurus' order, with their metadata, folders and sidebars
 * files. `where` names the config option in messages ("site.config.ts (docs)").
 */
export function readVersions(siteDir: string, pluginId: string, options: VersionsOptions, where: string, shown: (abs: string) => string = (abs) => abs): VersionSource[] {
  const fileNames = readVersionsFile(siteDir, pluginId, shown);
  const available = allVersionNames(fileNames, options, where);
  checkOptions(available, options, where);
  const names = options.onlyIncludeVersions ? available.filter((name) => options.onlyIncludeVersions!.includes(name)) : available;
  const last = options.lastVersion ?? names.find((name) => name !== CURRENT_VERSION_NAME) ?? CURRENT_VERSION_NAME;
  const routeBase = normalizeRouteBase(options.routeBasePath);
  return names.map((name) => {
    const configured = options.versions[name] ?? {};
    const isCurrent = name === CURRENT_VERSION_NAME;
    const contentPath = isCurrent ? path.resolve(siteDir, options.path) : path.join(siteDir, versionDocsFolder(pluginId, name));
    if (!isCurrent && !fs.existsSync(contentPath)) {
      throw new ContentError(
        shown(path.join(siteDir, versionsFileName(pluginId))),
        undefined,
        `version "${name}" has no docs folder: ${shown(contentPath)} does not exist. Restore the folder, or remove the version from the file.`,
      );
    }
    return {
      meta: {
        name,
        label: configured.label ?? (isCurrent ? 'Next' : name),
        path: joinRoute(routeBase, configured.path ?? defaultPathPart(name, last)),
        isLast: name === last,
        banner: configured.banner ?? defaultBanner(name, names, last),
        badge: configured.badge ?? names.length !== 1,
        noIndex: configured.noIndex ?? false,
        className: configured.className ?? `docs-version-${name}`,
      },
      contentPath,
      ...(isCurrent ? {} : { sidebarFile: path.join(siteDir, versionSidebarsFile(pluginId, name)) }),
    };
  });
}

interface DocsSections {
  docs: false | { path: string; disableVersioning: boolean };
  docsInstances: { id: string; path: string; disableVersioning: boolean }[];
}

/**
 * Every folder docs are read from, relative to the site folder: each instance's docs folder and its
 * versions' folders (whose images and files are published, and watched, as the docs folder's are).
 */
export function docsContentFolders(siteDir: string, { docs, docsInstances }: DocsSections): string[] {
  const instances = [...(docs ? [{ id: DOCS_PLUGIN_ID, ...docs }] : []), ...docsInstances];
  return instances.flatMap(({ id, path: folder, disableVersioning }) => {
    let names: string[] = [];
    try {
      names = disableVersioning ? [] : (readVersionsFile(siteDir, id) ?? []);
    } catch {
      // A broken versions file is reported, with its line, by the docs loader; no folders to add here.
    }
    return [folder, ...names.map((name) => versionDocsFolder(id, name))];
  });
}

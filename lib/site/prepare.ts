// Node only, run by the content check (under tsx) and the development watcher: reads a site folder's
// config and sidebars file, validates them, and writes the prepared site that the build reads; then
// fills public/ with the files the site serves as they are.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { normaliseBasePath, normaliseSiteUrl } from '@/lib/config/env.mjs';
import { mergeConfig, parseOverrides } from '@/lib/config/overrides';
import { validateSiteConfig, SiteConfigError, type SiteConfig } from '@/lib/config/schema';
import { TEST_BUILD_APIS } from '@/lib/config/test-build';
import { ContentError, jsonErrorLine } from '@/lib/content/errors';
import { specDownloadRoute } from '@/lib/openapi/download';
import { contentAssetUrl, isContentAsset } from './assets';
import type { PreparedSite } from './prepared';

const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.mjs', 'site.config.js'];
const SIDEBARS_FILES = ['sidebars.js', 'sidebars.cjs', 'sidebars.mjs', 'sidebars.ts', 'sidebars.json'];

type Env = Record<string, string | undefined>;

/** The site folder: SITE_DIR (relative to the project root, or absolute), else the project root. */
export function siteDirFromEnv(env: Env = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.SITE_DIR?.trim() || '.');
}

/** A path as messages show it: relative to the project root when inside it. */
export function displayPath(abs: string, cwd = process.cwd()): string {
  const rel = path.relative(cwd, abs);
  return rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel.split(path.sep).join('/');
}

/** Evaluates a module (TypeScript too, under tsx) and returns its default export, or its CommonJS exports. */
async function evaluateModule(file: string): Promise<unknown> {
  // The query defeats the module cache, so the development watcher sees every edit.
  let mod: { default?: unknown };
  try {
    mod = (await import(`${pathToFileURL(file).href}?t=${fs.statSync(file).mtimeMs}`)) as { default?: unknown };
  } catch (error) {
    // A CommonJS file (module.exports, as Docusaurus sites write sidebars.js) in a folder whose
    // package.json says "type": "module" is an ES module to import(): it only loads through require.
    if (!(error instanceof ReferenceError) || !/\b(module|exports|require) is not defined/.test(error.message)) throw error;
    const abs = path.resolve(file);
    const require = createRequire(abs);
    delete require.cache[abs];
    mod = { default: require(abs) as unknown };
  }
  const value = 'default' in mod ? mod.default : mod;
  // A CommonJS module imported from ESM may arrive as { default: { default: … } } under tsx.
  return value && typeof value === 'object' && 'default' in value && Object.keys(value).length === 1 ? (value as { default: unknown }).default : value;
}

/** Reads a JSON file; bad JSON names the file and line. */
function readJson(file: string, shown: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    // Node 20 gives no position, only an excerpt: jsonErrorLine finds the line either way.
    throw new ContentError(shown, jsonErrorLine(text, error), `invalid JSON: ${(error as Error).message}. Fix the JSON.`, { cause: error });
  }
}

async function loadConfigInput(siteDir: string): Promise<{ file: string; input: unknown }> {
  const found = CONFIG_FILES.map((name) => path.join(siteDir, name)).find((file) => fs.existsSync(file));
  if (!found) {
    throw new SiteConfigError(
      `${displayPath(siteDir)} has no site config: add site.config.ts (or .mjs/.js) exporting the config as its default export, ` +
        `e.g. export default { title: 'My docs' }. Every field is documented in lib/config/schema.ts.`,
    );
  }
  try {
    return { file: found, input: await evaluateModule(found) };
  } catch (error) {
    throw new SiteConfigError(`${displayPath(found)} could not be evaluated: ${(error as Error).message}`, { cause: error });
  }
}

/** Reads and validates the site folder's config, with the environment's base path, origin and overrides applied. */
export async function loadSiteConfig(siteDir: string, env: Env = process.env): Promise<{ file: string; config: SiteConfig }> {
  const { file, input } = await loadConfigInput(siteDir);
  const overrides = parseOverrides(env.SITE_CONFIG_OVERRIDES);
  const merged = mergeConfig(input as Record<string, unknown>, overrides ?? {});
  // The environment wins over the file (a deploy sets BASE_PATH and SITE_URL); the file over the defaults.
  merged.basePath = env.BASE_PATH !== undefined || typeof merged.basePath !== 'string' ? normaliseBasePath(env.BASE_PATH) : normaliseBasePath(merged.basePath);
  merged.url = env.SITE_URL !== undefined || typeof merged.url !== 'string' ? normaliseSiteUrl(env.SITE_URL) : normaliseSiteUrl(merged.url);
  // The test build's extra specs live in the project (node_modules, tests/), not in the site folder.
  if (env.SITE_TEST_BUILD === '1') merged.apis = [...((merged.apis as unknown[]) ?? []), ...TEST_BUILD_APIS.map((api) => ({ ...api, spec: path.resolve(api.spec) }))];
  const shown = displayPath(file);
  const config = validateSiteConfig(merged, overrides ? `${shown} with SITE_CONFIG_OVERRIDES` : shown);
  // API specs are read relative to the site folder; messages show them relative to the project root.
  config.apis = config.apis.map((api) => ({ ...api, spec: displayPath(path.resolve(siteDir, api.spec)) }));
  return { file: shown, config };
}

/** The docs' sidebars file, evaluated: the configured sidebarPath, else sidebars.* at the site folder's root. */
async function loadSidebars(siteDir: string, config: SiteConfig): Promise<PreparedSite['sidebars']> {
  if (config.docs === false || config.docs.sidebarPath === false) return undefined;
  const file =
    config.docs.sidebarPath !== undefined
      ? path.resolve(siteDir, config.docs.sidebarPath)
      : SIDEBARS_FILES.map((name) => path.join(siteDir, name)).find((candidate) => fs.existsSync(candidate));
  if (!file) return undefined;
  const shown = displayPath(file);
  if (!fs.existsSync(file)) {
    throw new ContentError(shown, undefined, `the sidebars file named by docs.sidebarPath does not exist. Fix the path (relative to the site folder) or remove the option.`);
  }
  if (file.endsWith('.json')) return { file: shown, data: readJson(file, shown) };
  try {
    return { file: shown, data: JSON.parse(JSON.stringify(await evaluateModule(file))) as unknown };
  } catch (error) {
    throw new ContentError(shown, undefined, `could not be evaluated: ${(error as Error).message}. A sidebars file exports a plain object of sidebars.`, { cause: error });
  }
}

/** Evaluates the site folder and writes the prepared site to `file`. */
export async function prepareSite(options: { siteDir: string; file: string; env?: Env }): Promise<PreparedSite> {
  const { config, file: configFile } = await loadSiteConfig(options.siteDir, options.env);
  const site: PreparedSite = {
    siteDir: options.siteDir,
    configFile,
    config,
    sidebars: await loadSidebars(options.siteDir, config),
    preparedAt: Date.now(),
  };
  fs.mkdirSync(path.dirname(options.file), { recursive: true });
  // Written whole and renamed, so a development server never reads half a file.
  fs.writeFileSync(`${options.file}.tmp`, JSON.stringify(site));
  fs.renameSync(`${options.file}.tmp`, options.file);
  return site;
}

function copyTree(from: string, to: string, keep: (rel: string) => boolean, rel = ''): number {
  let count = 0;
  for (const entry of fs.readdirSync(path.join(from, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) count += copyTree(from, to, keep, child);
    else if (entry.isFile() && keep(child)) {
      fs.mkdirSync(path.dirname(path.join(to, child)), { recursive: true });
      fs.copyFileSync(path.join(from, child), path.join(to, child));
      count += 1;
    }
  }
  return count;
}

/**
 * Fills the project's public/ folder, which Next serves as it is: the site's static folders, the
 * files its docs, posts and pages link to by relative path (at contentAssetUrl), and each API's
 * description for download. public/ is generated: nothing in it is kept.
 */
export function syncPublicFolder(site: PreparedSite, publicDir: string): { files: number } {
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.mkdirSync(publicDir, { recursive: true });
  let files = 0;
  for (const dir of site.config.staticDirectories) {
    const abs = path.resolve(site.siteDir, dir);
    if (fs.existsSync(abs)) files += copyTree(abs, publicDir, (rel) => !rel.split('/').some((part) => part === '.DS_Store'));
  }
  const { docs, blog, pages } = site.config;
  for (const section of [docs && docs.path, blog && blog.path, pages && pages.path]) {
    if (!section) continue;
    const abs = path.resolve(site.siteDir, section);
    if (!fs.existsSync(abs)) continue;
    const url = contentAssetUrl(abs, site.siteDir);
    // A section outside the site folder has no asset URL: its relative links stay as written.
    if (url) files += copyTree(abs, path.join(publicDir, decodeURIComponent(url)), isContentAsset);
  }
  for (const api of site.config.apis) {
    const target = path.join(publicDir, specDownloadRoute(api));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.resolve(api.spec), target);
    files += 1;
  }
  return { files };
}

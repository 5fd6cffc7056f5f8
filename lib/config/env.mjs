// The build-time settings that come from the environment. Plain JavaScript so that
// next.config.mjs, the serve script and the site preparation all read the same defaults.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The base path every route lives under when BASE_PATH is not set. */
export const DEFAULT_BASE_PATH = '/demo';

/** The public origin used for canonical links when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * Normalises a base path: '' (the site root) or '/segment[/segment…]' with no trailing slash.
 * @param {string | undefined} value
 * @returns {string}
 */
export function normaliseBasePath(value) {
  if (value === undefined) return DEFAULT_BASE_PATH;
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(withSlash)) {
    throw new Error(
      `BASE_PATH "${value}" is not a valid base path. Use '' for the site root or a path such as /demo ` +
        '(letters, digits, ".", "_", "~" and "-" in each segment).',
    );
  }
  return withSlash;
}

/**
 * Normalises the site URL to an origin-like string with no trailing slash.
 * @param {string | undefined} value
 * @returns {string}
 */
export function normaliseSiteUrl(value) {
  const raw = value === undefined || value.trim() === '' ? DEFAULT_SITE_URL : value.trim();
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `SITE_URL "${raw}" is not an absolute URL. Set it to the origin the site is served from, e.g. https://docs.example.com`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL "${raw}" must use http or https.`);
  }
  return url.href.replace(/\/+$/, '');
}

/** @param {Record<string, string | undefined>} [env] */
export function readBuildEnv(env = process.env) {
  return {
    basePath: normaliseBasePath(env.BASE_PATH),
    siteUrl: normaliseSiteUrl(env.SITE_URL),
  };
}

/**
 * Where the prepared site lives (lib/config/prepared.ts): SITE_PREPARED, else .site/<export folder>.json,
 * one file per export folder, so the test build and the site build never share one.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 * @returns {string}
 */
export function preparedSitePath(env = process.env, cwd = process.cwd()) {
  if (env.SITE_PREPARED) return path.resolve(cwd, env.SITE_PREPARED);
  return path.join(cwd, '.site', `${path.basename(env.NEXT_DIST_DIR || 'out')}.json`);
}

/**
 * The module the content check writes beside the prepared site for the site config's Markdown
 * plugins (lib/site/plugins-module.ts): functions, which the prepared JSON cannot hold. next.config.mjs
 * aliases `#site-plugins` to it. `.mjs`, so the type check and lint of the project never read it.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 * @returns {string}
 */
export function preparedPluginsPath(env = process.env, cwd = process.cwd()) {
  return pluginsModuleOf(preparedSitePath(env, cwd));
}

/**
 * The plugins module beside a prepared site file: `.site/out.json` → `.site/out.plugins.mjs`.
 * @param {string} preparedFile
 * @returns {string}
 */
export function pluginsModuleOf(preparedFile) {
  return preparedFile.replace(/(\.json)?$/, '.plugins.mjs');
}

/**
 * Where the site stylesheet lives (lib/site/stylesheet.ts): beside the prepared site, as .css.
 * next.config.mjs aliases SITE_STYLESHEET to it, and app/layout.tsx imports that.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 * @returns {string}
 */
export function preparedStylesheetPath(env = process.env, cwd = process.cwd()) {
  return preparedSitePath(env, cwd).replace(/(\.json)?$/, '.css');
}

/**
 * Where the content check writes the build manifest (lib/postbuild/manifest.ts), beside the prepared
 * site: `.site/out.json` → `.site/out.manifest.json`; the post-build step reads it.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 * @returns {string}
 */
export function preparedManifestPath(env = process.env, cwd = process.cwd()) {
  return preparedSitePath(env, cwd).replace(/(\.json)?$/, '.manifest.json');
}

/**
 * Where the content check leaves what each doc cost to learn (lib/content/content-memo.ts) for the
 * later processes of the same build: `.site/out.json` → `.site/out.content-memo.json`.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 * @returns {string}
 */
export function preparedContentMemoPath(env = process.env, cwd = process.cwd()) {
  return preparedSitePath(env, cwd).replace(/(\.json)?$/, '.content-memo.json');
}

/**
 * The folder where the content check leaves each text's parsed tree (lib/mdx/pipeline.ts), beside the
 * prepared site (`.site/out.parses/`): the render workers' page compiles read them instead of parsing.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 * @returns {string}
 */
export function preparedParsesDir(env = process.env, cwd = process.cwd()) {
  return preparedSitePath(env, cwd).replace(/(\.json)?$/, '.parses');
}

/**
 * Where the page compile stores the CSS of `<style>` elements a Markdown plugin wrote
 * (lib/mdx/style-elements.ts), beside the prepared site: `.site/out.styles/`; the post-build copies
 * the files into the export's `_styles/`, where the pages link them.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 * @returns {string}
 */
export function preparedStyleElementsDir(env = process.env, cwd = process.cwd()) {
  return styleElementsDirOf(preparedSitePath(env, cwd));
}

/**
 * That folder beside a prepared site file: `.site/out.json` → `.site/out.styles`.
 * @param {string} preparedFile
 * @returns {string}
 */
export function styleElementsDirOf(preparedFile) {
  return preparedFile.replace(/(\.json)?$/, '.styles');
}

/** The export's folder of those files, as a route (the moved-styles folder of lib/postbuild/inline-styles.ts, cached alike). */
export const STYLE_ELEMENTS_ROUTE = '/_styles/el';

/**
 * The base path and origin the content check prepared for the site folder (the config's, or the
 * environment's when set); the environment's alone when nothing was prepared yet.
 * @param {Record<string, string | undefined>} [env]
 */
export function readPreparedEnv(env = process.env) {
  const file = preparedSitePath(env);
  if (!existsSync(file)) return readBuildEnv(env);
  const { config } = JSON.parse(readFileSync(file, 'utf8'));
  return { basePath: config.basePath, siteUrl: config.url };
}

import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '@/lib/config/schema';

/**
 * The site folder as the content check prepared it: its absolute path, its validated config (with
 * SITE_CONFIG_OVERRIDES and the environment applied) and its evaluated sidebars file. `next build`
 * cannot import a config or sidebars file from a folder named at run time (Turbopack resolves imports
 * when it compiles), so `scripts/check-content.ts` evaluates them first and writes this JSON, which
 * every later step reads.
 */
export interface PreparedSite {
  /** Absolute path of the site folder. */
  siteDir: string;
  /** The config file as the reader knows it, e.g. "site.config.ts" or "/sites/x/site.config.ts". */
  configFile: string;
  config: SiteConfig;
  /** The sidebars file, evaluated: file as shown in messages, data as exported. */
  sidebars?: { file: string; data: unknown };
  /** Milliseconds since the epoch when it was prepared; development reloads on change. */
  preparedAt: number;
}

/** Where the prepared site lives: one file per export folder, so the test build and the site build never share one. */
export function preparedSiteFile(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  if (env.SITE_PREPARED) return path.resolve(cwd, env.SITE_PREPARED);
  return path.join(cwd, '.site', `${path.basename(env.NEXT_DIST_DIR || 'out')}.json`);
}

let cached: { file: string; mtimeMs: number; site: PreparedSite } | undefined;

/**
 * The prepared site. In development the file is read again when it changes (the watcher rewrites it
 * on every edit of the config or a sidebars file); in a build it is read once.
 */
export function readPreparedSite(file = preparedSiteFile()): PreparedSite {
  if (cached && process.env.NODE_ENV === 'production' && file === cached.file) return cached.site;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new Error(
      `The site folder has not been prepared (${path.relative(process.cwd(), file)} is missing). ` +
        'Run `npm run build` or `npm run dev`: their first step reads the site folder (SITE_DIR, default the repository root) and writes it.',
    );
  }
  if (cached && cached.file === file && cached.mtimeMs === stat.mtimeMs) return cached.site;
  cached = { file, mtimeMs: stat.mtimeMs, site: JSON.parse(fs.readFileSync(file, 'utf8')) as PreparedSite };
  return cached.site;
}

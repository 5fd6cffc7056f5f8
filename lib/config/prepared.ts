import fs from 'node:fs';
import path from 'node:path';
import { preparedSitePath } from '@/lib/config/env.mjs';
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
  /** The sidebars file of each further docs instance (`docsInstances`, by id) that names one, evaluated. */
  instanceSidebars?: Record<string, { file: string; data: unknown }>;
  /**
   * The config's remark and rehype plugins by place and name ("docs.remarkPlugins: remarkShout"). The
   * functions themselves are left out of `config`: the page compile imports them (lib/site/plugins.ts).
   */
  plugins?: string[];
  /**
   * The global data the site's own plugins set in their content phase (config `plugins`, run by
   * lib/site/site-plugins.ts): plugin name → plugin id → data, plain JSON, as Docusaurus' `globalData`.
   */
  globalData?: Record<string, Record<string, unknown>>;
  /** Milliseconds since the epoch when it was prepared; development reloads on change. */
  preparedAt: number;
  /**
   * Development only: the watcher prepared the site again for these Markdown, MDX or category files
   * (absolute) alone, which changed since the preparation of `after` (its preparedAt). A process that
   * loaded that one may update what it loaded for them instead of loading everything again.
   */
  edit?: { after: number; files: string[] };
  /** Set by the content check once every loader has read the content: its warnings were printed then. */
  contentChecked?: boolean;
  /**
   * Development only: the last prepare failed (a bad config or sidebars file). The rest is the last
   * good preparation; every page throws this error instead, so Next's overlay shows it.
   */
  error?: PreparedSiteError;
}

/** A prepare failure as the prepared file records it: the error's name and its message (file:line first). */
export interface PreparedSiteError {
  name: string;
  message: string;
}

/** The error a page throws for a failed prepare: the same name and message. */
export function preparedSiteError(error: PreparedSiteError): Error {
  const thrown = new Error(error.message);
  thrown.name = error.name;
  // The stack would point here; the message names the file and line to fix.
  thrown.stack = `${error.name}: ${error.message}`;
  return thrown;
}

/** Where the prepared site lives: one file per export folder (the rule is in lib/config/env.mjs, which next.config.mjs reads too). */
export const preparedSiteFile = preparedSitePath;

let cached: { file: string; mtimeMs: number; site: PreparedSite } | undefined;
/** Where a build's prepared site lives, worked out once: the environment does not change within a build. */
let buildFile: string | undefined;

/** The prepared site's file: in a build the path found first; in development and tests the environment's now. */
const defaultFile = () => (process.env.NODE_ENV === 'production' ? (buildFile ??= preparedSiteFile()) : preparedSiteFile());

/**
 * The prepared site. In development the file is read again when it changes (the watcher rewrites it
 * on every edit in the site folder), and a failed prepare it records is thrown; in a build it is read
 * once, from a path worked out once: a render worker asks thousands of times a page (every
 * siteConfig()), and working out the path from the environment each time was 0.4-0.5 CPU s of a
 * 1,000-doc build's workers.
 */
export function readPreparedSite(file = defaultFile()): PreparedSite {
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
  if (!cached || cached.file !== file || cached.mtimeMs !== stat.mtimeMs) {
    cached = { file, mtimeMs: stat.mtimeMs, site: parsePrepared(fs.readFileSync(file, 'utf8')) };
  }
  if (cached.site.error && process.env.NODE_ENV === 'development') throw preparedSiteError(cached.site.error);
  return cached.site;
}

/**
 * The prepared site as JSON. A RegExp in the config (a blog's truncateMarker) is kept as
 * { $regexp, flags } and comes back as a RegExp; a function (a Docusaurus editUrl callback) cannot
 * be carried: its key is named in `dropped`, so the caller can say so instead of losing it silently.
 */
export function serialisePrepared(site: PreparedSite): { json: string; dropped: string[] } {
  const dropped: string[] = [];
  const json = JSON.stringify(site, function replace(this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (raw instanceof RegExp) return { $regexp: raw.source, flags: raw.flags };
    if (typeof value === 'function') {
      dropped.push(key);
      return undefined;
    }
    return value;
  });
  return { json, dropped };
}

/** Reads what serialisePrepared wrote, RegExps included. */
export function parsePrepared(json: string): PreparedSite {
  return JSON.parse(json, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$regexp' in value && typeof (value as { $regexp: unknown }).$regexp === 'string') {
      const { $regexp, flags } = value as { $regexp: string; flags?: string };
      return new RegExp($regexp, flags);
    }
    return value;
  }) as PreparedSite;
}

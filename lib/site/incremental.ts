// The incremental export (issue 29: "a second build with one doc changed takes at most 30 % of the
// cold build"). Next's static export renders and writes every route of `generateStaticParams` on every
// build: at 1,000 docs that was 70 % of a cold build even with every doc's compile cached. So the
// content check fingerprints every route, and `generateStaticParams` yields only the routes whose
// fingerprint changed since the last export; the post-build step copies the others' files (as next
// build wrote them, before the post-build changed them) from the export cache, then runs over the whole
// merged export as before.
//
// A route's page depends on three things, each a fingerprint:
// - global: the code (app/, components/, lib/, the config files, the lockfile and the installed Next
//   and React), the prepared site (its config, stylesheet, bundled modules), the environment the build
//   reads, and every file of the site folder that is not one doc's own Markdown (sidebars, partials,
//   images, components, blog posts, pages, translations, OpenAPI descriptions, …);
// - structure: every route and what it shows (the route table), with the two fields of a doc that
//   only its own page shows left out (its body and its last update): titles, sidebars, prev/next
//   links, tags, descriptions, outlines, versions;
// - its own: what the route shows, whole (a doc's body included).
// A change of the global or the structure fingerprint renders every route (as does a first build);
// otherwise only the routes whose own fingerprint changed, or that are new. Anything that makes a page
// depend on another doc is in the structure, so such a change renders everything: a stale page is a
// bug, a full render only costs time. The build id is the global fingerprint, so that two builds of
// the same code write the same `_next/static/` and the pages kept reference chunks that exist.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pluginsModuleOf, preparedSitePath, preparedStyleElementsDir } from '@/lib/config/env.mjs';
import { BuildError } from '@/lib/errors/build-error';
import { fileStamp, listFiles } from '@/lib/files/tree';
import { linkFile } from '@/lib/files/links.mjs';
import { writeAtomic } from '@/lib/files/write-if-changed';
import { FULL_PAGE_SEGMENT } from '@/lib/postbuild/segment-files';

/** Bumped when what a fingerprint covers changes: an export cache of another version is not used. */
const VERSION = 1;

/** The fingerprints of one build, and the state the export cache keeps of the last export. */
export interface ExportFingerprints {
  version: number;
  global: string;
  structure: string;
  /** Route → its own fingerprint. */
  routes: Record<string, string>;
}

/** What next build renders and what the post-build step copies from the cache. */
export interface ExportPlan {
  /** Why every route is rendered; unset when only some are. */
  full?: string;
  /** The routes next build renders. */
  render: string[];
  /** The routes whose files come from the export cache. */
  keep: string[];
  fingerprints: ExportFingerprints;
  /** The prepared site this plan is for (its `preparedAt`): a plan of another preparation is stale. */
  preparedAt: number;
  /** Set once the post-build step merged the export: a second run of it merges nothing. */
  merged?: boolean;
}

/** Names Next writes a route's files under, beside or below its `.html` (the segment payloads, `__next.*.txt`). */
const SEGMENT_FILE = /^__next\./;

// ---------------------------------------------------------------------------------------------------
// Fingerprints

/** The fields of an object a fingerprint leaves out (a doc's body in the structure), or none. */
type Strip = (value: object) => readonly string[] | undefined;

/**
 * A hash of a value's whole content (maps, sets, arrays, dates, class instances, function sources),
 * keys in their order. Objects are hashed once each (by identity), so a sidebar or a version list
 * that many routes share costs one hash, not one per route.
 */
export function valueHasher(strip: Strip = () => undefined): (value: unknown) => string {
  const memo = new WeakMap<object, string>();
  const busy = new WeakSet<object>();
  const encode = (value: unknown): string => {
    switch (typeof value) {
      case 'undefined':
        return 'u';
      case 'boolean':
        return value ? 'T' : 'F';
      case 'number':
      case 'bigint':
        return `d${String(value)};`;
      case 'string':
        return `s${value.length}:${value}`;
      case 'symbol':
        return `y${String(value)};`;
      case 'function':
        return `f${digest(String(value))}`;
    }
    if (value === null) return 'n';
    const object = value as object;
    const known = memo.get(object);
    if (known) return known;
    // A cycle: the object is already being hashed higher up; its content is counted there.
    if (busy.has(object)) return 'c';
    busy.add(object);
    const hash = createHash('sha256');
    if (object instanceof Date) hash.update(`t${object.getTime()}`);
    else if (object instanceof RegExp) hash.update(`r${String(object)}`);
    else if (ArrayBuffer.isView(object)) hash.update('b').update(new Uint8Array(object.buffer, object.byteOffset, object.byteLength));
    else if (object instanceof Map) for (const [key, item] of object) hash.update(`M${encode(key)}${encode(item)}`);
    else if (object instanceof Set) for (const item of object) hash.update(`S${encode(item)}`);
    else if (Array.isArray(object)) for (const item of object) hash.update(`A${encode(item)}`);
    else {
      const left = strip(object);
      hash.update(`O${object.constructor?.name ?? ''};`);
      for (const [key, item] of Object.entries(object)) if (!left?.includes(key)) hash.update(`${encode(key)}${encode(item)}`);
      // What a plain object inherits through a getter is its content too: a build's loaded doc reads its
      // body from its file through one shared getter (lib/content/docs.ts, bodiesFromFiles), and a body
      // left out here would keep the page of an edited doc from the last export.
      for (const key of inheritedGetters(object))
        if (!left?.includes(key)) hash.update(`${encode(key)}${encode((object as Record<string, unknown>)[key])}`);
    }
    busy.delete(object);
    const result = `h${hash.digest('hex')}`;
    memo.set(object, result);
    return result;
  };
  return encode;
}

/** The getters a plain object (one made by `{}` or `Object.create`) inherits from prototypes of its own, not Object's. */
function inheritedGetters(object: object): string[] {
  if (object.constructor !== Object) return [];
  const keys: string[] = [];
  for (
    let proto = Object.getPrototypeOf(object) as object | null;
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
      if (descriptor.get && !Object.hasOwn(object, key) && !keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}

function digest(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A doc of the docs section (lib/content/doc-types.ts): its own Markdown file, its body, its last update. */
function isDoc(value: object): value is { kind: 'doc'; absFile: string; body: string } {
  const doc = value as { kind?: unknown; absFile?: unknown; body?: unknown };
  return doc.kind === 'doc' && typeof doc.absFile === 'string' && typeof doc.body === 'string';
}

/** What only a doc's own page shows: left out of the structure. Everything else of a doc (its title, outline, description, tags) other pages may show. */
const OWN_FIELDS = ['body', 'lastUpdated'] as const;

/** A route table entry as far as the fingerprints go (lib/site/routes.ts RouteEntry). */
export interface FingerprintedRoute {
  source: string;
  target: unknown;
}

/**
 * The structure and per-route fingerprints of a route table, and the docs' own files: the Markdown
 * each doc's body and front matter come from, which the global fingerprint leaves to these two.
 */
export function routeFingerprints(table: ReadonlyMap<string, FingerprintedRoute>): {
  structure: string;
  routes: Record<string, string>;
  ownFiles: Set<string>;
} {
  const ownFiles = new Set<string>();
  const structureOf = valueHasher((object) => {
    if (!isDoc(object)) return undefined;
    ownFiles.add(object.absFile);
    return OWN_FIELDS;
  });
  const whole = valueHasher();
  const structure = createHash('sha256');
  const routes: Record<string, string> = {};
  for (const [route, entry] of table) {
    structure.update(`${route}\0${entry.source}\0${structureOf(entry.target)}\0`);
    routes[route] = digest(`${route}\0${entry.source}\0${whole(entry.target)}`);
  }
  return { structure: structure.digest('hex'), routes, ownFiles };
}

/** Folders of a project or site folder that are not its inputs: dependencies, builds, test output (public/ is filled from the static folders). */
const NOT_INPUTS = new Set(['node_modules', 'public', 'test-results', 'playwright-report', 'reports']);
/**
 * What a walk of the project or the site folder skips: those folders, export folders (out/, out-test/),
 * hidden folders (.git, .next, .site, caches, the test build's .test-site/), and TypeScript's
 * incremental state, which a type check rewrites.
 */
const isOutput = (name: string, isFolder: boolean) =>
  isFolder ? NOT_INPUTS.has(name) || /^out(-|$)/.test(name) || name.startsWith('.') : name.endsWith('.tsbuildinfo');

/**
 * Files at the project's root that Next.js writes itself, not the project's code: next-env.d.ts names
 * the route types of the last `next dev` or `next build` (`.next/dev/types` or `.next/types`), so the
 * first build after `npm run dev` rewrote it, and the build after that rendered every page again.
 */
const NEXT_WRITES = new Set(['next-env.d.ts']);

/** The environment a page's render reads (lib/config/env.mjs, next.config.mjs). */
const BUILD_ENV = /^(NODE_ENV|BASE_PATH|SITE_URL|SITE_LOCALE|SITE_CONFIG_OVERRIDES|SITE_DIR|NEXT_PUBLIC_\w+)$/;

/**
 * The global fingerprint: the project's code and config, the installed Next and React, the prepared
 * site's files (less the time it was prepared at), the build's environment, and every file of the
 * site folder but the docs' own Markdown (`ownFiles`), which the route fingerprints cover.
 */
export function globalFingerprint({
  root,
  siteDir,
  preparedFile,
  ownFiles,
  imported = [],
  env = process.env,
}: {
  root: string;
  siteDir: string;
  preparedFile: string;
  ownFiles: ReadonlySet<string>;
  /** The files content imports, wherever they are (a partial outside the site folder too). */
  imported?: Iterable<string>;
  env?: Record<string, string | undefined>;
}): string {
  const hash = createHash('sha256').update(`v${VERSION}\0`);
  const tree = (dir: string) => {
    const skip = (name: string, rel: string) => isOutput(name, fs.statSync(path.join(dir, rel)).isDirectory());
    for (const rel of listFiles(dir, { skip })) {
      const file = path.join(dir, rel);
      if (ownFiles.has(file)) continue;
      hash.update(`${file}\0`).update(fs.readFileSync(file)).update('\0');
    }
  };
  for (const dir of ['app', 'components', 'lib']) tree(path.join(root, dir));
  for (const name of fs.readdirSync(root).sort()) {
    const file = path.join(root, name);
    if (/\.(m?[jt]s|json|css)$/.test(name) && !NEXT_WRITES.has(name) && fs.statSync(file).isFile())
      hash.update(`${name}\0`).update(fs.readFileSync(file)).update('\0');
  }
  for (const name of ['next', 'react', 'react-dom']) {
    const manifest = path.join(root, 'node_modules', name, 'package.json');
    hash.update(
      `${name}@${fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version : 'absent'}\0`,
    );
  }
  tree(siteDir);
  for (const file of [...imported].sort()) if (fs.existsSync(file)) hash.update(`${file}\0`).update(fs.readFileSync(file)).update('\0');
  const prepared = JSON.parse(fs.readFileSync(preparedFile, 'utf8')) as Record<string, unknown>;
  delete prepared.preparedAt;
  delete prepared.contentChecked;
  hash.update(JSON.stringify(prepared));
  // Beside it: the stylesheet, the bundled modules' registry, the global data, the plugins module. Not
  // the content memo nor the build manifest: both are made of the content the route table holds.
  const base = path.basename(preparedFile).replace(/\.json$/, '');
  for (const suffix of ['.css', '.modules.tsx', '.global-data.json', '.plugins.mjs']) {
    const file = path.join(path.dirname(preparedFile), base + suffix);
    if (fs.existsSync(file)) hash.update(`${suffix}\0`).update(fs.readFileSync(file)).update('\0');
  }
  for (const name of Object.keys(env).sort()) if (BUILD_ENV.test(name)) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

// ---------------------------------------------------------------------------------------------------
// The plan

/**
 * Which routes to render: all of them when there is no previous export, or its code, config, shared
 * files or structure differ; else the new and changed ones. Next refuses an empty
 * `generateStaticParams`, so when nothing changed one kept route is rendered again (to the same files).
 */
export function planExport(
  previous: ExportFingerprints | undefined,
  current: ExportFingerprints,
): Pick<ExportPlan, 'full' | 'render' | 'keep'> {
  const all = Object.keys(current.routes);
  const full = !previous
    ? 'no previous export'
    : previous.version !== current.version
      ? 'the export cache is of another version'
      : previous.global !== current.global
        ? 'the code, the config or a shared file changed'
        : previous.structure !== current.structure
          ? 'a title, sidebar, link, tag or version changed'
          : undefined;
  if (full || !previous) return { full, render: all, keep: [] };
  const render = all.filter((route) => previous.routes[route] !== current.routes[route]);
  const keep = all.filter((route) => previous.routes[route] === current.routes[route]);
  // Nothing changed: one page is rendered anyway, as the catch-all route's generateStaticParams must
  // yield a route (a build with none fails). The build's messages then say "1 of N pages rendered".
  if (render.length === 0 && keep.length > 0) render.push(keep.shift()!);
  return { render, keep };
}

// ---------------------------------------------------------------------------------------------------
// Files: the plan beside the prepared site, the export cache

/** The export cache's folder for this export folder, or undefined when it is off (EXPORT_CACHE=0, or under vitest unless EXPORT_CACHE_DIR names one). */
export function exportCacheDir(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string | undefined {
  if (env.EXPORT_CACHE === '0') return undefined;
  const base = env.EXPORT_CACHE_DIR ?? (env.VITEST ? undefined : path.join(cwd, 'node_modules', '.cache', 'docs-site-export'));
  return base && path.join(path.resolve(cwd, base), path.basename(env.NEXT_DIST_DIR || 'out'));
}

/** The plan beside the prepared site: `.site/out.json` → `.site/out.export-plan.json`. */
export function exportPlanPath(env: Record<string, string | undefined> = process.env): string {
  return preparedSitePath(env).replace(/(\.json)?$/, '.export-plan.json');
}

export function writeExportPlan(plan: ExportPlan, file = exportPlanPath()): void {
  writeAtomic(file, `${JSON.stringify(plan)}\n`);
}

export function readExportPlan(file = exportPlanPath()): ExportPlan | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ExportPlan;
  } catch {
    return undefined;
  }
}

/**
 * The routes next build renders: the plan's, when the content check wrote one for this preparation
 * of the site and it is not merged yet; every route otherwise (development, a plan of another build).
 */
export function routesToRender(routes: string[], preparedAt: number | undefined, plan = readExportPlan()): string[] {
  if (process.env.NODE_ENV !== 'production' || !plan || plan.merged || plan.preparedAt !== preparedAt || plan.full) return routes;
  const render = new Set(plan.render);
  return routes.filter((route) => render.has(route));
}

/** The files next build wrote for a route, relative to the export folder: its page, its payload, its segment payloads. */
export function routeFiles(outDir: string, route: string): string[] {
  const stem = route === '/' ? 'index' : route.slice(1);
  const files = [`${stem}.html`, `${stem}.txt`].filter((file) => fs.existsSync(path.join(outDir, file)));
  const folder = route === '/' ? '' : stem;
  // The copy of the page's own payload that the post-build step removes (removeFullPageSegments) is
  // neither kept nor put back: a fifth of a generated doc page's bytes, copied for nothing.
  const ownPayload = files.includes(`${stem}.txt`);
  // The segment payloads of "/" sit at the top with every other route's folder: only its own names.
  const segments = fs.existsSync(path.join(outDir, folder))
    ? fs
        .readdirSync(path.join(outDir, folder), { withFileTypes: true })
        .filter((entry) => entry.isFile() && SEGMENT_FILE.test(entry.name) && !(ownPayload && entry.name === FULL_PAGE_SEGMENT))
        .map((entry) => (folder ? `${folder}/${entry.name}` : entry.name))
    : [];
  return [...files, ...segments.sort()];
}

/** The cache's record of the last export: its fingerprints, each route's files, and `_next/static/`'s file names. */
interface CacheState {
  fingerprints: ExportFingerprints;
  files: Record<string, string[]>;
  staticFiles: string[];
  /** How many <style> element files the pages linked (lib/mdx/style-elements.ts). */
  styleElements: number;
  /**
   * Each cached file's size and time as the cache wrote it. The export's files are links to the
   * cache's (linkFiles): a tool that writes into an exported file in place changes the cached one too,
   * and a changed one is not kept.
   */
  stamps?: Record<string, string>;
}

const STATE = 'state.json';

export function readCacheState(cacheDir: string | undefined): CacheState | undefined {
  if (!cacheDir) return undefined;
  try {
    return JSON.parse(fs.readFileSync(path.join(cacheDir, STATE), 'utf8')) as CacheState;
  } catch {
    return undefined;
  }
}

function staticFiles(outDir: string): string[] {
  return listFiles(path.join(outDir, '_next', 'static'));
}

/** Puts `files` of `from` at the same paths under `to`: hard links, not copies (lib/files/links.mjs). */
function linkFiles(from: string, to: string, files: string[]): void {
  let made = '';
  for (const rel of files) {
    const folder = path.dirname(path.join(to, rel));
    if (folder !== made) fs.mkdirSync(folder, { recursive: true });
    made = folder;
    linkFile(path.join(from, rel), path.join(to, rel));
  }
}

/**
 * The first of the kept routes' cached files that is gone or no longer as the cache wrote it, or
 * undefined when all are: a kept page must be next build's own output.
 */
export function changedCacheFile(cacheDir: string, state: CacheState, keep: readonly string[]): string | undefined {
  for (const route of keep)
    for (const rel of state.files[route] ?? []) {
      const recorded = state.stamps?.[rel];
      if (recorded === undefined || fileStamp(path.join(cacheDir, 'files', rel)) !== recorded) return rel;
    }
  return undefined;
}

/**
 * After next build, before the post-build step changes any page: copies the kept routes' files from
 * the export cache into the export, and the rendered routes' files into the cache (every route's on a
 * full render), so that the next build finds each route as next build wrote it. Refuses to merge
 * when next build's `_next/static/` differs from the cached export's: the kept pages would load
 * chunks that do not exist (the cache is emptied, so the next build renders everything).
 */
export function mergeExport(
  outDir: string,
  cacheDir: string | undefined,
  plan: ExportPlan,
  styleElementsDir?: string,
): { copied: number; saved: number } {
  if (!cacheDir) return { copied: 0, saved: 0 };
  const previous = readCacheState(cacheDir);
  const files: Record<string, string[]> = {};
  const now = staticFiles(outDir);
  let copied = 0;
  if (plan.keep.length > 0) {
    if (!previous || previous.staticFiles.join('\n') !== now.join('\n')) {
      fs.rmSync(cacheDir, { recursive: true, force: true });
      throw new BuildError(
        `The incremental export kept ${plan.keep.length} pages from the export cache, but next build wrote other files under _next/static/ than the cached export's, so those pages could load scripts that no longer exist. The cache was emptied: run the build again (it renders every page), or set EXPORT_CACHE=0 to always render every page.`,
      );
    }
    for (const route of plan.keep) {
      files[route] = previous.files[route] ?? [];
      linkFiles(path.join(cacheDir, 'files'), outDir, files[route]);
      copied += files[route].length;
    }
  } else fs.rmSync(path.join(cacheDir, 'files'), { recursive: true, force: true });
  let saved = 0;
  for (const route of plan.render) {
    for (const rel of previous?.files[route] ?? []) fs.rmSync(path.join(cacheDir, 'files', rel), { force: true });
    files[route] = routeFiles(outDir, route);
    linkFiles(outDir, path.join(cacheDir, 'files'), files[route]);
    saved += files[route].length;
  }
  const stamps: Record<string, string> = {};
  for (const rel of Object.values(files).flat()) {
    const stamp = fileStamp(path.join(cacheDir, 'files', rel));
    if (stamp) stamps[rel] = stamp;
  }
  // Routes gone since the last export: their files leave the cache.
  for (const [route, old] of Object.entries(previous?.files ?? {}))
    if (!(route in files)) for (const rel of old) fs.rmSync(path.join(cacheDir, 'files', rel), { force: true });
  const styleElements = styleElementsDir && fs.existsSync(styleElementsDir) ? fs.readdirSync(styleElementsDir).length : 0;
  writeAtomic(
    path.join(cacheDir, STATE),
    JSON.stringify({ fingerprints: plan.fingerprints, files, staticFiles: now, styleElements, stamps } satisfies CacheState),
  );
  return { copied, saved };
}

// ---------------------------------------------------------------------------------------------------
// The two steps of a build that use the above

/**
 * The content check's part: fingerprints the route table, compares with the export cache's last
 * export and writes the plan next build and the post-build step read. `imported`: the files the
 * site's MDX imports (a doc imported into another as a partial is not only its own page's).
 */
export function prepareExportPlan({
  table,
  root,
  siteDir,
  preparedFile,
  preparedAt,
  imported,
  env = process.env,
}: {
  table: ReadonlyMap<string, FingerprintedRoute>;
  root: string;
  siteDir: string;
  preparedFile: string;
  preparedAt: number;
  imported: ReadonlySet<string>;
  env?: Record<string, string | undefined>;
}): ExportPlan {
  const { structure, routes, ownFiles } = routeFingerprints(table);
  const resolved = new Set([...ownFiles].map((file) => path.resolve(file)));
  for (const file of imported) resolved.delete(path.resolve(file));
  const fingerprints: ExportFingerprints = {
    version: VERSION,
    global: globalFingerprint({
      root,
      siteDir,
      preparedFile,
      ownFiles: resolved,
      imported: [...imported].map((file) => path.resolve(file)),
      env,
    }),
    structure,
    routes,
  };
  const cacheDir = exportCacheDir(env, root);
  const previous = readCacheState(cacheDir);
  let planned = planExport(previous?.fingerprints, fingerprints);
  // A Markdown plugin's <style> elements are files of the build (lib/mdx/style-elements.ts) that only the
  // pages rendered write again: with any, every page is rendered, so the export holds exactly the files its pages link.
  if (!cacheDir) planned = { full: 'the export cache is off (EXPORT_CACHE=0)', render: Object.keys(routes), keep: [] };
  // A site's own remark or rehype plugins are code anywhere (the config imports them): their effect on
  // a page cannot be fingerprinted, as the compiled-MDX cache does not cache their pages either.
  else if (!planned.full && hasOwnPlugins(preparedFile))
    planned = { full: "the site config's Markdown plugins", render: Object.keys(routes), keep: [] };
  else if (!planned.full && previous?.styleElements)
    planned = { full: 'pages link <style> elements of a Markdown plugin', render: Object.keys(routes), keep: [] };
  else if (!planned.full && previous && planned.keep.length > 0) {
    // The export's files are links to the cache's: one written into since (by a tool run over the export) is not kept.
    const changed = changedCacheFile(cacheDir, previous, planned.keep);
    if (changed)
      planned = { full: `${changed} in the export cache changed after the last build wrote it`, render: Object.keys(routes), keep: [] };
  }
  const plan: ExportPlan = { ...planned, fingerprints, preparedAt };
  writeExportPlan(plan, exportPlanPath(env));
  return plan;
}

/** True when the prepared site's plugins module imports the site config's Markdown plugins (lib/site/plugins-module.ts). */
function hasOwnPlugins(preparedFile: string): boolean {
  try {
    return /\bimport\b/.test(fs.readFileSync(pluginsModuleOf(preparedFile), 'utf8'));
  } catch {
    return false;
  }
}

/** The plan in a sentence, for the content check's output. */
export function planSummary(plan: ExportPlan): string {
  return plan.full
    ? `every page rendered (${plan.full})`
    : `${plan.render.length} of ${plan.render.length + plan.keep.length} pages rendered, the others kept from the last export`;
}

/**
 * The post-build step's part, first of all: merges the export of this build's plan (mergeExport) once.
 * Returns what it did, or undefined when there was nothing to merge.
 */
export function mergePlannedExport(
  outDir: string,
  preparedAt: number,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const file = exportPlanPath(env);
  const plan = readExportPlan(file);
  if (!plan || plan.merged || plan.preparedAt !== preparedAt) return undefined;
  const cacheDir = exportCacheDir(env);
  const { copied } = mergeExport(outDir, cacheDir, plan, preparedStyleElementsDir(env));
  writeExportPlan({ ...plan, merged: true }, file);
  return plan.full
    ? undefined
    : `Incremental export: ${plan.keep.length} pages (${copied} files) kept from the last export, ${plan.render.length} rendered.`;
}

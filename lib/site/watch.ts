// The development watcher's decisions (scripts/dev.ts does the watching): which folders to watch,
// and what a changed file asks for: the site prepared again (config, sidebars, any content: the
// rewritten prepared file makes every loader read again), the modules the config imports evaluated
// afresh, public/ filled again, or only the API descriptions' copies in public/ replaced (a spec or
// its $refs: the API pages and the route table notice those files' own changes, and nothing else
// reads them). Pure: paths in, decisions out.
import path from 'node:path';
import { docsContentFolders } from '@/lib/content/versions';
import { isContentAsset } from './assets';
import type { PreparedSite } from '../config/prepared';
import { nextModuleChoice } from '../config/next-modules.mjs';

/**
 * Set by the watcher in the environment of `next dev`, whose processes inherit it: the watcher saves
 * the route list of every preparation it makes (lib/site/routes.ts, writeDevRoutes), so Next's
 * generateStaticParams processes wait for it instead of loading the site.
 */
export const DEV_ROUTES_FROM_WATCHER = 'SITE_DEV_ROUTES_FROM_WATCHER';

/** What the site folder's files are, as the last successful prepare saw them (absolute paths). */
export interface WatchContext {
  siteDir: string;
  /** The config file and the sidebars file, evaluated on every prepare. */
  configFile?: string;
  sidebarsFile?: string;
  /** The static folders, copied into public/ as they are. */
  staticDirs: string[];
  /** The docs, blog and pages folders. */
  contentDirs: string[];
  /** Each API description; the files beside it (its external $refs) count too. */
  specFiles: string[];
  /** Folders the build writes (public/, .site/, .next/, out*): never watched. */
  generatedDirs: string[];
}

/** What a change asks for. `sync` and `fresh` both imply `prepare`; `sync` includes `specs`. */
export interface ChangePlan {
  /** Prepare the site again: every loader reads again on the next request. */
  prepare: boolean;
  /** Evaluate the config and sidebars with a fresh module graph: a module they may import changed. */
  fresh: boolean;
  /** Fill public/ again: a static file, a content asset or the config changed. */
  sync: boolean;
  /**
   * Copy the API descriptions into public/ again (their downloads): a spec changed. Alone, it
   * prepares nothing: the API model and the route table are keyed on the spec and its $refs.
   */
  specs: boolean;
}

const MODULE = /\.([cm]?[jt]sx?|json)$/i;
/** What an external $ref beside a spec is written in. */
const SPEC_PART = /\.(ya?ml|json)$/i;

/** A path inside `dir` (or `dir` itself), as a relative path with "/" separators; undefined outside. */
function inside(dir: string, file: string): string | undefined {
  const rel = path.relative(dir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

/** A file or folder name the watcher never looks at: dotfiles, node_modules, editor scratch files. */
export function isIgnoredName(name: string): boolean {
  return (
    name.startsWith('.') ||
    name === 'node_modules' ||
    name.endsWith('~') ||
    /\.(swp|swx|tmp|tsbuildinfo)$/i.test(name) ||
    name.endsWith('.d.ts') ||
    /^#.*#$/.test(name) ||
    // vim writes and deletes "4913" to test a folder
    name === '4913'
  );
}

/**
 * True for a folder (absolute) the watcher does not descend into. The site folder itself is watched
 * whatever its name: one named `.site-preview` had 0 folders watched, and no edit was seen.
 */
export function isIgnoredDir(dir: string, context: Pick<WatchContext, 'siteDir' | 'generatedDirs'>): boolean {
  if (dir !== context.siteDir && isIgnoredName(path.basename(dir))) return true;
  if (context.generatedDirs.some((generated) => inside(generated, dir) !== undefined)) return true;
  return isGeneratedAtTop(inside(context.siteDir, dir));
}

/** A name at the site folder's top (relative) that the build or the watcher writes: the export folders (out/, out-test/, …) and a generated public/. */
function isGeneratedAtTop(rel: string | undefined): boolean {
  return rel !== undefined && !rel.includes('/') && (rel === 'public' || rel === 'out' || rel.startsWith('out-'));
}

/**
 * True for a folder the build or the watcher writes, named as itself: its parent's watcher reports it
 * when its entries change (public/ refilled after an asset or config edit), which is no edit of the
 * site, where it prepared the site again and made every process load the docs again. An export folder
 * is `out` or `out-<name>`; a file `out-notes.ts` is the site's.
 */
function isGeneratedFolder(file: string, context: Pick<WatchContext, 'siteDir' | 'generatedDirs'>): boolean {
  if (context.generatedDirs.includes(file)) return true;
  const rel = inside(context.siteDir, file);
  return isGeneratedAtTop(rel) && !rel!.includes('.');
}

/** The watch context of a prepared site. */
export function watchContext(site: PreparedSite, cwd = process.cwd()): WatchContext {
  const { config, siteDir } = site;
  const abs = (file: string) => path.resolve(siteDir, file);
  return {
    siteDir,
    configFile: path.resolve(cwd, site.configFile),
    sidebarsFile: site.sidebars ? path.resolve(cwd, site.sidebars.file) : undefined,
    staticDirs: config.staticDirectories.map(abs),
    contentDirs: [
      ...docsContentFolders(siteDir, config),
      ...[config.blog, config.pages].flatMap((section) => (section ? [section.path] : [])),
    ].map(abs),
    // The prepared config names specs relative to the project root (displayPath).
    specFiles: config.apis.map((api) => path.resolve(cwd, api.spec)),
    generatedDirs: ['public', '.site', '.next'].map((dir) => path.resolve(cwd, dir)),
  };
}

/**
 * The folders to watch: the site folder, and the static, content and spec folders that lie outside
 * it (a derived site's config may name the repository's). Nested folders are left out.
 */
export function watchRoots(context: WatchContext): string[] {
  const candidates = [
    context.siteDir,
    ...context.staticDirs,
    ...context.contentDirs,
    ...context.specFiles.map((file) => path.dirname(file)),
  ];
  const roots: string[] = [];
  for (const dir of candidates.sort((a, b) => a.length - b.length)) {
    if (dir.split(path.sep).includes('node_modules')) continue;
    if (!roots.some((root) => inside(root, dir) !== undefined)) roots.push(dir);
  }
  return roots;
}

/** True when a folder between `root` and `file` (or the file's name) is one the watcher skips. */
function ignoredUnder(root: string, file: string, context: WatchContext): boolean {
  if (isIgnoredName(path.basename(file))) return true;
  for (let dir = path.dirname(file); inside(root, dir) !== undefined; dir = path.dirname(dir)) {
    if (isIgnoredDir(dir, context)) return true;
    if (dir === root) break;
  }
  return false;
}

/** What a change of `file` (absolute; created, edited or deleted) asks for, or undefined for nothing. */
export function planChange(file: string, context: WatchContext): ChangePlan | undefined {
  const root = watchRoots(context).find((dir) => inside(dir, file) !== undefined);
  if (root === undefined || ignoredUnder(root, file, context) || isGeneratedFolder(file, context)) return undefined;
  const plan = (sync: boolean, fresh = false): ChangePlan => ({ prepare: true, fresh, sync, specs: sync });
  const specsOnly = (specs: boolean): ChangePlan => ({ prepare: false, fresh: false, sync: false, specs });
  if (file === context.configFile) return plan(true);
  if (file === context.sidebarsFile) return plan(false);
  const inStatic = context.staticDirs.some((dir) => inside(dir, file) !== undefined);
  // A spec in a static folder is served there too: public/ is filled again.
  if (context.specFiles.includes(file)) return inStatic ? plan(true) : specsOnly(true);
  if (inStatic) return plan(true);
  for (const dir of context.contentDirs) {
    const rel = inside(dir, file);
    if (rel !== undefined) return plan(isContentAsset(rel));
  }
  // A YAML or JSON file beside a spec (or one folder down, as the spec cache looks): an external
  // $ref, which the API pages notice themselves. Another module there falls to the rules below.
  const besideSpec = context.specFiles.some((spec) => {
    const rel = inside(path.dirname(spec), file);
    return rel !== undefined && rel.split('/').length <= 2;
  });
  if (besideSpec && SPEC_PART.test(file)) return specsOnly(false);
  if (inside(context.siteDir, file) === undefined) return undefined;
  // Any other module in the site folder may be imported by the config or the sidebars file, which
  // the module cache would otherwise keep as first evaluated.
  return plan(false, MODULE.test(path.basename(file)));
}

/** Content text the import scan reads: a doc, post or page (Markdown, MDX), and a category's file. */
const CONTENT_TEXT = /(\.mdx?|\/_category_\.(json|ya?ml))$/i;

/**
 * True when `file` is a Markdown or MDX file (or a category file) in a content folder: what the
 * import scan found in the other files still holds after its change. Any other file (a component, an
 * image, the config) may change what a file's imports resolve to.
 */
export function isContentText(file: string, context: WatchContext): boolean {
  return CONTENT_TEXT.test(file.split(path.sep).join('/')) && context.contentDirs.some((dir) => inside(dir, file) !== undefined);
}

/**
 * Why `next dev` must start again after a preparation (its config is evaluated once, at its start):
 * the config gained its first API or lost its last, or its first API with `tryIt` or its last one.
 * Undefined when the running `next dev` still compiles what the site needs.
 */
export function nextRestartReason(launched: Pick<PreparedSite, 'config'>, site: Pick<PreparedSite, 'config'>): string | undefined {
  const before = nextModuleChoice(launched.config);
  const now = nextModuleChoice(site.config);
  if (before.apis !== now.apis) return now.apis ? 'the config now publishes an API' : 'the config no longer publishes an API';
  if (before.tryIt !== now.tryIt) return now.tryIt ? 'an API now enables the Try it console' : 'no API enables the Try it console any more';
  return undefined;
}

/** The plans of a debounced batch of changes, as one. */
export function mergePlans(plans: (ChangePlan | undefined)[]): ChangePlan | undefined {
  const real = plans.filter((plan): plan is ChangePlan => plan !== undefined);
  if (real.length === 0) return undefined;
  return {
    prepare: real.some((plan) => plan.prepare),
    fresh: real.some((plan) => plan.fresh),
    sync: real.some((plan) => plan.sync),
    specs: real.some((plan) => plan.specs),
  };
}

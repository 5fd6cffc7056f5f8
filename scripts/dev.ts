// `npm run dev [-- next dev options]`: prepares the site folder (SITE_DIR, default the repository
// root) and fills public/, starts `next dev` (on 127.0.0.1 unless `--hostname`/`-H` says otherwise:
// scripts/lib/dev-args.mjs) while it loads the docs for its import scan, and watches the site folder.
// After each preparation it saves the route list, which Next's generateStaticParams processes wait
// for instead of loading the site themselves (lib/site/routes.ts, staticRoutes). An edit of a doc, a post,
// a sidebars or category file, authors.yml, tags.yml or the config prepares the site again (~50 ms;
// public/ is filled again only for static files, content assets and the config), which rewrites the
// prepared file, so every loader reads again on the next request (the docs loader only the files that
// changed: lib/content/dev-docs-cache.ts, whose caches this process shares after each preparation; the
// import scan only the edited files: its ScanMemo). An API description's edit only
// replaces its download copy in public/: the API pages and the route table are keyed on the spec and
// its $refs, so they alone are built again, and the docs, posts and pages stay loaded. A
// config or sidebars mistake is printed here with its file and line, and recorded in the prepared
// file, so the next page request throws it into Next's error overlay; the server keeps running.
// `next dev` is started again (same port) when the config gains its first API or loses its last:
// next.config.mjs compiles the API part only for a site with APIs (lib/site/watch.ts, nextRestartReason).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isBuildError } from '../lib/errors/build-error';
import type { ScanMemo } from '../lib/site/content-modules';
import { displayPath } from '../lib/files/tree';
import { copySpecs, prepareSite, publishImportedAssets, recordPrepareError, siteDirFromEnv, syncPublicFolder } from '../lib/site/prepare';
import { preparedSiteFile, type PreparedSite } from '../lib/config/prepared';
import { globalDataFile, globalDataText } from '../lib/site/global-data';
import { siteModulesFiles, writeSiteModules } from '../lib/site/module-registry';
import {
  DEV_ROUTES_FROM_WATCHER,
  isContentText,
  isIgnoredDir,
  mergePlans,
  nextRestartReason,
  planChange,
  watchContext,
  watchRoots,
  type ChangePlan,
  type WatchContext,
} from '../lib/site/watch';
import { nextDevArgs, takeLocale } from './lib/dev-args.mjs';
import { siteLocales } from '../lib/config/i18n';

/** How long the watcher waits for more events: an editor's save is often several. */
const DEBOUNCE_MS = 60;

// The loaders this process runs (the import scan's) read the site as the development server does:
// each doc's outline and last update only when asked, and each file again only when it changed.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'development' });

const siteDir = siteDirFromEnv();
const preparedFile = preparedSiteFile();
const publicDir = path.resolve('public');

function log(message: string): void {
  console.log(`\x1b[36m[site]\x1b[0m ${message}`);
}

function logError(error: unknown): void {
  const known = isBuildError(error);
  const text = known ? `${error.name}: ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`\x1b[31m[site]\x1b[0m the site folder could not be prepared; the pages show this error until it is fixed:\n${text}\n`);
}

/** Watches folders one by one (fs.watch per folder), skipping ignored ones, and follows new folders. */
class TreeWatcher {
  private readonly watchers = new Map<string, fs.FSWatcher>();

  constructor(
    private readonly onChange: (file: string) => void,
    private readonly ignored: (dir: string) => boolean,
  ) {}

  /** Watches `root` and every folder under it; true when something new is watched. */
  add(root: string): void {
    if (this.watchers.has(root) || this.ignored(root)) return;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(root, { withFileTypes: true });
    } catch {
      return;
    }
    try {
      const watcher = fs.watch(root, (_event, name) => this.event(root, name?.toString()));
      watcher.on('error', () => this.remove(root));
      this.watchers.set(root, watcher);
    } catch {
      return;
    }
    for (const entry of entries) if (entry.isDirectory()) this.add(path.join(root, entry.name));
  }

  /** Stops watching `dir` and the folders under it. */
  remove(dir: string): void {
    for (const [watched, watcher] of this.watchers) {
      if (watched === dir || watched.startsWith(`${dir}${path.sep}`)) {
        watcher.close();
        this.watchers.delete(watched);
      }
    }
  }

  /** Watches exactly `roots` (and their folders), dropping roots no longer asked for. */
  setRoots(roots: string[]): void {
    for (const watched of [...this.watchers.keys()]) {
      if (!roots.some((root) => watched === root || watched.startsWith(`${root}${path.sep}`))) this.remove(watched);
    }
    for (const root of roots) this.add(root);
  }

  get size(): number {
    return this.watchers.size;
  }

  close(): void {
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  private event(dir: string, name: string | undefined): void {
    const file = name ? path.join(dir, name) : dir;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    // A new folder: watch it (its files' own events came before the watcher did; the folder counts as the change).
    if (stat?.isDirectory()) this.add(file);
    else if (!stat && this.watchers.has(file)) this.remove(file);
    this.onChange(file);
  }
}

let context: WatchContext | undefined;
/** What the import scan found per file, kept while only content text changes (content-modules.ts). */
let scanMemo: ScanMemo | undefined;
let basePath: string | undefined;
let lastSite: PreparedSite | undefined;

/**
 * The files changed since the last successful preparation (a failed one keeps them), and whether all
 * are content text (isContentText): then the import scan's memo holds for the other files, and the
 * dev server's processes may update their loaded docs for these files alone (PreparedSite.edit).
 */
const unprepared = { files: new Set<string>(), textOnly: true };

/**
 * Prepares the site (and fills public/ when asked): 'ok'; or prints the failure and records it in
 * the last good preparation ('recorded': the pages throw it), or cannot ('failed': nothing to keep).
 */
async function prepare(plan: ChangePlan, reason: string, onPrepared?: () => void): Promise<'ok' | 'recorded' | 'failed'> {
  const started = performance.now();
  if (!plan.prepare && lastSite) {
    // A spec or one of its $refs: the pages notice the files themselves; only the downloads are copied.
    const copied = plan.specs ? copySpecs(lastSite, publicDir).files : 0;
    log(`${reason}: the API pages read it again on the next request${copied ? ` (${copied} descriptions copied to public/)` : ''}`);
    return 'ok';
  }
  let site: PreparedSite;
  try {
    const edit = lastSite && unprepared.textOnly ? { after: lastSite.preparedAt, files: [...unprepared.files] } : undefined;
    site = await prepareSite({ siteDir, file: preparedFile, reload: plan.fresh ? 'fresh' : 'reload', edit });
  } catch (error) {
    logError(error);
    return recordPrepareError(preparedFile, siteDir, error) ? 'recorded' : 'failed';
  }
  lastSite = site;
  const contentTextOnly = unprepared.textOnly;
  unprepared.files.clear();
  unprepared.textOnly = true;
  const synced = plan.sync ? syncPublicFolder(site, publicDir).files : undefined;
  // At start, `next dev` is launched here: its own start (Turbopack, the first compile) overlaps the
  // scan below instead of waiting for it, and its first page waits only for the route list.
  if (onPrepared) {
    writePlaceholderRegistry(preparedFile, site);
    onPrepared();
  }
  // The content stack (the docs loader, the Markdown pipeline: 1.4 CPU s of modules) is loaded here,
  // once `next dev` is on its way, not before the first preparation.
  const { clearScanMemo, createScanMemo, registerContentModules } = await import('../lib/site/content-modules');
  const { saveDevDocsCache } = await import('../lib/content/dev-docs-cache');
  scanMemo ??= createScanMemo();
  try {
    // A new or changed MDX import: the registry Next bundles is written again (Next reloads it); an
    // import that cannot resolve is said here and shows on the page that has it.
    if (!contentTextOnly) clearScanMemo(scanMemo);
    const modules = registerContentModules(siteDir, preparedFile, scanMemo);
    if (plan.sync) publishImportedAssets(site, modules.assets, publicDir);
  } catch (error) {
    logError(error);
  }
  // What the scan's load read and parsed, for a dev server process that loads the docs afresh: first,
  // as the page's process loads them for the first page once the route list below is there.
  saveDevDocsCache();
  // The route list of this preparation, from the docs the scan loaded: Next's generateStaticParams
  // processes wait for it instead of loading the site again (lib/site/routes.ts, staticRoutes).
  await (await import('../lib/site/routes')).writeDevRoutes();
  context = watchContext(site);
  const ms = Math.round(performance.now() - started);
  log(`prepared in ${ms} ms${synced !== undefined ? `, public/ filled (${synced} files)` : ''}: ${reason}`);
  if (basePath !== undefined && site.config.basePath !== basePath) {
    log(`the base path changed to "${site.config.basePath}": restart \`npm run dev\` to serve under it.`);
  }
  return 'ok';
}

/**
 * Before `next dev` starts beside the first scan: next.config.mjs aliases the module registry and the
 * global data only when their files exist, so on a first run they are written empty here; the scan
 * then writes the site's own, which Next reloads as after an edit.
 */
function writePlaceholderRegistry(file: string, site: PreparedSite): void {
  if (!fs.existsSync(siteModulesFiles(file).server)) writeSiteModules(file, new Map());
  const globalData = globalDataFile(file);
  if (!fs.existsSync(globalData)) fs.writeFileSync(globalData, globalDataText([], site.config.basePath ?? '', site.globalData));
}

function startNext(args: string[]): ChildProcess {
  const require = createRequire(import.meta.url);
  const bin = require.resolve('next/dist/bin/next');
  const env = { ...process.env, [DEV_ROUTES_FROM_WATCHER]: '1' };
  return spawn(process.execPath, [bin, 'dev', ...nextDevArgs(args)], { stdio: 'inherit', env });
}

/** --locale: the locale to preview, checked against the prepared config; exits when the site cannot preview it. */
function previewLocale(locale: string, site: PreparedSite): void {
  const found = siteLocales(site.config.i18n).find((one) => one.name === locale);
  if (!found) {
    log(
      `--locale ${locale}: not one of the site's locales (${siteLocales(site.config.i18n)
        .map((one) => one.name)
        .join(', ')}); add it to i18n.locales.`,
    );
    process.exit(2);
  }
  // A locale on a domain or base path of its own is another build's: previewed as it is built.
  if (found.remote) {
    log(`--locale ${locale}: published by a build of its own (${found.prefix}/); preview it with SITE_LOCALE=${locale} npm run dev.`);
    process.exit(2);
  }
  log(`locale ${found.name} (${found.label}): open ${site.config.basePath}${found.prefix || '/'}`);
}

async function main(): Promise<void> {
  const { locale, rest: args } = takeLocale(process.argv.slice(2));
  log(`site folder: ${displayPath(siteDir) || '.'}`);

  let child: ChildProcess | undefined;
  /** The preparation `next dev` was started with: its config decided what next.config.mjs compiles. */
  let launchedWith: PreparedSite | undefined;
  let restarting = false;
  let quitting = false;
  const launch = () => {
    if (child) return;
    basePath = lastSite?.config.basePath;
    launchedWith = lastSite;
    const started = startNext(args);
    child = started;
    started.on('exit', (code, signal) => {
      if (restarting) return;
      watcher.close();
      process.exit(code ?? (signal ? 1 : 0));
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      quitting = true;
      if (child?.exitCode === null) child.kill(signal);
      // Between a stop and a start (a restart): nothing to wait for.
      else if (restarting) process.exit(0);
    });
  }
  /**
   * next.config.mjs is evaluated when `next dev` starts, and decides with the config what is
   * compiled (nextRestartReason): started again, on the same port, when the preparation changes that.
   */
  const restartIfNeeded = async () => {
    const reason = child && launchedWith && lastSite ? nextRestartReason(launchedWith, lastSite) : undefined;
    if (!reason || !child) return;
    log(`${reason}: next dev starts again to compile its pages (a few seconds; then reload the page).`);
    restarting = true;
    const stopping = child;
    await new Promise<void>((resolve) => {
      stopping.once('exit', () => resolve());
      if (stopping.exitCode !== null || !stopping.kill('SIGTERM')) resolve();
    });
    if (quitting) process.exit(0);
    child = undefined;
    restarting = false;
    launch();
  };

  // One prepare at a time; changes during one are planned for the next.
  let pending: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const flush = async () => {
    timer = undefined;
    if (running) return;
    running = true;
    try {
      while (pending.length > 0) {
        const files = pending;
        pending = [];
        const plan = context
          ? mergePlans(files.map((file) => planChange(file, context!)))
          : { prepare: true, fresh: true, sync: true, specs: true };
        if (!plan) continue;
        // Editors' scratch files come and go: name the files that are there (or all, for a deletion).
        const present = files.filter((file) => fs.existsSync(file));
        const shown = [...new Set((present.length ? present : files).map((file) => displayPath(file)))];
        for (const file of files) unprepared.files.add(file);
        if (!context || !files.every((file) => isContentText(file, context!))) unprepared.textOnly = false;
        const result = await prepare(
          plan,
          shown.length > 3 ? `${shown.slice(0, 3).join(', ')} and ${shown.length - 3} more` : shown.join(', '),
        );
        if (result === 'ok') {
          watcher.setRoots(watchRoots(context!));
          await restartIfNeeded();
          launch();
        }
      }
    } finally {
      running = false;
    }
  };
  const watcher = new TreeWatcher(
    (file) => {
      pending.push(file);
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), DEBOUNCE_MS);
    },
    (dir) =>
      context
        ? isIgnoredDir(dir, context)
        : isIgnoredDir(dir, { siteDir, generatedDirs: [publicDir, path.resolve('.site'), path.resolve('.next')] }),
  );

  const first = await prepare({ prepare: true, fresh: false, sync: true, specs: true }, 'start', () => {
    // Every locale is served; --locale names the one to preview, and where it starts.
    if (locale !== undefined) previewLocale(locale, lastSite!);
    launch();
  });
  if (first === 'failed') log('fix the error above: `next dev` starts when the site folder prepares.');
  watcher.setRoots(context ? watchRoots(context) : [siteDir]);
  log(`watching ${watcher.size} folders for edits`);
  if (first !== 'failed') launch();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempSites, tempSite } from './site-fixture';
import { bundleStep } from '../../scripts/run-bundled.mjs';

// `npm run dev` (scripts/dev.ts) at start: `next dev` is launched as soon as the site folder is
// prepared, beside the watcher's first load of the docs and import scan (issue 29: the first page of
// the 10,000-doc site within 10 s), and told that the watcher saves the route list its
// generateStaticParams processes wait for; and started again when the config gains its first API
// (next.config.mjs compiles the API part only then). Next itself is not started: a preloaded module replaces
// child_process.spawn and records what the watcher had written when it launched it.

afterAll(removeTempSites);

const SPAWN_HOOK = `
import childProcess from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
childProcess.spawn = (command, args, options) => {
  const prepared = process.env.SITE_PREPARED;
  // Every launch is counted; the first is recorded.
  fs.appendFileSync(process.env.DEV_START_RECORD + '.launches', 'launch\\n');
  if (!fs.existsSync(process.env.DEV_START_RECORD)) fs.writeFileSync(process.env.DEV_START_RECORD, JSON.stringify({
    args,
    routesFromWatcher: options.env.SITE_DEV_ROUTES_FROM_WATCHER,
    prepared: fs.existsSync(prepared),
    registry: fs.existsSync(prepared.replace(/\\.json$/, '.modules.tsx')),
    globalData: fs.existsSync(prepared.replace(/\\.json$/, '.global-data.json')),
    docsCache: fs.existsSync(prepared.replace(/\\.json$/, '.dev-docs.bin')),
    routes: fs.existsSync(prepared.replace(/\\.json$/, '.dev-routes.json')),
    // The modules the watcher had resolved (RESOLVE_LOG below): the docs loader and the Markdown pipeline come after.
    contentStack: fs.readFileSync(process.env.DEV_START_RECORD + '.modules', 'utf8').split('\\n').filter((url) => /\\/lib\\/(content\\/docs-data|mdx\\/pipeline)\\.ts$/.test(url)).length,
  }));
  // Stops as next dev would on the watcher's signal; the watcher then exits with it.
  const child = new EventEmitter();
  child.exitCode = null;
  child.kill = (signal) => {
    child.exitCode = 0;
    setImmediate(() => child.emit('exit', 0, signal));
    return true;
  };
  return child;
};
syncBuiltinESMExports();
`;

/** Logs every module the watcher resolves (a module hook, on its own thread): what it loaded before launching next dev. */
const RESOLVE_LOG = `
import fs from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  fs.appendFileSync(process.env.DEV_START_RECORD + '.modules', result.url + '\\n');
  return result;
}
`;

async function until<T>(get: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = get();
    if (value !== undefined || performance.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Watcher {
  child: ChildProcess;
  cwd: string;
  record: string;
  prepared: string;
  output: () => string;
  exited: () => boolean;
  stop: () => Promise<void>;
}

/**
 * Starts the watcher for `dir` in a temporary working folder (it fills public/ and .site/ there), with
 * next dev's launch recorded instead of made (SPAWN_HOOK) and every module it resolves logged
 * (RESOLVE_LOG): from its TypeScript source under tsx, or from the bundle `npm run dev` runs
 * (scripts/run-bundled.mjs, made here first: the spawn hook would stop esbuild's own process).
 */
async function startWatcher(dir: string, from: 'source' | 'bundle'): Promise<Watcher> {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-start-'));
  const hook = path.join(cwd, 'spawn-hook.mjs');
  fs.writeFileSync(hook, SPAWN_HOOK);
  const resolveLog = path.join(cwd, 'resolve-log.mjs');
  fs.writeFileSync(resolveLog, RESOLVE_LOG);
  const register = path.join(cwd, 'register-resolve-log.mjs');
  fs.writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(resolveLog).href)});\n`);
  const record = path.join(cwd, 'record.json');
  const prepared = path.join(cwd, '.site', 'out.json');
  const project = process.cwd();
  const entry =
    from === 'source'
      ? [
          '--import',
          pathToFileURL(path.join(project, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
          path.join(project, 'scripts', 'dev.ts'),
        ]
      : [await bundleStep('scripts/dev.ts')];
  const child = spawn(
    process.execPath,
    ['--import', pathToFileURL(register).href, '--import', pathToFileURL(hook).href, ...entry, '--port', '3579'],
    {
      cwd,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        NODE_PATH: path.join(project, 'node_modules'),
        TSX_TSCONFIG_PATH: path.join(project, 'tsconfig.json'),
        SITE_DIR: dir,
        SITE_PREPARED: prepared,
        DEV_START_RECORD: record,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let exited = false;
  child.on('exit', () => (exited = true));
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    cwd,
    record,
    prepared,
    output: () => output,
    exited: () => exited,
    stop: async () => {
      if (!exited) {
        child.kill('SIGTERM');
        if (!(await until(() => (exited ? true : undefined), 5_000))) child.kill('SIGKILL');
      }
      fs.rmSync(cwd, { recursive: true, force: true });
    },
  };
}

/** The route list the watcher saves after its first preparation (or none when it stopped). */
async function firstRoutes(watcher: Watcher): Promise<string[] | undefined> {
  const routesFile = watcher.prepared.replace(/\.json$/, '.dev-routes.json');
  const routes = await until(
    () =>
      fs.existsSync(routesFile)
        ? (JSON.parse(fs.readFileSync(routesFile, 'utf8')) as { routes: string[] })
        : watcher.exited()
          ? { routes: [] }
          : undefined,
    60_000,
  );
  return routes?.routes;
}

describe('npm run dev at start', () => {
  it('launches next dev before the first docs load and scan, which then save the route list', async () => {
    const dir = tempSite({
      'site.config.mjs': "export default { title: 'Gauge', blog: false };\n",
      'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'docs/setup.md': '---\ntitle: Setup\n---\n\nSteps.\n',
    });
    const watcher = await startWatcher(dir, 'source');
    const { record, prepared } = watcher;
    const output = watcher.output;
    try {
      expect(await firstRoutes(watcher), output()).toEqual(expect.arrayContaining(['/docs/intro', '/docs/setup']));
      const launched = JSON.parse(fs.readFileSync(record, 'utf8')) as Record<string, unknown>;
      // Launched with the site prepared and the registry's files there (next.config.mjs aliases them only then),
      // but before the scan's docs cache and route list.
      expect(launched).toMatchObject({ prepared: true, registry: true, globalData: true, docsCache: false, routes: false });
      // And before the watcher loads the content stack (1.4 CPU s of modules): next dev starts beside it.
      expect(launched.contentStack).toBe(0);
      expect(fs.readFileSync(`${record}.modules`, 'utf8')).toMatch(/\/lib\/content\/docs-data\.ts$/m);
      expect(launched.routesFromWatcher).toBe('1');
      expect(launched.args).toEqual(expect.arrayContaining(['dev', '--port', '3579']));
      // The docs cache is written before the route list, which lets the first page's render go on: that render reads it.
      const written = (suffix: string) => fs.statSync(prepared.replace(/\.json$/, suffix)).mtimeMs;
      expect(written('.dev-docs.bin')).toBeLessThanOrEqual(written('.dev-routes.json'));

      // An edit of a doc: the preparation names it, and the one it follows, so the pages' processes may update that doc alone.
      type Prepared = { preparedAt: number; edit?: { after: number; files: string[] }; config: { apis: unknown[] } };
      const read = () => JSON.parse(fs.readFileSync(prepared, 'utf8')) as Prepared;
      const next = async (previous: Prepared) => until(() => (read().preparedAt !== previous.preparedAt ? read() : undefined), 20_000);
      // Edits count once the watcher says it watches.
      expect(await until(() => (/watching \d+ folders/.test(output()) ? true : undefined), 20_000), output()).toBe(true);
      const start = read();
      fs.appendFileSync(path.join(dir, 'docs/intro.md'), '\nMore.\n');
      const edited = await next(start);
      expect(edited?.edit).toEqual({ after: start.preparedAt, files: [path.join(dir, 'docs/intro.md')] });
      // The config: anything may have changed, so no edit is named.
      fs.appendFileSync(path.join(dir, 'site.config.mjs'), '\n');
      const configEdited = await next(edited!);
      expect(configEdited?.edit).toBeUndefined();

      // The config gains its first API: next.config.mjs compiled the API part's stubs, so next dev starts again (once).
      const launches = () => fs.readFileSync(`${record}.launches`, 'utf8').split('\n').filter(Boolean).length;
      expect(launches()).toBe(1);
      fs.writeFileSync(
        path.join(dir, 'openapi.yaml'),
        'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: 1.0.0\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: OK\n',
      );
      fs.writeFileSync(
        path.join(dir, 'site.config.mjs'),
        "export default { title: 'Gauge', blog: false, apis: [{ id: 'pets', spec: 'openapi.yaml', route: '/api/pets' }] };\n",
      );
      expect(await until(() => (launches() === 2 ? true : undefined), 20_000), output()).toBe(true);
      expect(output()).toContain('the config now publishes an API: next dev starts again');
      // Another edit of the config that keeps its API: the same next dev.
      const withApi = await until(() => (read().config.apis.length === 1 ? read() : undefined), 5_000);
      fs.appendFileSync(path.join(dir, 'site.config.mjs'), '\n');
      await next(withApi!);
      expect(launches()).toBe(2);
    } finally {
      await watcher.stop();
    }
  }, 90_000);

  it("as npm run dev runs it (a bundle), loads a site's modules through Node itself, and through tsx only those Node cannot load", async () => {
    // tsx's module hooks, once registered, stay in every later import of the process (the content
    // stack the watcher loads next: about 0.8 CPU s at start): a site whose config Node loads has none.
    const tsxHooks = (watcher: Watcher) =>
      fs
        .readFileSync(`${watcher.record}.modules`, 'utf8')
        .split('\n')
        .filter((url) => /\/tsx\/dist\/esm\/api\/|tsx-namespace=/.test(url));
    const plain = await startWatcher(
      tempSite({ 'site.config.mjs': "export default { title: 'Plain', blog: false };\n", 'docs/intro.md': '# Intro\n' }),
      'bundle',
    );
    try {
      expect(await firstRoutes(plain), plain.output()).toEqual(expect.arrayContaining(['/docs/intro']));
      expect((JSON.parse(fs.readFileSync(plain.prepared, 'utf8')) as { config: { title: string } }).config.title).toBe('Plain');
      expect(tsxHooks(plain)).toEqual([]);
    } finally {
      await plain.stop();
    }
    // TypeScript importing TypeScript without its extension: through tsx's graph.
    const typed = await startWatcher(
      tempSite({
        'site.config.ts': "import { title } from './title';\nexport default { title, blog: false };\n",
        'title.ts': "export const title: string = 'Typed';\n",
        'docs/intro.md': '# Intro\n',
      }),
      'bundle',
    );
    try {
      expect(await firstRoutes(typed), typed.output()).toEqual(expect.arrayContaining(['/docs/intro']));
      expect((JSON.parse(fs.readFileSync(typed.prepared, 'utf8')) as { config: { title: string } }).config.title).toBe('Typed');
      expect(tsxHooks(typed).length).toBeGreaterThan(0);
    } finally {
      await typed.stop();
    }
  }, 120_000);
});

import fs from 'node:fs';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { prepareSite } from '@/lib/site/prepare';
import { DEV_ROUTES_FROM_WATCHER } from '@/lib/site/watch';
import { prepareTestSite, removeTempSites, tempSite } from './site-fixture';

// `npm run dev`: Next's dev server runs generateStaticParams in a fresh process on every page
// request. That process reads the route list the page's process saved for the same preparation,
// instead of loading the site again (issue 29: an edit within 2 s on a 10,000-doc site).

const loads = vi.hoisted(() => ({ docs: 0 }));
vi.mock('@/lib/content/docs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/docs')>();
  return {
    ...actual,
    loadDocs: (...args: Parameters<typeof actual.loadDocs>) => {
      loads.docs += 1;
      return actual.loadDocs(...args);
    },
  };
});

afterEach(() => vi.unstubAllEnvs());
afterAll(removeTempSites);

const site = () =>
  tempSite({
    'site.config.mjs': "export default { title: 'Gauge', blog: false };\n",
    'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
    'docs/setup.md': '---\ntitle: Setup\n---\n\nSteps.\n',
  });

/** A fresh process of the dev server: the modules imported again. */
async function freshRoutesModule() {
  vi.resetModules();
  loads.docs = 0;
  return import('@/lib/site/routes');
}

describe('generateStaticParams under npm run dev', () => {
  it('reads the route list the page’s process saved for this preparation, without loading the docs', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const dir = site();
    await prepareTestSite(dir);
    // The page's process builds its route table (a request), which saves the list.
    const { routeTable, devRoutesFile } = await import('@/lib/site/routes');
    const routes = [...(await routeTable()).keys()];
    expect(fs.existsSync(devRoutesFile())).toBe(true);
    const fresh = await freshRoutesModule();
    expect(await fresh.staticRoutes()).toEqual(routes);
    expect(loads.docs).toBe(0);

    // An edit (the watcher prepares the site again): the saved list is another preparation's, so the docs are loaded.
    fs.writeFileSync(`${dir}/docs/new.md`, '---\ntitle: New\n---\n\nNew.\n');
    await prepareSite({ siteDir: dir, file: process.env.SITE_PREPARED!, reload: 'reload' });
    const after = await fresh.staticRoutes();
    expect(loads.docs).toBe(1);
    expect(after).toContain('/docs/new');
    // …and saved again for the next request's process.
    expect(JSON.parse(fs.readFileSync(devRoutesFile(), 'utf8')).routes).toContain('/docs/new');
  });

  it('under the watcher, waits for the list of this preparation instead of loading the docs itself', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv(DEV_ROUTES_FROM_WATCHER, '1');
    const dir = site();
    await prepareTestSite(dir);
    const watcher = await import('@/lib/site/routes');
    const fresh = await freshRoutesModule();
    // Next asks first (a request), before the watcher's scan is done; then the watcher saves the list.
    const asked = fresh.staticRoutes();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await watcher.writeDevRoutes()).toBe('saved');
    expect(await asked).toContain('/docs/setup');
    // One load of the docs: the watcher's (the fresh process's own made it two).
    expect(loads.docs).toBe(1);

    // An edit, and another while a process waits for the first's list: the newer preparation's list is the one it takes.
    const edit = async (name: string) => {
      fs.writeFileSync(`${dir}/docs/${name}.md`, `---\ntitle: ${name}\n---\n\nText.\n`);
      await prepareSite({ siteDir: dir, file: process.env.SITE_PREPARED!, reload: 'reload' });
    };
    await edit('first');
    loads.docs = 0;
    const waiting = fresh.staticRoutes();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await edit('second');
    expect(await watcher.writeDevRoutes()).toBe('saved');
    expect(await waiting).toEqual(expect.arrayContaining(['/docs/first', '/docs/second']));
    expect(loads.docs).toBe(1);
  });

  it('under the watcher, a list the watcher could not build is built at once, for its error', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv(DEV_ROUTES_FROM_WATCHER, '1');
    const dir = site();
    await prepareTestSite(dir);
    const { devRoutesFile } = await import('@/lib/site/routes');
    const fresh = await freshRoutesModule();
    const { preparedAt } = JSON.parse(fs.readFileSync(process.env.SITE_PREPARED!, 'utf8')) as { preparedAt: number };
    fs.writeFileSync(devRoutesFile(), JSON.stringify({ stamp: `${preparedAt}\n`, failed: true }));
    const started = performance.now();
    expect(await fresh.staticRoutes()).toContain('/docs/intro');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(loads.docs).toBe(1);
  });

  it('a build lists the routes from the site itself, never from a saved list', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const dir = site();
    await prepareTestSite(dir);
    const { devRoutesFile } = await import('@/lib/site/routes');
    fs.writeFileSync(devRoutesFile(), JSON.stringify({ stamp: 'any', routes: ['/stale'] }));
    loads.docs = 0;
    const routes = await (await import('@/lib/site/routes')).staticRoutes();
    expect(routes).toContain('/docs/intro');
    expect(routes).not.toContain('/stale');
    expect(loads.docs).toBe(1);
  });
});

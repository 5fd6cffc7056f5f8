import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isIgnoredDir, mergePlans, nextRestartReason, planChange, watchRoots, type WatchContext } from '@/lib/site/watch';
import { recordPrepareError } from '@/lib/site/prepare';
import { readPreparedSite, type PreparedSite } from '@/lib/config/prepared';
import { errorLine, fieldLine } from '@/lib/site/prepare';

const site = '/sites/a';
const context: WatchContext = {
  siteDir: site,
  configFile: `${site}/site.config.ts`,
  sidebarsFile: `${site}/sidebars.js`,
  staticDirs: [`${site}/static`, '/repo/content/static'],
  contentDirs: [`${site}/docs`, `${site}/blog`, `${site}/src/pages`],
  specFiles: [`${site}/openapi/word.yaml`],
  generatedDirs: ['/repo/public', '/repo/.site', '/repo/.next'],
};
const prepare = { prepare: true, fresh: false, sync: false, specs: false };
const sync = { prepare: true, fresh: false, sync: true, specs: true };
const fresh = { prepare: true, fresh: true, sync: false, specs: false };
/** A spec: its download copy only; nothing is prepared (the API pages are keyed on the spec itself). */
const specs = { prepare: false, fresh: false, sync: false, specs: true };
/** An external $ref: nothing for the watcher to do; the API pages are keyed on it too. */
const refs = { prepare: false, fresh: false, sync: false, specs: false };

describe('planChange', () => {
  it('prepares again for content: docs, posts, category files, authors and tags', () => {
    for (const file of [
      'docs/intro.md',
      'docs/guides/_category_.json',
      'docs/guides/_category_.yml',
      'blog/2026-01-01-a/index.mdx',
      'blog/authors.yml',
      'blog/tags.yml',
      'src/pages/about.mdx',
    ]) {
      expect(planChange(`${site}/${file}`, context), file).toEqual(prepare);
    }
  });

  it('fills public/ again for static files, content assets and the config', () => {
    for (const file of ['static/img/logo.svg', 'docs/guides/img/shot.png', 'blog/2026-01-01-a/cover.jpg', 'site.config.ts']) {
      expect(planChange(`${site}/${file}`, context), file).toEqual(sync);
    }
    // A static folder outside the site folder (a derived site's) counts too.
    expect(planChange('/repo/content/static/img/x.png', context)).toEqual(sync);
  });

  it('prepares again for the sidebars file', () => {
    expect(planChange(`${site}/sidebars.js`, context)).toEqual(prepare);
  });

  it('only copies the specs for a spec, and does nothing more for its external $refs', () => {
    expect(planChange(`${site}/openapi/word.yaml`, context)).toEqual(specs);
    expect(planChange(`${site}/openapi/schemas.yaml`, context)).toEqual(refs);
    expect(planChange(`${site}/openapi/parts/pet.json`, context)).toEqual(refs);
    // A module beside a spec may be one the config imports: the rules for modules apply.
    expect(planChange(`${site}/openapi/helpers.ts`, context)).toEqual(fresh);
    // A spec in a static folder is served there too: public/ is filled again.
    const inStatic = { ...context, specFiles: [`${site}/static/openapi.yaml`] };
    expect(planChange(`${site}/static/openapi.yaml`, inStatic)).toEqual(sync);
  });

  it('evaluates a fresh module graph for another module the config may import', () => {
    expect(planChange(`${site}/config/navbar.ts`, context)).toEqual(fresh);
    expect(planChange(`${site}/data.json`, context)).toEqual(fresh);
    expect(planChange(`${site}/README.md`, context)).toEqual(prepare);
  });

  it('ignores generated folders, node_modules, dotfiles, editor scratch files and files outside', () => {
    for (const file of [
      `${site}/node_modules/x/index.js`,
      `${site}/.git/index`,
      `${site}/docs/.intro.md.swp`,
      `${site}/docs/intro.md~`,
      `${site}/docs/4913`,
      `${site}/.next/dev/a.js`,
      `${site}/out/index.html`,
      `${site}/out-test/index.html`,
      `${site}/public/img/logo.svg`,
      `${site}/next-env.d.ts`,
      '/repo/public/img/logo.svg',
      '/repo/.site/out.json',
      '/elsewhere/docs/intro.md',
    ]) {
      expect(planChange(file, context), file).toBeUndefined();
    }
  });

  it('ignores the generated folders themselves: refilling public/ changes the site folder’s entry for it', () => {
    // The repository as the site folder (npm run dev's default): public/ is under it.
    const repo = {
      ...context,
      siteDir: '/repo',
      contentDirs: ['/repo/content/docs'],
      staticDirs: [],
      specFiles: [],
      configFile: '/repo/site.config.ts',
    };
    for (const file of ['/repo/public', '/repo/out', '/repo/out-test']) expect(planChange(file, repo), file).toBeUndefined();
    expect(planChange(`${site}/public`, context)).toBeUndefined();
    // Files named like them are still files of the site.
    expect(planChange('/repo/public.config.mjs', repo)).toEqual(fresh);
    expect(planChange('/repo/out-notes.ts', repo)).toEqual(fresh);
  });

  it('is not fooled by a site folder under a dot-folder', () => {
    const hidden = {
      ...context,
      siteDir: '/tmp/.cache/site',
      contentDirs: ['/tmp/.cache/site/docs'],
      staticDirs: [],
      specFiles: [],
      configFile: undefined,
    };
    expect(planChange('/tmp/.cache/site/docs/intro.md', hidden)).toEqual(prepare);
  });

  it('watches a site folder whose own name starts with a dot, and still skips the dot-folders in it', () => {
    const dotted = {
      ...context,
      siteDir: '/repo/.site-preview',
      contentDirs: ['/repo/.site-preview/docs'],
      staticDirs: [],
      specFiles: [],
      configFile: undefined,
    };
    expect(isIgnoredDir('/repo/.site-preview', dotted)).toBe(false);
    expect(planChange('/repo/.site-preview/docs/intro.md', dotted)).toEqual(prepare);
    expect(isIgnoredDir('/repo/.site-preview/docs/.drafts', dotted)).toBe(true);
    expect(planChange('/repo/.site-preview/docs/.drafts/intro.md', dotted)).toBeUndefined();
  });
});

describe('mergePlans', () => {
  it('does what any change of a batch asks for', () => {
    expect(mergePlans([undefined, undefined])).toBeUndefined();
    expect(mergePlans([prepare, undefined])).toEqual(prepare);
    expect(mergePlans([prepare, sync, fresh])).toEqual({ prepare: true, fresh: true, sync: true, specs: true });
    expect(mergePlans([refs, specs])).toEqual(specs);
    expect(mergePlans([specs, prepare])).toEqual({ ...prepare, specs: true });
  });
});

describe('nextRestartReason', () => {
  const apis = (...list: { id: string; tryIt?: object }[]) => ({ config: { apis: list } }) as unknown as PreparedSite;
  it('starts next dev again when the config gains its first API or loses its last (next.config.mjs compiles the API part only then)', () => {
    expect(nextRestartReason(apis(), apis({ id: 'word' }))).toBe('the config now publishes an API');
    expect(nextRestartReason(apis({ id: 'word' }), apis())).toBe('the config no longer publishes an API');
  });
  it('and when the Try it console comes or goes; not for any other change of the APIs', () => {
    expect(nextRestartReason(apis({ id: 'word' }), apis({ id: 'word', tryIt: {} }))).toBe('an API now enables the Try it console');
    expect(nextRestartReason(apis({ id: 'word', tryIt: {} }), apis({ id: 'word' }))).toBe('no API enables the Try it console any more');
    expect(nextRestartReason(apis(), apis())).toBeUndefined();
    expect(nextRestartReason(apis({ id: 'word' }), apis({ id: 'word' }, { id: 'pets' }))).toBeUndefined();
    expect(nextRestartReason(apis({ id: 'word', tryIt: {} }), apis({ id: 'pets', tryIt: {} }))).toBeUndefined();
  });
});

describe('watchRoots', () => {
  it('watches the site folder and the folders outside it, without nesting', () => {
    expect(watchRoots(context)).toEqual([site, '/repo/content/static']);
  });
});

describe('error locations', () => {
  it('finds the line in esbuild messages and stack frames', () => {
    const file = '/sites/a/site.config.ts';
    expect(errorLine(new Error(`Transform failed with 1 error:\n${file}:3:8: ERROR: Unexpected ","`), file)).toBe(3);
    const thrown = new TypeError("Cannot read properties of undefined (reading 'x')");
    thrown.stack = `TypeError: boom\n    at <anonymous> (file://${file}?t=12.5:7:50)\n    at ModuleJob.run (node:internal)`;
    expect(errorLine(thrown, file)).toBe(7);
    expect(errorLine(new Error('no line here'), file)).toBeUndefined();
  });

  it('finds a config field by its keys in order', () => {
    const text = "export default {\n  title: 'x',\n  navbar: {\n    title: 'y',\n    items: [{ label: 'a' }],\n  },\n};\n";
    expect(fieldLine(text, ['title'])).toBe(2);
    expect(fieldLine(text, ['navbar', 'title'])).toBe(4);
    expect(fieldLine(text, ['navbar', 'items', 0, 'label'])).toBe(5);
    expect(fieldLine(text, ['footer'])).toBeUndefined();
  });
});

describe('a failed prepare in the prepared file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-'));
  const file = path.join(dir, 'site.json');
  const good: PreparedSite = {
    siteDir: '/sites/a',
    configFile: 'site.config.ts',
    config: { title: 'Kept' } as PreparedSite['config'],
    preparedAt: 1,
  };
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    Object.assign(process.env, { NODE_ENV: nodeEnv });
  });

  it('keeps the last good preparation and records the error with a new time', () => {
    fs.writeFileSync(file, JSON.stringify(good));
    const error = Object.assign(new Error('site.config.ts:3 could not be evaluated: boom'), { name: 'SiteConfigError' });
    expect(recordPrepareError(file, '/sites/a', error)).toBe(true);
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as PreparedSite;
    expect(written.config.title).toBe('Kept');
    expect(written.error).toEqual({ name: 'SiteConfigError', message: 'site.config.ts:3 could not be evaluated: boom' });
    expect(written.preparedAt).toBeGreaterThan(1);
  });

  it('is not recorded over another site folder or nothing', () => {
    fs.writeFileSync(file, JSON.stringify(good));
    expect(recordPrepareError(file, '/sites/b', new Error('x'))).toBe(false);
    expect(recordPrepareError(path.join(dir, 'missing.json'), '/sites/a', new Error('x'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).error).toBeUndefined();
  });

  it('is thrown by readPreparedSite in development only, with the same name and message', () => {
    fs.writeFileSync(
      file,
      JSON.stringify({ ...good, error: { name: 'SiteConfigError', message: 'site.config.ts:3 could not be evaluated: boom' } }),
    );
    Object.assign(process.env, { NODE_ENV: 'development' });
    expect(() => readPreparedSite(file)).toThrow('site.config.ts:3 could not be evaluated: boom');
    try {
      readPreparedSite(file);
    } catch (error) {
      expect((error as Error).name).toBe('SiteConfigError');
    }
    Object.assign(process.env, { NODE_ENV: 'production' });
    expect(readPreparedSite(file).config.title).toBe('Kept');
  });

  it('is read again when the file changes: a fixed prepare clears the error', () => {
    Object.assign(process.env, { NODE_ENV: 'development' });
    fs.writeFileSync(file, JSON.stringify({ ...good, error: { name: 'Error', message: 'broken' } }));
    expect(() => readPreparedSite(file)).toThrow('broken');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(file, JSON.stringify({ ...good, preparedAt: 2 }));
    fs.utimesSync(file, later, later);
    expect(readPreparedSite(file).preparedAt).toBe(2);
  });

  it('in a build, works out where the prepared site lives once: the environment is not read again on every call', () => {
    // A render worker asks for it thousands of times a page; its path never moves within a build.
    const first = path.join(dir, 'first.json');
    const other = path.join(dir, 'other.json');
    fs.writeFileSync(first, JSON.stringify({ ...good, preparedAt: 3 }));
    fs.writeFileSync(other, JSON.stringify({ ...good, preparedAt: 4 }));
    const prepared = process.env.SITE_PREPARED;
    try {
      Object.assign(process.env, { NODE_ENV: 'production', SITE_PREPARED: first });
      expect(readPreparedSite().preparedAt).toBe(3);
      Object.assign(process.env, { SITE_PREPARED: other });
      expect(readPreparedSite().preparedAt).toBe(3);
      // A file named by the caller is that file, and development follows the environment.
      expect(readPreparedSite(other).preparedAt).toBe(4);
      Object.assign(process.env, { NODE_ENV: 'development', SITE_PREPARED: first });
      expect(readPreparedSite().preparedAt).toBe(3);
    } finally {
      if (prepared === undefined) delete process.env.SITE_PREPARED;
      else Object.assign(process.env, { SITE_PREPARED: prepared });
    }
  });
});

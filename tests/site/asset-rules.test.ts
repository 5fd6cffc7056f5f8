import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// next.config.mjs's Turbopack rules for a Docusaurus site's components (lib/site/css-module-loader.cjs,
// lib/site/media-loader.cjs), read for a prepared site in a folder outside the project, as an imported one is.

interface Loader {
  loader: string;
  options: Record<string, unknown>;
}
interface Rule {
  condition?: { all: Record<string, unknown>[] } | { path: RegExp };
  loaders?: Loader[];
  type?: string;
  as?: string;
}

async function rules(siteDir: string): Promise<Record<string, Rule | Rule[]>> {
  const file = path.resolve('.site', `asset-rules-${process.pid}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ siteDir, config: { apis: [] } }));
  vi.stubEnv('SITE_PREPARED', file);
  vi.resetModules();
  try {
    const { default: config } = (await import('../../next.config.mjs')) as {
      default: { turbopack: { rules: Record<string, Rule | Rule[]> } };
    };
    return config.turbopack.rules;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const hash = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 12);

afterEach(() => vi.unstubAllEnvs());

describe("next.config.mjs's rules for a site's components", () => {
  it(
    "gives each project loader its source's hash as an option, so Turbopack's build cache cannot serve an edited loader's old output",
    { timeout: 30_000 },
    async () => {
      const all = await rules('/sites/kites');
      const css = (all['*.module.css'] as Rule[])[0]!.loaders![0]!;
      expect(css.options).toEqual({ siteDir: '/sites/kites', version: hash('lib/site/css-module-loader.cjs') });
      const media = (all['*.mp4'] as Rule[]).find((rule) => rule.loaders)!.loaders![0]!;
      expect(media.options.version).toBe(hash('lib/site/media-loader.cjs'));
    },
  );

  it(
    "makes videos anywhere, and the site folder's images (not SVG), modules whose default export is the file's URL",
    { timeout: 30_000 },
    async () => {
      const all = await rules('/sites/kites');
      const [asset, module] = all['*.png'] as Rule[];
      const where = (asset!.condition as { all: Record<string, unknown>[] }).all[0]!.path as RegExp;
      expect(where.test('/sites/kites/static/img/a.png')).toBe(true);
      expect(where.test('sites/kites/src/a.png')).toBe(true);
      expect(where.test('/work/project/components/a.png')).toBe(false);
      expect(where.test('/sites/kites-old/a.png')).toBe(false);
      expect(asset!.type).toBe('asset');
      expect(module!.as).toBe('*.js');
      expect(all['*.svg']).toBeUndefined();
    },
  );

  it(
    "runs the CSS module loader on the site folder's CSS modules only: a loader runs in Node.js processes Turbopack starts, which the project's own CSS modules started on every build",
    { timeout: 30_000 },
    async () => {
      const [rule, ...others] = (await rules('/sites/kites'))['*.module.css'] as Rule[];
      expect(others).toEqual([]);
      const where = (rule!.condition as { path: RegExp }).path;
      expect(where.test('/sites/kites/src/components/card.module.css')).toBe(true);
      expect(where.test('sites/kites/src/pages/index.module.css')).toBe(true);
      const own = fs
        .readdirSync('components', { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.module.css'))
        .map((name) => path.join('components', name));
      expect(own.length).toBeGreaterThan(0);
      for (const file of own) expect(where.test(path.resolve(file)), file).toBe(false);
    },
  );
});

describe("next.config.mjs's Turbopack root", () => {
  it(
    'holds the prepared site when SITE_PREPARED puts it outside the project, with the site folder inside',
    { timeout: 30_000 },
    async () => {
      // The aliases name the prepared registry, global data and stylesheet: outside Turbopack's root,
      // every page failed with "Can't resolve 'site-stylesheet.css'".
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'root-'));
      const file = path.join(dir, 'prepared.json');
      fs.writeFileSync(file, JSON.stringify({ siteDir: path.resolve('content'), config: { apis: [] } }));
      vi.stubEnv('SITE_PREPARED', file);
      vi.resetModules();
      try {
        const { default: config } = (await import('../../next.config.mjs')) as { default: { turbopack: { root?: string } } };
        const root = config.turbopack.root;
        expect(root).toBeDefined();
        expect(path.relative(root!, dir).startsWith('..')).toBe(false);
        expect(path.relative(root!, process.cwd()).startsWith('..')).toBe(false);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeDerivedSiteConfig } from '../../scripts/lib/derived-site.mjs';

// Malformed YAML, JSON and front matter, run through the build's own entry (scripts/check-content.ts,
// the first step of `npm run build`) on a copy of content/ with one mistake each: the build must
// stop with exit 1 and a message naming the file and the line or JSON pointer and saying what to
// do, never a stack trace.

const temp: string[] = [];
afterAll(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of content/ with some files replaced or added, and a folder for extra files. */
function contentWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'malformed-'));
  temp.push(dir);
  cpSync('content', path.join(dir, 'content'), { recursive: true });
  writeDerivedSiteConfig(dir, process.cwd());
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

// A case's time includes its wait for a slot: on a shared two-core machine under load a check can take
// half a minute, so the limit is generous; it catches a hang, not slowness.
const CASE_TIMEOUT = 300_000;

// At most one child per core: more would only share the cores and push each case past its timeout.
let running = 0;
const waiting: (() => void)[] = [];
async function slot(): Promise<() => void> {
  if (running >= availableParallelism()) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** Runs a command to its end without blocking the event loop, so the cases of describe.concurrent overlap. */
async function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const release = await slot();
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_CONFIG_OVERRIDES: '', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  }).finally(release);
}

/** The build's first step (tsx from node_modules/.bin: npx would add its own start-up to every case). */
function check(dir: string, overrides?: object) {
  return run(path.join('node_modules', '.bin', 'tsx'), ['scripts/check-content.ts', '--no-public'], {
    SITE_DIR: dir,
    SITE_PREPARED: path.join(dir, 'prepared.json'),
    ...(overrides ? { SITE_CONFIG_OVERRIDES: JSON.stringify(overrides) } : {}),
  });
}

/** The API entry that puts one spec on the site. */
const api = (spec: string) => ({ apis: [{ id: 'broken', spec, route: '/api/broken' }] });

const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\))$/m;

function expectStopped({ code, output }: { code: number | null; output: string }, where: RegExp, fix: RegExp) {
  expect(code, output).toBe(1);
  expect(output).toMatch(/The build stopped: /);
  expect(output).toMatch(where);
  expect(output).toMatch(fix);
  expect(output, 'no stack trace').not.toMatch(STACK_LINE);
}

describe.concurrent('malformed content stops the build with the file, the place and the fix', () => {
  it(
    'authors.yml that is not YAML',
    async () => {
      const dir = contentWith({ 'content/blog/authors.yml': 'mara:\n  name: Mara\n   title: bad indent\n' });
      expectStopped(await check(dir), /content\/blog\/authors\.yml: is not valid YAML: .* at line 3/, /Fix the YAML syntax/);
    },
    CASE_TIMEOUT,
  );

  it(
    'tags.yml with a tag of the wrong shape',
    async () => {
      const dir = contentWith({ 'content/blog/tags.yml': 'hello:\n  label: [not, a, string]\n' });
      expectStopped(await check(dir), /content\/blog\/tags\.yml/, /label/);
    },
    CASE_TIMEOUT,
  );

  it(
    'a _category_.json that is not JSON',
    async () => {
      const dir = contentWith({ 'content/docs/tutorial-basics/_category_.json': '{\n  "label": "Basics",\n  "position": 2,\n}\n' });
      expectStopped(await check(dir), /content\/docs\/tutorial-basics\/_category_\.json:\d+: /, /JSON/);
    },
    CASE_TIMEOUT,
  );

  it(
    'a _category_.json field of the wrong type, with its JSON pointer',
    async () => {
      const dir = contentWith({ 'content/docs/tutorial-basics/_category_.json': '{\n  "label": "Basics",\n  "position": "2"\n}\n' });
      expectStopped(await check(dir), /content\/docs\/tutorial-basics\/_category_\.json:3: \/position: /, /number/);
    },
    CASE_TIMEOUT,
  );

  it(
    'a doc whose front matter is not YAML',
    async () => {
      const dir = contentWith({ 'content/docs/broken.md': '---\ntitle: ok\ntags: [one, two\n---\n\nText\n' });
      expectStopped(await check(dir), /content\/docs\/broken\.md:\d+: invalid YAML front matter/, /Fix the YAML between the "---" lines/);
    },
    CASE_TIMEOUT,
  );

  it(
    'a post whose front matter is not YAML',
    async () => {
      const dir = contentWith({ 'content/blog/2026-01-02-broken.md': '---\ntitle: "unclosed\nauthors: mara\n---\n\nText\n' });
      expectStopped(await check(dir), /content\/blog\/2026-01-02-broken\.md.*(line \d+|:\d+)/, /YAML/);
    },
    CASE_TIMEOUT,
  );

  it(
    'an OpenAPI YAML file that is not YAML',
    async () => {
      const dir = contentWith({ 'broken.yaml': 'openapi: 3.1.0\ninfo:\n  title: X\n  version: "1"\npaths:\n  /a:\n    get: [\n' });
      expectStopped(
        await check(dir, api(path.join(dir, 'broken.yaml'))),
        /broken\.yaml: cannot be parsed at line 8, column 1: /,
        /Fix the YAML syntax there/,
      );
    },
    CASE_TIMEOUT,
  );

  it(
    'an OpenAPI JSON file that is not JSON',
    async () => {
      const dir = contentWith({
        'broken.json': '{\n  "openapi": "3.1.0",\n  "info": { "title": "X", "version": "1" },\n  "paths": {,}\n}\n',
      });
      expectStopped(
        await check(dir, api(path.join(dir, 'broken.json'))),
        /broken\.json: cannot be parsed at line 4, column 13: Expected property name/,
        /Fix the JSON syntax there/,
      );
    },
    CASE_TIMEOUT,
  );

  it(
    'an OpenAPI description that breaks the schema, with the JSON pointer',
    async () => {
      const dir = contentWith({
        'invalid.yaml':
          'openapi: 3.1.0\ninfo:\n  title: X\n  version: "1"\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: 5\n',
      });
      expectStopped(
        await check(dir, api(path.join(dir, 'invalid.yaml'))),
        /invalid\.yaml#\/paths\/~1a\/get\/responses\/200/,
        /description/,
      );
    },
    CASE_TIMEOUT,
  );

  it(
    'a site config value out of its range, through SITE_CONFIG_OVERRIDES',
    async () => {
      const dir = contentWith({});
      expectStopped(await check(dir, { colorMode: { defaultMode: 'purple' } }), /colorMode\.defaultMode/, /light|dark/);
    },
    CASE_TIMEOUT,
  );
});

describe('the real build entry', () => {
  it(
    '`npm run build` stops before compiling, with the message and exit 1',
    async () => {
      const dir = contentWith({ 'content/docs/broken.md': '---\nsidebar_position: first\n---\n\nText\n' });
      const result = await run('npm', ['run', 'build'], { SITE_DIR: dir, SITE_PREPARED: path.join(dir, 'prepared.json') });
      expectStopped(result, /content\/docs\/broken\.md:2: front matter field "sidebar_position": .*number/, /number/);
      expect(result.output).not.toMatch(/Creating an optimized production build/);
    },
    CASE_TIMEOUT,
  );
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { scanExport } from '@/lib/checks/export-scan';
import { COMPILE_HINT, bootLoader, bootScriptRewriter, deferBootScripts } from '@/lib/postbuild/boot-scripts';

const chunk = (name: string) => `/demo/_next/static/chunks/${name}.js`;

// The shape React 19 gives an exported page: stylesheets, a low-priority preload and async tags in
// <head>, the payload inline, one more async tag at the end of <body>.
const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/demo/_next/static/chunks/a.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('main')}"/>`,
  `<script src="${chunk('react')}" async=""></script>`,
  `<script src="${chunk('router')}" async=""></script>`,
  '<script src="https://cdn.example.com/widget.js" async=""></script>',
  '<title>T</title></head><body><p>Hello</p>',
  `<script src="${chunk('polyfills')}" noModule=""></script>`,
  `<script src="${chunk('main')}" async=""></script>`,
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('deferBootScripts', () => {
  it('replaces the async boot tags and their preload with one loader where the first tag was', () => {
    const { html, sources } = deferBootScripts(page, '/demo');
    expect(sources).toEqual([chunk('react'), chunk('router'), chunk('main')]);
    expect(html).not.toMatch(/<script src="\/demo\/[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    // The loader sits in <head> where React's first tag was, after the stylesheets.
    const loader = html.indexOf('<script id="__boot-scripts">');
    expect(loader).toBeGreaterThan(html.indexOf('a.css'));
    expect(loader).toBeLessThan(html.indexOf('<title>'));
    expect(html.match(/__boot-scripts/g)).toHaveLength(1);
  });

  it('leaves other scripts alone: inline ones, noModule ones and those outside the base path', () => {
    const { html } = deferBootScripts(page, '/demo');
    expect(html).toContain('<script src="https://cdn.example.com/widget.js" async=""></script>');
    expect(html).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html).toContain('<p>Hello</p>');
  });

  it('returns a page without boot scripts unchanged', () => {
    const plain = '<html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(deferBootScripts(plain, '/demo')).toEqual({ html: plain, sources: [] });
    expect(deferBootScripts(page, '/elsewhere').sources).toEqual([]);
  });
});

/** Runs the loader against a minimal document; returns what it appended and the hooks it registered. */
function runLoader(sources: string[], { paintTiming = true } = {}) {
  const appended: { src: string; async: boolean }[] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const timers: { fn: () => void; ms: number }[] = [];
  class PerformanceObserver {
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      if (!paintTiming) throw new TypeError('unsupported');
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push(this.callback);
    }
  }
  const context = {
    PerformanceObserver,
    document: {
      createElement: (tag: string) => ({ tag, src: '', async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => appended.push({ src: element.src, async: element.async }) },
    },
    addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
  };
  const script = bootLoader(sources)
    .replace(/^<script[^>]*>/, '')
    .replace(/<\/script>$/, '');
  vm.runInNewContext(script, context);
  const flushTimers = () => timers.splice(0).forEach((timer) => timer.fn());
  const paint = (name: string) => observers.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }));
  const load = () => (listeners.load ?? []).forEach((fn) => fn());
  return { appended, timers, flushTimers, paint, load };
}

describe('bootLoader', () => {
  const sources = [chunk('react'), chunk('main')];

  it('loads nothing until the first contentful paint, then every source once, as async scripts', () => {
    const page = runLoader(sources);
    page.paint('first-paint');
    page.flushTimers();
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]); // after the paint task, not inside the observer
    page.flushTimers();
    expect(page.appended).toEqual(sources.map((src) => ({ src, async: true })));
    page.load();
    page.flushTimers();
    expect(page.appended).toHaveLength(2);
  });

  it('falls back to a second after the load event without paint timing', () => {
    const page = runLoader(sources, { paintTiming: false });
    page.load();
    expect(page.timers.map((timer) => timer.ms)).toEqual([1000]);
    page.flushTimers();
    expect(page.appended.map((script) => script.src)).toEqual(sources);
  });

  it('cannot be closed early by a source', () => {
    const html = bootLoader(['/x/</script><script>alert(1)</script>.js']);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const page = runLoader(['/a</script>.js']);
    page.paint('first-contentful-paint');
    page.flushTimers();
    expect(page.appended.map((script) => script.src)).toEqual(['/a</script>.js']);
  });
});

/** The post-build step's pass: the scan reads each page once and the rewriter rewrites it. */
function deferBootScriptsInExport(dir: string, basePath: string) {
  const boot = bootScriptRewriter(dir, basePath);
  const scan = scanExport(dir, boot.page);
  return { ...boot.finish(), scanned: scan.pages.size };
}

describe('rewriting an export during the scan', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function exportWith(files: Record<string, string>): string {
    dir = mkdtempSync(path.join(tmpdir(), 'boot-scripts-'));
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    return dir;
  }

  it('rewrites every page, hints each boot script once, and a second run changes nothing', () => {
    const chunks = Object.fromEntries(
      ['react', 'router', 'main', 'polyfills', 'search'].map((n) => [`_next/static/chunks/${n}.js`, `/*${n}*/`]),
    );
    exportWith({ 'index.html': page, 'docs/intro.html': page, '_not-found.html': page, 'robots.txt': 'x', ...chunks });
    // _not-found.html is not scanned (404.html is the page), but it is rewritten.
    expect(deferBootScriptsInExport(dir, '/demo')).toEqual({ pages: 3, scripts: 3, scanned: 2 });
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    expect(read('_not-found.html')).toContain('__boot-scripts');
    expect(read('docs/intro.html')).toContain('__boot-scripts');
    expect(read('_next/static/chunks/react.js')).toBe(`${COMPILE_HINT}/*react*/`);
    expect(read('_next/static/chunks/main.js')).toBe(`${COMPILE_HINT}/*main*/`);
    // Loaded on demand or never by modern browsers: no hint.
    expect(read('_next/static/chunks/search.js')).toBe('/*search*/');
    expect(read('_next/static/chunks/polyfills.js')).toBe('/*polyfills*/');
    const before = read('index.html');
    expect(deferBootScriptsInExport(dir, '/demo')).toEqual({ pages: 0, scripts: 0, scanned: 2 });
    expect(read('index.html')).toBe(before);
    expect(read('_next/static/chunks/react.js')).toBe(`${COMPILE_HINT}/*react*/`);
  });

  it('scans the page as published, and fails on a boot script the export lacks', () => {
    exportWith({ 'index.html': page, '_next/static/chunks/react.js': '', '_next/static/chunks/router.js': '' });
    const boot = bootScriptRewriter(dir, '/demo');
    const scan = scanExport(dir, boot.page);
    expect(scan.pages.get('/')!.links.map((link) => link.url)).not.toContain(chunk('react'));
    expect(() => boot.finish()).toThrow(`${chunk('main')}: a page boots with this script, but it is not in`);
  });

  it("fails with the file and what to do when a page has Next's payload but no boot script tag", () => {
    exportWith({
      'docs/odd.html':
        '<html><body><script>self.__next_f.push([1,""])</script><script type="module" src="/demo/_next/static/chunks/m.js"></script></body></html>',
    });
    expect(() => deferBootScriptsInExport(dir, '/demo')).toThrow(
      /docs\/odd\.html: no <script src="\/demo\/_next\/static\/…" async=""> boot script found.*defers the boot scripts no longer recognises it/,
    );
  });
});

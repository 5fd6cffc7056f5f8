import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  collectPageFacts,
  collectScriptHashes,
  cspFacts,
  fillTemplate,
  inlineScriptHashes,
  frameOrigins,
  remoteImageOrigins,
  renderSiteConf,
  renderStandaloneConf,
} from '../../scripts/lib/nginx-config.mjs';
import { bootLoaderScript } from '../../lib/runtime/inline-scripts.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const template = readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf.template'), 'utf8');

describe('inlineScriptHashes', () => {
  it('hashes the raw text of inline scripts, once each, and skips scripts with src', () => {
    const payload = 'self.__next_f.push([1,"a &amp; <b>\\u003c/script"])';
    const html =
      `<html><head><script src="/demo/_next/x.js" async=""></script><script>(function(){})()</script></head>` +
      `<body><script id="_R_">${payload}</script><script>(function(){})()</script><script></script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha('(function(){})()'), sha(payload), sha('')]);
  });

  it("hashes only the build's own inline scripts in a page Next rendered, and lists the others", () => {
    const start = '(self.__next_f=self.__next_f||[]).push([0])';
    const payload = 'self.__next_f.push([1,"0:{}\\n"])';
    const loader = bootLoaderScript(['/demo/_next/static/chunks/a.js']);
    const injected = ['alert(1)', `${payload};alert(2)`] as const;
    const html =
      `<html><head><script id="__boot-scripts">${loader}</script><script>${injected[0]}</script></head>` +
      `<body><p>Text</p><script>${start}</script><script>${injected[1]}</script><script>${payload}</script></body></html>`;
    const facts = cspFacts(html);
    expect(facts.hashes).toEqual([sha(loader), sha(start), sha(payload)]);
    expect(facts.unknownScripts).toEqual(injected);
    // The same scripts in a file without Next's payload (copied from a static folder) are the writer's: all hashed.
    expect(cspFacts(html.replace(start, '1')).hashes).toEqual([sha(loader), sha(injected[0]), sha('1'), sha(injected[1]), sha(payload)]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no <em>scripts</em></p><script src="a.js"></script>')).toEqual([]);
  });
});

describe('collectScriptHashes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-hashes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keys every HTML file by the URI nginx sees after try_files', () => {
    mkdirSync(path.join(dir, 'docs'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<script>a()</script>');
    writeFileSync(path.join(dir, 'docs', 'intro.html'), '<script>b()</script>');
    writeFileSync(path.join(dir, 'docs', 'intro.txt'), '<script>not html</script>');
    const hashes = collectScriptHashes(dir, '/demo');
    expect([...hashes]).toEqual([
      ['/demo/docs/intro.html', [sha('b()')]],
      ['/demo/index.html', [sha('a()')]],
    ]);
    expect([...collectScriptHashes(dir, '').keys()]).toEqual(['/docs/intro.html', '/index.html']);
  });

  it("keys a folder's index.html (an older site in a static folder) as try_files finds it for /v1/ too", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'nginx-folder-'));
    mkdirSync(path.join(site, 'v1'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<script>a()</script>');
    writeFileSync(path.join(site, 'v1', 'index.html'), '<script>old()</script><p style="margin: 0">Old</p>');
    const facts = collectPageFacts(site, '/demo');
    expect([...facts.hashes.keys()]).toEqual(['/demo/index.html', '/demo/v1/index.html', '/demo/v1//index.html']);
    expect(facts.styles.get('/demo/v1//index.html')).toEqual(["'unsafe-hashes'", sha('margin: 0')]);
    rmSync(site, { recursive: true, force: true });
  });
});

describe('fillTemplate', () => {
  it('replaces placeholders and keeps conditional lines only when the value is set', () => {
    const text = 'a {{X}}\n  # {{#if Y}}\nonly with y {{Y}}\n  # {{/if}}\nend\n';
    expect(fillTemplate(text, { X: '1', Y: '/y' })).toBe('a 1\nonly with y /y\nend\n');
    expect(fillTemplate(text, { X: '1', Y: '' })).toBe('a 1\nend\n');
  });

  it('refuses an unknown placeholder by name', () => {
    expect(() => fillTemplate('{{NOPE}}', {})).toThrow(/unknown placeholder \{\{NOPE\}\}/);
  });
});

describe('remoteImageOrigins', () => {
  it('finds the origin of every remote <img>, once, and nothing from links or local images', () => {
    const html =
      '<img src="https://github.com/a.png" alt=""><img alt="" src="https://GitHub.com/b.png"><img src="/demo/img/x.svg">' +
      '<a href="https://other.example/">x</a><img loading="lazy" src="http://cdn.example:8080/c.png">';
    expect(remoteImageOrigins(html)).toEqual(['http://cdn.example:8080', 'https://github.com']);
  });
});

describe('frameOrigins', () => {
  it('finds the origin of every embedded frame, once, and nothing from images or links', () => {
    const html =
      '<iframe src="https://video.example/embed/1" title="a"></iframe><iframe title="b" src="https://VIDEO.example/embed/2"></iframe>' +
      '<img src="https://img.example/x.png"><a href="https://link.example/">x</a><iframe src="/demo/local.html"></iframe>';
    expect(frameOrigins(html)).toEqual(['https://video.example']);
  });

  it('reads a src however it is quoted, resolves protocol-relative ones, and leaves the site\'s own frames to \'self\'', () => {
    const html =
      "<iframe src='https://clips.example/v/7'></iframe><iframe src=//tunes.example/embed/3></iframe>" +
      '<iframe src="./sandbox.html"></iframe><iframe src="about:blank"></iframe><!-- <iframe src="https://commented.example/"> -->';
    expect(frameOrigins(html)).toEqual(['https://clips.example', 'https://tunes.example']);
    expect(remoteImageOrigins("<img alt=x src='https://pics.example/a.png'><img src=/local.png>")).toEqual(['https://pics.example']);
  });
});

/** The Content-Security-Policy line of a rendered server block. */
const csp = (conf: string) => conf.split('\n').find((line) => line.includes('add_header Content-Security-Policy')) ?? '';

describe('renderSiteConf', () => {
  const hashes = new Map([
    ['/demo/index.html', ["'sha256-AAA='", "'sha256-BBB='"]],
    ['/demo/plain.html', []],
  ]);
  const base = { template, basePath: '/demo', root: '/var/www/site/', listen: '80', serverName: 'docs.example.com', hashes };

  it('fills in the base path, root, listen address and one map line per page with scripts', () => {
    const conf = renderSiteConf(base);
    expect(conf).not.toMatch(/\{\{|\}\}/);
    expect(conf).toContain(`    "/demo/index.html" "'sha256-AAA=' 'sha256-BBB='";`);
    expect(conf).not.toContain('/demo/plain.html');
    expect(conf).toContain('root /var/www/site;');
    expect(conf).toContain('listen 80;');
    expect(conf).toContain('server_name docs.example.com;');
    expect(conf).toContain('error_page 404 /demo/404.html;');
    expect(conf).toContain('location /demo/ {');
    expect(conf).toContain('return 302 /demo/;');
    expect(conf).toContain('"~^/demo/_next/static/" "public, max-age=31536000, immutable";');
    expect(conf).toContain('"~^/demo/search/[a-z]+\\.[0-9a-f]{12}(\\.[0-9]+)?\\.json$" "public, max-age=31536000, immutable";');
    const csp = conf.split('\n').find((line) => line.includes('add_header Content-Security-Policy')) ?? '';
    expect(csp).toMatch(/script-src 'self' \$site_script_hashes;/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // No inline styles either: the pages carry none (lib/postbuild/inline-styles.ts fails the build on one).
    expect(csp).toMatch(/style-src 'self';/);
    expect(csp).not.toContain('unsafe-inline');
    expect(conf).toContain('"~^/demo/_styles/inline\\.[0-9a-f]{12}\\.css$" "public, max-age=31536000, immutable";');
    expect(conf).toContain('"~^/demo/_styles/el/el\\.[0-9a-f]{12}\\.css$" "public, max-age=31536000, immutable";');
  });

  it("allows, by hash and on their own pages only, the inline styles of HTML files copied from a static folder", () => {
    // An older release's page as its writer kept it: a <style> element and style attributes, one with an entity.
    const page = '<style>h1 { color: teal }</style><h1 style="margin: 0">Old</h1><p style="content: &quot;x&quot;">Text</p><p style="margin: 0">More</p>';
    const facts = cspFacts(page);
    expect(facts.styles).toEqual([sha('h1 { color: teal }'), "'unsafe-hashes'", sha('margin: 0'), sha('content: "x"')]);
    expect(cspFacts('<h1>New</h1><script>1</script>').styles).toEqual([]);
    const conf = renderSiteConf({ ...base, styles: new Map([['/demo/v1/index.html', facts.styles]]) });
    expect(conf).toContain('map $uri $site_style_hashes {');
    expect(conf).toContain(`    "/demo/v1/index.html" "${facts.styles.join(' ')}";`);
    expect(csp(conf)).toMatch(/style-src 'self' \$site_style_hashes;/);
    expect(csp(conf)).not.toContain('unsafe-inline');
    // A site without such files keeps style-src 'self' and no map.
    expect(renderSiteConf(base)).not.toContain('site_style_hashes');
  });

  it('serves from the domain root when the base path is empty', () => {
    const conf = renderSiteConf({ ...base, basePath: '' });
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('location / {\n        try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).not.toContain('return 302');
    expect(conf).not.toMatch(/location = {2}/);
  });

  it("allows exactly the pages' remote image origins in img-src", () => {
    expect(csp(renderSiteConf(base))).toContain("img-src 'self' data:;");
    const withAvatars = renderSiteConf({ ...base, imageOrigins: ['https://avatars.example.com', 'https://evil.example";inject'] });
    expect(csp(withAvatars)).toContain("img-src 'self' data: https://avatars.example.com;");
    expect(withAvatars).not.toContain('inject');
  });

  it("allows the site's own frames and exactly the pages' remote frame origins in frame-src", () => {
    expect(csp(renderSiteConf(base))).toContain("frame-src 'self';");
    const withVideo = renderSiteConf({ ...base, frameOrigins: ['https://video.example', 'https://evil.example";inject'] });
    expect(csp(withVideo)).toContain("frame-src 'self' https://video.example;");
    expect(withVideo).not.toContain('inject');
  });

  it('refuses values that would break out of their directive', () => {
    expect(() => renderSiteConf({ ...base, root: '/var/www/my site' })).toThrow(/root "\/var\/www\/my site"/);
    expect(() => renderSiteConf({ ...base, serverName: 'a; include /etc/passwd' })).toThrow(/server name/);
  });
});

describe('renderStandaloneConf', () => {
  it('keeps pid, logs and temp files in the scratch folder and includes the site file', () => {
    const conf = renderStandaloneConf({ dir: '/tmp/x', siteConf: '/tmp/x/site.conf' });
    expect(conf).toContain('pid "/tmp/x/nginx.pid";');
    expect(conf).toContain('client_body_temp_path "/tmp/x/client_body_temp";');
    expect(conf).toContain('include "/tmp/x/site.conf";');
    expect(conf).not.toContain('user ');
    expect(renderStandaloneConf({ dir: '/tmp/x', siteConf: '/tmp/x/site.conf', user: 'root' })).toMatch(/^user root;/);
  });
});

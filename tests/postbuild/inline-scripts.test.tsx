import { spawnSync } from 'node:child_process';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Head from '@/components/docusaurus/core/head';
import { announcementScript } from '@/components/layout/announcement-bar';
import { ColorModeProvider } from '@/components/layout/theme-provider.client';
import { BaseUrlBanner } from '@/components/runtime/base-url-banner';
import { bootLoader } from '@/lib/postbuild/boot-scripts';
import { formatUnknownScripts, inlineScriptStep, unknownInlineScripts } from '@/lib/postbuild/inline-scripts';
import { manualPage } from '@/lib/config/manual';

// Every kind of inline script the build writes, written by the code that writes it (Next's own as
// an export holds them): the check must know each, and nothing else.
const colorMode = renderToStaticMarkup(
  <ColorModeProvider settings={{ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true }}>{null}</ColorModeProvider>,
);
const jsonLd = renderToStaticMarkup(
  <Head>
    <script type="application/ld+json">{'{"@context":"https://schema.org","name":"</script> in a name"}'}</script>
  </Head>,
);
const BUILD_SCRIPTS = [
  bootLoader(['/demo/_next/static/chunks/a.js', '/demo/_next/static/chunks/b.js']),
  `<script>${announcementScript('welcome-2026-11')}</script>`,
  `<script>${announcementScript('</script><script>alert(1)</script>')}</script>`,
  renderToStaticMarkup(<BaseUrlBanner />)
    .replace(/^[\s\S]*?(<script)/, '$1')
    .replace(/(<\/script>)[\s\S]*$/, '$1'),
  colorMode,
  jsonLd,
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[],\\"\\u003c/script\\u003e\\"]\\n"])</script>',
  '<script>self.__next_f.push([2,null])</script>',
];

describe("the build's own inline scripts", () => {
  it('are each recognised, by the code that writes them', () => {
    expect(colorMode).toMatch(/^<script id="__color-mode">\(/);
    expect(jsonLd).toMatch(/^<script type="application\/ld\+json">/);
    const page = `<!DOCTYPE html><html><head>${BUILD_SCRIPTS.join('\n')}<script src="/demo/x.js"></script></head><body></body></html>`;
    expect(unknownInlineScripts(page)).toEqual([]);
  });

  it('are told from scripts that only look like them, each reported with its line', () => {
    const forged = [
      '<script>alert(1)</script>',
      // Starts like Next's payload; code follows its data.
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      '<script>self.__next_f.push(alert(1))</script>',
      // The ids and type the build's scripts carry, with other code.
      '<script id="__boot-scripts">alert(1)</script>',
      '<script id="__color-mode">alert(1)</script>',
      '<script type="application/ld+json">alert(1)</script>',
      '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));</script>',
      // The announcement bar's code with code where its id goes.
      `<script>${announcementScript('x').replace('i="x"', 'i=alert(1)')}</script>`,
      // A build script's text with an attribute the build never gives it.
      bootLoader(['/a.js']).replace('<script id="__boot-scripts">', '<script id="__boot-scripts" onload="alert(1)">'),
      `<script type="module">${announcementScript('x')}</script>`,
    ];
    const page = ['<!DOCTYPE html><html><head>', ...BUILD_SCRIPTS, '</head><body>', ...forged, '</body></html>'].join('\n');
    const found = unknownInlineScripts(page);
    expect(found.map((script) => script.line)).toEqual(forged.map((_, i) => BUILD_SCRIPTS.length + 3 + i));
    expect(found[0]!.script).toBe('<script>alert(1)');
  });

  it('knows one colour-mode script per page: a second, with its id and shape and any code, is reported', () => {
    // What an MDX page could render with <div dangerouslySetInnerHTML={{ __html: '<script id="__color-mode">…' }} />.
    const forged = colorMode.replace(/^(<script id="__color-mode">\(\([\w$]+(?:,[\w$]+){7}\)=>\{)/, '$1alert(document.domain);');
    expect(forged).not.toBe(colorMode);
    for (const body of [forged, colorMode]) {
      const page = ['<!DOCTYPE html><html><head>', ...BUILD_SCRIPTS, '</head><body>', body, '</body></html>'].join('\n');
      const found = unknownInlineScripts(page);
      expect(found.map((script) => script.line)).toEqual([BUILD_SCRIPTS.length + 3]);
      expect(found[0]!.script).toMatch(/^<script id="__color-mode">/);
    }
  });

  it("names the page, its source and the fix in the build's message", () => {
    const step = inlineScriptStep('/site/out', (relative) => `/${relative.replace(/\.html$/, '')}`);
    const html = '<html><body>\n<p>Intro</p>\n<script>alert(1)</script></body></html>';
    expect(step.page(html, '/site/out/docs/intro.html')).toBe(html);
    step.page('<html><body><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>', '/site/out/index.html');
    const problems = step.problems();
    expect(problems.map((problem) => problem.route)).toEqual(['/docs/intro']);
    const message = formatUnknownScripts(problems.map((problem) => ({ ...problem, source: 'content/docs/intro.md' })));
    expect(message).toMatch(/Inline scripts the build did not write \(1\), the build fails/);
    expect(message).toMatch(/docs\/intro\.html:3 \(source content\/docs\/intro\.md\): <script>alert\(1\)/);
    expect(message).toMatch(/Remove the script from the page's source/);
    // It sends the writer to the manual, not to source files.
    expect(message).toContain(manualPage('explanations/security'));
    expect(message).not.toMatch(/\blib\//);
  });
});

describe('the post-build step', () => {
  it('fails on a page with an inline script the build did not write, naming the page and its source', () => {
    const env = { ...process.env, BASE_PATH: '/demo' };
    const result = spawnSync('npx', ['tsx', 'scripts/postbuild.ts', '--check-only', '--dir', 'tests/fixtures/export/unknown-script'], {
      encoding: 'utf8',
      env,
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status).toBe(1);
    expect(output).toContain('Inline scripts the build did not write (2), the build fails');
    expect(output).toContain(
      'tests/fixtures/export/unknown-script/docs/intro.html:3 (source content/docs/intro.md): <script>alert("written by a component")',
    );
    expect(output).toContain(
      'tests/fixtures/export/unknown-script/docs/intro.html:5 (source content/docs/intro.md): <script>self.__next_f.push',
    );
    expect(output).not.toContain('unknown-script/index.html');
  }, 60_000);
});

import { createHighlighter, type CodeToHastOptions, type Highlighter } from 'shiki';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeClasses, LANGUAGES } from '@/lib/mdx/shiki';
import { codeToHtmlDual, dualHighlightStats } from '@/lib/mdx/shiki-dual';

// A block in every grammar the site highlights, with what makes grammars differ: strings, comments,
// keywords, nested languages (a fence in Markdown, CSS and JavaScript in HTML, JSX in MDX), CRLF
// lines, empty lines, a line longer than most, and characters outside ASCII.
const SAMPLES: Record<(typeof LANGUAGES)[number], string> = {
  bash: 'gauge init --station "st-0441" # set up\nfor f in *.json; do\n  echo "$f" | jq \'.level\' > /dev/null\ndone\n',
  shell: 'export GAUGE_HOME=~/gauge && cd "$GAUGE_HOME"\n',
  json: '{\n  "station": "st-0441",\n  "levels": [1.2, -3e4, null, true],\n  "nested": { "ünïcode": "✓" }\n}\n',
  jsonc: '{\n  // a comment\n  "a": 1, /* block */ "b": [2]\n}\n',
  yaml: 'station: st-0441 # id\nlevels:\n  - 1.2\n  - "two"\nblock: |\n  line one\n  line two\nanchor: &a { x: 1 }\nref: *a\n',
  ts: 'interface Reading<T extends number = number> { level: T; flag?: "good" | "bad" }\nexport async function read(id: string): Promise<Reading[]> {\n  return (await fetch(`/r/${id}`)).json() as Promise<Reading[]>;\n}\n',
  tsx: 'export const Level = ({ value }: { value: number }) => <span className="level" data-x={value > 1}>{value.toFixed(2)}</span>;\n',
  js: "const readings = await gauge.read({ station: 'st-0441', from: '2026-01-01' });\nfor (const { time, level, flag } of readings) {\n  if (flag === 'good') console.log(time, level.toFixed(2)); // ok\n}\n/* done */ const re = /^st-\\d{4}$/gu;\n",
  jsx: 'function App() {\n  return <div onClick={() => alert("hi")}>Hello {name}</div>;\n}\n',
  python:
    'from dataclasses import dataclass\r\n\r\n@dataclass\r\nclass Reading:\r\n    level: float  # metres\r\n    def show(self) -> str:\r\n        """Doc."""\r\n        return f"{self.level!r:>8}"\r\n',
  java: 'package gauge;\n\npublic final class Station implements Comparable<Station> {\n  @Override public int compareTo(Station o) { return id.compareTo(o.id); } // sort\n  private static final String ID = "st-0441";\n}\n',
  diff: 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old line\n+new line\n unchanged\n',
  md: '# Title\n\nSome *emphasis*, **strong**, `code` and a [link](./guide.md).\n\n```js\nconst answer = 42; // nested\n```\n\n> quote\n\n- item\n  1. nested\n\n<div class="raw">html</div>\n',
  mdx: "import { Tabs } from '@theme/Tabs';\n\n# Hello {props.name}\n\n<Tabs groupId=\"os\">\n  <p>JSX *inside*</p>\n</Tabs>\n\nexport const meta = { title: 'x' };\n",
  html: '<!doctype html>\n<html lang="en">\n<style>.level { color: #0a0; margin: 0 auto }</style>\n<script>let x = `t${1}`; document.title = "x";</script>\n<p id="a" class="b">Text &amp; more<!-- note --></p>\n</html>\n',
  css: '@media (prefers-color-scheme: dark) {\n  :root { --brand: #1372c9; }\n  .level::before { content: "→"; font: italic bold 12px/1.5 serif !important; }\n}\n',
  http: 'POST /v1/readings?station=st-0441 HTTP/1.1\nHost: api.example.com\nContent-Type: application/json\n\n{"level": 1.2}\n',
  xml: '<?xml version="1.0"?>\n<station id="st-0441"><!-- c --><level unit="m">1.2</level><![CDATA[raw <x>]]></station>\n',
  nginx:
    'server {\n  listen 80;\n  location /demo/ {\n    try_files $uri $uri.html =404; # pages\n    add_header Cache-Control "public, max-age=31536000, immutable";\n  }\n}\n',
};

// The default code themes, and pairs whose rules differ in font styles (italic, bold, underline) and
// set token backgrounds, so that every field the two themes resolve apart is exercised.
const THEME_PAIRS = [
  ['github-light', 'github-dark'],
  ['min-light', 'dracula'],
  ['solarized-light', 'monokai'],
  ['one-light', 'one-dark-pro'],
  ['catppuccin-latte', 'material-theme-ocean'],
] as const;

let shiki: Highlighter;

beforeAll(async () => {
  shiki = await createHighlighter({ themes: THEME_PAIRS.flat(), langs: [...LANGUAGES] });
});

afterEach(() => vi.restoreAllMocks());

/** The options highlightFence gives shiki: both themes, a highlighted line, the colours as classes. */
async function options(lang: string, light: string, dark: string): Promise<CodeToHastOptions> {
  return {
    lang,
    themes: { light, dark },
    defaultColor: 'light',
    tokenizeTimeLimit: 0,
    transformers: [
      {
        line(node, line) {
          if (line === 2) this.addClassToHast(node, 'highlighted');
        },
      },
      await codeClasses({ light, dark }),
    ],
  };
}

describe('both code themes from one tokenization', () => {
  it('gives the HTML shiki gives, byte for byte, for every grammar and theme pair', async () => {
    const before = dualHighlightStats.shared;
    let blocks = 0;
    for (const [light, dark] of THEME_PAIRS)
      for (const [lang, code] of Object.entries(SAMPLES)) {
        const opts = await options(lang, light, dark);
        expect(codeToHtmlDual(shiki, code, opts), `${lang} in ${light} / ${dark}`).toBe(shiki.codeToHtml(code, opts));
        blocks++;
      }
    // Every block took the one-tokenization way, none fell back to shiki's two passes.
    expect(dualHighlightStats.shared - before).toBe(blocks);
  });

  it('runs the grammar once per line where shiki runs it once per line and theme', async () => {
    const code = SAMPLES.js;
    const lines = code.split('\n').filter(Boolean).length;
    const opts = await options('js', 'github-light', 'github-dark');
    const grammar = shiki.getInternalContext().getLanguage('js');
    const tokenize = vi.spyOn(Object.getPrototypeOf(grammar) as { tokenizeLine2: () => unknown }, 'tokenizeLine2');
    shiki.codeToHtml(code, opts);
    expect(tokenize).toHaveBeenCalledTimes(2 * lines);
    tokenize.mockClear();
    codeToHtmlDual(shiki, code, opts);
    expect(tokenize).toHaveBeenCalledTimes(lines);
  });

  it('leaves the highlighter as it was: single-theme and two-theme highlights after it are unchanged', async () => {
    const fresh = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: ['ts'] });
    const code = SAMPLES.ts;
    codeToHtmlDual(shiki, code, await options('ts', 'github-light', 'github-dark'));
    for (const theme of ['github-dark', 'github-light'])
      expect(shiki.codeToHtml(code, { lang: 'ts', theme, tokenizeTimeLimit: 0 })).toBe(
        fresh.codeToHtml(code, { lang: 'ts', theme, tokenizeTimeLimit: 0 }),
      );
    const dual = { lang: 'ts', themes: { light: 'github-light', dark: 'github-dark' }, tokenizeTimeLimit: 0 };
    expect(shiki.codeToHtml(code, dual)).toBe(fresh.codeToHtml(code, dual));
    // The grammar's own method is back (no wrapper left on the instance).
    expect(Object.hasOwn(shiki.getInternalContext().getLanguage('ts'), 'tokenizeLine2')).toBe(false);
  });

  it('falls back to shiki when shiki tokenizes other lines than the code (a transformer that rewrites it first), and splits lines as shiki does', async () => {
    const opts = await options('js', 'github-light', 'github-dark');
    const rewritten = {
      ...opts,
      transformers: [{ preprocess: (code: string) => code.replace(/readings/g, 'values') }, ...(opts.transformers ?? [])],
    };
    const before = { ...dualHighlightStats };
    expect(codeToHtmlDual(shiki, SAMPLES.js, rewritten)).toBe(shiki.codeToHtml(SAMPLES.js, rewritten));
    expect(dualHighlightStats.twice - before.twice).toBe(1);
    expect(dualHighlightStats.shared - before.shared).toBe(0);
    // A lone carriage return is no line break for shiki: the same one line here, on the one-tokenization way.
    const crOnly = "const a = 'x';\rconst b = 2;\n";
    expect(codeToHtmlDual(shiki, crOnly, opts)).toBe(shiki.codeToHtml(crOnly, opts));
    expect(dualHighlightStats.shared - before.shared).toBe(1);
  });

  it('hands one theme, plain text and empty code to shiki as they are', async () => {
    const before = dualHighlightStats.twice;
    const single = { lang: 'js', theme: 'github-dark', tokenizeTimeLimit: 0 };
    expect(codeToHtmlDual(shiki, SAMPLES.js, single)).toBe(shiki.codeToHtml(SAMPLES.js, single));
    const text = await options('text', 'github-light', 'github-dark');
    expect(codeToHtmlDual(shiki, '<b>not markup</b>', text)).toBe(shiki.codeToHtml('<b>not markup</b>', text));
    expect(dualHighlightStats.twice - before).toBe(2);
    const js = await options('js', 'github-light', 'github-dark');
    expect(codeToHtmlDual(shiki, '', js)).toBe(shiki.codeToHtml('', js));
  });
});

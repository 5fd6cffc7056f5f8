import { describe, expect, it } from 'vitest';
import {
  checkPage,
  countSourceTags,
  fenceLanguages,
  importKind,
  missingWords,
  readPage,
  sourceImports,
  stripSourceCode,
} from '../../bench/compat-checks.mjs';

const clean = '<article><h1>Watering plants</h1><p>Water the fern on Mondays.</p></article>';

describe('readPage', () => {
  it('keeps code out of the prose but in the full text, and hides KaTeX annotations', () => {
    const page = readPage(
      '<article><p>Before</p><pre><code>import Pot from "pot"</code></pre><p>x<math><annotation>\\frac{1}{2}</annotation></math></p></article>',
    );
    expect(page.prose).toContain('Before');
    expect(page.prose).not.toContain('import Pot');
    expect(page.all).toContain('import Pot');
    expect(page.all).not.toContain('frac');
  });

  it('counts tab lists, details and iframes', () => {
    const page = readPage(
      '<div role="tablist"></div><details><summary>More</summary></details><iframe src="/x"></iframe><div role="tablist"></div>',
    );
    expect(page).toMatchObject({ tablists: 2, details: 1, iframes: 1 });
  });
});

describe('checkPage', () => {
  it('finds nothing on a clean page', () => {
    const found = checkPage(clean, '# Watering plants\n\nWater the fern on Mondays.\n');
    expect(Object.values(found).flat()).toEqual([]);
  });

  it('finds an import or export line shown as a paragraph', () => {
    const found = checkPage(
      "<article><p>import Shelf from '@theme/Shelf'; import Pot from '@site/src/pot';</p><p>export const season = 'spring';</p></article>",
      undefined,
    );
    expect(found.importAsText).toHaveLength(3);
    expect(found.importAsText[0]).toContain("import Shelf from '@theme/Shelf'");
  });

  it('does not count the word import in prose or an import inside a code block', () => {
    const found = checkPage(
      "<article><p>We import seeds from abroad.</p><pre><code>import Pot from './pot'</code></pre></article>",
      undefined,
    );
    expect(found.importAsText).toEqual([]);
  });

  it('finds a literal admonition fence, but not one in code', () => {
    const found = checkPage(
      '<article><p>:::tip Mind the frost</p><p>Cover the roots.</p><p>:::</p><pre>:::note</pre></article>',
      undefined,
    );
    expect(found.admonitionAsText).toEqual([':::tip Mind the frost', ':::']);
  });

  it('finds JSX and HTML tags shown as text', () => {
    const found = checkPage(
      '<article><p>&lt;Tabs groupId="soil"&gt;</p><p>&lt;/TabItem&gt;</p><p>&lt;details&gt;</p><p>2 &lt; 3 and 5 &gt; 4</p></article>',
      undefined,
    );
    expect(found.jsxAsText).toEqual(['<Tabs groupId="soil">', '</TabItem>', '<details>']);
  });

  it('finds a <Tabs> of the source without a tab list on the page', () => {
    const source = '<Tabs>\n<TabItem value="clay">Clay</TabItem>\n</Tabs>\n\n```mdx\n<Tabs>\n```\n';
    expect(checkPage(clean, source).tabsWithoutTablist).toEqual(['1 <Tabs> in the source, 0 tab lists on the page']);
    expect(checkPage('<article><div role="tablist"></div></article>', source).tabsWithoutTablist).toEqual([]);
  });

  it('finds a dropped <details> or <iframe>, ignoring those in code and comments', () => {
    const source =
      '<details>\n<summary>Soil</summary>\nLoam.\n</details>\n\n<iframe src="https://example.com/v"></iframe>\n\n`<details>`\n<!-- <iframe> -->\n';
    expect(checkPage(clean, source).droppedElement).toEqual([
      '1 <details> in the source, 0 on the page',
      '1 <iframe> in the source, 0 on the page',
    ]);
    expect(checkPage('<article><details><summary>Soil</summary></details><iframe></iframe></article>', source).droppedElement).toEqual([]);
  });

  it('counts a <Details> component as a details element', () => {
    expect(checkPage(clean, '<Details summary="Roots">Deep.</Details>\n').droppedElement).toHaveLength(1);
  });

  it('reports heading ids, math and mermaid left as text', () => {
    const found = checkPage(
      '<article><h2>Pruning {#pruning}</h2><p>$$ \\frac{a}{b} $$</p><pre><code>flowchart LR\n  seed --&gt; sprout</code></pre></article>',
      '## Pruning {#pruning}\n\n```mermaid\nflowchart LR\n  seed --> sprout\n```\n',
    );
    expect(found.headingIdAsText).toEqual(['{#pruning}']);
    expect(found.mathAsText.length).toBeGreaterThan(0);
    expect(found.mermaidAsText).toEqual(['flowchart LR']);
  });

  it('does not report mermaid keywords when the source has no mermaid block', () => {
    expect(checkPage('<article><pre><code>gantt\n</code></pre></article>', '```text\ngantt\n```\n').mermaidAsText).toEqual([]);
  });
});

describe('missingWords', () => {
  it('finds the words of a source a page lost, and ignores tags, imports, link targets and ids', () => {
    const source =
      "import Pot from './pot';\n\n## Repotting {#repot}\n\nLoosen the roots [gently](./handling-roots.md).\n\n<Tabs>\n<TabItem>\nWater weekly afterwards.\n</TabItem>\n</Tabs>\n";
    expect(missingWords(source, 'Repotting Loosen the roots gently. Water weekly afterwards.')).toEqual({ total: 7, missing: [] });
    expect(missingWords(source, 'Repotting Loosen the roots gently.').missing).toEqual(['water', 'weekly', 'afterwards']);
  });

  it('is reported by checkPage when more than a tenth of the words are gone', () => {
    const source = 'Loosen the roots gently.\n\n<Tabs>\n\nWater weekly afterwards, then shade the seedlings.\n</Tabs>\n';
    expect(checkPage('<article><p>Loosen the roots gently.</p></article>', source).textLost[0]).toMatch(
      /^6 of 9 words missing, e.g. water, weekly/,
    );
  });

  it('does not count a fence language or title as a word the page should show', () => {
    const source = '```powershell title="Sowing script"\nsow --depth 2\n```\n';
    expect(missingWords(source, 'sow --depth 2')).toEqual({ total: 1, missing: [] });
  });
});

describe('source helpers', () => {
  it('blanks front matter, fences, inline code and comments but keeps the line count', () => {
    const source = '---\ntitle: <Tabs>\n---\n<Tabs>\n```js\n<Tabs>\n```\n`<Tabs>` {/* <Tabs> */}\n';
    const stripped = stripSourceCode(source);
    expect(stripped.split('\n')).toHaveLength(source.split('\n').length);
    expect(countSourceTags(stripped, ['Tabs'])).toBe(1);
  });

  it('does not count a tag whose name only starts the same', () => {
    expect(countSourceTags('<TabsGroup>\n<Tabs>\n', ['Tabs'])).toBe(1);
  });

  it('lists fence languages', () => {
    expect(fenceLanguages('```mermaid\nx\n```\n~~~math\ny\n~~~\n')).toEqual(['mermaid', 'math']);
  });

  it('lists imports with their lines, multi-line ones too, never those in code', () => {
    const source =
      "---\ntitle: Pots\n---\nimport Pot from './_pot.mdx';\nimport {\n  Saucer,\n} from '@site/src/saucer';\n\n```js\nimport x from 'y';\n```\n";
    expect(sourceImports(source)).toEqual([
      { specifier: './_pot.mdx', line: 4 },
      { specifier: '@site/src/saucer', line: 5 },
    ]);
  });

  it('names the kind of an import specifier', () => {
    expect(importKind('@theme/Tabs')).toBe('@theme/…');
    expect(importKind('@docusaurus/Link')).toBe('@docusaurus/…');
    expect(importKind('@site/src/components/Pot')).toBe('@site/…');
    expect(importKind('./_partial.md')).toBe('Markdown partial (relative or absolute path)');
    expect(importKind('!!raw-loader!./sample.yaml')).toBe('webpack loader (raw-loader!…)');
    expect(importKind('./chart.svg')).toBe('image file');
    expect(importKind('../data/pots.json')).toBe('JSON file');
    expect(importKind('../../src/data/pots')).toBe('local module (relative or absolute path)');
    expect(importKind('react-player')).toBe('npm package');
  });
});

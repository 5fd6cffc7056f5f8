import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { unified } from 'unified';
import { removeTempSites, prepareTestSite, tempSite } from './site-fixture';

// The content check reads each doc's outline while the docs load, scans its imports, then writes its
// Markdown twin (and a post's feed item): each parsed the doc's text again (issue 29, "each doc
// parsed once per build"). With the check's sharing on, each text is parsed once; the twins are the
// same bytes as from their own parse.

afterEach(() => vi.unstubAllEnvs());
afterAll(removeTempSites);

const para = (n: number) => `Paragraph ${n} explains the gauge: readings arrive every second.\n`;

const site = (markdown = '') =>
  tempSite({
    'site.config.mjs': `export default { title: 'Gauge', url: 'https://gauge.example.test'${markdown} };\n`,
    'docs/intro.md': `---\ntitle: Intro\nsidebar_position: 1\n---\n\n${para(1)}\n## Setting up\n\n${para(2)}\n\`\`\`bash\ngauge init\n\`\`\`\n\n:::tip\n\nCalibrate first.\n\n:::\n\n| field | type |\n| --- | --- |\n| \`time\` | string |\n\nNext: [the guide](./guide/tabs.mdx).\n`,
    // No front matter, so no blank lines before it; no title, so the outline's h1 is the title.
    'docs/guide/first.md': `# First steps\n\n${para(3)}`,
    // Imports and JSX: the import scan parses it too.
    'docs/guide/tabs.mdx': `---\ndescription: Tabs\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Tabs\n\n<Tabs>\n  <TabItem value="a" label="A">\n\n${para(4)}\n  </TabItem>\n</Tabs>\n\n## After {#after}\n\n${para(5)}`,
    // CommonMark: another parser.
    'docs/plain.md': `---\nformat: md\n---\n\n# Plain\n\n<!-- a comment -->\n\n${para(6)}`,
    'src/pages/about.md': `---\ntitle: About\n---\n\n${para(7)}\n## Team\n\n${para(8)}`,
    'blog/2026-01-02-whistle.md': `---\ntitle: The whistle\n---\n\n${para(9)}\n## Why\n\n${para(10)}`,
  });

describe('the content check parses each text once', () => {
  // math: false is what import:docusaurus writes for a site without remark-math: the outline parsed with math on
  // regardless, a second parse of every doc on every imported site.
  it.each([
    ['math on (the default)', ''],
    ['math off', ', markdown: { math: false }'],
  ])('for its outline, import scan, Markdown twin and feed item, with the same twins as separate parses: %s', async (_name, markdown) => {
    const siteDir = site(markdown);
    await prepareTestSite(siteDir);
    const parses = new Map<string, number>();
    const processor = Object.getPrototypeOf(unified()) as { parse: (file: unknown) => unknown };
    const parse = processor.parse;
    // Every parse of every preset goes through unified's Processor#parse; counted by text, blank lines before it aside.
    vi.spyOn(processor, 'parse').mockImplementation(function (this: unknown, file: unknown) {
      const text = String(file).replace(/^\n+/, '');
      parses.set(text, (parses.get(text) ?? 0) + 1);
      return parse.call(this, file);
    });
    const { shareParses, parseStats } = await import('@/lib/mdx/pipeline');
    const { getAllDocs } = await import('@/lib/content/docs-data');
    const { getBlog } = await import('@/lib/content/blog');
    const { getPages } = await import('@/lib/pages');
    const { registerContentModules } = await import('@/lib/site/content-modules');
    const { buildManifest } = await import('@/lib/postbuild/manifest');
    // The content check's steps, in its order (scripts/check-content.ts).
    shareParses(true);
    let shared: Awaited<ReturnType<typeof buildManifest>>;
    try {
      expect(getAllDocs()[0]!.docs).toHaveLength(4);
      expect(getBlog()?.posts).toHaveLength(1);
      expect(getPages()).toHaveLength(1);
      expect(registerContentModules(siteDir, process.env.SITE_PREPARED!).imports).toBe(2);
      shared = await buildManifest();
    } finally {
      shareParses(false);
    }
    expect(shared.copyProblems).toEqual([]);
    // Every text once: the six files' (outline, scan, twin, feed item alike), and the tabs doc's text before its
    // MDX 1 steps (`{#after}`), which they parse to find its code.
    expect([...parses.values()], [...parses.keys()].map((text) => text.slice(0, 40)).join(' | ')).toEqual(
      Array.from({ length: parses.size }, () => 1),
    );
    expect(parses.size).toBe(7);
    expect(parseStats.shared).toBeGreaterThanOrEqual(6);
    // The same copies and feeds as each step parsing for itself.
    parses.clear();
    const separate = await buildManifest();
    expect([...parses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(6);
    expect(shared.copies).toEqual(separate.copies);
    expect(shared.files).toEqual(separate.files);
  });
});

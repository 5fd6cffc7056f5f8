import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';
import { feedHtml, markdownTwin, outlineTree, remarkPreset, type PipelineOptions } from '@/lib/mdx/pipeline';
import { headingId } from '@/lib/mdx/heading-ids';
import remarkCodeBlocks from '@/lib/mdx/code-blocks';
import type { Heading } from 'mdast';

// One test per preset of lib/mdx/pipeline.ts, on our own small bodies.
const file = '/site/docs/orbits/page.mdx';
const resolveApiLink: PipelineOptions['resolveApiLink'] = (api, op) => {
  if (api === 'moon' && op === 'phase')
    return { href: '/api/moon#operation/phase', method: 'GET', path: '/moon/phase', summary: 'The phase of the moon' };
  throw new Error(`"${api}" has no operation "${op}".`);
};
const site: PipelineOptions = {
  file,
  resolveApiLink,
  absolute: (route) => `https://orbit.test/docs-site${route}`,
  pageAbsoluteUrl: 'https://orbit.test/docs-site/docs/orbits/page',
};

describe('page preset', () => {
  it('resolves api: links and <ApiLink> at compile time', async () => {
    const Content = await compileMdx(
      'See [the phase](api:moon#phase) or <ApiLink api="moon" op="phase" />.\n\n<ApiLink api="moon" op="phase">\n  Phase, as a block\n</ApiLink>\n',
      { file, resolveApiLink },
    );
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toContain('<a href="/api/moon#operation/phase" title="The phase of the moon">the phase</a>');
    expect(html).toContain('<a href="/api/moon#operation/phase" title="The phase of the moon"><code>GET /moon/phase</code></a>');
    expect(html).toContain('<p><a href="/api/moon#operation/phase" title="The phase of the moon">Phase, as a block</a></p>');
    expect(html).not.toContain('api:');
  });

  it('fails on an unknown operation naming the file and line', async () => {
    await expect(
      compileMdx('# Title\n\nText.\n[gone](api:moon#tides)\n', { file: 'docs/orbits/page.mdx', resolveApiLink }),
    ).rejects.toThrow(
      /^docs\/orbits\/page\.mdx:4: the API link "api:moon#tides" points to no operation\. "moon" has no operation "tides"\./,
    );
  });

  it('turns fences into code blocks last, after every plugin that reads code nodes', () => {
    const list = remarkPreset('page', { file });
    const last = list[list.length - 1] as [unknown, unknown];
    expect(last[0]).toBe(remarkCodeBlocks);
  });
});

describe('outline preset', () => {
  const ids = (tree: ReturnType<typeof outlineTree>) =>
    tree.children.filter((node): node is Heading => node.type === 'heading').map(headingId);

  it('gives the headings the ids the page gives them, and reads plain Markdown that is not MDX', () => {
    expect(ids(outlineTree('## Low orbit\n\n## Low orbit\n\n## High {#geo}\n'))).toEqual(['low-orbit', 'low-orbit-1', 'geo']);
    expect(ids(outlineTree('<!-- a note -->\n\n## After a comment\n'))).toEqual(['after-a-comment']);
  });

  it('keeps ":word" in a heading as text, as the page does, so the table of contents links to the ids the page has', async () => {
    const body = '## GET /v1/orbit\n\n## GET /v1/orbit:Schema\n';
    const Content = await compileMdx(body, { file: 'content/docs/orbit.md', format: 'md' });
    const page = [...renderToStaticMarkup(createElement(Content, {})).matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]);
    expect(page).toEqual(['get-v1orbit', 'get-v1orbitschema']);
    expect(ids(outlineTree(body, 'md'))).toEqual(page);
  });
});

describe('feed preset', () => {
  it('writes self-contained HTML: API links absolute, MDX and raw HTML gone, components named', async () => {
    const html = await feedHtml(
      "import X from './x';\n\n## Launch {#go}\n\nCall [the phase](api:moon#phase), see [above](#go).{/* hidden */}\n\n<Orbit speed={2} />\n\n<b>raw</b> words\n",
      { ...site, format: 'mdx' },
    );
    expect(html).toContain('<h2 id="go">Launch</h2>');
    expect(html).toContain('<a href="https://orbit.test/docs-site/api/moon#operation/phase" title="The phase of the moon">the phase</a>');
    expect(html).toContain('<a href="https://orbit.test/docs-site/docs/orbits/page#go">above</a>');
    expect(html).toContain('Open the post to try the interactive example.');
    expect(html).not.toMatch(/import|hidden|<b>|Orbit/);
  });
});

describe('text preset', () => {
  it('writes a CommonMark body as Markdown: comments go, raw HTML and the words stay, links absolute', async () => {
    const twin = await markdownTwin(
      '<!-- truncate -->\n\nAt 10:30, read [the phase](api:moon#phase) and [home](/).\n\n<details><summary>More</summary>Kept.</details>\n',
      {
        ...site,
        file: '/site/blog/post.md',
        // .md files are MDX by default now (markdown.format: 'mdx', as Docusaurus); this one is CommonMark.
        format: 'md',
      },
    );
    expect(twin).toBe(
      'At 10:30, read [the phase](https://orbit.test/docs-site/api/moon#operation/phase "The phase of the moon") and [home](https://orbit.test/docs-site/).\n\n<details><summary>More</summary>Kept.</details>',
    );
  });

  it('reports a broken API link with the file and line, as the page does', async () => {
    await expect(markdownTwin('\n\n[gone](api:sun#flare)\n', site)).rejects.toThrow(/page\.mdx:3: the API link "api:sun#flare"/);
  });
});

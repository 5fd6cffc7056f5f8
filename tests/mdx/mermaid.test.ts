import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CodeBlock } from '@/components/mdx/code-block';
import { Mermaid } from '@/components/mdx/mermaid';
import { compileMdx } from '@/lib/mdx/compile';
import { renderDiagram, spaceArrows } from '@/lib/mdx/mermaid';

async function render(body: string) {
  const Content = await compileMdx(body, { file: 'content/docs/guide/flows.md' });
  return renderToStaticMarkup(createElement(Content, { components: { Mermaid } }));
}

/** What the site's Content-Security-Policy (style-src 'self') and the theme switch need of every diagram. */
function expectPublishable(svg: string, { palette = false } = {}) {
  expect(svg).toMatch(/^<svg [^>]*role="img"/);
  expect(svg).not.toMatch(/<style|\sstyle=|<script|<foreignObject|\son\w+=|href=/i);
  // No fixed colours (both modes come from the tokens), but a chart's series palette, readable on both.
  if (!palette) expect(svg).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  expect(svg).toContain('var(--text)');
  expect(svg).not.toMatch(/var\(--_/); // the renderer's private variables are resolved
}

describe('renderDiagram', () => {
  it('draws a flowchart in the site tokens, sized to its natural width but never wider than the column', () => {
    const { svg } = renderDiagram('flowchart LR\n  Order[Order placed] --> Check{In stock?}\n  Check -->|yes| Ship\n  Check -->|no| Wait');
    expectPublishable(svg);
    expect(svg).toMatch(/aria-label="Flowchart"/);
    expect(svg).toMatch(/width="min\(100%, [\d.]+px\)"/);
    expect(svg).not.toMatch(/\sheight="[\d.]+"[^>]*role/);
    for (const label of ['Order placed', 'In stock?', 'Ship', 'Wait', 'yes', 'no']) expect(svg).toContain(`>${label}</text>`);
    expect(svg.match(/<polyline/g)).toHaveLength(3);
  });

  it.each([
    ['sequenceDiagram\n  participant Kiosk\n  Kiosk->>Bank: withdraw 20\n  Bank-->>Kiosk: approved', 'Sequence diagram', 'withdraw 20'],
    ['classDiagram\n  Vehicle <|-- Bicycle\n  Vehicle : +int wheels\n  Bicycle : +ring()', 'Class diagram', 'Bicycle'],
    ['stateDiagram-v2\n  [*] --> Draft\n  Draft --> Published: approve\n  Published --> [*]', 'State diagram', 'Published'],
    ['erDiagram\n  LIBRARY ||--o{ BOOK : lends', 'Entity relationship diagram', 'LIBRARY'],
    ['xychart-beta\n  x-axis [spring, summer]\n  bar [4, 9]', 'Chart', 'summer'],
  ])('draws %#: a %s', (source, kind, text) => {
    const { svg } = renderDiagram(source);
    expectPublishable(svg, { palette: kind === 'Chart' });
    expect(svg).toContain(`aria-label="${kind}"`);
    expect(svg).toContain(text);
  });

  it('escapes the diagram text: a label cannot inject markup', () => {
    const { svg } = renderDiagram('flowchart TD\n  A["<img src=x onerror=alert(1)> & co"] --> B');
    expect(svg).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; co');
    expect(svg).not.toContain('<img');
  });

  it('reads arrows without spaces and one-line flowcharts, as mermaid does', () => {
    expect(spaceArrows('A-->B')).toBe('A -->B');
    expect(spaceArrows('A[x-->y]---B')).toBe('A[x-->y] ---B');
    expect(spaceArrows('A-->|a--b|B')).toBe('A -->|a--b|B');
    expect(spaceArrows('my-node --> other-node')).toBe('my-node --> other-node');
    expect(renderDiagram('graph LR;A-->B;B-.->C').svg.match(/<polyline/g)).toHaveLength(2);
    expect(renderDiagram('graph\n  A --> B').svg).toContain('>B</text>');
  });

  it('takes the accessible name from accTitle, and the caption from front matter', () => {
    const titled = renderDiagram(
      '---\ntitle: Release train\n---\nflowchart LR\n  accTitle: How a release ships\n  accDescr: Build, then ship.\n  Build --> Ship',
    );
    expect(titled.title).toBe('Release train');
    expect(titled.svg).toContain('aria-label="How a release ships"');
    expect(titled.svg).not.toContain('accTitle');
    expect(titled.svg).not.toContain('accDescr');
  });

  it('gives each diagram its own ids, so two on a page do not share arrowheads', () => {
    const one = renderDiagram('flowchart LR\n  A --> B').svg;
    const two = renderDiagram('flowchart LR\n  C --> D').svg;
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(one).length).toBeGreaterThan(0);
    expect(ids(one).filter((id) => ids(two).includes(id))).toEqual([]);
    for (const [, ref] of one.matchAll(/url\(#([^)]+)\)/g)) expect(ids(one)).toContain(ref);
  });
});

describe('remarkMermaid in the pipeline', () => {
  it('replaces the fence with the diagram and its caption', async () => {
    const html = await render('Before\n\n```mermaid\n---\ntitle: Two steps\n---\nflowchart LR\n  One --> Two\n```\n\nAfter\n');
    expect(html).toMatch(/<p>Before<\/p>\s*<div data-diagram="mermaid"><div><svg [^>]*role="img"/);
    expect(html).toContain('<p>Two steps</p>');
    expect(html).not.toContain('language-mermaid');
  });

  it.each([
    ['timeline', 'timeline\n  title Sprint\n  Monday : kickoff\n  Friday : demo'],
    ['block-beta', 'block-beta\n  columns 2\n  intake store'],
    ['pie', 'pie title Pets\n  "Cats" : 3'],
  ])(
    'shows a %s diagram, a kind it cannot draw, as its source in a titled code block, with a warning naming the line',
    async (kind, source) => {
      const warnings: string[] = [];
      const Content = await compileMdx(`# Plan\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`, {
        file: 'content/docs/guide/flows.md',
        warn: (message) => warnings.push(message),
      });
      const html = renderToStaticMarkup(createElement(Content, { components: { Mermaid, CodeBlock } }));
      expect(html).not.toContain('data-diagram');
      // Every line of the source is on the page, as code.
      const text = html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');
      for (const line of source.split('\n')) expect(text).toContain(line.trim());
      expect(html).toContain(`${kind} diagram (mermaid)`);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(
        new RegExp(
          `^Warning: content/docs/guide/flows\\.md:4: mermaid diagram: "${kind}" diagrams cannot be drawn at build time .*code block.*SVG image`,
        ),
      );
    },
  );

  it('fails on click lines and on an empty diagram, never drawing a blank', async () => {
    await expect(render('```mermaid\nflowchart LR\n  A --> B\n  click A "https://example.com"\n```\n')).rejects.toThrow(
      /flows\.md:4: .*"click"/,
    );
    await expect(render('```mermaid\n%% only a comment\n```\n')).rejects.toThrow(/flows\.md:1: .*the diagram is empty/);
  });
});

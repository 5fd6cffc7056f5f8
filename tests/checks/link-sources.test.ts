import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblems, type LinkProblem } from '@/lib/checks/link-check';
import { addLinkSources, findLinkLine, type PageSource } from '@/lib/checks/link-sources';

// A broken link found in the export names the Markdown file and line it was written on.

const absFile = path.resolve('/repo/content/docs/guides/setup.md');
const routeByFile = new Map([
  [path.resolve('/repo/content/docs/guides/intro.md'), '/docs/guides/intro'],
  [path.resolve('/repo/content/docs/guides/setup.md'), '/docs/guides/setup'],
]);
const context = { route: '/docs/guides/setup', basePath: '/demo', absFile, routeByFile };

const source = `---
title: Setup
---

# Setup

\`\`\`md
[not this one](/docs/missing)
\`\`\`

See [the missing page](/docs/missing) and [the same page](/demo/docs/missing).
Read [the intro](./intro.md#gone) first,
then [a doc that was never written](./never.md "title").
[Up](../overview/) and [sideways](intro#old).
<a href="/docs/html-link">HTML</a>

[ref]: /docs/by-reference
`;

describe('findLinkLine', () => {
  it.each([
    ['/demo/docs/missing', 11, 'a route written without the base path (the first, not the one in code)'],
    ['/demo/docs/missing/', 11, 'a trailing slash'],
    ['/demo/docs/guides/intro#gone', 12, 'a relative .md path to a doc, with a fragment'],
    ['./never.md', 13, 'a relative .md path to no doc, left as written'],
    ['/demo/docs/overview', 14, 'a relative path resolved against the page'],
    ['/demo/docs/guides/intro#old', 14, 'a relative route with a fragment'],
    ['/demo/docs/html-link', 15, 'an HTML href'],
    ['/demo/docs/by-reference', 17, 'a reference definition'],
  ])('%s → line %i (%s)', (href, line) => {
    expect(findLinkLine(source, href, context)).toBe(line);
  });

  it('finds a link written with the base path', () => {
    expect(findLinkLine('x\n[a](/demo/docs/b)\n', '/demo/docs/b', context)).toBe(2);
  });

  it("finds nothing for a link the source does not hold (the layout's links)", () => {
    expect(findLinkLine(source, '/demo/docs/elsewhere', context)).toBeUndefined();
    expect(findLinkLine(source, '/demo/docs/guides/intro#other', context)).toBeUndefined();
  });
});

describe('addLinkSources', () => {
  const problem = (page: string, url: string): LinkProblem => ({
    page,
    where: `out${page}.html:40`,
    text: 'x',
    url,
    reason: 'no page or file exists there',
  });
  const sources = new Map<string, PageSource>([['/docs/guides/setup', { file: 'content/docs/guides/setup.md', absFile }]]);

  it('names the source file and line of a problem on a page written in Markdown', () => {
    const problems = [
      problem('/docs/guides/setup', '/demo/docs/missing'),
      problem('/docs/guides/setup', '/demo/gone'),
      problem('/', '/demo/x'),
    ];
    addLinkSources(problems, { sources, routeByFile, basePath: '/demo', read: () => source });
    expect(problems.map((p) => p.source)).toEqual(['content/docs/guides/setup.md:11', 'content/docs/guides/setup.md', undefined]);
    expect(formatProblems(problems.slice(0, 1))).toBe(
      '  - out/docs/guides/setup.html:40 (page /docs/guides/setup, source content/docs/guides/setup.md:11): link "x" → /demo/docs/missing: no page or file exists there',
    );
  });

  it('reads each source once', () => {
    let reads = 0;
    const problems = [problem('/docs/guides/setup', '/demo/docs/missing'), problem('/docs/guides/setup', '/demo/docs/by-reference')];
    addLinkSources(problems, { sources, routeByFile, basePath: '/demo', read: () => (reads++, source) });
    expect(reads).toBe(1);
    expect(problems.map((p) => p.source)).toEqual(['content/docs/guides/setup.md:11', 'content/docs/guides/setup.md:17']);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { extractToc } from '@/lib/content/toc';
import { compileMdx } from '@/lib/mdx/compile';
import { VISUALLY_HIDDEN_CLASS } from '@/lib/mdx/footnotes';
import { markdownToSafeHtml } from '@/lib/openapi/model/markdown';

// GFM writes a "Footnotes" heading for screen readers above the notes. remark-rehype gives it the
// class "sr-only", which the site's stylesheet does not define: the label must carry the class the
// stylesheet hides visually, and stay out of the table of contents.

const body = '## Usage\n\nA claim.[^1]\n\n[^1]: The source.\n';
const css = readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8');

/** The declarations of a top-level rule whose selector is exactly `selector`. */
function ruleFor(selector: string): string | undefined {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1];
}

function labelClass(html: string): string | undefined {
  return /<h2 class="([^"]*)" id="(?:md-)?footnote-label"/.exec(html)?.[1];
}

describe('the GFM footnotes label', () => {
  it('is hidden visually by a rule of the global stylesheet', () => {
    const rule = ruleFor(`.${VISUALLY_HIDDEN_CLASS}`);
    expect(rule).toBeDefined();
    expect(rule).toMatch(/position:\s*absolute/);
    expect(rule).toMatch(/width:\s*1px/);
    expect(rule).toMatch(/height:\s*1px/);
    expect(rule).toMatch(/overflow:\s*hidden/);
    expect(rule).toMatch(/clip-path:\s*inset\(50%\)|clip:\s*rect\(0/);
  });

  it('carries that class in docs, posts and pages', async () => {
    const Content = await compileMdx(body, { file: '/repo/content/docs/page.md' });
    const html = renderToStaticMarkup(createElement(Content));
    expect(labelClass(html)).toBe(VISUALLY_HIDDEN_CLASS);
  });

  it('carries that class in API descriptions', () => {
    expect(labelClass(markdownToSafeHtml(body) ?? '')).toBe(VISUALLY_HIDDEN_CLASS);
  });

  it('stays out of the table of contents', () => {
    expect(extractToc(body)).toEqual([{ id: 'usage', text: 'Usage', level: 2 }]);
  });
});

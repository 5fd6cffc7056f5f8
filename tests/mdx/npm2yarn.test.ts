import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';
import { convertCommands, withoutFlag } from '@/lib/mdx/npm2yarn';

// Stand-ins that show what the plugin hands to the site's Tabs and CodeBlock.
const components = {
  Tabs: ({ groupId, children }: { groupId: string; children?: ReactNode }) => createElement('section', { 'data-group': groupId }, children),
  TabItem: ({ value, label, children }: { value: string; label: string; children?: ReactNode }) =>
    createElement('article', { 'data-value': value, 'data-label': label }, children),
  CodeBlock: ({ html, title }: { html: string; title?: string }) =>
    createElement('div', { 'data-title': title, dangerouslySetInnerHTML: { __html: html } }),
};

async function render(body: string) {
  const Content = await compileMdx(body, { file: 'content/docs/setup.md' });
  return renderToStaticMarkup(createElement(Content, { components }));
}
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('npm2yarn', () => {
  it('converts npm commands for Yarn and pnpm as Docusaurus does', () => {
    expect(convertCommands('npm install --save-dev left-pad', 'yarn')).toBe('yarn add --dev left-pad');
    expect(convertCommands('npm install --save-dev left-pad', 'pnpm')).toBe('pnpm add --save-dev left-pad');
    expect(convertCommands('npm run build', 'yarn')).toBe('yarn build');
    expect(convertCommands('npm run build', 'npm')).toBe('npm run build');
  });

  it('drops only the flag from the meta', () => {
    expect(withoutFlag('npm2yarn title="Install" {1}')).toBe('title="Install" {1}');
    expect(withoutFlag('npm2yarn')).toBeNull();
    expect(withoutFlag('title="npm2yarn-notes"')).toBe('title="npm2yarn-notes"');
  });

  it('turns a flagged fence into synced npm / Yarn / pnpm tabs, each fence highlighted with its meta', async () => {
    const html = await render('```bash npm2yarn title="Add the tool"\nnpm install --global tool-kit\n```\n\n```bash\nnpm test\n```\n');
    expect(html).toMatch(/^<section data-group="npm2yarn"><article data-value="npm" data-label="npm"><div data-title="Add the tool">/);
    expect(html).toContain('<article data-value="yarn" data-label="Yarn">');
    expect(html).toContain('<article data-value="pnpm" data-label="pnpm">');
    const panels = html.split('<article').slice(1).map(text);
    expect(panels[0]).toContain('npm install --global tool-kit');
    expect(panels[1]).toContain('yarn global add tool-kit');
    expect(panels[2]).toContain('pnpm add --global tool-kit');
    // A fence without the flag stays one code block.
    expect(html.match(/<section/g)).toHaveLength(1);
    expect(text(html.split('</section>')[1]!)).toContain('npm test');
    // The first highlight in a process creates shiki's highlighter: seconds on a busy machine.
  }, 30_000);
});

import { describe, expect, it, vi } from 'vitest';
import { highlightFence } from '@/lib/mdx/code-blocks';
import { getHighlighter, highlighterFor, highlightToHtml } from '@/lib/mdx/shiki';

// Each process that highlights (every render worker of next build) loads the grammars its code blocks
// use, when they first do: loading every grammar of LANGUAGES up front cost about 0.5 CPU s a process.
describe('grammars load on first use', () => {
  it('a process that highlights bash and JavaScript loads their grammars only, and loads another when a block uses it', async () => {
    await highlightFence('gauge init --station st-0441\n', 'bash', '');
    await highlightFence("const readings = await gauge.read({ station: 'st-0441' });\n", 'js', '');
    const shiki = await getHighlighter();
    expect(shiki.getLoadedLanguages()).toEqual(expect.arrayContaining(['bash', 'javascript']));
    expect(shiki.getLoadedLanguages()).not.toContain('java');
    expect(shiki.getLoadedLanguages()).not.toContain('python');

    // A grammar nobody asked for yet still highlights at once: keyword and string get their own colours.
    const { html } = await highlightFence('def read(station):\n    return "st-0441"\n', 'python', '');
    expect(shiki.getLoadedLanguages()).toContain('python');
    const tokenClasses = new Set([...html.matchAll(/<span class="(s[^"]*)">/g)].map((match) => match[1]));
    expect(tokenClasses.size).toBeGreaterThan(2);
    // The other way in (an alias, no fence) gives the same colours.
    expect(await highlightToHtml('def read(station):\n    return "st-0441"', 'py')).toBe(html);
  });

  it('many blocks asking for the same new grammar at once load it once, and "text" needs none', async () => {
    const shiki = await getHighlighter();
    const before = shiki.getLoadedLanguages().length;
    const results = await Promise.all(Array.from({ length: 5 }, () => highlighterFor('yaml')));
    expect(new Set(results).size).toBe(1);
    expect(shiki.getLoadedLanguages()).toContain('yaml');
    await highlighterFor('text');
    expect(shiki.getLoadedLanguages()).not.toContain('text');
    expect(shiki.getLoadedLanguages().length).toBeGreaterThan(before);
  });

  it('a Markdown block colours the code fences inside it with every grammar, whatever the process highlighted before', async () => {
    // A fresh process, whose first block is Markdown: its fenced JavaScript is coloured as JavaScript.
    vi.resetModules();
    const fresh = await import('@/lib/mdx/code-blocks');
    const { html } = await fresh.highlightFence('```js\nconst answer = await gauge.read();\n```\n', 'md', '');
    const { html: js } = await fresh.highlightFence('const answer = await gauge.read();\n', 'js', '');
    const keyword = /<span class="([^"]+)">const<\/span>/.exec(js)?.[1];
    expect(keyword).toBeDefined();
    expect(html).toContain(`<span class="${keyword}">const</span>`);
  });
});

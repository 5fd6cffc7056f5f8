import { createHighlighter, type Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { classesTransformer, codePalette, codePaletteCss, styleToClasses, type CodePalette } from '@/lib/mdx/shiki-classes';

// Two themes that differ (the demo uses one theme twice), with italics and bold in Markdown.
let shiki: Highlighter;
let palette: CodePalette;
beforeAll(async () => {
  shiki = await createHighlighter({
    themes: ['github-light', 'github-dark', 'one-dark-pro', 'min-light'],
    langs: ['ts', 'md', 'json', 'bash'],
  });
  palette = codePalette(shiki.getTheme('github-light'), shiki.getTheme('github-dark'));
});

const SAMPLES: [string, string][] = [
  ['ts', '/** Adds two numbers. */\nexport function add(a: number, b: number): number {\n  return a + b; // plain sum\n}\n'],
  ['md', '# Our title\n\nSome *leaning* and **heavy** words, a [link](https://example.com) and `code`.\n'],
  ['json', '{ "name": "ours", "count": 3, "ok": true, "none": null }'],
  ['bash', 'npm run build && echo "done" # comment'],
];

function ruleFor(css: string, className: string): boolean {
  return css.includes(`.${className}{`);
}

describe('code colours as classes', () => {
  it('leaves no style attribute in dual-theme output, and every class it writes has a rule', () => {
    const css = codePaletteCss(palette);
    for (const [lang, code] of SAMPLES) {
      const html = shiki.codeToHtml(code, {
        lang,
        themes: { light: 'github-light', dark: 'github-dark' },
        defaultColor: 'light',
        tokenizeTimeLimit: 0,
        transformers: [classesTransformer(palette)],
      });
      expect(html, lang).not.toContain('style=');
      expect(html).toContain('class="shiki shiki-themes github-light github-dark');
      const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => /^(sc|sd|sg|sdg|s)-/.test(c));
      expect(classes.length).toBeGreaterThan(3);
      for (const c of new Set(classes)) expect(ruleFor(css, c), `${lang}: ${c}`).toBe(true);
    }
  });

  it('switches colours and font styles in dark mode only where the dark theme differs', () => {
    const both = codePalette(shiki.getTheme('min-light'), shiki.getTheme('one-dark-pro'));
    const classes = styleToClasses(
      'color:#24292EFF;--shiki-light-font-style:italic;--shiki-dark:#C678DD;--shiki-dark-font-style:italic',
      both,
    );
    expect(classes).toEqual(['sc-24292eff', 's-i', 'sd-c678dd']);
    expect(
      styleToClasses('color:#6F42C1;--shiki-light-font-weight:bold;--shiki-dark:#E06C75;--shiki-dark-font-weight:inherit', both),
    ).toEqual(['sc-6f42c1', 's-b', 'sd-e06c75', 's-dnb']);
    const css = codePaletteCss(both);
    expect(css).toContain("[data-theme='dark'] .sd-c678dd{color:#c678dd}");
    expect(css).toContain("[data-theme='dark'] .s-dnb{font-weight:inherit}");
    expect(css).toContain('.s-i{font-style:italic}');
  });

  it('keeps the style when a colour is not in the palette or a declaration is unknown (the post-build step moves it)', () => {
    expect(styleToClasses('color:#123456', palette)).toBeUndefined();
    expect(styleToClasses('color:#24292e;opacity:0.5', palette)).toBeUndefined();
    expect(styleToClasses('color:var(--x)', palette)).toBeUndefined();
    const html = shiki.codeToHtml('x', {
      lang: 'text',
      theme: 'github-dark',
      transformers: [{ span: (node) => void (node.properties.style = 'color:#123456') }, classesTransformer(palette)],
    });
    expect(html).toContain('style="color:#123456"');
  });

  it('needs no dark rules when both modes use one theme', () => {
    const one = codePalette(shiki.getTheme('github-dark'), shiki.getTheme('github-dark'));
    const css = codePaletteCss(one);
    expect(css).not.toContain('data-theme');
    expect(css).toMatch(/\.sc-[0-9a-f]+\{color:#[0-9a-f]+\}/);
    // The same colour twice needs no dark class.
    expect(styleToClasses('color:#E1E4E8;--shiki-dark:#E1E4E8', one)).toEqual(['sc-e1e4e8']);
  });
});

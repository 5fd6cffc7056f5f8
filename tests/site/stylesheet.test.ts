import { describe, expect, it } from 'vitest';
import { announcementCss, brandCss, codeThemesCss, siteStylesheet } from '@/lib/site/stylesheet';
import { validateSiteConfig } from '@/lib/config/schema';

describe('the site stylesheet', () => {
  it('carries the brand shades, the announcement colours and the code palette for both modes', async () => {
    expect(brandCss('#1890ff')).toMatch(
      /^:root\{--primary:#1890ff;--primary-text:#[0-9a-f]{6};--primary-hover:#[0-9a-f]{6}\}\n\[data-theme='dark'\]\{/,
    );
    expect(announcementCss(undefined)).toBe('');
    const config = validateSiteConfig({
      title: 'Ours',
      url: 'https://docs.example.com',
      basePath: '',
      announcementBar: { id: 'one', content: 'News', backgroundColor: '#102030', textColor: '#f0f0f0' },
      codeThemes: { light: 'github-light', dark: 'github-dark' },
    });
    const css = await siteStylesheet(config);
    expect(css).toContain('.announcement{background-color:#102030;color:#f0f0f0}');
    expect(css).toContain(':root{--primary:');
    expect(css).toMatch(/\.sc-[0-9a-f]{6}\{color:#[0-9a-f]{6}\}/);
    expect(css).toMatch(/\[data-theme='dark'\] \.sd-[0-9a-f]{6}\{color:#[0-9a-f]{6}\}/);
  });

  it('fails on a code theme shiki does not know, naming the field', async () => {
    await expect(codeThemesCss({ light: 'no-such-theme', dark: 'github-dark' }, 'sites/x/site.config.ts')).rejects.toThrow(
      /sites\/x\/site\.config\.ts: codeThemes names a theme shiki does not know/,
    );
  });
});

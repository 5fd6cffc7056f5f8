// The site stylesheet: the CSS a site's config decides (brand colours, announcement bar colours, the
// code themes' palette). It used to be a <style> element and style attributes in every page; as a file
// bundled with the app's CSS (next.config.mjs aliases SITE_STYLESHEET to it) the pages need no inline
// styles, so the Content-Security-Policy can drop style-src 'unsafe-inline'.
import { createHighlighter } from 'shiki';
import { derivePrimaryShades } from '@/lib/config/colours';
import type { SiteConfig } from '@/lib/config/schema';
import { codePalette, codePaletteCss } from '@/lib/mdx/shiki-classes';

/** The brand colour and the shades derived from it, as custom properties for both colour modes. */
export function brandCss(primaryColor: string): string {
  const shades = derivePrimaryShades(primaryColor);
  return (
    `:root{--primary:${shades.base};--primary-text:${shades.lightText};--primary-hover:${shades.lightHover}}\n` +
    `[data-theme='dark']{--primary-text:${shades.darkText};--primary-hover:${shades.darkHover}}`
  );
}

/** The announcement bar's colours (validated hex colours in the config). */
export function announcementCss(bar: SiteConfig['announcementBar']): string {
  if (!bar) return '';
  return `.announcement{background-color:${bar.backgroundColor};color:${bar.textColor}}\n.announcement .announcement__link{color:${bar.textColor}}`;
}

const paletteCss = new Map<string, string>();

/**
 * The rules of the code themes' palette (lib/mdx/shiki-classes.ts); an unknown theme name fails naming
 * the field. Kept per theme pair: the development watcher prepares again on every edit.
 */
export async function codeThemesCss(themes: SiteConfig['codeThemes'], configFile = 'site.config.ts'): Promise<string> {
  const key = `${themes.light}\n${themes.dark}`;
  const known = paletteCss.get(key);
  if (known !== undefined) return known;
  let highlighter;
  try {
    highlighter = await createHighlighter({ themes: [...new Set([themes.light, themes.dark])], langs: [] });
  } catch (error) {
    throw new Error(
      `${configFile}: codeThemes names a theme shiki does not know (${JSON.stringify(themes)}): ` +
        `${error instanceof Error ? error.message : String(error)}. Use a bundled shiki theme name such as "github-light" or "github-dark".`,
    );
  }
  try {
    const css = codePaletteCss(codePalette(highlighter.getTheme(themes.light), highlighter.getTheme(themes.dark)));
    paletteCss.set(key, css);
    return css;
  } finally {
    highlighter.dispose();
  }
}

/** The whole site stylesheet for a config. */
export async function siteStylesheet(config: SiteConfig, configFile?: string): Promise<string> {
  const parts = [
    '/* Generated from the site config by lib/site/stylesheet.ts: do not edit. */',
    brandCss(config.primaryColor),
    announcementCss(config.announcementBar),
    await codeThemesCss(config.codeThemes, configFile),
  ];
  return `${parts.filter(Boolean).join('\n')}\n`;
}

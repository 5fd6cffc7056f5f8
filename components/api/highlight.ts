import { siteConfig } from '@/lib/config';
import { getHighlighter, resolveLanguage } from '@/lib/mdx/shiki';

/**
 * Highlights a sample for the always-dark samples panel with the site's shared highlighter, in the
 * dark code theme only: dual-theme output would carry a light colour per token that this panel
 * never shows (about a third of a reference page's bytes). Its <pre> is styled by samples.module.css.
 */
export async function highlightDark(code: string, lang: string): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code, {
    lang: resolveLanguage(lang),
    theme: siteConfig.codeThemes.dark,
    // Not "shiki": the site-wide dark-mode rule for dual-theme blocks would blank these colours.
    transformers: [{ pre: (node) => void (node.properties.class = 'sample-code') }],
  });
}

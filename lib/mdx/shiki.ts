import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { siteConfig } from '@/lib/config';

/** Grammars loaded once per build; others fall back to plain text. */
export const LANGUAGES = [
  'bash', 'shell', 'json', 'jsonc', 'yaml', 'ts', 'tsx', 'js', 'jsx', 'python', 'java', 'diff', 'md', 'mdx', 'html', 'css', 'http', 'xml', 'nginx',
] as const satisfies readonly BundledLanguage[];

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per build process (creating one takes about half a second). */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [...new Set([siteConfig.codeThemes.light, siteConfig.codeThemes.dark])],
    langs: [...LANGUAGES],
  });
  return highlighter;
}

/** Maps a fence or sample language to a loaded grammar, or "text". */
export function resolveLanguage(lang: string | undefined): string {
  const name = (lang ?? '').toLowerCase();
  const aliases: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'bash', curl: 'bash', javascript: 'js', typescript: 'ts', py: 'python', markdown: 'md', yml: 'yaml' };
  const resolved = aliases[name] ?? name;
  return (LANGUAGES as readonly string[]).includes(resolved) ? resolved : 'text';
}

/**
 * Highlights code at build time as HTML with both themes: light colours inline, dark ones as
 * --shiki-dark variables that globals.css switches on [data-theme=dark]. No highlighter ships to the browser.
 */
export async function highlightToHtml(code: string, lang: string | undefined): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code, {
    lang: resolveLanguage(lang),
    themes: { light: siteConfig.codeThemes.light, dark: siteConfig.codeThemes.dark },
    defaultColor: 'light',
  });
}

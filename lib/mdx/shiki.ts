import { createHighlighter, type BundledLanguage, type Highlighter, type ShikiTransformer } from 'shiki';
import { siteConfig } from '@/lib/config';
import { classesTransformer, codePalette } from './shiki-classes';

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

let transformer: ShikiTransformer | undefined;

/**
 * The transformer every highlight call ends with: colours as the classes of the code themes' palette
 * (lib/mdx/shiki-classes.ts), whose rules the site stylesheet carries, instead of style attributes.
 */
export async function codeClasses(): Promise<ShikiTransformer> {
  const shiki = await getHighlighter();
  transformer ??= classesTransformer(codePalette(shiki.getTheme(siteConfig.codeThemes.light), shiki.getTheme(siteConfig.codeThemes.dark)));
  return transformer;
}

/**
 * shiki's options for the site's code themes: both, light by default, or the one theme when they are
 * the same (nothing to switch). No tokenizing time limit: under load shiki's default 500 ms cut a
 * line's first tokenizing short and gave the rest of the line one colour.
 */
export function highlightOptions(): { tokenizeTimeLimit: number } & ({ theme: string } | { themes: { light: string; dark: string }; defaultColor: 'light' }) {
  const { light, dark } = siteConfig.codeThemes;
  return light === dark ? { theme: light, tokenizeTimeLimit: 0 } : { themes: { light, dark }, defaultColor: 'light', tokenizeTimeLimit: 0 };
}

/** Maps a fence or sample language to a loaded grammar, or "text". */
export function resolveLanguage(lang: string | undefined): string {
  const name = (lang ?? '').toLowerCase();
  const aliases: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'bash', curl: 'bash', javascript: 'js', typescript: 'ts', py: 'python', markdown: 'md', yml: 'yaml' };
  const resolved = aliases[name] ?? name;
  return (LANGUAGES as readonly string[]).includes(resolved) ? resolved : 'text';
}

/**
 * Highlights code at build time as HTML with both themes, colours as classes (see codeClasses) that
 * the site stylesheet switches on [data-theme=dark]. No highlighter ships to the browser.
 */
export async function highlightToHtml(code: string, lang: string | undefined): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code, {
    lang: resolveLanguage(lang),
    ...highlightOptions(),
    transformers: [await codeClasses()],
  });
}

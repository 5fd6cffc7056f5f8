import { createHighlighter, type BundledLanguage, type Highlighter, type ShikiTransformer } from 'shiki';
import { classesTransformer, codePalette } from './shiki-classes';
import { codeToHtmlDual } from './shiki-dual';

/** The grammars code blocks may use, each loaded on its first use (highlighterFor); others fall back to plain text. */
export const LANGUAGES = [
  'bash',
  'shell',
  'json',
  'jsonc',
  'yaml',
  'ts',
  'tsx',
  'js',
  'jsx',
  'python',
  'java',
  'diff',
  'md',
  'mdx',
  'html',
  'css',
  'http',
  'xml',
  'nginx',
] as const satisfies readonly BundledLanguage[];

/** The light and dark shiki themes of code blocks (the site config's `codeThemes`). */
export interface CodeThemes {
  light: string;
  dark: string;
}

/** The config schema's default, for callers (tests, tools) that have no site config. */
export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light', dark: 'github-dark' };

let highlighter: Promise<Highlighter> | undefined;

/**
 * One highlighter per build process, with the themes the caller names loaded: the site binding passes
 * its config's themes, the plugins never read the config. It starts without grammars: loading all of
 * LANGUAGES (35 grammars with the ones they embed) took about 0.5 CPU s in every process that
 * highlights (each of next build's render workers), where a docs site uses a few; see highlighterFor.
 */
export async function getHighlighter(
  themes: readonly string[] = [DEFAULT_CODE_THEMES.light, DEFAULT_CODE_THEMES.dark],
): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [...new Set(themes)], langs: [] });
  const shiki = await highlighter;
  const missing = themes.filter((theme) => !shiki.getLoadedThemes().includes(theme));
  if (missing.length) await shiki.loadTheme(...(missing as Parameters<Highlighter['loadTheme']>));
  return shiki;
}

// One load per grammar and process, however many blocks ask for it at once.
const grammarLoads = new Map<string, Promise<void>>();

/**
 * Grammars that colour the code fences inside them with whichever grammars are loaded at the time
 * (shiki's `embeddedLangsLazy`): they get every grammar of LANGUAGES first, as when all were loaded at
 * the start, so a Markdown block's inner fences are coloured the same whatever the process highlighted before.
 */
const FENCES_WITH_LOADED_GRAMMARS = new Set(['md', 'markdown', 'mdx']);

/**
 * The highlighter (getHighlighter) with the grammar of `lang` loaded, on its first use in the process:
 * a name resolveLanguage gives (one of LANGUAGES, or "text", which needs none) or another of shiki's
 * bundled grammars (the API samples' clients).
 */
export async function highlighterFor(
  lang: string,
  themes: readonly string[] = [DEFAULT_CODE_THEMES.light, DEFAULT_CODE_THEMES.dark],
): Promise<Highlighter> {
  const shiki = await getHighlighter(themes);
  const wanted = FENCES_WITH_LOADED_GRAMMARS.has(lang) ? [...LANGUAGES, lang] : [lang];
  for (const name of wanted) {
    if (name === 'text' || shiki.getLoadedLanguages().includes(name)) continue;
    let load = grammarLoads.get(name);
    if (!load) grammarLoads.set(name, (load = shiki.loadLanguage(name as BundledLanguage)));
    await load;
  }
  return shiki;
}

const transformers = new Map<string, Promise<ShikiTransformer>>();

/**
 * The transformer every highlight call ends with: colours as the classes of the code themes' palette
 * (lib/mdx/shiki-classes.ts), whose rules the site stylesheet carries, instead of style attributes.
 */
export function codeClasses(themes: CodeThemes): Promise<ShikiTransformer> {
  const key = `${themes.light}\n${themes.dark}`;
  let transformer = transformers.get(key);
  if (!transformer) {
    transformer = getHighlighter([themes.light, themes.dark]).then((shiki) =>
      classesTransformer(codePalette(shiki.getTheme(themes.light), shiki.getTheme(themes.dark))),
    );
    transformers.set(key, transformer);
  }
  return transformer;
}

/**
 * shiki's options for the code themes: both, light by default, or the one theme when they are the
 * same (nothing to switch). No tokenizing time limit: under load shiki's default 500 ms cut a line's
 * first tokenizing short and gave the rest of the line one colour.
 */
export function highlightOptions({ light, dark }: CodeThemes = DEFAULT_CODE_THEMES): { tokenizeTimeLimit: number } & (
  { theme: string } | { themes: { light: string; dark: string }; defaultColor: 'light' }
) {
  return light === dark ? { theme: light, tokenizeTimeLimit: 0 } : { themes: { light, dark }, defaultColor: 'light', tokenizeTimeLimit: 0 };
}

/** Maps a fence or sample language to a loaded grammar, or "text". */
export function resolveLanguage(lang: string | undefined): string {
  const name = (lang ?? '').toLowerCase();
  const aliases: Record<string, string> = {
    sh: 'bash',
    zsh: 'bash',
    console: 'bash',
    curl: 'bash',
    javascript: 'js',
    typescript: 'ts',
    py: 'python',
    markdown: 'md',
    yml: 'yaml',
  };
  const resolved = aliases[name] ?? name;
  return (LANGUAGES as readonly string[]).includes(resolved) ? resolved : 'text';
}

/**
 * Highlights code at build time as HTML with both themes, colours as classes (see codeClasses) that
 * the site stylesheet switches on [data-theme=dark]. No highlighter ships to the browser.
 */
export async function highlightToHtml(code: string, lang: string | undefined, themes: CodeThemes = DEFAULT_CODE_THEMES): Promise<string> {
  const resolved = resolveLanguage(lang);
  const shiki = await highlighterFor(resolved, [themes.light, themes.dark]);
  return codeToHtmlDual(shiki, code, { lang: resolved, ...highlightOptions(themes), transformers: [await codeClasses(themes)] });
}

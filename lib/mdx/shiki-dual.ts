// Both code themes from one tokenization. shiki colours a block in two themes by tokenizing it once
// per theme (codeToTokensWithThemes): the grammar's regular expressions, most of the cost, run twice
// for the same scopes, since TextMate grammars resolve a token's colour while they tokenize. Here the
// grammar runs once against a theme that resolves both themes at every scope it pushes, and each of
// shiki's two passes is handed its theme's share of that result: shiki's own code does the rest
// (alignment, whitespace, transformers, HTML), so the HTML is the same, byte for byte
// (tests/mdx/shiki-dual.test.ts compares it with shiki's on every grammar the site highlights).
import type { CodeToHastOptions, Highlighter } from 'shiki';

/** vscode-textmate's style of a scope: what a theme's `match` and `getDefaults` give. */
interface StyleAttributes {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}

/** vscode-textmate's scope path: a linked list from the innermost scope out. */
interface ScopeStack {
  parent: ScopeStack | null;
  scopeName: string;
}

/** vscode-textmate's compiled theme, as its registry consults it while a grammar tokenizes. */
interface TextmateTheme {
  match(scopePath: ScopeStack | null): StyleAttributes | null;
  getDefaults(): StyleAttributes;
  getColorMap(): string[];
}

/** The registry a grammar asks for styles (vscode-textmate's SyncRegistry). */
interface ThemeProvider {
  _theme: TextmateTheme;
  setTheme(theme: TextmateTheme): void;
}

type LineResult = { tokens: Uint32Array; ruleStack: unknown; stoppedEarly: boolean };

interface TextmateGrammar {
  themeProvider: ThemeProvider;
  tokenizeLine2(line: string, state: unknown, timeLimit?: number): LineResult;
}

/** One theme's resolved style of a scope path (fontStyle, foreground and background as set, never "not set"). */
type Resolved = readonly [fontStyle: number, foreground: number, background: number];

function merged(base: Resolved, match: StyleAttributes | null): Resolved {
  if (!match) return base;
  return [
    match.fontStyle !== -1 ? match.fontStyle : base[0],
    match.foregroundId !== 0 ? match.foregroundId : base[1],
    match.backgroundId !== 0 ? match.backgroundId : base[2],
  ];
}

// vscode-textmate's encoded metadata (EncodedTokenMetadata): bits 0-10 the language id, token type
// and balanced-bracket bit, then 4 bits of font style, 9 of foreground id and 8 of background id.
const KEPT_BITS = 0x7ff;
const FONT_OFFSET = 11;
const FOREGROUND_OFFSET = 15;
const BACKGROUND_OFFSET = 24;
const MAX_COLOUR_ID = 511;
const MAX_FONT_ID = 255;

/** Thrown when the pairs of styles outgrow the metadata's fields: the block is highlighted shiki's way. */
class TooManyStyles extends Error {}

/**
 * A theme for vscode-textmate that resolves two themes at once. A scope path gets the light and dark
 * styles each theme would give it (the parent's resolved style, overridden by the theme's match, as
 * vscode-textmate merges them), stored as ids of pairs: the foreground field holds the pair of colours
 * (and backgrounds), the background field the pair of font styles.
 */
class DualTheme implements TextmateTheme {
  private readonly resolved = new WeakMap<ScopeStack, readonly [Resolved, Resolved]>();
  private readonly colourIds = new Map<string, number>();
  readonly colours: (readonly [number, number, number, number])[] = [[0, 0, 0, 0]];
  private readonly fontIds = new Map<string, number>();
  readonly fonts: (readonly [number, number])[] = [[0, 0]];
  private readonly defaults: readonly [Resolved, Resolved];

  constructor(
    readonly light: TextmateTheme,
    readonly dark: TextmateTheme,
  ) {
    const style = (theme: TextmateTheme): Resolved => {
      const { fontStyle, foregroundId, backgroundId } = theme.getDefaults();
      return [fontStyle, foregroundId, backgroundId];
    };
    this.defaults = [style(light), style(dark)];
  }

  private colourId(light: Resolved, dark: Resolved): number {
    const key = `${light[1]},${light[2]},${dark[1]},${dark[2]}`;
    let id = this.colourIds.get(key);
    if (id === undefined) {
      id = this.colours.length;
      if (id > MAX_COLOUR_ID) throw new TooManyStyles();
      this.colours.push([light[1], light[2], dark[1], dark[2]]);
      this.colourIds.set(key, id);
    }
    return id;
  }

  private fontId(light: Resolved, dark: Resolved): number {
    const key = `${light[0]},${dark[0]}`;
    let id = this.fontIds.get(key);
    if (id === undefined) {
      id = this.fonts.length;
      if (id > MAX_FONT_ID) throw new TooManyStyles();
      this.fonts.push([light[0], dark[0]]);
      this.fontIds.set(key, id);
    }
    return id;
  }

  private resolve(path: ScopeStack): readonly [Resolved, Resolved] {
    let styles = this.resolved.get(path);
    if (!styles) {
      // A grammar pushes a scope onto a path it resolved before: the parent is in the map.
      const [light, dark] = path.parent ? this.resolve(path.parent) : this.defaults;
      styles = [merged(light, this.light.match(path)), merged(dark, this.dark.match(path))];
      this.resolved.set(path, styles);
    }
    return styles;
  }

  match(path: ScopeStack | null): StyleAttributes {
    const [light, dark] = path ? this.resolve(path) : this.defaults;
    return { fontStyle: -1, foregroundId: this.colourId(light, dark), backgroundId: this.fontId(light, dark) };
  }

  getDefaults(): StyleAttributes {
    const [light, dark] = this.defaults;
    return { fontStyle: 0, foregroundId: this.colourId(light, dark), backgroundId: this.fontId(light, dark) };
  }

  getColorMap(): string[] {
    return this.light.getColorMap();
  }

  /**
   * One theme's tokens of a line from the dual tokens: its styles put back in each token's metadata,
   * and neighbours that now have the same metadata merged, as vscode-textmate's line tokens merge them.
   */
  split(tokens: Uint32Array, mode: 0 | 1): Uint32Array {
    const out: number[] = [];
    for (let index = 0; index < tokens.length; index += 2) {
      const metadata = tokens[index + 1]!;
      const colours = this.colours[(metadata >>> FOREGROUND_OFFSET) & MAX_COLOUR_ID]!;
      const fonts = this.fonts[metadata >>> BACKGROUND_OFFSET]!;
      // The language, token type and bracket bits as they are, this theme's font style and colours.
      const own =
        ((metadata & KEPT_BITS) |
          (fonts[mode] << FONT_OFFSET) |
          (colours[mode * 2]! << FOREGROUND_OFFSET) |
          (colours[mode * 2 + 1]! << BACKGROUND_OFFSET)) >>>
        0;
      if (out.length > 0 && out[out.length - 1] === own) continue;
      out.push(tokens[index]!, own);
    }
    return Uint32Array.from(out);
  }
}

const dualThemes = new WeakMap<TextmateTheme, WeakMap<TextmateTheme, DualTheme>>();

function dualTheme(light: TextmateTheme, dark: TextmateTheme): DualTheme {
  let byDark = dualThemes.get(light);
  if (!byDark) dualThemes.set(light, (byDark = new WeakMap()));
  let dual = byDark.get(dark);
  if (!dual) byDark.set(dark, (dual = new DualTheme(light, dark)));
  return dual;
}

/** The grammar object behind a language when it has the vscode-textmate shape this relies on. */
function textmateGrammar(shiki: Highlighter, lang: string): TextmateGrammar | undefined {
  const grammar = shiki.getInternalContext().getLanguage(lang) as unknown as Partial<TextmateGrammar>;
  const provider = grammar.themeProvider as Partial<ThemeProvider> | undefined;
  return typeof grammar.tokenizeLine2 === 'function' && typeof provider?.setTheme === 'function' && provider._theme
    ? (grammar as TextmateGrammar)
    : undefined;
}

/** shiki's line split (splitLines): the lines its passes tokenize, in order, empty ones skipped. */
function linesOf(code: string): string[] {
  return code.split(/\r?\n/).filter((line) => line !== '');
}

/** Thrown when shiki asks for another line than the one tokenized: the block is highlighted shiki's way. */
class UnexpectedLine extends Error {}

export interface DualHighlightStats {
  /** Blocks highlighted from one tokenization. */
  shared: number;
  /** Blocks left to shiki's two tokenizations (one theme, plain text, or a grammar of another shape). */
  twice: number;
}

/** How many blocks took each way in this process: for tests. */
export const dualHighlightStats: DualHighlightStats = { shared: 0, twice: 0 };

/**
 * shiki's `codeToHtml` for options with two themes (`themes: { light, dark }`), the grammar run once.
 * Anything else, or anything unexpected on the way, goes to shiki's own `codeToHtml` unchanged.
 */
export function codeToHtmlDual(shiki: Highlighter, code: string, options: CodeToHastOptions): string {
  const themes = 'themes' in options ? options.themes : undefined;
  const names = themes ? Object.entries(themes).filter(([, theme]) => theme) : [];
  const lang = typeof options.lang === 'string' ? options.lang : undefined;
  const grammar =
    lang && lang !== 'text' && names.length === 2 && names[0]![0] === 'light' && names[1]![0] === 'dark'
      ? textmateGrammar(shiki, lang)
      : undefined;
  if (!grammar) {
    dualHighlightStats.twice++;
    return shiki.codeToHtml(code, options);
  }
  const context = shiki.getInternalContext();
  const provider = grammar.themeProvider;
  // The compiled themes, as shiki's passes will set them.
  context.setTheme(names[0]![1] as string);
  const light = provider._theme;
  context.setTheme(names[1]![1] as string);
  const dark = provider._theme;
  const dual = dualTheme(light, dark);
  const lines = linesOf(code);
  const results: LineResult[] = [];
  provider.setTheme(dual);
  try {
    let state: unknown = null;
    for (const line of lines) {
      const result = grammar.tokenizeLine2(line, state, options.tokenizeTimeLimit ?? 0);
      results.push(result);
      state = result.ruleStack;
    }
  } catch (error) {
    if (!(error instanceof TooManyStyles)) throw error;
    provider.setTheme(dark);
    dualHighlightStats.twice++;
    return shiki.codeToHtml(code, options);
  } finally {
    // shiki's context set the dark theme last and skips setting it again while it is current.
    provider.setTheme(dark);
  }
  const next = new Map<TextmateTheme, number>([
    [light, 0],
    [dark, 0],
  ]);
  grammar.tokenizeLine2 = (line: string) => {
    const theme = provider._theme;
    const index = next.get(theme);
    if (index === undefined || lines[index] !== line) throw new UnexpectedLine();
    next.set(theme, index + 1);
    const result = results[index]!;
    return { tokens: dual.split(result.tokens, theme === light ? 0 : 1), ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
  };
  try {
    const html = shiki.codeToHtml(code, options);
    dualHighlightStats.shared++;
    return html;
  } catch (error) {
    if (!(error instanceof UnexpectedLine)) throw error;
  } finally {
    // Back to the grammar class's own method.
    delete (grammar as Partial<TextmateGrammar>).tokenizeLine2;
  }
  dualHighlightStats.twice++;
  return shiki.codeToHtml(code, options);
}

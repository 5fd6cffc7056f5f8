// The one Markdown pipeline: every content body (docs, blog, pages) goes through the same parser and
// one of four presets of the plugins under lib/mdx/ (as Nextra's compile.ts keeps its list in one
// place). Plugins take options; they never read the site config. The site binding
// (lib/content/markdown-options.ts) fills the options from the config and the loaders.
//
//   page     the React page (lib/mdx/compile.ts evaluates it)
//   outline  headings and the first paragraph: TOC, fallback title and description (sync)
//   feed     self-contained HTML for RSS/Atom/JSON feed items
//   text     the plain Markdown twin served at <page>.md, which llms.txt lists
//
// To add a plugin, add ONE line to the preset(s) that need it, at the place its comment explains.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkStringify from 'remark-stringify';
import { unified, type Pluggable, type PluggableList } from 'unified';
import type { Node } from 'unist';
import { VFile } from 'vfile';
import { PackStore } from '@/lib/files/pack-store';
import remarkAbsoluteUrls from './absolute-urls';
import remarkAdmonitions from './admonitions';
import remarkApiLinks, { type ApiLinkOptions } from './api-links';
import remarkCodeBlocks from './code-blocks';
import remarkDetails from './details';
import remarkDocLinks from './doc-links';
import remarkFeedMdx from './feed-mdx';
import rehypeFeedUrls, { type FeedUrlOptions } from './feed-urls';
import remarkFileLinks from './file-links';
import { DEFAULT_DIALECT, resolveFormat, type Mdx1Compat } from './format';
import remarkHeadingIds from './heading-ids';
import remarkImages from './images';
import remarkKatexMathml from './math';
import remarkMermaid from './mermaid';
import remarkNpm2Yarn from './npm2yarn';
import remarkImports from './imports/remark-imports';
import { remarkSiteComponents } from './imports/site-components';
import remarkMdxToMarkdown from './mdx-to-markdown';
import remarkPlainCode from './plain-code';
import { preprocessSource } from './preprocess';
import rehypeRawHtml, { type RawHtmlRemoval } from './raw-html';
import remarkTableRows from './table-rows';
import remarkTocExport from './toc-export';
import remarkTwinWriter from './twin-writer';
import type { CodeThemes } from './shiki';

export type Preset = 'page' | 'outline' | 'feed' | 'text';

/** What the presets' plugins need to know about one file and the site; every field but `file` is optional. */
export interface PipelineOptions {
  /** The source file (absolute), for error messages, relative links and images. */
  file: string;
  /** "md" parses CommonMark (no JSX, raw HTML kept and sanitised); "mdx" parses MDX (the default). See lib/mdx/format.ts. */
  format?: 'md' | 'mdx';
  /** The site's markdown.mdx1Compat switches; default all on (lib/mdx/preprocess.ts). */
  mdx1Compat?: Mdx1Compat;
  /** The site's markdown.math: false leaves `$` as text (a Docusaurus site without remark-math); default on. */
  math?: boolean;
  /**
   * page: stores a `<style>` element's CSS (one a remark or rehype plugin wrote) as a file and returns
   * its URL; the element becomes a stylesheet link (lib/mdx/style-elements.ts). Without it the element stays.
   */
  storeStyle?: (css: string) => string;
  /** page: a warning about the file that does not stop the build (a diagram kept as its source); default console.warn. */
  warn?: (message: string) => void;
  /** page: told what the sanitiser removed from the file's raw HTML (lib/mdx/raw-html.ts). */
  onRawHtmlRemoved?: (removals: RawHtmlRemoval[]) => void;
  /**
   * A doc's route from its absolute source path (undefined for a file that is no doc), to turn
   * `./other.md` links into routes; the compiled-MDX cache records each answer and asks again on a hit.
   */
  docRoute?: (file: string) => string | undefined;
  /** Folders root-relative Markdown links ("/docs/intro.md") are looked up in: the docs folder, the site folder. */
  docRoots?: string[];
  /** The page's URL (without base path) that relative links resolve against; see lib/mdx/doc-links.ts. */
  pageUrl?: string;
  /** Public URL (without base path) of a file next to the content; see lib/mdx/images.ts. */
  assetUrl?: (absFile: string) => string | undefined;
  /** The site folder: `@site/…` image paths start there (lib/mdx/images.ts). */
  siteDir?: string;
  /** Called for a relative Markdown link that names no doc; default console.warn. */
  onBrokenLink?: (message: string) => void;
  /** Resolves `api:` links and `<ApiLink>` at compile time; without it they are left to the components. */
  resolveApiLink?: ApiLinkOptions['resolve'];
  /** The light and dark shiki themes of code blocks. */
  codeThemes?: CodeThemes;
  /** feed and text: a route as an absolute URL (site URL and base path); readers see them away from the site. */
  absolute?: (route: string) => string;
  /** feed and text: the page's absolute URL; a component that cannot show away from the page links to it. */
  pageAbsoluteUrl?: string;
  /** feed: the published route of a relative file a post links ("./diagram.svg"). */
  publishedFile?: FeedUrlOptions['publishedFile'];
}

type Entry = Pluggable | false | '' | undefined;
const list = (...entries: Entry[]): PluggableList => entries.filter((entry): entry is Pluggable => Boolean(entry));

/** The format a body is parsed as. */
export function formatOf(options: Pick<PipelineOptions, 'file' | 'format'>): 'md' | 'mdx' {
  return options.format ?? resolveFormat(options.file, undefined);
}

/**
 * The content check's parses, shared by the presets (issue 29, "each doc parsed once per build"): the
 * check reads each doc's outline while the docs load, scans its imports, then writes its Markdown twin
 * and (for a post) its feed item once every route is known, so each would parse the same text again
 * (about 10 ms a doc). When sharing is on, the first parse of a text keeps its tree, serialised (about
 * 14 KB a 4 KB doc, outside V8's heap, so the collector never walks it; 140 MB at 10,000 docs), and
 * the next asks get a copy of it (0.1 ms), each to run its own plugins on. A tree is what the parser
 * alone makes of the text: the key is the prepared text and what decides the parser, the format (MDX
 * or CommonMark) and math (the syntax extensions: `syntax()`, which every preset runs first). Only
 * successful parses are kept: a syntax error is met again, with its message, by whoever asks next.
 * The same holds for the MDX 1 text steps before the parse (prepareSource), which parse the text to
 * find its code when they have something to change (a `{#id}`, a comment, an admonition's title).
 * The check then writes the trees into a folder (writeSharedParses), from which the render workers'
 * page compiles read them (readSharedParses) instead of parsing each doc a last time.
 */
let shared: { trees: Map<string, Buffer>; prepared: Map<string, string> } | undefined;
/** The folder of trees a content check wrote, read by this process (a render worker), with the stamp they carry. */
let sharedOnDisk: { dir: string; stamp: string; found: boolean; store: PackStore } | undefined;

/** What parseOnce and runAndWrite call of a unified processor (each preset's has its own tree types). */
interface Steps {
  parse(file: VFile): Node;
  run(tree: Node, file: VFile): Promise<Node>;
  stringify(tree: Node, file: VFile): unknown;
}

/**
 * Turns sharing on (a fresh store) or off (the store dropped). The content check turns it on before it
 * loads the content and off when its Markdown twins are written; everything else parses for itself.
 */
export function shareParses(on: boolean): void {
  shared = on ? { trees: new Map(), prepared: new Map() } : undefined;
}

/** Counts for the tests and the build's report: texts parsed, and trees served from the shared store. */
export const parseStats = { parsed: 0, shared: 0 };

const STAMP_FILE = 'stamp';

/**
 * Writes the trees kept so far into `dir` (emptied first), with `stamp` (the prepared site's time) for
 * the readers to check: the content check's last step with them, for the render workers.
 */
export function writeSharedParses(dir: string, stamp: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // One pack file, not a file per doc (lib/files/pack-store.ts).
  const store = new PackStore(dir);
  for (const [key, tree] of shared?.trees ?? []) store.set(key, tree);
  store.close();
  // Last: a folder without its stamp (a check stopped while writing) is not read.
  fs.writeFileSync(path.join(dir, STAMP_FILE), stamp);
}

/**
 * Reads trees from `dir` when a content check wrote them with `stamp` (the same preparation); undefined
 * stops. A text with no tree there is parsed as before. The key is the text and its parser's settings,
 * so a tree read is the tree the parse would make.
 */
export function readSharedParses(dir: string | undefined, stamp = ''): void {
  if (dir === undefined) {
    sharedOnDisk = undefined;
    return;
  }
  if (sharedOnDisk?.dir === dir && sharedOnDisk.stamp === stamp) return;
  let written: string | undefined;
  try {
    written = fs.readFileSync(path.join(dir, STAMP_FILE), 'utf8');
  } catch {
    // None written: nothing to read.
  }
  sharedOnDisk = { dir, stamp, found: written === stamp, store: new PackStore(dir) };
}

/** A tree from the folder a content check wrote, if it holds this key's. */
function readTree(key: string): Buffer | undefined {
  if (!sharedOnDisk?.found) return undefined;
  return sharedOnDisk.store.get(key);
}

/**
 * Text steps before parsing, shared by every preset so they all parse the same tree: Docusaurus'
 * MDX 1 compatibility (HTML comments, `:::tip Title`, `## Title {#id}`; lib/mdx/preprocess.ts),
 * outside code, keeping every line where it was.
 */
export function prepareSource(body: string, options: Pick<PipelineOptions, 'file' | 'format' | 'mdx1Compat'>): string {
  const format = formatOf(options);
  const compat = options.mdx1Compat ?? DEFAULT_DIALECT.mdx1Compat;
  if (!shared) return preprocessSource(body, format, compat);
  const key = createHash('sha1')
    .update(JSON.stringify([format, compat]))
    .update('\0')
    .update(body)
    .digest('base64');
  let prepared = shared.prepared.get(key);
  if (prepared === undefined) {
    prepared = preprocessSource(body, format, compat);
    // Kept when a step changed the text (it parsed it to find its code); an unchanged text costs nothing to keep.
    shared.prepared.set(key, prepared === body ? '' : prepared);
  }
  return prepared || body;
}

/**
 * Syntax extensions: first in every preset, so every later plugin sees tables, footnotes and `:::`
 * nodes. (tablePipeAlign only affects writing: the twin keeps tables as compact as authors write them.)
 */
const syntax = (o?: Pick<PipelineOptions, 'math'>): Entry[] => [
  [remarkGfm, { tablePipeAlign: false }],
  remarkDirective,
  o?.math !== false && remarkMath,
];

/**
 * Links and images, shared by page, text (and, without images, feed) so all three point to the same URLs.
 * Files first: a relative link to a file beside the content is a file, never a page-relative route.
 * Doc links before API links: both only rewrite URLs, in any order; API links need the async resolver.
 */
function links(o: PipelineOptions, { images = true } = {}): Entry[] {
  return [
    images && [remarkImages, { file: o.file, assetUrl: o.assetUrl, siteDir: o.siteDir }],
    o.assetUrl && [remarkFileLinks, { file: o.file, assetUrl: o.assetUrl }],
    o.docRoute && [
      remarkDocLinks,
      { file: o.file, routes: { get: o.docRoute }, roots: o.docRoots, pageUrl: o.pageUrl, onBroken: o.onBrokenLink },
    ],
    o.resolveApiLink && [remarkApiLinks, { file: o.file, resolve: o.resolveApiLink }],
  ];
}

/** The remark plugins of each preset, in the order they run; the comments say why each is where it is. */
const REMARK: Record<Preset, (o: PipelineOptions) => PluggableList> = {
  page: (o) =>
    list(
      ...syntax(o),
      // `:::note` → <Admonition>; restores stray `:30`-style text directives before anything reads text.
      remarkAdmonitions,
      // Lowercase <details>/<summary> JSX → the site components.
      remarkDetails,
      // JSX tables get the <tr>/<tbody> the browser would add, so the page hydrates.
      remarkTableRows,
      // Ids after the tree's shape is final, before anything reads heading text; the outline preset gives the same ids.
      remarkHeadingIds,
      ...links(o),
      // After the ids: every file exports `toc`, its headings, as Docusaurus does (<TOCInline toc={toc} />).
      remarkTocExport,
      // Components of the site's src/theme/MDXComponents the file uses become its imports: before remarkImports.
      o.siteDir && [remarkSiteComponents, { siteDir: o.siteDir }],
      // `import`s become calls of the import loader the compile passes (lib/mdx/imports); anywhere in the list.
      remarkImports,
      // $…$ as MathML, ```mermaid as an SVG, ```bash npm2yarn as tabs: all read nodes code-blocks would take.
      o.math !== false && remarkKatexMathml,
      [remarkMermaid, { file: o.file, warn: o.warn }],
      remarkNpm2Yarn,
      // Last: fences become <CodeBlock> JSX, so plugins that read `code` nodes (npm2yarn, mermaid) go above.
      [remarkCodeBlocks, { themes: o.codeThemes }],
    ),
  outline: (o) =>
    list(
      // The site's math setting, as on the page: a `$` in a heading reads as the page shows it, and the
      // tree is the one the page and the Markdown copy reuse (a second parse otherwise).
      ...syntax(o),
      // As on the page: a stray text directive (`test:unit` in a heading, `GET /v1/x:Schema`) is text again before the ids read it.
      remarkAdmonitions,
      // The same ids as the page: the TOC links to them.
      remarkHeadingIds,
    ),
  feed: (o) =>
    list(
      ...syntax(o),
      remarkHeadingIds,
      // Images and files resolve in the rehype step (feed-urls), against the post's URL.
      ...links(o, { images: false }),
      // After the links: <ApiLink> is a link by then and survives; other MDX leaves the tree.
      o.pageAbsoluteUrl && [remarkFeedMdx, { postUrl: o.pageAbsoluteUrl }],
    ),
  text: (o) =>
    list(
      ...syntax(o),
      // `:::note` and <Admonition> become one node type, which mdx-to-markdown writes as a blockquote.
      remarkAdmonitions,
      remarkDetails,
      // Removes `{#id}` from heading text (the twin's readers follow links to the page, where the ids are).
      remarkHeadingIds,
      ...links(o),
      // After the links (ApiLink is a link); turns the remaining MDX into Markdown.
      [remarkMdxToMarkdown, { pageUrl: o.pageAbsoluteUrl }],
      // After mdx-to-markdown, which may make fences from <CodeBlock>.
      remarkPlainCode,
      // Last: every route made above becomes an absolute URL.
      o.absolute && [remarkAbsoluteUrls, { absolute: o.absolute, pageUrl: o.pageAbsoluteUrl }],
      // How the Markdown is written (settings for remark-stringify, which markdownTwin adds after the list).
      remarkTwinWriter,
    ),
};

/** The rehype plugins of each preset (the outline and text presets never reach HTML). */
const REHYPE: Record<Preset, (o: PipelineOptions) => PluggableList> = {
  // Raw HTML first: later rehype plugins see elements, never unsanitised HTML.
  page: (o) => list([rehypeRawHtml, { format: formatOf(o), onRemoved: o.onRawHtmlRemoved }]),
  outline: () => list(),
  feed: (o) =>
    list(
      o.pageAbsoluteUrl &&
        o.absolute && [rehypeFeedUrls, { postUrl: o.pageAbsoluteUrl, absolute: o.absolute, publishedFile: o.publishedFile }],
    ),
  text: () => list(),
};

export const remarkPreset = (preset: Preset, options: PipelineOptions): PluggableList => REMARK[preset](options);
export const rehypePreset = (preset: Preset, options: PipelineOptions): PluggableList => REHYPE[preset](options);

/** A remark processor (parser and the preset's plugins) for the presets that are not evaluated as MDX. */
function processor(preset: Preset, options: PipelineOptions) {
  const base = unified().use(remarkParse);
  // The same parser @mdx-js/mdx's evaluate() uses for the page: remark-parse, plus remark-mdx for MDX.
  return (formatOf(options) === 'mdx' ? base.use(remarkMdx) : base).use(remarkPreset(preset, options));
}

/**
 * The sources the outline parsed as MDX without a syntax error in this process, as hashes of their
 * prepared text without its leading line breaks (a doc's body comes with its front matter's lines
 * blanked to the import scan; an outline may be asked without them): what `nothingToScan` asks.
 */
const parsedAsMdx = new Set<string>();
const parsedKey = (prepared: string) => createHash('sha1').update(prepared.replace(/^\n+/, '')).digest('base64');

/** The tree `parser` makes of `file` (a prepared body), from the shared store when it holds one. */
function parseOnce(parser: Pick<Steps, 'parse'>, file: VFile, options: Pick<PipelineOptions, 'file' | 'format' | 'math'>): Root {
  const key =
    shared || sharedOnDisk?.found
      ? createHash('sha1')
          .update(`${formatOf(options)}\0${options.math !== false}\0`)
          .update(String(file.value))
          .digest('base64url')
      : undefined;
  const kept = key === undefined ? undefined : (shared?.trees.get(key) ?? readTree(key));
  if (kept) {
    parseStats.shared += 1;
    return v8.deserialize(kept) as Root;
  }
  parseStats.parsed += 1;
  const tree = parser.parse(file) as Root;
  if (key !== undefined) shared?.trees.set(key, v8.serialize(tree));
  return tree;
}

/**
 * Whether the content check's import scan would find nothing in this body, so it need not parse it
 * a second time (the outline parses every doc already; about 15 ms a doc): no ESM line, no `<` (JSX,
 * HTML), no image, and as MDX the same prepared text the outline parsed without a syntax error (which
 * the scan would report). A body that differs in any of these is parsed by the scan as before.
 */
export function nothingToScan(body: string, options: Pick<PipelineOptions, 'file' | 'format' | 'mdx1Compat' | 'math'>): boolean {
  if (/<|!\[|^[ \t]*(?:import|export)\b/m.test(body)) return false;
  return formatOf(options) === 'md' || parsedAsMdx.has(parsedKey(prepareSource(body, options)));
}

/**
 * The syntax tree of a body as the page parses it (its source steps and syntax extensions), with no
 * plugin run: the content check reads imports and finds syntax errors (with their line) from it.
 */
export function parseSource(body: string, options: Pick<PipelineOptions, 'file' | 'format' | 'mdx1Compat' | 'math'>): Root {
  return parseOnce(processor('outline', options), new VFile(prepareSource(body, options)), options);
}

/**
 * The outline preset's tree: headings with the page's ids. Plain Markdown that is not valid MDX
 * (an HTML comment, a bare "<") parses as CommonMark here; compiling the page reports real errors.
 */
export function outlineTree(body: string, format: 'md' | 'mdx' = 'mdx', mdx1Compat?: Mdx1Compat, math?: boolean): Root {
  const run = (as: 'md' | 'mdx') => {
    const options = { file: '', format: as, mdx1Compat, math };
    const outline = processor('outline', options);
    const file = new VFile(prepareSource(body, options));
    const tree = parseOnce(outline, file, options);
    if (as === 'mdx') parsedAsMdx.add(parsedKey(String(file.value)));
    return outline.runSync(tree) as Root;
  };
  try {
    return run(format);
  } catch (error) {
    if (format !== 'mdx') throw error;
    return run('md');
  }
}

/** A body as self-contained feed HTML: no scripts, no raw HTML (dropped, never passed through), absolute URLs. */
export async function feedHtml(body: string, options: PipelineOptions): Promise<string> {
  const feed = processor('feed', options).use(remarkRehype).use(rehypePreset('feed', options)).use(rehypeStringify);
  return String(await processShared(feed, new VFile(prepareSource(body, options)), options));
}

/** A body as plain Markdown (the text preset): MDX turned into Markdown, links resolved to absolute URLs. */
export async function markdownTwin(body: string, options: PipelineOptions): Promise<string> {
  const text = processor('text', options).use(remarkStringify);
  return String(await processShared(text, new VFile(prepareSource(body, options)), options)).trim();
}

/** What `processor.process(file)` gives, from the shared parse when there is one: parse, run, stringify, on one file. */
export async function processShared(
  processor: Steps,
  file: VFile,
  options: Pick<PipelineOptions, 'file' | 'format' | 'math'>,
): Promise<VFile> {
  const tree = await processor.run(parseOnce(processor, file, options), file);
  const result = processor.stringify(tree, file);
  // As unified's process: a string result becomes the file's value, anything else its `result`.
  if (typeof result === 'string' || result instanceof Uint8Array) file.value = result;
  else file.result = result;
  return file;
}

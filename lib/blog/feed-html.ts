import { createProcessor } from '@mdx-js/mdx';
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root as MdastRoot, RootContent as MdastContent } from 'mdast';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { DEFAULT_DIALECT, type Mdx1Compat } from '@/lib/mdx/format';
import remarkHeadingIds from '@/lib/mdx/heading-ids';
import { preprocessSource } from '@/lib/mdx/preprocess';

/**
 * The feed's own Markdown plugins: the same syntax (GFM, directives) and heading ids as the page,
 * but none of the page plugins that turn Markdown into React components (code blocks, admonitions),
 * which a feed reader could not run. A directive (:::note) becomes a plain <div> with its content.
 */
const feedRemarkPlugins: PluggableList = [remarkGfm, remarkDirective, remarkHeadingIds];

export interface FeedHtmlOptions {
  format: 'md' | 'mdx';
  /** The site's markdown.mdx1Compat, as the page is compiled with; default all on. */
  mdx1Compat?: Mdx1Compat;
  /** The post's absolute URL: relative links and images (a folder post's ./image.svg) resolve against it. */
  postUrl: string;
  /** Turns a root-relative route ("/docs/intro") into an absolute URL under the base path. */
  absolute: (route: string) => string;
  /**
   * The published route of a relative image or file link ("./diagram.svg" beside the post), as the
   * page links it; undefined for anything else, which then resolves against postUrl.
   */
  publishedFile?: (relative: string) => string | undefined;
}

type MdastNode = MdastContent | MdastRoot;

/**
 * Feed readers run no scripts, so MDX nodes leave the tree: imports and expressions go, an
 * interactive component becomes a sentence linking to the post, and inline JSX keeps its text.
 */
function dropMdx(node: MdastNode, postUrl: string): void {
  if (!('children' in node)) return;
  const children: MdastContent[] = [];
  for (const child of node.children as MdastContent[]) {
    const type = child.type as string;
    if (type === 'mdxjsEsm' || type === 'mdxFlowExpression' || type === 'mdxTextExpression') continue;
    if (type === 'mdxJsxFlowElement') {
      children.push({
        type: 'paragraph',
        children: [{ type: 'emphasis', children: [{ type: 'link', url: postUrl, children: [{ type: 'text', value: 'Open the post to try the interactive example.' }] }] }],
      });
      continue;
    }
    if (type === 'mdxJsxTextElement') {
      const inner = (child as unknown as { children: MdastContent[] }).children;
      const holder = { type: 'paragraph', children: inner } as MdastContent;
      dropMdx(holder, postUrl);
      children.push(...((holder as { children: MdastContent[] }).children));
      continue;
    }
    dropMdx(child, postUrl);
    children.push(child);
  }
  (node as { children: MdastContent[] }).children = children;
}

/** Every href and src in a feed must be absolute: readers show posts away from the site. */
function absolutise(node: HastRoot | ElementContent | RootContent, options: FeedHtmlOptions): void {
  if (node.type === 'element') {
    const element = node as Element;
    for (const attribute of ['href', 'src'] as const) {
      const value = element.properties[attribute];
      if (typeof value !== 'string' || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) continue;
      if (value.startsWith('#')) element.properties[attribute] = `${options.postUrl}${value}`;
      else if (value.startsWith('/')) element.properties[attribute] = options.absolute(value);
      else {
        const published = options.publishedFile?.(value);
        element.properties[attribute] = published ? options.absolute(published) : new URL(value.replace(/^\.\//, ''), `${options.postUrl}/`).href;
      }
    }
  }
  if ('children' in node) for (const child of node.children) absolutise(child, options);
}

/**
 * A post body as self-contained HTML for the feeds: the same Markdown plugins and heading ids as
 * the page, raw HTML dropped (never passed through), and absolute URLs.
 */
export async function postBodyToHtml(body: string, options: FeedHtmlOptions): Promise<string> {
  const parser = createProcessor({ format: options.format, remarkPlugins: feedRemarkPlugins });
  const mdast = parser.parse(preprocessSource(body, options.format, options.mdx1Compat ?? DEFAULT_DIALECT.mdx1Compat)) as MdastRoot;
  dropMdx(mdast, options.postUrl);
  // The parser above only parses; the same remark plugins then transform (heading ids) here.
  const hast = (await unified().use(feedRemarkPlugins).use(remarkRehype).run(mdast as never)) as unknown as HastRoot;
  absolutise(hast, options);
  return toHtml(hast);
}

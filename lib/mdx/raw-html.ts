import type { Element, ElementContent, Nodes, Parents, Properties, Root } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { h } from 'hastscript';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { randomUUID } from 'node:crypto';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import type { MarkdownFormat } from './format';
import { BLOCK, PHRASING_ONLY, rawHtmlSchema } from './raw-html-schema';

/** Something the sanitiser took out of a file's raw HTML: the construct and the line it was written on. */
export interface RawHtmlRemoval {
  construct: string;
  line?: number;
}

export interface RawHtmlOptions {
  format: MarkdownFormat;
  /** Called once per file with everything the sanitiser removed (never called when nothing was). */
  onRemoved?: (removals: RawHtmlRemoval[]) => void;
}

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

// MDX nodes rehype-raw must leave alone in CommonMark files (Docusaurus passes the same list).
const MDX_NODES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];
// Marks the elements Markdown made before rehype-raw parses the raw HTML, so only the HTML is sanitised.
// rehype-raw rebuilds every element through parse5 (so no WeakSet of nodes survives it) and keeps a
// property only as the attribute it names, which raw HTML can write too: the mark's value is a secret
// drawn for each compile, so `<script data-from-markdown>` is raw HTML like any other.
const FROM_MARKDOWN = 'dataFromMarkdown';

// What JSX in MDX never keeps, written with expressions as much as with strings: HTML that React
// writes unread (dangerouslySetInnerHTML, on any element or component: a <script> in it reaches the
// page), a frame's inline document (srcDoc), and the elements that act on the whole page or load a
// plugin (a <base>, a <meta http-equiv="refresh">, a <link>, an <object>). The post-build step still
// fails on any script that gets through (lib/postbuild/inline-scripts.ts); this says where it came from.
const JSX_DROPPED_ATTRIBUTES = /^(dangerouslySetInnerHTML|srcdoc|on.+)$/i;
const JSX_DROPPED_ELEMENTS = new Set(['base', 'meta', 'link', 'object', 'embed', 'applet', 'frame', 'frameset', 'portal']);

/** Takes JSX_DROPPED_ATTRIBUTES off an element or component written as JSX, and any {...spread} that names one. */
function dropUnsafeJsxAttributes(node: JsxElement, removals: RawHtmlRemoval[]): void {
  node.attributes = node.attributes.filter((attribute) => {
    const name =
      attribute.type === 'mdxJsxAttribute' ? attribute.name : /\b(dangerouslySetInnerHTML|srcdoc)\b/i.exec(String(attribute.value))?.[1];
    // A component's on* prop is its own business; an HTML element's string handler is htmlFromJsx's.
    if (!name || !JSX_DROPPED_ATTRIBUTES.test(name)) return true;
    if (/^on/i.test(name) && (!isHtmlName(node.name) || typeof attribute.value === 'string')) return true;
    removals.push({ construct: `${name} on <${node.name ?? ''}>`, line: node.position?.start.line });
    return false;
  });
}

const isJsx = (node: Nodes): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
/** `<details>`, `<iframe>`: an HTML element written as JSX (components are capitalised, `<motion.div>` is a member). */
const isHtmlName = (name: string | null): name is string => !!name && /^[a-z][a-z0-9-]*$/.test(name);

function walk(node: Nodes, visit: (node: Nodes, parent: Parents | undefined) => void, parent?: Parents): void {
  visit(node, parent);
  if ('children' in node) for (const child of [...node.children]) walk(child, visit, node);
}

function replace(parent: Parents, node: Nodes, by: Nodes[]): void {
  const at = parent.children.indexOf(node as never);
  if (at >= 0) parent.children.splice(at, 1, ...(by as never[]));
}

/**
 * An HTML element written in MDX (`<iframe src="…">`, `<div class="x" style="a: b">`) becomes the
 * element Markdown would have made: `class`, `for`, `style="…"` and the other HTML attribute names
 * then reach React as it wants them (className, htmlFor, a style object), and the element goes
 * through the same component map and sanitiser as Markdown's. Elements with a `{…}` attribute
 * are the author's JSX and stay as written, except for the string attributes React rejects.
 */
function htmlFromJsx(node: JsxElement, removals: RawHtmlRemoval[]): Element | undefined {
  const attributes = node.attributes;
  const literal = (a: (typeof attributes)[number]): a is MdxJsxAttribute & { value: string | null | undefined } =>
    a.type === 'mdxJsxAttribute' && (a.value === null || a.value === undefined || typeof a.value === 'string');
  if (attributes.every(literal)) {
    const props: Record<string, string | boolean> = {};
    for (const attribute of attributes.filter(literal)) props[attribute.name] = attribute.value ?? true;
    const element = h(node.name!, props as Properties);
    element.children = node.children as ElementContent[];
    element.position = node.position;
    return element;
  }
  node.attributes = attributes.filter((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') return true;
    if (
      /^on/i.test(attribute.name) ||
      (/^(href|src|action|formaction)$/i.test(attribute.name) && /^\s*(javascript|vbscript|data):/i.test(attribute.value))
    ) {
      removals.push({ construct: `${attribute.name}="…" on <${node.name}>`, line: node.position?.start.line });
      return false;
    }
    if (attribute.name === 'class') attribute.name = 'className';
    if (attribute.name === 'for') attribute.name = 'htmlFor';
    return true;
  });
  return undefined;
}

/** The attributes sanitising dropped from an element, by their HTML names. */
function droppedAttributes(before: Properties, after: Properties): string[] {
  return Object.keys(before)
    .filter((key) => after[key] === undefined && key !== FROM_MARKDOWN)
    .map((key) =>
      key === 'className'
        ? 'class'
        : key === 'htmlFor'
          ? 'for'
          : /^(data|aria)[A-Z]/.test(key)
            ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
            : key.toLowerCase(),
    );
}

/**
 * Sanitises one raw HTML element in place, as rehype-sanitize would (same schema, same library),
 * but without touching Markdown's elements or MDX components around and inside it. Returns what
 * should stand in its place: itself, its children (an element the schema does not know), or nothing.
 */
function sanitizeElement(element: Element, removals: RawHtmlRemoval[]): ElementContent[] {
  const line = element.position?.start.line;
  const tag = element.tagName;
  if (rawHtmlSchema.strip?.includes(tag)) {
    removals.push({ construct: `<${tag}> and its content`, line });
    return [];
  }
  const shell = sanitize({ type: 'element', tagName: tag, properties: { ...element.properties }, children: [] }, rawHtmlSchema);
  const clean =
    shell.type === 'root'
      ? shell.children.find((child): child is Element => child.type === 'element')
      : shell.type === 'element'
        ? shell
        : undefined;
  if (!clean) {
    removals.push({ construct: `<${tag}> (its content is kept)`, line });
    return element.children;
  }
  // An embed without a safe source shows nothing: it goes whole, reported once.
  if (tag === 'iframe' && !clean.properties.src) {
    removals.push({ construct: '<iframe> without an http(s) src', line });
    return [];
  }
  for (const name of droppedAttributes(element.properties, clean.properties)) removals.push({ construct: `${name} on <${tag}>`, line });
  element.properties = clean.properties;
  return [element];
}

/** Sanitises the raw HTML in a list of siblings, outermost first: a dropped `<script>` takes its content with it unseen. */
function cleanList(nodes: Nodes[], fromHtml: Set<Element>, removals: RawHtmlRemoval[]): Nodes[] {
  return nodes.flatMap((node) => {
    if (node.type === 'element' && fromHtml.has(node)) {
      const result = sanitizeElement(node, removals);
      if (result[0] !== node) return cleanList(result, fromHtml, removals);
    }
    if ('children' in node) node.children = cleanList(node.children, fromHtml, removals) as typeof node.children;
    return [node];
  });
}

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

/**
 * `<p>` in raw HTML around a Markdown paragraph or a block becomes a `<div>`, or the browser would
 * split it and React would fail to hydrate (error 418); table parts lose whitespace text for the same reason.
 */
function fixNesting(tree: Root): void {
  walk(tree, (node) => {
    if (node.type !== 'element') return;
    // React refuses whitespace text inside table parts (a hydration error), which HTML written over lines has.
    if (TABLE_PARTS.has(node.tagName)) node.children = node.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
    if (!PHRASING_ONLY.has(node.tagName)) return;
    const blocks = node.children.filter(
      (child) => (child.type === 'element' && BLOCK.has(child.tagName)) || child.type === 'mdxJsxFlowElement',
    );
    if (!blocks.length) return;
    if (node.tagName === 'p') node.tagName = 'div';
    // Other phrasing elements keep their tag; the paragraphs inside them give up theirs.
    else node.children = node.children.flatMap((child) => (child.type === 'element' && child.tagName === 'p' ? child.children : [child]));
  });
}

/**
 * Rehype plugin: raw HTML in content renders, sanitised, and is never dropped silently. In MDX the
 * HTML is JSX, made into elements; in CommonMark it is parsed by rehype-raw (as Docusaurus does
 * for format "md"). Either way only the HTML the author wrote is sanitised (lib/mdx/raw-html-schema.ts),
 * paragraphs never nest, and whatever was removed is handed to `onRemoved` once, with its line.
 */
export default function rehypeRawHtml({ format, onRemoved }: RawHtmlOptions) {
  return (input: Root, file: VFile): Root => {
    const removals: RawHtmlRemoval[] = [];
    let tree = input;
    const fromHtml = new Set<Element>();
    const mark = randomUUID();
    if (format === 'md') {
      walk(tree, (node) => {
        if (node.type === 'element') node.properties[FROM_MARKDOWN] = mark;
      });
      tree = rehypeRaw({ passThrough: MDX_NODES })(tree, file) as Root;
    }
    walk(tree, (node, parent) => {
      if (!parent) return;
      if (node.type === 'comment') return replace(parent, node, []);
      if (isJsx(node)) dropUnsafeJsxAttributes(node, removals);
      if (isJsx(node) && isHtmlName(node.name)) {
        // Page-wide elements with an expression attribute would skip the sanitiser (htmlFromJsx): they go whole.
        const expression = node.attributes.some(
          (attribute) => attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value === 'object'),
        );
        if (node.name === 'script' || node.name === 'style' || (JSX_DROPPED_ELEMENTS.has(node.name) && expression)) {
          removals.push({ construct: `<${node.name}> and its content`, line: node.position?.start.line });
          return replace(parent, node, []);
        }
        const element = htmlFromJsx(node, removals);
        if (element) {
          fromHtml.add(element);
          replace(parent, node, [element]);
        }
        return;
      }
      if (node.type !== 'element') return;
      if (format === 'md' && node.properties[FROM_MARKDOWN] !== mark) fromHtml.add(node);
      delete node.properties[FROM_MARKDOWN];
    });
    tree.children = cleanList(tree.children, fromHtml, removals) as Root['children'];
    fixNesting(tree);
    if (removals.length) onRemoved?.(removals.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
    return tree;
  };
}

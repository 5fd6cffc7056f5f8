import type { BlockContent, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { textOf } from './mdast-utils';

export interface MdxToMarkdownOptions {
  /** The page's absolute URL: a component with no text of its own points the reader there. */
  pageUrl?: string;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};
const COMMENT_ONLY = /^\s*(\/\*[\s\S]*?\*\/\s*)+$/;

function attr(node: Jsx, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

const strong = (text: string): PhrasingContent => ({ type: 'strong', children: [{ type: 'text', value: text }] });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

/** The phrasing content of flow children (a summary written on its own lines holds a paragraph). */
function phrasing(children: Nodes[]): PhrasingContent[] {
  return children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child as PhrasingContent]));
}

/** `<CodeBlock>` holds its code as text or as a `{`template`}` / `{'string'}` expression. */
function codeOf(node: Jsx): string {
  const only = node.children.length === 1 ? (node.children[0] as Nodes) : undefined;
  if (only && (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression')) {
    const match = /^\s*(`|'|")([\s\S]*)\1\s*$/.exec(only.value);
    if (match)
      return match[2]!
        .replace(/\\`/g, '`')
        .replace(/\\\$\{/g, '${')
        .replace(/^\n/, '')
        .replace(/\n\s*$/, '');
    return only.value;
  }
  return textOf(node as Nodes);
}

/** What one JSX element becomes in Markdown: a list of nodes in its place (its converted children, mostly). */
function convertElement(node: Jsx, options: MdxToMarkdownOptions): Nodes[] {
  const children = node.children as Nodes[];
  const flow = node.type === 'mdxJsxFlowElement';
  switch (node.name) {
    case 'Admonition': {
      // A blockquote led by the label: every Markdown reader shows it, and GitHub-style alerts take no title.
      const type = attr(node, 'type') ?? 'note';
      const title = attr(node, 'title');
      const label = ADMONITION_LABELS[type] ?? type;
      return [
        { type: 'blockquote', children: [paragraph([strong(title ? `${label}: ${title}` : label)]), ...(children as BlockContent[])] },
      ];
    }
    case 'TabItem': {
      const label = attr(node, 'label') ?? attr(node, 'value');
      return [...(label ? [paragraph([strong(label)])] : []), ...children];
    }
    case 'Summary':
    case 'summary':
      return flow
        ? [paragraph([{ type: 'strong', children: phrasing(children) }])]
        : [{ type: 'strong', children: children as PhrasingContent[] }];
    case 'CodeBlock': {
      const title = attr(node, 'title');
      return [{ type: 'code', lang: attr(node, 'language') ?? null, meta: title ? `title="${title}"` : null, value: codeOf(node) }];
    }
    case 'img': {
      const image: PhrasingContent = { type: 'image', url: attr(node, 'src') ?? '', alt: attr(node, 'alt') ?? '' };
      return flow ? [paragraph([image])] : [image];
    }
    case 'a': {
      const href = attr(node, 'href');
      if (!href) return children;
      const link: PhrasingContent = { type: 'link', url: href, children: phrasing(children) };
      return flow ? [paragraph([link])] : [link];
    }
    case 'iframe': {
      const src = attr(node, 'src');
      const link: PhrasingContent = {
        type: 'link',
        url: src ?? '',
        children: [{ type: 'text', value: attr(node, 'title') ?? src ?? 'Embedded content' }],
      };
      return src ? (flow ? [paragraph([link])] : [link]) : [];
    }
    case 'br':
      return flow ? [] : [{ type: 'break' }];
  }
  if (children.length > 0 || !node.name || /^[a-z]/.test(node.name)) return children;
  // A component with no text of its own (an interactive widget) is named, never dropped in silence.
  const note: PhrasingContent[] = [{ type: 'text', value: `The page shows an interactive ${node.name} here.` }];
  const emphasis: PhrasingContent = {
    type: 'emphasis',
    children: options.pageUrl ? [{ type: 'link', url: options.pageUrl, children: note }] : note,
  };
  return flow ? [paragraph([emphasis])] : [emphasis];
}

function convertChildren(parent: Parent, options: MdxToMarkdownOptions): void {
  const out: Nodes[] = [];
  for (const child of parent.children as Nodes[]) {
    switch (child.type) {
      case 'mdxjsEsm':
        continue;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // `{/* truncate */}` and other comments go; an expression's value is unknown until run, so it shows as written.
        if (!COMMENT_ONLY.test(child.value))
          out.push(
            child.type === 'mdxFlowExpression'
              ? paragraph([{ type: 'inlineCode', value: `{${child.value}}` }])
              : { type: 'inlineCode', value: `{${child.value}}` },
          );
        continue;
      case 'html':
        if (/^\s*<!--[\s\S]*-->\s*$/.test(child.value)) continue;
        break;
      case 'containerDirective':
        // A directive that is not an admonition (`:::recipe`): the page shows its content in a <div>.
        convertChildren(child, options);
        out.push(...(child.children as Nodes[]));
        continue;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const holder = { type: 'root', children: convertElement(child, options) } as Root;
        convertChildren(holder, options);
        out.push(...(holder.children as Nodes[]));
        continue;
      }
    }
    if ('children' in child) convertChildren(child as Parent, options);
    // A paragraph left empty (it held only a comment) would print as a blank line.
    if (child.type === 'paragraph' && child.children.every((c) => c.type === 'text' && c.value.trim() === '')) continue;
    out.push(child);
  }
  parent.children = out as RootContent[];
}

/**
 * Remark plugin for the plain Markdown twin: MDX leaves the tree and what it showed stays as
 * Markdown. ESM and JS comments go; admonitions become labelled blockquotes, tabs their labelled
 * contents, `<details>` its summary in bold and its content, `<CodeBlock>` a fence, `<img>`, `<a>`
 * and `<iframe>` images and links; other components keep their children, and one with none is
 * named with a link to the page. Run after the link plugins (ApiLink is already a link by then).
 */
export default function remarkMdxToMarkdown(options: MdxToMarkdownOptions = {}) {
  return (tree: Root) => convertChildren(tree, options);
}

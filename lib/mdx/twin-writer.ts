import type { Image, Link } from 'mdast';
import type { Handle, Info, Options, State } from 'mdast-util-to-markdown';
import type { Processor } from 'unified';

/**
 * A URL as a link destination: as written, in angle brackets when it holds spaces or parentheses.
 * mdast-util-to-markdown's own handlers escape a URL like phrasing text, and GFM's autolink rules
 * then turn "http://host:3000" into "http://host\:3000", which readers and tools take literally.
 */
function destination(url: string): string {
  return /[\s()<>]/.test(url) || url === '' ? `<${url.replace(/[<>\n]/g, (c) => encodeURIComponent(c))}>` : url;
}

function title(value: string | null | undefined): string {
  return value ? ` "${value.replace(/["\\]/g, '\\$&')}"` : '';
}

/**
 * A link whose text is its URL (a bare URL in the source) prints as `<url>`. (remark-mdx asks for
 * `[url](url)`, since MDX has no `<url>` autolinks; the twin is plain Markdown, with no MDX left.)
 */
function isAutolink(node: Link): boolean {
  const only = node.children.length === 1 ? node.children[0] : undefined;
  return !node.title && only?.type === 'text' && only.value === node.url && /^[a-z][a-z+.-]+:[^\s<>]+$/i.test(node.url);
}

const link: Handle = (node: Link, _parent, state: State, info: Info) => {
  if (isAutolink(node)) return `<${node.url}>`;
  const exit = state.enter('link');
  const label = state.enter('label');
  const text = state.containerPhrasing(node, { ...info, before: '[', after: ']' });
  label();
  exit();
  return `[${text}](${destination(node.url)}${title(node.title)})`;
};

const image: Handle = (node: Image, _parent, state: State) => {
  const exit = state.enter('image');
  const alt = state.safe(node.alt ?? '', { before: '[', after: ']' });
  exit();
  return `![${alt}](${destination(node.url)}${title(node.title)})`;
};

/** How the twin writes Markdown: GitHub's habits (`-` bullets, `_` emphasis, backtick fences), URLs unescaped. */
const SETTINGS: Options = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  handlers: { link, image },
};

/**
 * Remark plugin for the Markdown twin (before remark-stringify): the writer's settings above, and
 * no directive escapes. remark-directive's writer escapes every ":" before a letter ("10\:30",
 * "note\:") so the text never reads as a directive; by the time the twin is written no directive
 * is left (mdx-to-markdown turned them into Markdown), so the escapes would only be noise.
 */
export default function remarkTwinWriter(this: Processor) {
  const data = this.data();
  data.settings = { ...data.settings, ...SETTINGS };
  data.toMarkdownExtensions = (data.toMarkdownExtensions ?? []).filter((extension) => !extension.handlers?.containerDirective);
}

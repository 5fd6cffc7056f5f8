import type { Link, Nodes, PhrasingContent, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { place, walk } from './mdast-utils';

/** Where an API operation link goes and what it shows by default. */
export interface ApiLinkTarget {
  /** Route and anchor of the operation (without the base path), e.g. "/api/calculator#operation/divide". */
  href: string;
  method: string;
  path: string;
  summary?: string;
}

export interface ApiLinkOptions {
  /** The file being compiled, for messages. */
  file: string;
  /** Finds an operation by API id and operation id; throws (or rejects) with the reason when there is none. */
  resolve: (api: string, operation: string) => ApiLinkTarget | Promise<ApiLinkTarget>;
}

/** The error of a link to an API the site config does not have; `known` are the ids it has. */
export function unknownApiLink(apiId: string, operationId: string, known: string[]): Error {
  return new Error(
    `API link to "${apiId}#${operationId}": there is no API "${apiId}" in site.config.ts apis (known: ${known.join(', ')}).`,
  );
}

/**
 * Parses the link syntax "api:calculator#divide" → ["calculator", "divide"], else undefined. A
 * versioned API's older version is named after an "@": "api:word@v1#define" → ["word@v1", "define"]
 * (version names as the config takes them: letters, digits, ".", "_" and "-").
 */
export function parseApiHref(href: string): [string, string] | undefined {
  const match = /^api:([a-z0-9-]+(?:@[A-Za-z0-9][A-Za-z0-9._-]*)?)#(.+)$/.exec(href);
  return match ? [match[1]!, decodeURIComponent(match[2]!)] : undefined;
}

/** A literal string attribute of a JSX element; undefined for a missing or computed (`{…}`) one. */
function literal(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

type Job = { node: Link | MdxJsxFlowElement | MdxJsxTextElement; api: string; op: string };

/**
 * Remark plugin: `[text](api:calculator#divide)` and `<ApiLink api="calculator" op="divide" />`
 * become plain links to the operation at compile time, as doc links do, so the page, the feed and
 * the Markdown twin all get the same URL. `<ApiLink>` without children shows `METHOD /path`. An
 * unknown API or operation fails the build naming the file and line. An `<ApiLink>` with computed
 * attributes is left for the component to resolve when it renders.
 */
export default function remarkApiLinks({ file, resolve }: ApiLinkOptions) {
  return async (tree: Root) => {
    const jobs: Job[] = [];
    walk(tree, (node) => {
      if (node.type === 'link') {
        const parsed = parseApiHref(node.url);
        if (parsed) jobs.push({ node, api: parsed[0], op: parsed[1] });
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'ApiLink') {
        const api = literal(node, 'api');
        const op = literal(node, 'op');
        if (api !== undefined && op !== undefined) jobs.push({ node, api, op });
      }
    });
    for (const { node, api, op } of jobs) {
      let target: ApiLinkTarget;
      try {
        target = await resolve(api, op);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${place(file, node)}: the API link "api:${api}#${op}" points to no operation. ${reason}`, { cause: error });
      }
      if (node.type === 'link') {
        node.url = target.href;
        node.title ??= target.summary ?? null;
        continue;
      }
      // A flow element's children are paragraphs: their text is the link's.
      const given = (node.children as Nodes[]).flatMap((child) => (child.type === 'paragraph' ? child.children : [child]));
      const children = (given.length ? given : [{ type: 'inlineCode', value: `${target.method} ${target.path}` }]) as PhrasingContent[];
      // The element becomes a link in place: a flow element (on a line of its own) keeps a paragraph around it.
      const link: Link = { type: 'link', url: target.href, title: target.summary ?? null, children, position: node.position };
      const replacement = node.type === 'mdxJsxFlowElement' ? { type: 'paragraph', children: [link], position: node.position } : link;
      for (const key of Object.keys(node)) delete (node as unknown as Record<string, unknown>)[key];
      Object.assign(node, replacement);
    }
  };
}

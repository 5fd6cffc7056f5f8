import type { Root } from 'mdast';
import { walk } from './mdast-utils';

export interface AbsoluteUrlOptions {
  /** A root-relative route ("/docs/intro#x") as an absolute URL under the base path. */
  absolute: (route: string) => string;
  /** The page's absolute URL: an in-page link ("#setup") points to that heading on the page. */
  pageUrl?: string;
}

const SCHEME_OR_PROTOCOL_RELATIVE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Remark plugin for the Markdown twin: root-relative and in-page links and images become absolute
 * URLs, since a twin is read away from the site (pasted into a chat, fetched by a tool). Run last,
 * after the plugins that turn file paths and `api:` links into routes.
 */
export default function remarkAbsoluteUrls({ absolute, pageUrl }: AbsoluteUrlOptions) {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      if (!node.url || SCHEME_OR_PROTOCOL_RELATIVE.test(node.url)) return;
      if (node.url.startsWith('/')) node.url = absolute(node.url);
      else if (node.url.startsWith('#') && pageUrl) node.url = `${pageUrl}${node.url}`;
    });
  };
}

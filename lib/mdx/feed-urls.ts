import type { Element, ElementContent, Root, RootContent } from 'hast';

export interface FeedUrlOptions {
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

function absolutise(node: Root | ElementContent | RootContent, options: FeedUrlOptions): void {
  if (node.type === 'element') {
    const element = node as Element;
    for (const attribute of ['href', 'src'] as const) {
      const value = element.properties[attribute];
      if (typeof value !== 'string' || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) continue;
      if (value.startsWith('#')) element.properties[attribute] = `${options.postUrl}${value}`;
      else if (value.startsWith('/')) element.properties[attribute] = options.absolute(value);
      else {
        const published = options.publishedFile?.(value);
        element.properties[attribute] = published
          ? options.absolute(published)
          : new URL(value.replace(/^\.\//, ''), `${options.postUrl}/`).href;
      }
    }
  }
  if ('children' in node) for (const child of node.children) absolutise(child, options);
}

/** Rehype plugin for feeds: every href and src becomes absolute, since readers show posts away from the site. */
export default function rehypeFeedUrls(options: FeedUrlOptions) {
  return (tree: Root) => absolutise(tree, options);
}

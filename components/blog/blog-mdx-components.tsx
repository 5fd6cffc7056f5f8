import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { mdxComponents } from '@/components/mdx/components';
import type { BlogPost } from '@/lib/blog/types';
import path from 'node:path';
import { withBase } from '@/lib/config';
import { siteAssetUrl } from '@/lib/site/assets';
import { readPreparedSite, type PreparedSite } from '@/lib/config/prepared';

/**
 * A relative image written as JSX in a post (<img src="./diagram.svg">) is published with the
 * content's other files (lib/site/assets.ts); root-relative paths get the base path. Markdown images
 * arrive here already root-relative (lib/mdx/images.ts).
 */
export function resolvePostImage(
  post: Pick<BlogPost, 'source'>,
  src: string,
  site: Pick<PreparedSite, 'siteDir' | 'config'> = readPreparedSite(),
): string {
  if (/^([a-z]+:)?\/\//i.test(src) || src.startsWith('data:')) return src;
  if (src.startsWith('/')) return withBase(src);
  const url = siteAssetUrl(path.resolve(path.dirname(post.source), decodeURI(src.split(/[?#]/)[0]!)), site);
  return url ? withBase(url) : src;
}

/** The MDX component map for a post's page: the site's map, post images and the blog's components. */
export function postComponents(post: BlogPost): MDXComponents {
  return {
    ...mdxComponents,
    img: ({ src, alt, ...props }: ComponentProps<'img'>) => (
      // Content images are plain files of unknown size; next/image adds nothing in a static export.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={typeof src === 'string' ? resolvePostImage(post, src) : undefined} alt={alt ?? ''} loading="lazy" {...props} />
    ),
  };
}

/** Headings in an excerpt on a list page: no anchors (they would point at the list) and never an h1. */
function excerptHeading({ level }: { level: 2 | 3 | 4 }) {
  const Tag = `h${level}` as const;
  return function Heading({ children }: ComponentProps<'h2'>) {
    return <Tag>{children}</Tag>;
  };
}

/** The map for excerpts on list pages. */
export function excerptComponents(post: BlogPost): MDXComponents {
  return {
    ...postComponents(post),
    h1: excerptHeading({ level: 3 }),
    h2: excerptHeading({ level: 3 }),
    h3: excerptHeading({ level: 4 }),
  };
}

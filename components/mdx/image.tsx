import type { ComponentProps } from 'react';
import { withBase } from '@/lib/config';
import styles from './image.module.css';

/**
 * Markdown images: root-relative sources get the base path; width and height come from the file at
 * build time (lib/mdx/images.ts), so the page does not shift when the image arrives.
 */
export function Image({ src, alt = '', className, ...props }: ComponentProps<'img'>) {
  const source = typeof src === 'string' ? withBase(src) : src;
  // A plain <img>: the export has no image optimiser, and the size is already known.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={source} alt={alt} className={className ? `${styles.image} ${className}` : styles.image} {...props} />;
}

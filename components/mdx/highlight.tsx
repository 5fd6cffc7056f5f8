import type { ReactNode } from 'react';
import styles from './highlight.module.css';

const DEFAULT_COLOR = '#1890ff';

/**
 * Marks a phrase with a coloured background; an example of a React component used inside MDX. The
 * colour comes from the content, so it stays a style prop: the post-build step moves it into a
 * stylesheet (lib/postbuild/inline-styles.ts), as any inline style a page's content carries.
 */
export function Highlight({ color = DEFAULT_COLOR, children }: { color?: string; children?: ReactNode }) {
  return (
    <span className={styles.highlight} style={color === DEFAULT_COLOR ? undefined : { backgroundColor: color }}>
      {children}
    </span>
  );
}

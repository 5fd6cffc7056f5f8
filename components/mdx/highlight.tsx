import type { ReactNode } from 'react';

/** Marks a phrase with a coloured background; an example of a React component used inside MDX. */
export function Highlight({ color = '#1890ff', children }: { color?: string; children?: ReactNode }) {
  return (
    <span style={{ backgroundColor: color, borderRadius: 4, color: '#fff', padding: '0.1rem 0.35rem', fontWeight: 600 }}>
      {children}
    </span>
  );
}

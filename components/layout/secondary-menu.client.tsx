'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { createStrictContext } from '@/lib/runtime/context';

export interface SecondaryMenuContent {
  /** Heading of the second level, e.g. "Docs" or "Recent posts". */
  title: string;
  content: ReactNode;
}

interface SecondaryMenuValue {
  content: SecondaryMenuContent | null;
  setContent: (content: SecondaryMenuContent | null) => void;
}

const [SecondaryMenuContext, useSecondaryMenu] = createStrictContext<SecondaryMenuValue>('SecondaryMenu');
export { useSecondaryMenu };

/** Holds what a section (docs sidebar, blog sidebar, API sidebar) adds to the mobile menu. */
export function SecondaryMenuProvider({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<SecondaryMenuContent | null>(null);
  return <SecondaryMenuContext value={{ content, setContent }}>{children}</SecondaryMenuContext>;
}

/**
 * Rendered by a section layout: puts its sidebar into the mobile menu as a second level while
 * the section is shown, and takes it out again on leaving.
 */
export function SecondaryMenu({ title, children }: { title: string; children: ReactNode }) {
  const { setContent } = useSecondaryMenu();
  useEffect(() => {
    setContent({ title, content: children });
    return () => setContent(null);
  }, [title, children, setContent]);
  return null;
}

'use client';

import type { ReactNode } from 'react';
import { useIsClient } from '@/lib/runtime/use-is-client';

/** `@docusaurus/BrowserOnly`: `children()` after hydration, `fallback` in the HTML. */
export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  return useIsClient() ? children() : fallback;
}

'use client';

import { useIsClient } from '@/lib/runtime/use-is-client';

/** `@docusaurus/useIsBrowser`: false in the HTML and during hydration, true after. */
export default function useIsBrowser(): boolean {
  return useIsClient();
}

import type { TryApi } from '@/lib/runtime/try-it/types';

/**
 * What `#try-it-launcher` resolves to when no API of the site enables `tryIt` (next.config.mjs): a
 * server component that renders nothing, so a site without the console ships none of its code, not
 * even the launcher leaf.
 */
export function TryItLauncher(props: { api: TryApi }) {
  void props;
  return null;
}

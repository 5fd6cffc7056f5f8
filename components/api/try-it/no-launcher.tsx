import type { ComponentProps } from 'react';
import type { TryItLauncher as Launcher } from './launcher.client';

/**
 * What `#try-it-launcher` is (package.json `imports`) unless an API of the site enables `tryIt`
 * (next.config.mjs then names the launcher leaf): a server component that renders nothing, so a site
 * without the console ships none of its code, not even the launcher leaf. It takes the leaf's props,
 * so the type check of its callers checks them against the leaf.
 */
export function TryItLauncher(props: ComponentProps<typeof Launcher>) {
  void props;
  return null;
}

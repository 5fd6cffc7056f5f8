import type { ComponentProps } from 'react';
import type { ApiPageView as PageView } from './api-page-view';
import type { ApiChangelogRoute as ChangelogRoute } from './changelog/changelog-route';

/**
 * What `#site-api-views` is for a site whose config has no APIs (next.config.mjs names it): its route
 * table has no API route, so nothing renders these. They take the real views' props, so the type
 * check of their callers checks them against the real ones.
 */
function noApi(): never {
  throw new Error('The site has no APIs (site.config.ts apis is empty), so it has no API page to render.');
}

export function ApiPageView(props: ComponentProps<typeof PageView>): never {
  void props;
  return noApi();
}

export function ApiChangelogRoute(props: ComponentProps<typeof ChangelogRoute>): never {
  void props;
  return noApi();
}

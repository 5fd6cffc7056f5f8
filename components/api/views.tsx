/**
 * The API routes' views: what `#site-api-views` is (package.json `imports`) for every tool and for a
 * site with APIs. For a site without any, next.config.mjs names ./no-views.tsx instead, so Turbopack
 * compiles none of the reference, its Try it console or the changelog for a docs-only site.
 */
export { ApiPageView } from '@/components/api/api-page-view';
export { ApiChangelogRoute } from '@/components/api/changelog/changelog-route';

// What `#site-modules` is before the content check has written a site's registry (typecheck, unit
// tests): no bundled modules. See lib/site/content-modules.ts.
export const siteModules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {};

/**
 * What `#site-plugins` is outside `next build` and `next dev` (the content check under tsx, unit
 * tests): nothing. There the evaluated config is at hand (lib/site/plugins.ts registerSitePlugins);
 * next.config.mjs aliases the specifier to the generated module instead (lib/site/plugins-module.ts).
 */
const none: unknown = undefined;
export default none;

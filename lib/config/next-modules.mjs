// What next.config.mjs compiles of the API part, decided from the prepared config when next build or
// next dev starts. Plain JavaScript so that next.config.mjs and the development watcher (which starts
// `next dev` again when the decision changes: lib/site/watch.ts, nextRestartReason) read one rule.

/**
 * A site without APIs gets stubs for the API part (`#site-apis`, `#site-api-views`: Turbopack does not
 * compile the OpenAPI and AsyncAPI code, about 2 MB of source, for a docs site), and the Try it
 * console's launcher only when an API enables it (`#try-it-launcher`).
 * @param {{ apis?: { tryIt?: unknown }[] } | undefined} config
 * @returns {{ apis: boolean, tryIt: boolean }}
 */
export function nextModuleChoice(config) {
  const apis = config?.apis ?? [];
  return { apis: apis.length > 0, tryIt: apis.some((api) => Boolean(api.tryIt)) };
}

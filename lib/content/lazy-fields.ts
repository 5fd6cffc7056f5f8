// Development only (`npm run dev`): what a doc costs to learn from its body (its outline: headings,
// first paragraph) or from git (its last update) is learnt when a page first reads it, not when the
// docs load. The docs load on the first request and again after every edit; parsing every body then
// made the first page of a 10,000-doc site wait minutes, for the one doc the page renders.

/**
 * Defines each of `fields` on `target` as a value computed on first read, then kept (a plain data
 * property from then on; writing it replaces it). Enumerable, so a spread or JSON reads them all.
 */
export function defineLazyFields<T extends object>(target: T, fields: { [K in keyof T]?: () => T[K] }): T {
  for (const [key, make] of Object.entries(fields) as [string, () => unknown][]) {
    const settle = (value: unknown) => Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make();
        settle(value);
        return value;
      },
      set: settle,
    });
  }
  return target;
}

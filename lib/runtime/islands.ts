/**
 * The attribute that marks a static island in the HTML (components/ui/static-island.client.tsx),
 * and the name of the island's prop in Next's payload, where lib/postbuild/static-islands.ts finds it.
 */
export const ISLAND_ATTRIBUTE = 'data-static-island';
export const ISLAND_PROP = 'island';

// Names shared by the post-build step that defers the boot scripts (lib/postbuild/boot-scripts.ts),
// the root layout's hydration marker, and the end-to-end suite that waits on both.

/** The id of the inline script that loads a page's boot scripts after its first paint. */
export { BOOT_LOADER_ID } from './script-ids.mjs';

/** The attribute on <html> that says React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

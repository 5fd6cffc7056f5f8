// The ids of inline scripts the build writes, shared by the code that writes them, the browser code
// that finds them and the check that tells them from any other (lib/runtime/inline-scripts.mjs).
// A module of its own so client code importing an id carries nothing else. Plain JavaScript: the
// nginx config renderer reads it on node alone.

/** The id of the inline script that loads a page's boot scripts after its first paint. */
export const BOOT_LOADER_ID = '__boot-scripts';

/** The id the layout gives next-themes' colour-mode script (components/layout/theme-provider.client.tsx). */
export const COLOR_MODE_SCRIPT_ID = '__color-mode';

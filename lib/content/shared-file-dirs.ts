// Where the shared files of the docs go in the export, in a module of their own: the post-build step
// clears these folders without loading the docs (./version-nav.ts loads them).

/**
 * Where the shared sidebar files go in the export (under the base path). Inside _next/static/ so
 * that the immutable caching both hosts already give Next's hashed files (deploy/nginx.conf.template,
 * scripts/lib/static-server.mjs) applies to them too: the name changes whenever the content does.
 */
export const SIDEBAR_FILES_DIR = '_next/static/sidebars';

/**
 * Where each docs instance's versions file goes in the export (under the base path): beside the
 * sidebar files, inside _next/static/ for the immutable caching both hosts give it (its name
 * changes with its content).
 */
export const VERSION_FILES_DIR = '_next/static/versions';

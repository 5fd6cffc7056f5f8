import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import layers from './scripts/lib/eslint-layers.mjs';

// The layer table of the README's "Architecture" section. A room is a folder (ends with `/`) or a
// list of files (lib/site is split in two by file until its files move into folders of their own).
// A file may import its own room and rooms of a lower layer; never a higher layer, and never a room
// that imports it back (rule layers/layers, scripts/lib/eslint-layers.mjs).
const rooms = [
  { room: 'app/', layer: 5 },
  { room: 'scripts/', layer: 5 },
  { room: 'components/*/', layer: 4 },
  {
    room: 'lib/site/build',
    layer: 3,
    files: [
      'prepare.ts',
      'content-modules.ts',
      'module-registry.ts',
      'global-data.ts',
      'site-plugins.ts',
      'routes.ts',
      'watch.ts',
      'links.ts',
      'metadata.ts',
      'incremental.ts',
      'heap-growth.ts',
    ].map((file) => `lib/site/${file}`),
  },
  { room: 'lib/postbuild/', layer: 3 },
  { room: 'lib/import/', layer: 3 },
  { room: 'lib/checks/', layer: 3 },
  { room: 'lib/content/', layer: 2 },
  { room: 'lib/blog/', layer: 2 },
  { room: 'lib/pages/', layer: 2 },
  { room: 'lib/openapi/', layer: 2 },
  { room: 'lib/search/', layer: 2 },
  // One room per section (lib/site/section.ts): each reads its content rooms and implements the interface.
  { room: 'lib/sections/*/', layer: 2 },
  { room: 'lib/mdx/', layer: 1 },
  { room: 'lib/config/', layer: 1 },
  { room: 'lib/html/', layer: 1 },
  { room: 'lib/files/', layer: 1 },
  { room: 'lib/text/', layer: 1 },
  { room: 'lib/errors/', layer: 1 },
  {
    room: 'lib/site/core',
    layer: 1,
    files: [
      'warnings.ts',
      'assets.ts',
      'static-folders.ts',
      'markdown-route.ts',
      'plugins.ts',
      'no-site-plugins.ts',
      'plugins-module.ts',
      'stylesheet.ts',
      'missing-images.ts',
      'section.ts',
      'site-icon.ts',
    ].map((file) => `lib/site/${file}`),
  },
  { room: 'lib/runtime/', layer: 0 },
];

// Imports the rule lets pass, each with why and what removes it. Keep this list short: the rule
// reports an exception whose import is gone, so it cannot outlive its reason.
const exceptions = [];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx,mts,js,jsx,mjs}'],
    plugins: { layers },
    rules: { 'layers/layers': ['error', { folders: ['lib', 'components', 'app', 'scripts'], rooms, exceptions }] },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-*/**',
    '.test-site/**',
    '.generated-site/**',
    '.corpus-site/**',
    '.site/**',
    'public/**',
    '.tools/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'reports/**',
  ]),
]);

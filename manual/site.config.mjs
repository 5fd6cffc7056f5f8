// The product's manual, built by the product itself: `SITE_DIR=manual NEXT_DIST_DIR=out-manual npm run build`.
// Docs at the site root (routeBasePath '/', docs/index.md has `slug: /` and is the home page), no
// blog, no pages, two API references of file formats as schemas (what `openapi:diff --format json` prints, and
// the Try it manifest a build writes); the link check at 'throw'. `npm test` builds it (it replaced the
// docs-at-root fixture site) and e2e/manual.fixture.spec.ts walks it. The GitHub Pages workflow
// publishes it beside the demo, at <pages>/manual/ (lib/config/manual.ts names that address).
// Guides are picked up from docs/guides/ by the generated sidebar; the reference pages under
// docs/reference/ are written from the code by `npm run manual:reference`.
const config = {
  title: 'API Docs manual',
  tagline: 'How to write, build and host a documentation site with API references.',
  basePath: '/manual',
  docs: { path: 'docs', routeBasePath: '/', sidebarCollapsed: false },
  blog: false,
  pages: false,
  // Written by `npm run manual:reference` from the code (scripts/lib/manual-reference.ts): the diff
  // engine's rules, and the zod schema of the Try it manifest.
  apis: [
    { id: 'diff-output', spec: 'openapi/diff-output.json', route: '/api/diff-output' },
    { id: 'try-manifest', spec: 'openapi/try-manifest.json', route: '/api/try-manifest' },
  ],
  // Plain CommonMark for .md files: the reference tables hold braces and angle brackets as text.
  markdown: { format: 'detect' },
  checks: { brokenLinks: 'throw', brokenAnchors: 'throw', brokenMarkdownLinks: 'throw', duplicateRoutes: 'throw' },
  navbar: {
    items: [
      { label: 'Getting started', href: '/getting-started/install' },
      { label: 'Guides', href: '/guides' },
      { label: 'Reference', href: '/reference' },
      { label: 'Explanations', href: '/explanations' },
      { label: 'GitHub', href: 'https://github.com/example/api-docs-site', position: 'right' },
    ],
  },
  footer: { copyright: 'This manual is built by the product it documents.' },
};

export default config;

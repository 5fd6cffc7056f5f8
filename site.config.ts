import { readBuildEnv } from './lib/config/env.mjs';
import { defineSiteConfig } from './lib/config/schema';

const { basePath, siteUrl } = readBuildEnv();
const repository = 'https://github.com/example/api-docs-site';

/** The one site config. Every field is documented in lib/config/schema.ts. */
export default defineSiteConfig({
  title: 'API Docs',
  tagline: 'Word and Calculator API references, tutorials and news, as fast static pages.',
  url: siteUrl,
  basePath,
  logo: { src: '/img/logo.svg', alt: 'API Docs logo' },
  navbar: {
    items: [
      { label: 'Tutorial', href: '/docs/intro', position: 'left' },
      { label: 'Blog', href: '/blog', position: 'left' },
      { label: 'GitHub', href: repository, position: 'right', ariaLabel: 'Source code on GitHub' },
    ],
    hideOnScroll: false,
  },
  footer: {
    columns: [
      { title: 'Docs', items: [{ label: 'Tutorial', href: '/docs/intro' }] },
      {
        title: 'Community',
        items: [
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/openapi' },
          { label: 'Discussions', href: `${repository}/discussions` },
          { label: 'Mastodon', href: 'https://fosstodon.org/tags/openapi' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', href: '/blog' },
          { label: 'GitHub', href: repository },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} API Docs. Built with Next.js.`,
  },
  announcementBar: {
    id: 'welcome-2026-11',
    content: 'The API reference now reads fully without JavaScript.',
    link: { label: 'See the Word API', href: '/api/word' },
    backgroundColor: '#e6f4ff',
    textColor: '#091e42',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  primaryColor: '#1890ff',
  // A dark editor style in both modes (spec §9), chosen for AA contrast of every token, comments included.
  codeThemes: { light: 'github-dark-default', dark: 'github-dark-default' },
  editUrl: `${repository}/edit/main/`,
  socialCard: '/img/social-card.png',
  noindex: false,
  apis: [
    { id: 'word', spec: 'openapi/word.yaml', route: '/api/word', navbarLabel: 'Word API' },
    { id: 'calculator', spec: 'openapi/calculator.yaml', route: '/api/calculator', navbarLabel: 'Calculator API' },
    // The test build (npm run build:test, never deployed) also publishes a spec of hostile strings.
    ...(process.env.SITE_TEST_BUILD === '1' ? [{ id: 'hostile', spec: 'tests/fixtures/hostile/openapi.yaml', route: '/api/hostile' }] : []),
  ],
});

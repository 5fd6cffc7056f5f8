// The Docusaurus modules this product provides to MDX content and to a site's own components, by
// the specifier they are imported with → their file in this folder. Plain data: next.config.mjs
// aliases them for the bundler, the content check resolves imports against them, and index.ts
// holds the same modules for the MDX compile (tests/mdx/imports checks the three agree).
export const DOCUSAURUS_MODULES = {
  '@theme/Tabs': 'theme/tabs.tsx',
  '@theme/TabItem': 'theme/tab-item.tsx',
  '@theme/Admonition': 'theme/admonition.tsx',
  '@theme/CodeBlock': 'theme/code-block.tsx',
  '@theme/Details': 'theme/details.tsx',
  '@theme/MDXComponents/Details': 'theme/details.tsx',
  '@theme/TOCInline': 'theme/toc-inline.tsx',
  '@theme/Heading': 'theme/heading.tsx',
  '@theme/MDXComponents': 'theme/mdx-components.tsx',
  '@theme/DocCardList': 'theme/doc-card-list.tsx',
  '@theme/Mermaid': 'theme/mermaid.tsx',
  '@docusaurus/Link': 'core/link.tsx',
  '@docusaurus/useBaseUrl': 'core/use-base-url.ts',
  '@docusaurus/useDocusaurusContext': 'core/use-docusaurus-context.ts',
  '@docusaurus/BrowserOnly': 'core/browser-only.tsx',
  '@docusaurus/useIsBrowser': 'core/use-is-browser.ts',
  '@docusaurus/Head': 'core/head.tsx',
  '@docusaurus/Translate': 'core/translate.tsx',
  '@docusaurus/ExecutionEnvironment': 'core/execution-environment.ts',
  '@docusaurus/plugin-content-docs/client': 'core/docs-client.ts',
  '@docusaurus/useGlobalData': 'core/use-global-data.ts',
};

// The components every MDX file may use without importing them: the capitalised entries of the page's
// component map (components/mdx/components.tsx; tests/mdx/imports checks the two agree). The content
// check stops on any other capitalised element a file neither imports nor defines.
export const GLOBAL_MDX_COMPONENTS = [
  'Admonition',
  'ApiLink',
  'CodeBlock',
  'Details',
  'Summary',
  'Highlight',
  'Mermaid',
  'Tabs',
  'TabItem',
];

// The Docusaurus modules this product provides to MDX content and to a site's own components, by
// the specifier they are imported with → their file in components/docusaurus. The one table, plain
// data: next.config.mjs aliases them for the bundler, the content check resolves imports against
// them, and components/docusaurus/index.ts maps each specifier to its module for the MDX compile.
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

// What each module of DOCUSAURUS_MODULES gives a writer, for the manual's reference page
// (scripts/manual-reference.ts; tests/manual/reference.test.ts fails when a module has no line here).
export const DOCUSAURUS_MODULE_NOTES = {
  '@theme/Tabs':
    'Tabs with `groupId` (tabs of a group switch together, the choice remembered), `queryString`, `defaultValue`, `values` and `lazy`, as Docusaurus.',
  '@theme/TabItem': 'One tab of `<Tabs>`: `value`, `label`, `default`, `attributes`.',
  '@theme/Admonition': 'A note, tip, info, warning or danger box: `type`, `title`, `icon`; the same as `:::tip` blocks.',
  '@theme/CodeBlock': 'A highlighted code block from JSX: `language`, `title`, `showLineNumbers`, `metastring` (line highlights).',
  '@theme/Details': 'A `<details>` box with its `summary`, open without JavaScript and animated with it.',
  '@theme/MDXComponents/Details': 'The same component as `@theme/Details`, under the path a swizzled MDXComponents imports it from.',
  '@theme/TOCInline':
    "The page's table of contents inside the content: `toc` (every MDX file exports one), `minHeadingLevel`, `maxHeadingLevel`.",
  '@theme/Heading': 'A heading with its anchor link: `as` (h1–h6) and `id`.',
  '@theme/MDXComponents':
    "The page's component map (headings, links, code blocks, admonitions, tabs …), to render Markdown elements by name.",
  '@theme/DocCardList': "Cards of a category's items; alone on a category's page it lists that category (`items` to give others).",
  '@theme/Mermaid': 'A diagram from `value`, drawn at build time as a ```mermaid block is.',
  '@docusaurus/Link':
    "A link under the base path (`to` or `href`), prefetched as the site's own links are; external links open as written.",
  '@docusaurus/useBaseUrl': 'A hook that puts the base path before a site path: `useBaseUrl("/img/logo.svg")`.',
  '@docusaurus/useDocusaurusContext': 'A hook giving `siteConfig` (title, tagline, url, baseUrl, customFields …) as Docusaurus does.',
  '@docusaurus/useGlobalData':
    "useGlobalData, usePluginData and useAllPluginInstancesData: the docs plugin's data (each instance's versions and docs) in Docusaurus' shapes, and what the site's own plugins (site config `plugins`) set with setGlobalData; another plugin's data stops the build, naming the plugin.",
  '@docusaurus/BrowserOnly': 'Renders its child function only in the browser, after hydration (`fallback` before).',
  '@docusaurus/useIsBrowser': 'A hook: false during the build and the first render, true once hydrated.',
  '@docusaurus/Head': 'Accepted and renders nothing: the page head comes from front matter (the content check says so).',
  '@docusaurus/Translate': 'Renders its children (or `message`) with `values` filled in; `translate()` returns the message. One locale.',
  '@docusaurus/ExecutionEnvironment': '`canUseDOM`, `canUseEventListeners`, `canUseIntersectionObserver`, `canUseViewport`, as Docusaurus.',
  '@docusaurus/plugin-content-docs/client':
    '`useCurrentSidebarCategory()` and the docs hooks DocCardList needs: the category of the doc being read.',
};

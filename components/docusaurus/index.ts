import * as admonition from './theme/admonition';
import * as codeBlock from './theme/code-block';
import * as details from './theme/details';
import * as docCardList from './theme/doc-card-list';
import * as heading from './theme/heading';
import * as mdxComponents from './theme/mdx-components';
import * as mermaid from './theme/mermaid';
import * as tabItem from './theme/tab-item';
import * as tabs from './theme/tabs';
import * as tocInline from './theme/toc-inline';
import * as browserOnly from './core/browser-only';
import * as docsClient from './core/docs-client';
import * as executionEnvironment from './core/execution-environment';
import * as head from './core/head';
import * as link from './core/link';
import * as translate from './core/translate';
import * as useBaseUrl from './core/use-base-url';
import * as useDocusaurusContext from './core/use-docusaurus-context';
import * as useGlobalData from './core/use-global-data';
import * as useIsBrowser from './core/use-is-browser';

/** The modules of modules.mjs, for the MDX compile's import loader (lib/mdx/imports/load.ts). */
export const docusaurusModules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  '@theme/Tabs': tabs,
  '@theme/TabItem': tabItem,
  '@theme/Admonition': admonition,
  '@theme/CodeBlock': codeBlock,
  '@theme/Details': details,
  '@theme/MDXComponents/Details': details,
  '@theme/TOCInline': tocInline,
  '@theme/Heading': heading,
  '@theme/MDXComponents': mdxComponents,
  '@theme/DocCardList': docCardList,
  '@theme/Mermaid': mermaid,
  '@docusaurus/Link': link,
  '@docusaurus/useBaseUrl': useBaseUrl,
  '@docusaurus/useDocusaurusContext': useDocusaurusContext,
  '@docusaurus/BrowserOnly': browserOnly,
  '@docusaurus/useIsBrowser': useIsBrowser,
  '@docusaurus/Head': head,
  '@docusaurus/Translate': translate,
  '@docusaurus/ExecutionEnvironment': executionEnvironment,
  '@docusaurus/plugin-content-docs/client': docsClient,
  '@docusaurus/useGlobalData': useGlobalData,
};

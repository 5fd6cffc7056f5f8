import { DOCUSAURUS_MODULES } from '@/lib/mdx/imports/docusaurus-modules.mjs';
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

/**
 * This folder's modules by file. The bundler needs each import written out; which specifier names
 * which file is said once, in DOCUSAURUS_MODULES (lib/mdx/imports/docusaurus-modules.mjs), which
 * next.config.mjs and the content check read too.
 */
const byFile: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'theme/admonition.tsx': admonition,
  'theme/code-block.tsx': codeBlock,
  'theme/details.tsx': details,
  'theme/doc-card-list.tsx': docCardList,
  'theme/heading.tsx': heading,
  'theme/mdx-components.tsx': mdxComponents,
  'theme/mermaid.tsx': mermaid,
  'theme/tab-item.tsx': tabItem,
  'theme/tabs.tsx': tabs,
  'theme/toc-inline.tsx': tocInline,
  'core/browser-only.tsx': browserOnly,
  'core/docs-client.ts': docsClient,
  'core/execution-environment.ts': executionEnvironment,
  'core/head.tsx': head,
  'core/link.tsx': link,
  'core/translate.tsx': translate,
  'core/use-base-url.ts': useBaseUrl,
  'core/use-docusaurus-context.ts': useDocusaurusContext,
  'core/use-global-data.ts': useGlobalData,
  'core/use-is-browser.ts': useIsBrowser,
};

/** The modules of DOCUSAURUS_MODULES by specifier, for the MDX compile's import loader (lib/mdx/imports/load.ts). */
export const docusaurusModules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = Object.fromEntries(
  Object.entries(DOCUSAURUS_MODULES).map(([specifier, file]) => {
    const found = byFile[file];
    // A module added to the table needs its import above: say so when the server starts, not when a page needs it.
    if (!found)
      throw new Error(
        `The Docusaurus module ${specifier} names ${file}, which the MDX compile's modules do not import: import it with the others.`,
      );
    return [specifier, found];
  }),
);

import { importRuntime } from '@/components/docusaurus/import-runtime';
import { Main } from '@/components/layout/main';
import { SecondaryMenu } from '@/components/layout/secondary-menu.client';
import { Toc, TocCollapsible } from '@/components/layout/toc';
import { mdxComponents } from '@/components/mdx/components';
import type { DocsData, DocsPage } from '@/lib/content/docs';
import { SEARCH_ROUTE, SEARCH_VERSION, SEARCH_VERSION_LABEL } from '@/lib/runtime/search-index';
import { docsDataOf } from '@/lib/content/docs-data';
import { compileDoc } from '@/lib/content/docs-render';
import { PageMarkdownActions } from '@/components/ui/page-markdown';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryCards } from '@/components/docusaurus/theme/category-cards';
import { DocFooter } from './doc-footer';
import styles from './docs-page.module.css';
import { Pager } from './pager';
import { DocsSidebar, MobileSidebarItems } from './sidebar';
import { VersionBadge, VersionBanner } from './version-notice';
import { TranslationNotice } from '@/components/ui/translation-notice';
import { locales, routeText } from '@/lib/content/locales';

/** An untranslated doc in another locale's page shows the original's text: in the original's language and direction. */
function fallbackLanguage(page: DocsPage): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (page.kind !== 'doc' || page.translation?.state !== 'missing') return {};
  const original = locales()[0]!;
  return { lang: original.htmlLang, dir: original.direction };
}

/** On a docs instance with several versions, the article tells search its version (lib/search/html-records.ts). */
function searchVersion(data: DocsData, page: DocsPage): Record<string, string> {
  if (data.versions.length < 2) return {};
  return {
    [SEARCH_VERSION]: `${data.pluginId}:${data.version.name}`,
    [SEARCH_VERSION_LABEL]: data.version.label,
    [SEARCH_ROUTE]: page.route,
  };
}

/**
 * A docs page: sidebar (also the mobile menu's second level), breadcrumbs, content, footer and
 * pager in the centre, and the table of contents on the right. Everything comes from the page data.
 */
export async function DocsPageView({ page, activeRoute = page.route }: { page: DocsPage; activeRoute?: string }) {
  const data = docsDataOf(page);
  const sidebar = page.sidebar ? data.sidebars[page.sidebar] : undefined;
  const toc = page.kind === 'doc' ? page.toc : [];
  const Content = page.kind === 'doc' ? await compileDoc(page, importRuntime) : null;
  const showTitle = page.kind === 'category' || (!page.hasContentTitle && !page.hideTitle);

  return (
    <div className={sidebar ? styles.layout : `${styles.layout} ${styles.noSidebar}`}>
      {sidebar && (
        <>
          <DocsSidebar items={sidebar} activeRoute={activeRoute} />
          <SecondaryMenu title={routeText(activeRoute, 'theme.navbar.mobileSidebarSecondaryMenu.docsTitle', 'Docs')}>
            <nav aria-label={routeText(activeRoute, 'theme.docs.sidebar.navAriaLabel', 'Docs sidebar')} className={styles.mobileSidebar}>
              <MobileSidebarItems items={sidebar} activeRoute={activeRoute} />
            </nav>
          </SecondaryMenu>
        </>
      )}
      <Main className={styles.main}>
        <div className={styles.content}>
          {/* One child either way: a single-locale site's pages stay as they were, to the byte. */}
          {page.kind === 'doc' && page.translation ? (
            <>
              <VersionBanner data={data} page={page} />
              <TranslationNotice page={page} />
            </>
          ) : (
            <VersionBanner data={data} page={page} />
          )}
          <Breadcrumbs crumbs={page.breadcrumbs} route={page.route} />
          <VersionBadge data={data} route={page.route} />
          {page.kind === 'doc' && <PageMarkdownActions route={page.route} />}
          <TocCollapsible items={toc} />
          <article
            className={`prose ${styles.article}`}
            {...fallbackLanguage(page)}
            data-search-body={page.kind === 'doc' && page.unlisted ? undefined : ''}
            {...searchVersion(data, page)}
          >
            {showTitle && <h1>{page.title}</h1>}
            {page.kind === 'category' && page.description && <p className={styles.lead}>{page.description}</p>}
            {Content && <Content components={mdxComponents} />}
            {page.kind === 'category' && <CategoryCards cards={page.cards} />}
          </article>
          {page.kind === 'doc' && <DocFooter doc={page} />}
          <Pager prev={page.prev} next={page.next} route={page.route} />
        </div>
        {toc.length > 0 && (
          <div className={styles.tocColumn}>
            <Toc items={toc} />
          </div>
        )}
      </Main>
    </div>
  );
}

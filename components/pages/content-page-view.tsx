import { importRuntime } from '@/components/docusaurus/import-runtime';
import { Main } from '@/components/layout/main';
import { mdxComponents } from '@/components/mdx/components';
import type { ContentPage } from '@/lib/pages';
import { compilePage } from '@/lib/pages';
import { locales } from '@/lib/content/locales';
import { TranslationBanner } from '@/components/ui/translation-notice';

/** A standalone Markdown page: its content in the site's frame, titled by its own h1 or its front matter. */
export async function ContentPageView({ page }: { page: ContentPage }) {
  const Content = await compilePage(page, importRuntime);
  // A page the locale has not translated shows the original's text, marked as the original's language.
  const original = page.translation?.state === 'missing' ? { lang: locales()[0]!.htmlLang } : {};
  const article = (
    <article className="container prose" data-search-body={page.unlisted ? undefined : ''} {...original}>
      {!page.hasContentTitle && <h1>{page.title}</h1>}
      <Content components={mdxComponents} />
    </article>
  );
  return (
    <Main className={page.wrapperClassName}>
      {/* One child either way: a single-locale site's pages stay as they were, to the byte. */}
      {page.translation ? (
        <>
          <div className="container">
            <TranslationBanner translation={page.translation} />
          </div>
          {article}
        </>
      ) : (
        article
      )}
    </Main>
  );
}

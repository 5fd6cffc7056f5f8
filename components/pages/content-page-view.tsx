import { importRuntime } from '@/components/docusaurus/import-runtime';
import { Main } from '@/components/layout/main';
import { mdxComponents } from '@/components/mdx/components';
import type { ContentPage } from '@/lib/pages';
import { compilePage } from '@/lib/pages';

/** A standalone Markdown page: its content in the site's frame, titled by its own h1 or its front matter. */
export async function ContentPageView({ page }: { page: ContentPage }) {
  const Content = await compilePage(page, importRuntime);
  return (
    <Main className={page.wrapperClassName}>
      <article className="container prose" data-search-body={page.unlisted ? undefined : ''}>
        {!page.hasContentTitle && <h1>{page.title}</h1>}
        <Content components={mdxComponents} />
      </article>
    </Main>
  );
}

import { Main } from '@/components/layout/main';
import { SiteLink } from '@/components/ui/site-link.client';
import type { DocsTagListPage, DocsTagPage } from '@/lib/content/tags';
import { countDocs } from '@/lib/text/counts';
import { CategoryCards } from '@/components/docusaurus/theme/category-cards';
import { ListPager } from '@/components/blog/list-pager';
import styles from './docs-page.module.css';
// The docs' tag list looks like the blog's: one style for tags across the site.
import tagStyles from '@/components/blog/blog.module.css';

/** The docs tags page (<docs>/tags): every listed tag with its count, as Docusaurus. */
export function DocsTagsRoute({ tags }: { tags: DocsTagPage[] }) {
  return (
    <Main className="container">
      <article className="prose">
        <h1>Tags</h1>
        <ul className={tagStyles.tagList}>
          {tags.map((tag) => (
            <li key={tag.permalink}>
              <SiteLink href={tag.permalink} className={tagStyles.tag} prefetch="hover">
                {tag.label}{' '}
                <span className={tagStyles.tagCount}>
                  {tag.docs.length}
                  <span className="visually-hidden"> {tag.docs.length === 1 ? 'doc' : 'docs'}</span>
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </article>
    </Main>
  );
}

/** One page of a docs tag: its docs as cards (DOCS_PER_TAG_PAGE at most), with a link to every tag. */
export function DocsTagRoute({ tag, page, tagsRoute }: { tag: DocsTagPage; page: DocsTagListPage; tagsRoute?: string }) {
  return (
    <Main className="container">
      <article className="prose">
        <h1>
          {countDocs(tag.docs.length)} tagged with &ldquo;{tag.label}&rdquo;
        </h1>
        {tag.description && <p className={styles.lead}>{tag.description}</p>}
        {tagsRoute && (
          <p>
            <SiteLink href={tagsRoute}>View all tags</SiteLink>
          </p>
        )}
        <CategoryCards cards={page.items.map((doc) => ({ title: doc.title, href: doc.route, description: doc.description }))} />
        <ListPager page={page} label="Tag pages" previousText="« Previous" nextText="Next »" />
      </article>
    </Main>
  );
}

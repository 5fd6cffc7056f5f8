import { Main } from '@/components/layout/main';
import { SiteLink } from '@/components/ui/site-link.client';
import type { DocsTagListPage, DocsTagPage, DocsTagsIndexPage } from '@/lib/content/tags';
import { withBase } from '@/lib/config';
import { countDocs } from '@/lib/text/counts';
import { CategoryCards } from '@/components/docusaurus/theme/category-cards';
import { ListPager } from '@/components/blog/list-pager';
import styles from './docs-page.module.css';
// The docs' tag list looks like the blog's: one style for tags across the site.
import tagStyles from '@/components/blog/blog.module.css';

/** One letter's tags on a page of the docs tags index: "A" and the tags whose label starts with it. */
export interface TagLetterGroup {
  letter: string;
  tags: DocsTagPage[];
}

/** The tags of one index page grouped by their label's first letter, as Docusaurus' tags page (already in label order). */
export function tagsByLetter(tags: DocsTagPage[]): TagLetterGroup[] {
  const groups: TagLetterGroup[] = [];
  for (const tag of tags) {
    const letter = [...tag.label.trim()][0]?.toLocaleUpperCase() ?? '#';
    const last = groups.at(-1);
    if (last?.letter === letter) last.tags.push(tag);
    else groups.push({ letter, tags: [tag] });
  }
  return groups;
}

/**
 * A page of the docs tags index (<docs>/tags, then <docs>/tags/page/2…): its tags by letter, each
 * with its count, and the pager. Each tag is a plain link the server renders (issue 29): a client
 * link per tag repeated every tag in the page's payload as props (about 590 bytes a tag, 237 KB for
 * 400 tags); the classes sit on the list, not on each link, for the same reason.
 */
export function DocsTagsRoute({ page }: { page: DocsTagsIndexPage }) {
  return (
    <Main className="container">
      <article className="prose">
        <h1>Tags</h1>
        {tagsByLetter(page.items).map(({ letter, tags }) => (
          <section key={letter} aria-labelledby={`tags-${letter}`}>
            <h2 id={`tags-${letter}`}>{letter}</h2>
            <ul className={`${tagStyles.tagList} ${tagStyles.tagLinks}`}>
              {tags.map((tag) => (
                <li key={tag.permalink}>
                  <a href={withBase(tag.permalink)}>
                    {`${tag.label} `}
                    <span>{tag.docs.length}</span>
                    <span className="visually-hidden">{tag.docs.length === 1 ? ' doc' : ' docs'}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ListPager page={page} label="Tags index pages" previousText="« Previous" nextText="Next »" />
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

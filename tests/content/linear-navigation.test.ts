import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docCategoryCards, loadDocs, type Doc, type DocsPage } from '@/lib/content/docs';
import { placePages } from '@/lib/content/navigation';
import { flattenSidebar, type CategoryItem, type SidebarItem } from '@/lib/content/sidebar';
import { countWork } from './work-counter';

// Issue 29: the content check of a 10,000-doc site spent a fifth of its time on lookups that searched
// the whole sidebar or the whole list of docs for each page. Each piece must do work in proportion to
// the site: four times the docs, four times the work (a search per page is sixteen times). Counted in
// elements visited (lib/… arrays and maps), not timed. The sites are laid out as the generated 10,000-doc
// site (bench/generate-docs-site.mjs): parts of topics of 25 docs, each topic a category whose page is a
// doc of its own (its index.md), each part a category with a generated index.

const DOCS_PER_TOPIC = 25;
/** Four times the site, at most this many times the work: 4 when linear, 16 when each page searches the site. */
const LINEAR = 4.4;

function doc(id: string): Doc {
  const route = `/docs/${id}`;
  return {
    kind: 'doc', id, slug: id, route, permalink: route, file: `docs/${id}.md`, absFile: `/site/docs/${id}.md`, format: 'md',
    body: '', frontMatter: {}, title: id, hasContentTitle: false, hideTitle: false, tags: [], unlisted: false, toc: [], breadcrumbs: [],
  };
}

/** A site of `topics` topics: its docs (each topic's page first) and its one sidebar, in parts of √topics topics. */
function site(topics: number): { docs: Doc[]; pages: DocsPage[]; sidebars: Record<string, SidebarItem[]> } {
  const perPart = Math.ceil(Math.sqrt(topics));
  const docs: Doc[] = [];
  const pages: DocsPage[] = [];
  const parts: CategoryItem[] = [];
  for (let t = 0; t < topics; t++) {
    const part = Math.floor(t / perPart);
    if (t % perPart === 0) {
      const route = `/docs/category/part-${part}`;
      parts.push({ type: 'category', label: `Part ${part}`, href: route, collapsible: true, collapsed: true, items: [] });
      pages.push({ kind: 'category', route, title: `Part ${part}`, cards: [], breadcrumbs: [] });
    }
    const index = doc(`part-${part}/topic-${t}/index`);
    const items = Array.from({ length: DOCS_PER_TOPIC - 1 }, (_, d) => doc(`part-${part}/topic-${t}/guide-${d}`));
    docs.push(index, ...items);
    parts.at(-1)!.items.push({
      type: 'category', label: `Topic ${t}`, href: index.route, linkDocId: index.id, collapsible: true, collapsed: true,
      items: items.map((item) => ({ type: 'doc', id: item.id, label: item.title, href: item.route })),
    });
  }
  return { docs, pages: [...docs, ...pages], sidebars: { tutorialSidebar: parts } };
}

/** The work of `run` on a site of 4 × `topics` topics over the work on one of `topics` topics. */
function growth(topics: number, run: (built: ReturnType<typeof site>) => void): number {
  const [small, large] = [site(topics), site(4 * topics)];
  return countWork(() => run(large)) / countWork(() => run(small));
}

describe('navigation work grows linearly with the site', () => {
  // 40 and 160 topics: 1,000 and 4,000 docs.
  it('placePages: breadcrumbs and previous/next of every page, by route, not by a search per page', () => {
    const ratio = growth(40, ({ pages, sidebars }) => placePages(pages, sidebars, () => ''));
    expect(ratio).toBeLessThan(LINEAR);
  });

  it('placePages still places each page as before: its trail of categories and its neighbours in reading order', () => {
    const { pages, sidebars, docs } = site(9);
    placePages(pages, sidebars, () => '');
    const topicPage = docs[DOCS_PER_TOPIC]!; // topic 1's own page
    expect(topicPage.breadcrumbs).toEqual([{ label: 'Part 0', href: '/docs/category/part-0' }, { label: 'Topic 1', href: topicPage.route }]);
    expect(topicPage.prev?.href).toBe(docs[DOCS_PER_TOPIC - 1]!.route);
    expect(topicPage.next?.href).toBe(docs[DOCS_PER_TOPIC + 1]!.route);
    const partPage = pages.find((page) => page.route === '/docs/category/part-1')!;
    expect(partPage.breadcrumbs).toEqual([{ label: 'Part 1', href: partPage.route }]);
    expect(partPage.prev?.href).toBe(docs[3 * DOCS_PER_TOPIC - 1]!.route);
    expect(partPage.next?.href).toBe(docs[3 * DOCS_PER_TOPIC]!.route);
  });

  it('flattenSidebar: a route met twice keeps its first place, without comparing each link with every other', () => {
    expect(growth(40, ({ sidebars }) => flattenSidebar(sidebars.tutorialSidebar!))).toBeLessThan(LINEAR);
    const twice: SidebarItem[] = [
      { type: 'doc', id: 'a', label: 'A', href: '/a' },
      { type: 'category', label: 'C', href: '/a', collapsible: true, collapsed: true, items: [{ type: 'doc', id: 'b', label: 'B', href: '/b' }] },
    ];
    expect(flattenSidebar(twice).map((link) => link.href)).toEqual(['/a', '/b']);
  });

  it("docCategoryCards: each category page's cards, its docs found by id, not by a search of every doc", () => {
    const ratio = growth(40, ({ docs, sidebars }) => {
      for (const one of docs) {
        one.sidebar = 'tutorialSidebar';
        docCategoryCards(one, sidebars, docs);
      }
    });
    expect(ratio).toBeLessThan(LINEAR);
  });
});

describe('loading the docs does work in proportion to the docs', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'linear-docs-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A docs folder of `folders` folders of 25 one-line docs, each category with a generated index, each doc naming its next by id. */
  function docsFolder(folders: number): string {
    const root = path.join(scratch, String(folders));
    for (let f = 0; f < folders; f++) {
      const dir = path.join(root, `topic-${f}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, '_category_.json'), JSON.stringify({ label: `Topic ${f}`, link: { type: 'generated-index' } }));
      for (let d = 0; d < DOCS_PER_TOPIC; d++) {
        const next = d + 1 < DOCS_PER_TOPIC ? `topic-${f}/guide-${d + 1}` : `topic-${(f + 1) % folders}/guide-0`;
        writeFileSync(path.join(dir, `guide-${d}.md`), `---\npagination_next: ${next}\n---\n\nGuide ${d}.\n`);
      }
    }
    return root;
  }

  // 100 and 400 docs; each doc's own work (its front matter, its outline) is the same at both sizes.
  it('loadDocs: pagination overrides, generated index cards, breadcrumbs and pager, four times the docs for four times the work', () => {
    const load = (root: string) => () => void loadDocs({ root, repoRoot: scratch, includeDrafts: false, lastUpdate: () => undefined });
    const [small, large] = [docsFolder(4), docsFolder(16)];
    load(small)(); // modules and parsers warm
    expect(countWork(load(large)) / countWork(load(small))).toBeLessThan(LINEAR);
  });
});

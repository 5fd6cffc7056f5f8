import type { ReactNode } from 'react';
import { Main } from '@/components/layout/main';
import { SecondaryMenu } from '@/components/layout/secondary-menu.client';
import { PageMarkdownActions } from '@/components/ui/page-markdown';
import { StaticIsland } from '@/components/ui/static-island.client';
import { groupOf, type ApiModel, type ApiPage } from '@/lib/openapi';
import type { IdAllocator } from '@/lib/openapi/model/ids';
import { pageIds } from '@/lib/openapi/pages/page-ids';
import { referenceSections, sectionOperations, type ReferenceSection } from '@/lib/openapi/model/sections';
import { Markdown } from './anchor-link';
import { ApiInfo } from './api-info';
import { ChannelFacts } from './asyncapi/channel-facts';
import { SplitSidebarNav } from './api-sidebar';
import { CopyButtons } from './copy-buttons.client';
import { Operation } from './operation';
import { SampleLanguageSync } from './sample-language-sync.client';
import { schemaHref } from '@/lib/openapi/model/labels';
import { SchemaDefinition } from './schema-tree';
import styles from './reference.module.css';
import type { TryApi } from '@/lib/runtime/try-it/types';
import { TryItLauncher } from '#try-it-launcher';

interface Props {
  model: ApiModel;
  page: ApiPage;
  /** Navbar label of the API, e.g. "GitHub API", used for landmarks. */
  label: string;
  /** The API's route with the base path, e.g. "/demo/api/github". */
  base: string;
  downloadHref: string;
  downloadName: string;
  /** The API's route, for the Markdown copy of the whole reference. */
  route: string;
  /** A versioned API's version switcher, shown first on every page. */
  versions?: ReactNode;
  /** The Try it console's API data, when the API enables it (lib/openapi/samples/try-it.ts). */
  tryIt?: TryApi;
}

/**
 * An operation's page unfolds its own schemas (one named level, three rows deep) and links to the
 * schema pages for the rest: GitHub's webhook pages were 3.6 MB fully unfolded.
 */
const OPERATION_PAGE_FOLD = { maxRefs: 1, maxDepth: 3 };

interface SplitLayoutProps extends Pick<Props, 'model' | 'label' | 'base' | 'versions'> {
  current: { page: string; group?: string };
  /** The children hold client leaves and island their static parts themselves (the overview's ApiInfo). */
  live?: boolean;
  children: ReactNode;
}

/** The frame every page of a split reference shares: the one sidebar (desktop and mobile menu) and the main column. */
function SplitLayout({ model, label, base, current, versions, live = false, children }: SplitLayoutProps) {
  // Static islands (see StaticIsland): their HTML is not sent a second time in the page's payload.
  const page = `${base}/${current.page}`;
  const nav = (
    <StaticIsland island={`${page}:nav`}>
      <SplitSidebarNav model={model} label={`${label} sections`} base={base} current={current} />
    </StaticIsland>
  );
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>{nav}</aside>
      <SecondaryMenu title={label}>{nav}</SecondaryMenu>
      <SampleLanguageSync />
      <CopyButtons />
      <Main className={styles.content}>
        {versions}
        {live ? children : <StaticIsland island={`${page}:main`}>{children}</StaticIsland>}
      </Main>
    </div>
  );
}

/** One entry of the overview's contents: where the section starts, how much it holds, its nested sections. */
function OverviewItem({ model, section, base, ids }: { model: ApiModel; section: ReferenceSection; base: string; ids: IdAllocator }) {
  const count = section.schemas?.length ?? sectionOperations(section).length;
  const first = section.kind === 'schemas' ? 'schemas' : sectionOperations(section)[0]?.page;
  return (
    <li id={ids.take(section.anchor)}>
      {/* A channel without operations has no page of its own: it is described here, not linked. */}
      {first ? <a href={`${base}/${first}`}>{section.title}</a> : section.title}{' '}
      <span className={styles.fact}>({section.kind === 'schemas' ? count : `${count} ${count === 1 ? 'entry' : 'entries'}`})</span>
      <Markdown html={section.descriptionHtml} ids={ids} />
      {/* An AsyncAPI channel's address and bindings: its operations' pages name the channel, this is where it is described. */}
      <ChannelFacts model={model} anchor={section.anchor} ids={ids} />
      {section.children.length > 0 && (
        <ul className={styles.index}>
          {section.children.map((child) => (
            <OverviewItem key={child.anchor} model={model} section={child} base={base} ids={ids} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The overview of a split reference: API facts, then each section (nested as the tags are) with where it starts. */
function Overview({ model, base, ids }: Pick<Props, 'model' | 'base'> & { ids: IdAllocator }) {
  const titleId = ids.derived('contents/title');
  return (
    <section className={styles.info} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.infoHeading}>
        Contents
      </h2>
      <ul className={styles.index}>
        {referenceSections(model).map((section) => (
          <OverviewItem key={section.anchor} model={model} section={section} base={base} ids={ids} />
        ))}
      </ul>
    </section>
  );
}

/** One page of a split reference: the overview, an operation or webhook, the schema index or a schema. */
export function SplitReferencePage({ model, page, label, base, downloadHref, downloadName, route, versions, tryIt }: Props) {
  const entries = model.schemas;
  const ids = pageIds(model, page);
  if (page.kind === 'operation') {
    return (
      <SplitLayout model={model} label={label} base={base} versions={versions} current={{ page: page.page, group: groupOf(page.op) }} live>
        <p className={styles.breadcrumb}>
          <a href={base}>{model.info.title}</a> / {groupOf(page.op)}
        </p>
        {/* The page's own Markdown twin (lib/postbuild/api-markdown.ts); the button is a client leaf, outside the island. */}
        <PageMarkdownActions route={`${route}/${page.page}`} />
        {tryIt && <TryItLauncher api={tryIt} />}
        <StaticIsland island={`${base}/${page.page}:main`}>
          <Operation op={page.op} entries={entries} level={1} fold={OPERATION_PAGE_FOLD} ids={ids} tryIt={tryIt !== undefined} />
        </StaticIsland>
      </SplitLayout>
    );
  }
  if (page.kind === 'schema') {
    const { entry } = page;
    return (
      <SplitLayout model={model} label={label} base={base} versions={versions} current={{ page: page.page }} live>
        <section id={ids.take(entry.anchor)} className={styles.schemas} aria-label={`Schema ${entry.name}`}>
          <p className={styles.breadcrumb}>
            <a href={base}>{model.info.title}</a> / <a href={`${base}/schemas`}>Schemas</a>
          </p>
          <PageMarkdownActions route={`${route}/${page.page}`} />
          <StaticIsland island={`${base}/${page.page}:main`}>
            <SchemaDefinition entry={entry} entries={entries} heading="h1" className={styles.title} ids={ids} />
          </StaticIsland>
        </section>
      </SplitLayout>
    );
  }
  if (page.kind === 'schemas') {
    const titleId = ids.derived('schemas/title');
    return (
      <SplitLayout model={model} label={label} base={base} versions={versions} current={{ page: 'schemas' }}>
        <section className={styles.schemas} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.title}>
            Schemas
          </h1>
          <ul className={styles.index}>
            {Object.values(entries).map((entry) => (
              <li key={entry.id}>
                <a href={schemaHref(entry)}>{entry.name}</a>
              </li>
            ))}
          </ul>
        </section>
      </SplitLayout>
    );
  }
  return (
    <SplitLayout model={model} label={label} base={base} versions={versions} current={{ page: '' }} live>
      <ApiInfo model={model} downloadHref={downloadHref} downloadName={downloadName} route={route} ids={ids} island={`${base}/:info`} />
      <StaticIsland island={`${base}/:main`}>
        <Overview model={model} base={base} ids={ids} />
      </StaticIsland>
    </SplitLayout>
  );
}

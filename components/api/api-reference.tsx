import type { ReactNode } from 'react';
import { Main } from '@/components/layout/main';
import { StaticIsland } from '@/components/ui/static-island.client';
import { SecondaryMenu } from '@/components/layout/secondary-menu.client';
import type { ApiModel } from '@/lib/openapi';
import { pageIds } from '@/lib/openapi/pages/page-ids';
import { flatSections, referenceSections } from '@/lib/openapi/model/sections';
import { Markdown, AnchorLink } from './anchor-link';
import { ApiInfo } from './api-info';
import { ChannelFacts } from './asyncapi/channel-facts';
import { ApiSidebarNav } from './api-sidebar';
import { CopyButtons } from './copy-buttons.client';
import { Operation } from './operation';
import { SampleLanguageSync } from './sample-language-sync.client';
import { SchemaDefinition } from './schema-tree';
import { ScrollSpy } from './scroll-spy.client';
import type { TryApi } from '@/lib/runtime/try-it/types';
import { TryItLauncher } from '#try-it-launcher';
import styles from './reference.module.css';

interface Props {
  model: ApiModel;
  /** Navbar label of the API, e.g. "Word API", used for landmarks. */
  label: string;
  downloadHref: string;
  downloadName: string;
  /** The page's route, for its Markdown copy ("/api/word" → "/api/word.md"). */
  route: string;
  /** A versioned API's version switcher, shown first. */
  versions?: ReactNode;
  /** The Try it console's API data, when the API enables it (lib/openapi/samples/try-it.ts). */
  tryIt?: TryApi;
}

/**
 * A complete API reference page in server-rendered HTML: sidebar, overview, every section of
 * lib/openapi/model/sections.ts (tags and their groups with their operations, each with a dark samples
 * panel; webhooks; schemas), nested sections one after the other. Three tiny client leaves
 * add the mobile menu entry, the section-in-view mark and the remembered sample language.
 */
export function ApiReference({ model, label, downloadHref, downloadName, route, versions, tryIt }: Props) {
  const entries = model.schemas;
  // Every id of the page comes from one allocator; an operation with two tags shows twice (page-ids.ts).
  const ids = pageIds(model);
  // A label names the id its heading got, whatever the allocator gave.
  const webhooksTitle = ids.derived('webhooks/title');
  const schemasTitle = ids.derived('schemas/title');
  // Static islands (see StaticIsland): their HTML is not sent a second time in the page's payload.
  // The mobile menu's copy of the sidebar is the same island: it reuses the desktop one's HTML.
  const nav = (
    <StaticIsland island={`${route}:nav`}>
      <ApiSidebarNav model={model} label={`${label} sections`} />
    </StaticIsland>
  );
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>{nav}</aside>
      <SecondaryMenu title={label}>{nav}</SecondaryMenu>
      <ScrollSpy />
      <SampleLanguageSync />
      <CopyButtons />
      {tryIt && <TryItLauncher api={tryIt} />}
      <Main className={styles.content}>
        {versions}
        <ApiInfo model={model} downloadHref={downloadHref} downloadName={downloadName} route={route} ids={ids} island={`${route}:info`} />
        <StaticIsland island={`${route}:main`}>
          {flatSections(referenceSections(model)).map(({ section }) => {
            if (section.kind === 'schemas') {
              return (
                <section
                  key={section.anchor}
                  id={ids.take(section.anchor)}
                  className={styles.schemas}
                  aria-labelledby={schemasTitle}
                  data-spy=""
                >
                  <h2 id={schemasTitle} className={styles.tagTitle}>
                    {section.title}
                  </h2>
                  {section.schemas!.map((entry) => (
                    <section key={entry.id} id={ids.take(entry.anchor)} className={styles.schema} aria-label={`Schema ${entry.name}`}>
                      <SchemaDefinition entry={entry} entries={entries} heading="h3" className={styles.schemaTitle} ids={ids} />
                    </section>
                  ))}
                </section>
              );
            }
            const anchor = ids.take(section.anchor);
            const titleId = section.kind === 'webhooks' ? webhooksTitle : ids.derived(`${anchor}/title`);
            return (
              <section key={section.anchor} id={anchor} className={styles.tag} aria-labelledby={titleId} data-spy="">
                <div className={styles.tagIntro}>
                  <h2 id={titleId} className={styles.tagTitle}>
                    {section.title}
                    {section.kind !== 'webhooks' && <AnchorLink anchor={anchor} label={section.title} />}
                  </h2>
                  <Markdown html={section.descriptionHtml} ids={ids} />
                  <ChannelFacts model={model} anchor={section.anchor} ids={ids} />
                </div>
                {section.operations.map((op) => (
                  <Operation key={op.anchor} op={op} entries={entries} ids={ids} tryIt={tryIt !== undefined} />
                ))}
              </section>
            );
          })}
        </StaticIsland>
      </Main>
    </div>
  );
}

import type { LinkView, MediaTypeView, OperationView, SecurityRequirementView } from '@/lib/openapi';
import type { IdAllocator } from '@/lib/openapi/model/ids';
import { AnchorLink, Markdown } from './anchor-link';
import { ExternalExamples, StreamOf } from './media-extras';
import { DeprecatedBadge, MethodBadge, StatusBadge } from './method-badge';
import { VersionBadge } from './version-badge';
import { ParametersTable } from './parameters-table';
import { PARAMETER_LOCATIONS, parametersHeading, securityLabel, type Entries } from '@/lib/openapi/model/labels';
import { SchemaBlock, type Fold, type Repeats } from './schema-tree';
import { SamplesPanel } from './samples-panel';
import { EventOperation } from './asyncapi/event-operation';
import styles from './reference.module.css';

/**
 * Bodies by media type. Media types with the same schema (JSON and XML of one model) share one
 * tree, and a named schema already unfolded in this operation links to its definition instead:
 * repeating trees made small specs weigh megabytes.
 */
interface ContentProps {
  content: MediaTypeView[];
  entries: Entries;
  anchor: string;
  seen: Set<string>;
  repeats: Repeats;
  fold?: Fold;
  ids: IdAllocator;
}

function Content({ content, entries, anchor, seen, repeats, fold, ids }: ContentProps) {
  const groups = new Map<string, MediaTypeView[]>();
  for (const media of content) {
    const key = JSON.stringify([media.schema ?? null, media.itemSchema ?? null]);
    groups.set(key, [...(groups.get(key) ?? []), media]);
  }
  return [...groups.values()].map((group, i) => {
    const { schema, itemSchema } = group[0]!;
    const blockAnchor = i === 0 ? anchor : ids.derived(`${anchor}/${i + 1}`);
    const external = group.flatMap((media) => media.externalExamples ?? []);
    const repeated = schema !== undefined && 'ref' in schema && seen.has(schema.ref);
    if (schema && 'ref' in schema) seen.add(schema.ref);
    return (
      <div key={group[0]!.mediaType} className={styles.media}>
        <p className={styles.mediaType}>
          {group.map((media) => (
            <code key={media.mediaType}>{media.mediaType} </code>
          ))}
        </p>
        {schema && (
          <SchemaBlock
            view={schema}
            entries={entries}
            anchor={blockAnchor}
            {...fold}
            maxRefs={repeated ? 0 : fold?.maxRefs}
            repeats={repeats}
            ids={ids}
          />
        )}
        {itemSchema && <StreamOf item={itemSchema} entries={entries} />}
        {itemSchema && (
          <SchemaBlock
            view={itemSchema}
            entries={entries}
            anchor={schema ? ids.derived(`${blockAnchor}/item`) : blockAnchor}
            {...fold}
            repeats={repeats}
            ids={ids}
          />
        )}
        {external.length > 0 && <ExternalExamples examples={external} />}
      </div>
    );
  });
}

function Security({ security }: { security: SecurityRequirementView[] }) {
  return (
    <p className={styles.fact}>
      Authorization: {securityLabel(security)}
      {security.length ? '' : '.'}
    </p>
  );
}

/** OpenAPI response links: which operation a value of this response can be passed to, and how. */
function ResponseLinks({ links, status, ids }: { links: LinkView[]; status: string; ids: IdAllocator }) {
  return (
    <ul className={styles.headers} aria-label={`Links of response ${status}`}>
      {links.map((link) => (
        <li key={link.name}>
          Link <strong>{link.name}</strong>
          {link.target && (
            <>
              {' → '}
              {link.href ? (
                <a href={link.href}>
                  <code>{link.target}</code>
                </a>
              ) : (
                <code>{link.target}</code>
              )}
            </>
          )}
          {link.parameters.map((p) => (
            <span key={p.name} className={styles.fact}>
              {' '}
              <code>{p.name}</code> = <code>{p.value}</code>
            </span>
          ))}
          <Markdown html={link.descriptionHtml} ids={ids} />
        </li>
      ))}
    </ul>
  );
}

type Level = 1 | 2 | 3 | 4 | 5;

/**
 * One operation: the reading column (left) and its dark samples panel (right). `level` is its
 * heading's: 3 within a tag of a one-page reference, 1 on its own page of a split one. `fold`:
 * how far its trees unfold (a split reference has a page per schema to link to). `ids`: the page's
 * allocator, which every id of the operation comes from. `tryIt`: its API enables the console, so its
 * samples panel gets a "Try it" button (its callbacks never do).
 */
export function Operation({
  op,
  entries,
  level = 3,
  fold,
  ids,
  tryIt = false,
}: {
  op: OperationView;
  entries: Entries;
  level?: Level;
  fold?: Fold;
  ids: IdAllocator;
  tryIt?: boolean;
}) {
  // An AsyncAPI operation (send/receive on a channel) has a view of its own.
  if (op.event) return <EventOperation op={op} entries={entries} level={level} fold={fold} ids={ids} />;
  const Heading = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const seen = new Set<string>();
  const repeats: Repeats = new Map();
  const title = op.title;
  const anchor = ids.take(op.anchor);
  const titleId = ids.derived(`${anchor}/title`);
  const body = op.requestBody && ids.take(op.requestBody.anchor);
  const responseIds = op.responses.map((response) => ids.take(response.anchor));
  return (
    <section id={anchor} className={styles.operation} aria-labelledby={titleId} data-spy="">
      <div className={styles.operationMain}>
        <Heading id={titleId} className={styles.operationTitle}>
          {title} {op.deprecated && <DeprecatedBadge />} {op.versionBadge && <VersionBadge badge={op.versionBadge} />}
          <AnchorLink anchor={anchor} label={title} />
        </Heading>
        <p className={styles.endpoint}>
          <MethodBadge method={op.method} /> <code className={styles.path}>{op.path}</code>
        </p>
        {op.labels && (
          <p className={styles.fact}>
            {/* Tags of another kind than navigation (3.2 `kind`: badge, audience…) label the operation. */}
            {op.labels.map((label) => (
              <span key={label.name} className={styles.label} data-tag-kind={label.kind}>
                {label.kind === 'badge' ? label.title : `${label.kind}: ${label.title}`}
              </span>
            ))}
          </p>
        )}
        <Markdown html={op.summaryHtml} className={styles.lead} ids={ids} />
        <Markdown html={op.descriptionHtml} ids={ids} />
        {op.security && <Security security={op.security} />}
        {PARAMETER_LOCATIONS.map((where) =>
          op.parameters[where]?.length ? (
            <div key={where}>
              <Sub className={styles.subheading}>{parametersHeading(where, op)}</Sub>
              <ParametersTable
                parameters={op.parameters[where]!}
                entries={entries}
                label={`${parametersHeading(where, op)} of ${title}`}
                repeats={repeats}
                fold={fold}
                ids={ids}
              />
            </div>
          ) : null,
        )}
        {op.requestBody && body && (
          <div id={body}>
            <Sub className={styles.subheading}>
              Request body{' '}
              {op.requestBody.required ? (
                <span className={styles.required}>required</span>
              ) : (
                <span className={styles.optional}>optional</span>
              )}
              <AnchorLink anchor={body} label={`request body of ${title}`} />
            </Sub>
            <Markdown html={op.requestBody.descriptionHtml} ids={ids} />
            <Content content={op.requestBody.content} entries={entries} anchor={body} seen={seen} repeats={repeats} fold={fold} ids={ids} />
          </div>
        )}
        {op.responses.length > 0 && <Sub className={styles.subheading}>Responses</Sub>}
        {op.responses.map((response, i) => (
          <div key={response.status} id={responseIds[i]} className={styles.response}>
            <p className={styles.responseHead}>
              <StatusBadge status={response.status} />
              {response.summary && <span className={styles.responseSummary}>{response.summary}</span>}
              <AnchorLink anchor={responseIds[i]!} label={`response ${response.status} of ${title}`} />
            </p>
            <Markdown html={response.descriptionHtml} ids={ids} />
            {response.headers.length > 0 && (
              <ul className={styles.headers} aria-label={`Headers of response ${response.status}`}>
                {response.headers.map((h) => (
                  <li key={h.name}>
                    <code>{h.name}</code> {h.required && <span className={styles.required}>required</span>}
                    <Markdown html={h.descriptionHtml} ids={ids} />
                  </li>
                ))}
              </ul>
            )}
            <Content
              content={response.content}
              entries={entries}
              anchor={responseIds[i]!}
              seen={seen}
              repeats={repeats}
              fold={fold}
              ids={ids}
            />
            {response.links && <ResponseLinks links={response.links} status={response.status} ids={ids} />}
          </div>
        ))}
        {op.callbacks.map((callback) => (
          <div key={callback.name} className={styles.callback}>
            <Sub className={styles.subheading}>Callback {callback.name}</Sub>
            {callback.operations.map((cb) => (
              <Operation key={cb.anchor} op={cb} entries={entries} level={Math.min(level + 1, 5) as Level} fold={fold} ids={ids} />
            ))}
          </div>
        ))}
      </div>
      <SamplesPanel op={op} heading={Sub} tryIt={tryIt ? { entries } : undefined} />
    </section>
  );
}

import type { LinkView, MediaTypeView, OperationView, SecurityRequirementView } from '@/lib/openapi';
import { AnchorLink, Markdown } from './anchor-link';
import { DeprecatedBadge, MethodBadge, StatusBadge } from './method-badge';
import { ParametersTable } from './parameters-table';
import type { Entries } from './schema-label';
import { SchemaBlock, type Repeats } from './schema-tree';
import { SamplesPanel } from './samples-panel';
import styles from './reference.module.css';

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

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
  maxRefs?: number;
}

function Content({ content, entries, anchor, seen, repeats, maxRefs }: ContentProps) {
  const groups = new Map<string, MediaTypeView[]>();
  for (const media of content) {
    const key = JSON.stringify(media.schema ?? null);
    groups.set(key, [...(groups.get(key) ?? []), media]);
  }
  return [...groups.values()].map((group, i) => {
    const schema = group[0]!.schema;
    const repeated = schema !== undefined && 'ref' in schema && seen.has(schema.ref);
    if (schema && 'ref' in schema) seen.add(schema.ref);
    return (
      <div key={group[0]!.mediaType} className={styles.media}>
        <p className={styles.mediaType}>
          {group.map((media) => (
            <code key={media.mediaType}>{media.mediaType} </code>
          ))}
        </p>
        {schema && <SchemaBlock view={schema} entries={entries} anchor={i === 0 ? anchor : `${anchor}/${i + 1}`} maxRefs={repeated ? 0 : maxRefs} repeats={repeats} />}
      </div>
    );
  });
}

function Security({ security }: { security: SecurityRequirementView[] }) {
  if (security.length === 0) return <p className={styles.fact}>Authorization: none (public).</p>;
  return (
    <p className={styles.fact}>
      Authorization:{' '}
      {security.map((req, i) => (
        <span key={i}>
          {i > 0 && ' or '}
          {req.schemes.map((s) => `${s.name}${s.scopes.length ? ` (${s.scopes.join(', ')})` : ''}`).join(' and ') || 'none'}
        </span>
      ))}
    </p>
  );
}

/** OpenAPI response links: which operation a value of this response can be passed to, and how. */
function ResponseLinks({ links, status }: { links: LinkView[]; status: string }) {
  return (
    <ul className={styles.headers} aria-label={`Links of response ${status}`}>
      {links.map((link) => (
        <li key={link.name}>
          Link <strong>{link.name}</strong>
          {link.target && (
            <>
              {' → '}
              {link.href ? <a href={link.href}><code>{link.target}</code></a> : <code>{link.target}</code>}
            </>
          )}
          {link.parameters.map((p) => (
            <span key={p.name} className={styles.fact}>
              {' '}
              <code>{p.name}</code> = <code>{p.value}</code>
            </span>
          ))}
          <Markdown html={link.descriptionHtml} />
        </li>
      ))}
    </ul>
  );
}

type Level = 1 | 2 | 3 | 4 | 5;

/**
 * One operation: the reading column (left) and its dark samples panel (right). `level` is its
 * heading's: 3 within a tag of a one-page reference, 1 on its own page of a split one. `maxRefs`:
 * how many named schemas deep its trees unfold (a split reference has a page per schema to link to).
 */
export function Operation({ op, entries, level = 3, maxRefs }: { op: OperationView; entries: Entries; level?: Level; maxRefs?: number }) {
  const Heading = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const seen = new Set<string>();
  const repeats: Repeats = new Map();
  const title = op.title;
  return (
    <section id={op.anchor} className={styles.operation} aria-labelledby={`${op.anchor}/title`} data-spy="">
      <div className={styles.operationMain}>
        <Heading id={`${op.anchor}/title`} className={styles.operationTitle}>
          {title} {op.deprecated && <DeprecatedBadge />}
          <AnchorLink anchor={op.anchor} label={title} />
        </Heading>
        <p className={styles.endpoint}>
          <MethodBadge method={op.method} /> <code className={styles.path}>{op.path}</code>
        </p>
        {op.summary && op.summary !== op.title && <p className={styles.lead}>{op.summary}</p>}
        <Markdown html={op.descriptionHtml} />
        {op.security && <Security security={op.security} />}
        {LOCATIONS.map(([where, label]) =>
          op.parameters[where].length ? (
            <div key={where}>
              <Sub className={styles.subheading}>{label}</Sub>
              <ParametersTable parameters={op.parameters[where]} entries={entries} label={`${label} of ${title}`} repeats={repeats} maxRefs={maxRefs} />
            </div>
          ) : null,
        )}
        {op.requestBody && (
          <div id={op.requestBody.anchor}>
            <Sub className={styles.subheading}>
              Request body {op.requestBody.required ? <span className={styles.required}>required</span> : <span className={styles.optional}>optional</span>}
              <AnchorLink anchor={op.requestBody.anchor} label={`request body of ${title}`} />
            </Sub>
            <Markdown html={op.requestBody.descriptionHtml} />
            <Content content={op.requestBody.content} entries={entries} anchor={op.requestBody.anchor} seen={seen} repeats={repeats} maxRefs={maxRefs} />
          </div>
        )}
        {op.responses.length > 0 && <Sub className={styles.subheading}>Responses</Sub>}
        {op.responses.map((response) => (
          <div key={response.status} id={response.anchor} className={styles.response}>
            <p className={styles.responseHead}>
              <StatusBadge status={response.status} />
              <AnchorLink anchor={response.anchor} label={`response ${response.status} of ${title}`} />
            </p>
            <Markdown html={response.descriptionHtml} />
            {response.headers.length > 0 && (
              <ul className={styles.headers} aria-label={`Headers of response ${response.status}`}>
                {response.headers.map((h) => (
                  <li key={h.name}>
                    <code>{h.name}</code> {h.required && <span className={styles.required}>required</span>}
                    <Markdown html={h.descriptionHtml} />
                  </li>
                ))}
              </ul>
            )}
            <Content content={response.content} entries={entries} anchor={response.anchor} seen={seen} repeats={repeats} maxRefs={maxRefs} />
            {response.links && <ResponseLinks links={response.links} status={response.status} />}
          </div>
        ))}
        {op.callbacks.map((callback) => (
          <div key={callback.name} className={styles.callback}>
            <Sub className={styles.subheading}>Callback {callback.name}</Sub>
            {callback.operations.map((cb) => (
              <Operation key={cb.anchor} op={cb} entries={entries} level={Math.min(level + 1, 5) as Level} maxRefs={maxRefs} />
            ))}
          </div>
        ))}
      </div>
      <SamplesPanel op={op} heading={Sub} />
    </section>
  );
}

import { Fragment } from 'react';
import type { MessageView, OperationView } from '@/lib/openapi';
import type { IdAllocator } from '@/lib/openapi/model/ids';
import type { Entries } from '@/lib/openapi/model/labels';
import { securityLabel } from '@/lib/openapi/model/labels';
import { AnchorLink, Markdown } from '../anchor-link';
import { DeprecatedBadge, MethodBadge } from '../method-badge';
import { ParametersTable } from '../parameters-table';
import { SamplesPanel } from '../samples-panel';
import { SchemaBlock, type Fold, type Repeats } from '../schema-tree';
import { VersionBadge } from '../version-badge';
import { BindingsTables } from './bindings-table';
// Only the reference's own classes: an OpenAPI reference's stylesheet stays what it was.
import styles from '../reference.module.css';

type Sub = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

interface MessageProps {
  message: MessageView;
  entries: Entries;
  heading: Sub;
  ids: IdAllocator;
  repeats: Repeats;
  fold?: Fold;
}

/** One message: its facts, headers and payload as schema trees (or its source, in a format the page cannot draw), examples and bindings. */
function Message({ message, entries, heading: Heading, ids, repeats, fold }: MessageProps) {
  const anchor = ids.take(message.anchor);
  const heading = (
    <Heading className={styles.subheading}>
      Message {message.title} {message.deprecated && <DeprecatedBadge />}
      <AnchorLink anchor={anchor} label={`message ${message.title}`} />
    </Heading>
  );
  // A message two operations use is one view with one anchor (where links and search point): on a
  // page that shows it already, the second operation links to it.
  if (anchor !== message.anchor) {
    return (
      <div id={anchor} className={styles.media} data-message={message.name}>
        {heading}
        <p className={styles.fact}>
          Name <code>{message.name}</code> · <a href={`#${message.anchor}`}>described above</a>
        </p>
      </div>
    );
  }
  return (
    <div id={anchor} className={styles.media} data-message={message.name}>
      {heading}
      {message.summary && <p className={styles.lead}>{message.summary}</p>}
      <Markdown html={message.descriptionHtml} ids={ids} />
      <p className={styles.fact}>
        Name <code>{message.name}</code>
        {message.contentType && (
          <>
            {' · '}Content type <code>{message.contentType}</code>
          </>
        )}
        {message.schemaFormat && (
          <>
            {' · '}Schema format <code>{message.schemaFormat}</code>
          </>
        )}
        {message.traits.length > 0 && <> · Traits applied: {message.traits.join(', ')}</>}
      </p>
      {message.correlationId && (
        <div className={styles.fact}>
          Correlation id at <code>{message.correlationId.location}</code>
          <Markdown html={message.correlationId.descriptionHtml} ids={ids} />
        </div>
      )}
      {(['headers', 'payload'] as const).map(
        (part) =>
          message[part] && (
            <Fragment key={part}>
              <p className={styles.mediaType}>{part === 'headers' ? 'Headers' : 'Payload'}</p>
              <SchemaBlock
                view={message[part]}
                entries={entries}
                anchor={ids.derived(`${anchor}/${part}`)}
                {...fold}
                repeats={repeats}
                ids={ids}
              />
            </Fragment>
          ),
      )}
      {message.payloadSource && (
        <>
          <p className={styles.fact}>
            Payload in <code>{message.payloadSource.format}</code>, a schema format this reference does not draw: its source as written.
          </p>
          <div className={styles.markdown}>
            <pre>
              <code>{message.payloadSource.code}</code>
            </pre>
          </div>
        </>
      )}
      {message.examples.map((example) => (
        <details key={example.name} className={styles.fact}>
          <summary>
            Example {example.name}
            {example.summary ? `: ${example.summary}` : ''}
          </summary>
          <div className={styles.markdown}>
            <pre>
              <code>{example.value}</code>
            </pre>
          </div>
        </details>
      ))}
      <BindingsTables bindings={message.bindings} of={`message ${message.title}`} />
    </div>
  );
}

/**
 * An AsyncAPI operation: what the application sends or receives on a channel, the line saying which
 * way, its messages (headers and payload trees), its reply, bindings and security, and a sample of
 * each message framed as its protocol carries it.
 */
export function EventOperation({
  op,
  entries,
  level,
  fold,
  ids,
}: {
  op: OperationView;
  entries: Entries;
  level: 1 | 2 | 3 | 4 | 5;
  fold?: Fold;
  ids: IdAllocator;
}) {
  const event = op.event!;
  const Heading = `h${level}` as const;
  const Sub = `h${level + 1}` as Sub;
  const repeats: Repeats = new Map();
  const anchor = ids.take(op.anchor);
  const titleId = ids.derived(`${anchor}/title`);
  const messagesId = op.requestBody ? ids.take(op.requestBody.anchor) : undefined;
  const replyId = op.responses[0] ? ids.take(op.responses[0].anchor) : undefined;
  return (
    <section id={anchor} className={styles.operation} aria-labelledby={titleId} data-spy="" data-event-operation={event.action}>
      <div className={styles.operationMain}>
        <Heading id={titleId} className={styles.operationTitle}>
          {op.title} {op.deprecated && <DeprecatedBadge />} {op.versionBadge && <VersionBadge badge={op.versionBadge} />}
          <AnchorLink anchor={anchor} label={op.title} />
        </Heading>
        <p className={styles.endpoint}>
          <MethodBadge method={op.method} /> <code className={styles.path}>{op.path}</code>{' '}
          {/* On a page of a split reference the channel's section is on the overview: named, not linked. */}
          {op.page === undefined ? (
            <a href={`#${event.channel.anchor}`} className={styles.fact}>
              channel {event.channel.name}
            </a>
          ) : (
            <span className={styles.fact}>channel {event.channel.name}</span>
          )}
        </p>
        <p className={styles.fact}>{event.direction}</p>
        {op.labels && (
          <p className={styles.fact}>
            {op.labels.map((label) => (
              <span key={label.name} className={styles.label} data-tag-kind={label.kind}>
                {label.title}
              </span>
            ))}
          </p>
        )}
        <Markdown html={op.summaryHtml} className={styles.lead} ids={ids} />
        <Markdown html={op.descriptionHtml} ids={ids} />
        {op.security && <p className={styles.fact}>Security: {securityLabel(op.security)}</p>}
        {op.parameters.path.length > 0 && (
          <div>
            <Sub className={styles.subheading}>Channel parameters</Sub>
            <ParametersTable
              parameters={op.parameters.path}
              entries={entries}
              label={`Channel parameters of ${op.title}`}
              repeats={repeats}
              fold={fold}
              ids={ids}
            />
          </div>
        )}
        <BindingsTables bindings={event.bindings} of={`operation ${op.title}`} />
        {messagesId && (
          <div id={messagesId}>
            <Sub className={styles.subheading}>
              {event.action === 'send' ? 'Messages sent' : 'Messages received'}
              <AnchorLink anchor={messagesId} label={`messages of ${op.title}`} />
            </Sub>
            {event.messages.map((message) => (
              <Message
                key={message.anchor}
                message={message}
                entries={entries}
                heading={`h${Math.min(level + 2, 6)}` as Sub}
                ids={ids}
                repeats={repeats}
                fold={fold}
              />
            ))}
          </div>
        )}
        {event.reply && replyId && (
          <div id={replyId} className={styles.response}>
            <Sub className={styles.subheading}>
              Reply
              <AnchorLink anchor={replyId} label={`reply of ${op.title}`} />
            </Sub>
            <p className={styles.fact}>
              {event.reply.address && (
                <>
                  Sent to <code>{event.reply.address}</code>{' '}
                </>
              )}
              {event.reply.channel && <>on channel {event.reply.channel}</>}
            </p>
            {event.reply.messages.map((message) => (
              <Message
                key={message.anchor}
                message={message}
                entries={entries}
                heading={`h${Math.min(level + 2, 6)}` as Sub}
                ids={ids}
                repeats={repeats}
                fold={fold}
              />
            ))}
          </div>
        )}
      </div>
      <SamplesPanel op={op} heading={Sub} />
    </section>
  );
}

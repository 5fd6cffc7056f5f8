import { Fragment } from 'react';
import { withBase } from '@/lib/config';
import type { OperationView, SampleView } from '@/lib/openapi';
import { CopyButton } from './copy-button';
import { highlightDark } from '@/lib/openapi/samples/highlight';
import { methodLabel } from '@/lib/openapi/model/path-items';
import { StatusBadge } from './method-badge';
import { samplesHeadings, type Entries } from '@/lib/openapi/model/labels';
import { TryItButton } from './try-it/try-it-button';
import styles from './samples.module.css';

function kilobytes(text: string): string {
  return `${Math.max(1, Math.round(Buffer.byteLength(text, 'utf8') / 1024)).toLocaleString('en')} KB`;
}

/**
 * A sample's code, with its copy button; for a long sample shown cut (lib/openapi/samples/bounds.ts),
 * what is left out and the whole text as a download instead (copying the start would mislead).
 */
function Code({ sample, html, copyLabel }: { sample: SampleView; html: string; copyLabel: string }) {
  const { full } = sample;
  return (
    <>
      {!full && <CopyButton label={copyLabel} />}
      <div dangerouslySetInnerHTML={{ __html: html }} />
      {full && (
        <p className={styles.cut}>
          The first {full.shown.toLocaleString('en')} of {full.lines.toLocaleString('en')} lines.{' '}
          <a href={withBase(full.route)} download>
            Download the whole {sample.label} ({kilobytes(full.code)})
          </a>
        </p>
      )}
    </>
  );
}

/**
 * The dark right-hand panel: request samples as tabs (radio inputs, so they switch without
 * JavaScript; a page-level leaf remembers the language) and a response sample per status. Each
 * tab is followed by its code, which CSS moves below the row of tabs: any number of clients works
 * without a rule per position, and the row wraps on a phone (arrow keys move along it, as in any radio group).
 */
export async function SamplesPanel({
  op,
  heading: Heading = 'h4',
  tryIt,
}: {
  op: OperationView;
  heading?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  tryIt?: { entries: Entries };
}) {
  const bodyFile = op.requestBodyFile && {
    ...op.requestBodyFile,
    html: op.requestBodyFile.html ?? (await highlightDark(op.requestBodyFile.code, op.requestBodyFile.lang)),
  };
  const requests = await Promise.all(op.requestSamples.map(async (s) => ({ ...s, html: s.html ?? (await highlightDark(s.code, s.lang)) })));
  const responses = await Promise.all(
    op.responseSamples.map(async (r) => ({
      status: r.status,
      samples: await Promise.all(r.samples.map(async (s) => ({ ...s, html: s.html ?? (await highlightDark(s.code, s.lang)) }))),
    })),
  );
  const group = `${op.anchor}/sample`;
  const headings = samplesHeadings(op);
  return (
    <aside className={styles.panel} aria-label={`Samples: ${methodLabel(op.method)} ${op.path}`}>
      {/* Only the API's operations, never its webhooks or callbacks: those are sent to the reader's own server. */}
      {tryIt && op.kind === 'operation' && <TryItButton op={op} entries={tryIt.entries} />}
      <Heading className={styles.heading}>{headings.request}</Heading>
      <div className={styles.tabs} role="radiogroup" aria-label="Sample language">
        {requests.map((sample, i) => (
          <Fragment key={sample.id}>
            <span className={styles.tab}>
              <input
                type="radio"
                className={styles.tabInput}
                name={group}
                id={`${group}/${sample.id}`}
                value={sample.id}
                data-sample-lang=""
                defaultChecked={i === 0}
              />
              <label htmlFor={`${group}/${sample.id}`} className={styles.tabLabel}>
                {sample.label}
              </label>
            </span>
            <div className={styles.code} data-lang={sample.id} data-copy-source="">
              <Code sample={sample} html={sample.html} copyLabel={`Copy the ${sample.label} sample`} />
            </div>
          </Fragment>
        ))}
      </div>
      {bodyFile && (
        <div className={styles.code} data-copy-source="">
          <p className={styles.mediaType}>{bodyFile.label}: the request body these samples send</p>
          <Code sample={bodyFile} html={bodyFile.html} copyLabel={`Copy ${bodyFile.label}`} />
        </div>
      )}
      {responses.length > 0 && <Heading className={styles.heading}>{headings.responses}</Heading>}
      {responses.map((response) => (
        <details key={response.status} className={styles.response} open={response.status.startsWith('2') || responses.length === 1}>
          <summary className={styles.responseSummary}>
            <StatusBadge status={response.status} onDark />
          </summary>
          {response.samples.map((sample) => (
            <div key={sample.id} className={styles.code} data-copy-source="">
              <p className={styles.mediaType}>{sample.label}</p>
              <Code sample={sample} html={sample.html} copyLabel={`Copy the ${response.status} response sample`} />
            </div>
          ))}
        </details>
      ))}
    </aside>
  );
}

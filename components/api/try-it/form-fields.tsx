import type { TryForm } from '@/lib/runtime/try-it/request';
import type { TryField, TryMedia, TryOperation, TryParam } from '@/lib/runtime/try-it/types';
import styles from './console.module.css';

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function Required() {
  return <span className={styles.required}>required</span>;
}

function Problem({ id, text }: { id: string; text?: string }) {
  return text ? (
    <span id={id} className={styles.error}>
      {text}
    </span>
  ) : null;
}

/** One parameter: a select for an enum (or a boolean), a text input otherwise; prefilled with its example or default. */
export function ParamField({
  id,
  param: p,
  value,
  problem,
  onChange,
  viaProxy,
}: {
  id: string;
  param: TryParam;
  value: string;
  problem?: string;
  onChange: (value: string) => void;
  viaProxy: boolean;
}) {
  const cookie =
    p.in === 'cookie' && (viaProxy ? "sent through this site's proxy" : 'shown in curl; sent directly a page cannot send cookies');
  const hint = [p.in, p.type, p.default !== undefined && `default ${p.default}`, p.list && 'comma-separated', cookie]
    .filter(Boolean)
    .join(' · ');
  const common = {
    id,
    'data-key': `${p.in}:${p.name}`,
    value,
    'aria-required': p.required ? true : undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy(`${id}-hint`, problem && `${id}-problem`),
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{p.name}</code> {p.required && <Required />}
      </label>
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      {p.enum ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          {(!p.required || !p.enum.includes(value)) && <option value="">(not sent)</option>}
          {p.enum.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          spellCheck={false}
          inputMode={/^integer/.test(p.type) ? 'numeric' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <Problem id={`${id}-problem`} text={problem} />
    </div>
  );
}

function fieldHint(f: TryField): string {
  return `${f.type}${f.required ? ', required' : ''}`;
}

/** The JSON body's validity, as the reader types: parsed on every change (bodies are small). */
function jsonState(text: string): string {
  if (!text.trim()) return 'Empty.';
  try {
    JSON.parse(text);
    return 'Valid JSON.';
  } catch (error) {
    return `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}

interface BodyProps {
  id: string;
  body: NonNullable<TryOperation['body']>;
  form: TryForm;
  update: (patch: Partial<TryForm>) => void;
  problemOf: (key: string) => string | undefined;
}

function FormFields({
  id,
  media,
  form,
  update,
  problemOf,
}: {
  id: string;
  media: TryMedia;
  form: TryForm;
  update: BodyProps['update'];
  problemOf: BodyProps['problemOf'];
}) {
  return (media.fields ?? []).map((f) => {
    const field = `${id}-field-${f.name}`;
    const problem = problemOf(`field:${f.name}`);
    return (
      <div key={f.name} className={styles.field}>
        <label htmlFor={field}>
          <code>{f.name}</code> {f.required && <Required />}
        </label>
        <span id={`${field}-hint`} className={styles.hint}>
          {f.type}
        </span>
        {f.file ? (
          <input
            id={field}
            data-key={`field:${f.name}`}
            type="file"
            aria-describedby={describedBy(`${field}-hint`, problem && `${field}-problem`)}
            onChange={(e) => update({ files: { ...form.files, [f.name]: e.target.files?.[0] } })}
          />
        ) : (
          <input
            id={field}
            data-key={`field:${f.name}`}
            type="text"
            value={form.fields[f.name] ?? ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(`${field}-hint`, problem && `${field}-problem`)}
            onChange={(e) => update({ fields: { ...form.fields, [f.name]: e.target.value } })}
          />
        )}
        <Problem id={`${field}-problem`} text={problem} />
      </div>
    );
  });
}

/** The request body: its media type, then a textarea (JSON with validity and the schema's properties; text), fields (form, multipart) or a file. */
export function BodyFields({ id, body, form, update, problemOf }: BodyProps) {
  const media = body.media[form.media] ?? body.media[0]!;
  const problem = problemOf('body');
  const choose = (index: number) => {
    const next = body.media[index]!;
    update({
      media: index,
      bodyText: next.example ?? '',
      fields: Object.fromEntries((next.fields ?? []).map((f) => [f.name, f.value ?? ''])),
      files: {},
    });
  };
  return (
    <fieldset className={styles.group}>
      <legend>Request body {body.required && <Required />}</legend>
      {body.media.length > 1 ? (
        <>
          <label htmlFor={`${id}-media`}>Media type</label>
          <select id={`${id}-media`} value={form.media} onChange={(e) => choose(Number(e.target.value))}>
            {body.media.map((m, i) => (
              <option key={m.mediaType} value={i}>
                {m.mediaType}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className={styles.hint}>
          <code>{media.mediaType}</code>
        </p>
      )}
      {(media.kind === 'json' || media.kind === 'text') && (
        <div className={styles.field}>
          <label htmlFor={`${id}-body`}>Body</label>
          {media.kind === 'json' && media.fields && (
            <span id={`${id}-body-props`} className={styles.hint}>
              Properties: {media.fields.map((f) => `${f.name} (${fieldHint(f)})`).join('; ')}
            </span>
          )}
          <textarea
            id={`${id}-body`}
            data-key="body"
            className={styles.body}
            value={form.bodyText}
            rows={Math.min(12, Math.max(3, form.bodyText.split('\n').length + 1))}
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(media.fields && `${id}-body-props`, `${id}-body-state`, problem && `${id}-body-problem`)}
            onChange={(e) => update({ bodyText: e.target.value })}
          />
          {media.kind === 'json' && (
            <span id={`${id}-body-state`} className={styles.hint}>
              {jsonState(form.bodyText)}
            </span>
          )}
          <Problem id={`${id}-body-problem`} text={problem} />
        </div>
      )}
      {(media.kind === 'form' || media.kind === 'multipart') && (
        <FormFields id={id} media={media} form={form} update={update} problemOf={problemOf} />
      )}
      {media.kind === 'file' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>File to send</label>
          <input
            id={`${id}-file`}
            data-key="body"
            type="file"
            aria-describedby={describedBy(problem && `${id}-body-problem`)}
            onChange={(e) => update({ files: { ...form.files, body: e.target.files?.[0] } })}
          />
          <Problem id={`${id}-body-problem`} text={problem} />
        </div>
      )}
    </fieldset>
  );
}

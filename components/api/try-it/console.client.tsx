'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  buildRequest,
  paramKey,
  securityOf,
  startServer,
  type BuiltRequest,
  type Problem,
  type TryForm,
} from '@/lib/runtime/try-it/request';
import { send, type Answer, type Failure } from '@/lib/runtime/try-it/send';
import type { TryApi, TryOperation } from '@/lib/runtime/try-it/types';
import { AuthFields, useCredentials } from './auth-fields';
import { BodyFields, ParamField } from './form-fields';
import { CurlView, Outcome, outcomeLine } from './outcome';
import styles from './console.module.css';

/** Consoles open on the page, by their button: a second click hides or shows the same one. */
const open = new WeakMap<HTMLButtonElement, HTMLElement>();

function focusFirst(slot: HTMLElement): void {
  slot.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
}

/** Opens the console of the operation `button` carries under it, or hides or shows it again. */
export function toggleConsole(button: HTMLButtonElement, api: TryApi): void {
  const slot = open.get(button);
  if (slot) {
    slot.hidden = !slot.hidden;
    button.setAttribute('aria-expanded', String(!slot.hidden));
    if (!slot.hidden) focusFirst(slot);
    return;
  }
  const op = JSON.parse(button.dataset.tryIt ?? '{}') as TryOperation;
  const created = document.createElement('div');
  created.id = `${button.closest('section[id]')?.id ?? 'operation'}/try-it`;
  button.after(created);
  button.setAttribute('aria-controls', created.id);
  button.setAttribute('aria-expanded', 'true');
  open.set(button, created);
  createRoot(created).render(<TryConsole api={api} op={op} onMount={() => focusFirst(created)} />);
}

function initialForm(api: TryApi, op: TryOperation): TryForm {
  const media = op.body?.media[0];
  return {
    server: startServer(api, op),
    viaProxy: Boolean(api.proxy),
    values: Object.fromEntries(op.params.map((p) => [paramKey(p), p.value ?? ''])),
    media: 0,
    bodyText: media?.example ?? '',
    fields: Object.fromEntries((media?.fields ?? []).map((f) => [f.name, f.value ?? ''])),
    files: {},
    alternative: 0,
    credentials: {},
  };
}

type Result = { answer: Answer | Failure; request: BuiltRequest; viaProxy: boolean };

/** The console of one operation: the form, then the answer and the request as curl. */
function TryConsole({ api, op, onMount }: { api: TryApi; op: TryOperation; onMount: () => void }) {
  const id = useId();
  const [form, setForm] = useState(() => initialForm(api, op));
  const [credentials, setCredential, remember, setRemember] = useCredentials(api.id);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [result, setResult] = useState<Result>();
  const [sending, setSending] = useState(false);
  const [said, say] = useState('');
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(onMount, [onMount]);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const update = (patch: Partial<TryForm>) => setForm((f) => ({ ...f, ...patch }));
  const alternatives = securityOf(api, op);
  const viaProxy = form.viaProxy && Boolean(api.proxy);
  const full: TryForm = { ...form, credentials };
  const preview = buildRequest(api, op, full, typeof location === 'undefined' ? 'http://localhost/' : location.href).request;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const built = buildRequest(api, op, full, location.href);
    setProblems(built.problems);
    if (!built.request) {
      say(`Not sent: ${built.problems.map((p) => p.message).join(' ')}`);
      const first = built.problems[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(first.key)}"]`)?.focus();
      return;
    }
    setSending(true);
    say('Sending…');
    const answer = await send(built.request, api.timeout, viaProxy);
    setSending(false);
    setResult({ answer, request: built.request, viaProxy });
    say(outcomeLine(answer, op));
  };

  const problemOf = (key: string) => problems.find((p) => p.key === key)?.message;
  return (
    <section className={styles.console} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        Try it: {op.method} <code>{op.path}</code>
      </h3>
      <form ref={formRef} noValidate onSubmit={submit} className={styles.form}>
        <fieldset className={styles.group}>
          <legend>Server</legend>
          <label htmlFor={`${id}-server`}>Send to</label>
          <select id={`${id}-server`} value={form.server} onChange={(e) => update({ server: Number(e.target.value) })}>
            {api.servers.map((server, i) => (
              <option key={server.url} value={i}>
                {server.url}
                {server.label ? ` (${server.label})` : ''}
              </option>
            ))}
          </select>
          {api.proxy && (
            <div role="radiogroup" aria-label="How to send" className={styles.choices}>
              <label>
                <input type="radio" name={`${id}-route`} checked={form.viaProxy} onChange={() => update({ viaProxy: true })} /> Through this
                site&apos;s proxy
              </label>
              <label>
                <input type="radio" name={`${id}-route`} checked={!form.viaProxy} onChange={() => update({ viaProxy: false })} /> Directly
                (the API must allow CORS)
              </label>
            </div>
          )}
        </fieldset>
        {alternatives.some((names) => names.length > 0) && (
          <AuthFields
            id={id}
            api={api}
            alternatives={alternatives}
            alternative={form.alternative}
            onAlternative={(alternative) => update({ alternative })}
            credentials={credentials}
            onCredential={setCredential}
            remember={remember}
            onRemember={setRemember}
            problemOf={problemOf}
            viaProxy={viaProxy}
          />
        )}
        {op.params.length > 0 && (
          <fieldset className={styles.group}>
            <legend>Parameters</legend>
            {op.params.map((p) => (
              <ParamField
                key={paramKey(p)}
                id={`${id}-${paramKey(p)}`}
                param={p}
                value={form.values[paramKey(p)] ?? ''}
                problem={problemOf(paramKey(p))}
                onChange={(value) => update({ values: { ...form.values, [paramKey(p)]: value } })}
                viaProxy={viaProxy}
              />
            ))}
          </fieldset>
        )}
        {op.body && <BodyFields id={id} body={op.body} form={form} update={update} problemOf={problemOf} />}
        <div className={styles.actions}>
          <button type="submit" className={styles.send} disabled={sending}>
            {sending ? 'Sending…' : 'Send request'}
          </button>
          {problems.length > 0 && (
            <p className={styles.error}>
              Not sent: {problems.length === 1 ? problems[0]!.message : `${problems.length} fields need attention.`}
            </p>
          )}
        </div>
      </form>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {result && <Outcome headingRef={resultHeading} api={api} op={op} result={result.answer} viaProxy={result.viaProxy} />}
      {preview && <CurlView request={preview} />}
    </section>
  );
}

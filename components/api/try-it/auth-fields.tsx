import { useState } from 'react';
import { credentialKey } from '@/lib/runtime/try-it/request';
import type { TryApi, TryScheme } from '@/lib/runtime/try-it/types';
import styles from './console.module.css';

type Credentials = Record<string, string>;

/**
 * Credentials live in this module's memory, per API, shared by its operations' consoles, and die with
 * the page; "remember for this tab" also keeps them in sessionStorage (never localStorage: they
 * must not outlive the tab). They are never logged and never put in a URL, unless the API takes
 * its key in the query (the field says so).
 */
const memory = new Map<string, Credentials>();
const storageKey = (api: string) => `try-it:credentials:${api}`;

function stored(api: string): Credentials | undefined {
  try {
    const text = sessionStorage.getItem(storageKey(api));
    return text ? (JSON.parse(text) as Credentials) : undefined;
  } catch {
    return undefined;
  }
}

function store(api: string, credentials: Credentials | undefined): void {
  try {
    if (credentials) sessionStorage.setItem(storageKey(api), JSON.stringify(credentials));
    else sessionStorage.removeItem(storageKey(api));
  } catch {
    // No storage (a privacy mode): the credentials stay in memory only.
  }
}

/** The API's credentials and the "remember for this tab" switch. */
export function useCredentials(api: string) {
  const [remember, setRememberState] = useState(() => stored(api) !== undefined);
  const [credentials, setCredentials] = useState<Credentials>(() => memory.get(api) ?? stored(api) ?? {});
  const set = (key: string, value: string) => {
    const next = { ...credentials, [key]: value };
    memory.set(api, next);
    setCredentials(next);
    if (remember) store(api, next);
  };
  const setRemember = (on: boolean) => {
    setRememberState(on);
    store(api, on ? credentials : undefined);
  };
  return [credentials, set, remember, setRemember] as const;
}

function where(scheme: TryScheme): string {
  if (scheme.kind === 'apiKey') return `API key, sent in the ${scheme.in} ${scheme.name}`;
  if (scheme.kind === 'http')
    return scheme.scheme === 'basic'
      ? 'HTTP basic: user name and password'
      : `HTTP ${scheme.scheme}: a token, sent in the Authorization header`;
  if (scheme.kind === 'token')
    return `${scheme.type === 'oauth2' ? 'OAuth 2' : 'OpenID Connect'}: paste an access token; it is sent as a bearer token`;
  return `${scheme.type}: the browser provides it, nothing to enter here`;
}

interface Props {
  id: string;
  api: TryApi;
  alternatives: string[][];
  alternative: number;
  onAlternative: (index: number) => void;
  credentials: Credentials;
  onCredential: (key: string, value: string) => void;
  remember: boolean;
  onRemember: (on: boolean) => void;
  problemOf: (key: string) => string | undefined;
  /** Sent through the site's proxy, which can set the API's cookies; directly, a page cannot. */
  viaProxy: boolean;
}

/** What happens to a cookie (a key or a parameter) on the chosen route. */
export function cookieNote(viaProxy: boolean): string {
  return viaProxy
    ? "Sent through this site's proxy, which sets it as the request's Cookie."
    : 'A page cannot set the Cookie header of a request: sent directly it is left out (curl has it), so it is not required here; send through the proxy to include it.';
}

function Secret({
  id,
  label,
  hint,
  value,
  problem,
  dataKey,
  onChange,
  type = 'password',
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  problem?: string;
  dataKey: string;
  onChange: (v: string) => void;
  type?: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <input
        id={id}
        data-key={dataKey}
        type={type}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem && (
        <span id={`${id}-problem`} className={styles.error}>
          {problem}
        </span>
      )}
    </div>
  );
}

/** Authentication from the operation's security: a choice of alternatives, then a field per scheme. */
export function AuthFields({
  id,
  api,
  alternatives,
  alternative,
  onAlternative,
  credentials,
  onCredential,
  remember,
  onRemember,
  problemOf,
  viaProxy,
}: Props) {
  const names = alternatives[alternative] ?? [];
  return (
    <fieldset className={styles.group}>
      <legend>Authentication</legend>
      {alternatives.length > 1 && (
        <>
          <label htmlFor={`${id}-auth`}>Credentials to send</label>
          <select id={`${id}-auth`} value={alternative} onChange={(e) => onAlternative(Number(e.target.value))}>
            {alternatives.map((option, i) => (
              <option key={option.join('+') || 'none'} value={i}>
                {option.length ? option.join(' and ') : 'None'}
              </option>
            ))}
          </select>
        </>
      )}
      {names.map((name) => {
        const scheme = (Object.hasOwn(api.schemes, name) ? api.schemes[name] : undefined) ?? { kind: 'unsupported', type: 'unknown' };
        const key = credentialKey(name);
        const field = `${id}-cred-${name}`;
        if (scheme.kind === 'unsupported') {
          return (
            <p key={name} className={styles.hint}>
              {name}: {where(scheme)}.
            </p>
          );
        }
        if (scheme.kind === 'http' && scheme.scheme === 'basic') {
          return (
            <div key={name}>
              <Secret
                id={`${field}-user`}
                dataKey={credentialKey(name, 'user')}
                type="text"
                label={`${name}: user name`}
                hint={where(scheme)}
                value={credentials[credentialKey(name, 'user')] ?? ''}
                problem={problemOf(credentialKey(name, 'user'))}
                onChange={(v) => onCredential(credentialKey(name, 'user'), v)}
              />
              <Secret
                id={`${field}-password`}
                dataKey={credentialKey(name, 'password')}
                label={`${name}: password`}
                value={credentials[credentialKey(name, 'password')] ?? ''}
                onChange={(v) => onCredential(credentialKey(name, 'password'), v)}
              />
            </div>
          );
        }
        const inQuery = scheme.kind === 'apiKey' && scheme.in === 'query';
        const hint = `${where(scheme)}.${inQuery ? ' The API takes this key in the URL: it will be part of the request URL (and may be kept in server logs).' : ''}${scheme.kind === 'apiKey' && scheme.in === 'cookie' ? ` ${cookieNote(viaProxy)}` : ''}`;
        return (
          <Secret
            key={name}
            id={field}
            dataKey={key}
            label={name}
            hint={hint}
            value={credentials[key] ?? ''}
            problem={problemOf(key)}
            onChange={(v) => onCredential(key, v)}
          />
        );
      })}
      <label className={styles.check}>
        <input type="checkbox" checked={remember} onChange={(e) => onRemember(e.target.checked)} /> Remember for this tab
      </label>
    </fieldset>
  );
}

'use client';

import { ENGLISH_SEARCH_WORDS, type SearchWords } from './search-words';
import { pluralForm } from '@/lib/runtime/locales';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link.client';
import { trapTab } from '@/lib/runtime/focus-trap';
import { usePathname } from 'next/navigation';
import { normaliseRoute, useVersionNavs } from '@/components/ui/versions-data.client';
import { searchVersionKeys } from '@/lib/runtime/docs-versions';
import { groupHits, SearchClient, type SearchAnswer } from '@/lib/runtime/search-client';
import { useLocalePrefix } from '@/components/ui/locale.client';
import { createStorageSlot, storageKeys } from '@/lib/runtime/storage';
import { highlightParts } from '@/lib/runtime/search-highlight';
import styles from './search-dialog.module.css';

/** A place to browse when a search finds nothing: "Tutorial" → /docs/intro. */
export interface BrowseLink {
  label: string;
  href: string;
}

interface Props {
  open: boolean;
  /** Changes with every request to open, so each one shows the dialog even if `open` stayed true. */
  opening: number;
  /** restoreFocus is false when the reader chose a result (focus goes to the new page). */
  onClose: (restoreFocus: boolean) => void;
  browse: BrowseLink[];
  /** What the reader typed between asking for the dialog and its input taking focus; empties the buffer. */
  takeTypedAhead: () => string;
  /** The dialog's words in the locale being read (components/search/search-words.ts). */
  words?: SearchWords;
  /** The queries offered before the reader types (the site config's search.examples): none by default. */
  examples?: string[];
}

// One client per page load and locale (each locale has its own index, under <locale>/search/):
// fetched shards and records are kept between openings.
const clients = new Map<string, SearchClient>();
function clientOf(localePrefix: string): SearchClient {
  let client = clients.get(localePrefix);
  if (!client) clients.set(localePrefix, (client = new SearchClient(`${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${localePrefix}/search/`)));
  return client;
}

const MAX_RESULTS = 20;

/** "1 result", "7 results", "Top 20 results": the plural form the page's language (<html lang>) takes. */
export function resultCount(words: SearchWords, count: number, htmlLang: string): string {
  const message = count === MAX_RESULTS ? words.topResults : words.resultCount;
  return pluralForm(message, count, htmlLang || 'en').replace('{count}', String(count));
}

function Highlighted({ text, matched, terms }: { text: string; matched: string[]; terms: string[] }) {
  return highlightParts(text, matched, terms).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text));
}

/** The last query's outcome; shown only while the input still holds that query. */
type Status = { kind: 'ready'; answer: SearchAnswer } | { kind: 'error'; query: string; message: string };

/**
 * The search dialog: a modal with a combobox input and grouped results (Docs, Blog, API, Pages),
 * each with its title, where it lives and the matched words marked. Arrow keys move through the
 * results, Enter opens one, Esc closes; Tab stays inside; full screen on narrow widths.
 */
export default function SearchDialog({
  open,
  opening,
  onClose,
  browse,
  takeTypedAhead,
  words = ENGLISH_SEARCH_WORDS,
  examples = [],
}: Props) {
  const client = clientOf(useLocalePrefix());
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Set when this component closes the dialog: the browser's "close" event for it comes a task later,
  // possibly after the dialog was asked to open again (Esc then "/"), and must not close that.
  const closedHere = useRef(false);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const id = useId();
  const navs = useVersionNavs();
  const route = normaliseRoute(usePathname());
  // The version being read (else preferred, else last) per docs instance: search answers from it first.
  const versions = useMemo(
    () => (open ? searchVersionKeys(navs, route, (pluginId) => createStorageSlot(storageKeys.docsPreferredVersion(pluginId)).get()) : []),
    [navs, route, open],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.select();
      document.documentElement.classList.add(styles.locked!);
      client.prepare().catch(() => {}); // errors surface with the first query
    } else if (!open && element.open) {
      closedHere.current = true;
      // The browser moves focus out of a closed dialog only at its next rendering update: a key
      // pressed right after Esc ("/" to search again) would still land in the hidden input.
      if (document.activeElement instanceof HTMLElement && element.contains(document.activeElement)) document.activeElement.blur();
      element.close();
    }
    if (open) {
      // Keys typed while the dialog's code loaded (Ctrl+K, then straight on with the query) are not
      // lost. The buffer is outside React: its text arrives like any other external event.
      const typed = takeTypedAhead();
      if (typed) queueMicrotask(() => setQuery(typed));
    }
    if (!open) document.documentElement.classList.remove(styles.locked!);
  }, [open, opening, takeTypedAhead, client]);

  useEffect(() => {
    let current = true;
    if (!query.trim()) return;
    client.search(query, MAX_RESULTS, { versions }).then(
      (answer) => {
        if (!current) return;
        setStatus({ kind: 'ready', answer });
        setActive(0);
      },
      (error: unknown) => current && setStatus({ kind: 'error', query, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [query, attempt, versions, client]);

  const idle = !query.trim();
  // The previous answer stays up while the next one loads, so results do not flicker as you type.
  const answer = !idle && status?.kind === 'ready' ? status.answer : null;
  // The examples sit where the sentence puts {examples}.
  const [examplesBefore = '', examplesAfter = ''] = words.examples.split('{examples}');
  const failure = status?.kind === 'error' && status.query === query ? status.message : null;
  const groups = useMemo(() => (answer ? groupHits(answer.hits) : []), [answer]);
  // Options are numbered across groups, in the order they are shown.
  const hits = groups.flatMap((group) => group.hits);
  const position = new Map(hits.map((hit, i) => [hit, i]));
  const terms = answer?.terms ?? [];
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = hits.length > 0 ? optionId(Math.min(active, hits.length - 1)) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A search field would spend the first Esc on clearing itself: Esc always closes here.
      event.preventDefault();
      onClose(true);
      return;
    }
    if (dialog.current) trapTab(event, dialog.current);
    if (event.target !== input.current || hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (active + (event.key === 'ArrowDown' ? 1 : -1) + hits.length) % hits.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && activeId) {
      event.preventDefault();
      document.getElementById(activeId)?.click();
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={words.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onClose(true);
      }}
      onClose={() => {
        if (closedHere.current) {
          closedHere.current = false;
          return;
        }
        // Closed by the browser itself (a close request it would not let us cancel): follow it.
        if (open) onClose(true);
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose(true); // a click on the backdrop
      }}
    >
      <div className={styles.panel} onKeyDown={onKeyDown}>
        <div className={styles.bar}>
          <SearchIcon className={styles.icon} width={18} height={18} />
          <input
            ref={input}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={words.input}
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={`${id}-results`}
            aria-activedescendant={activeId}
            placeholder={words.placeholder}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {/* Named after its visible text ("Cancel" on narrow screens), so speech input can say it (axe: label-content-name-mismatch). */}
          <button type="button" className={styles.close} onClick={() => onClose(true)} aria-label={words.cancelLabel}>
            <span className={styles.closeText}>{words.cancel}</span>
            <CloseIcon className={styles.closeIcon} width={18} height={18} />
          </button>
        </div>

        <div className={styles.body}>
          <div role="listbox" id={`${id}-results`} aria-label={words.results} className={styles.results}>
            {groups.map((group) => (
              <div key={group.section} role="group" aria-label={group.label} className={styles.group}>
                <div className={styles.groupLabel} aria-hidden="true">
                  {group.label}
                </div>
                {group.hits.map((hit) => {
                  const mine = position.get(hit)!;
                  const { record } = hit;
                  return (
                    <SiteLink
                      key={hit.id}
                      id={optionId(mine)}
                      href={record.url}
                      prefetch="hover"
                      role="option"
                      tabIndex={-1}
                      aria-selected={optionId(mine) === activeId}
                      className={styles.option}
                      onMouseMove={() => setActive(mine)}
                      onClick={() => onClose(false)}
                    >
                      <span className={styles.title}>
                        <Highlighted text={record.title} matched={hit.matched} terms={terms} />
                      </span>
                      {hit.version && !versions.includes(hit.version.key) && (
                        <span className={styles.version} data-search-result-version={hit.version.label}>
                          Version {hit.version.label}
                        </span>
                      )}
                      {record.context && (
                        <span className={styles.context}>
                          <Highlighted text={record.context} matched={hit.matched} terms={terms} />
                        </span>
                      )}
                      {record.excerpt && (
                        <span className={styles.excerpt}>
                          <Highlighted text={record.excerpt} matched={hit.matched} terms={terms} />
                        </span>
                      )}
                    </SiteLink>
                  );
                })}
              </div>
            ))}
          </div>

          {idle && (
            <div className={styles.message}>
              <p>{words.intro}</p>
              {examples.length > 0 && (
                <p>
                  {examplesBefore}
                  {examples.map((example, i) => (
                    <span key={example}>
                      {i > 0 && ', '}
                      <button type="button" className={styles.example} onClick={() => setQuery(example)}>
                        {example}
                      </button>
                    </span>
                  ))}
                  {examplesAfter}
                </p>
              )}
            </div>
          )}
          {answer && answer.terms.length === 0 && <p className={styles.message}>{words.tooShort}</p>}
          {answer && answer.terms.length > 0 && hits.length === 0 && (
            <div className={styles.message}>
              <p>
                {words.noResults} “<strong>{query.trim()}</strong>”.
              </p>
              <p>{words.noResultsHelp}</p>
              <ul className={styles.browse}>
                {browse.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href} prefetch="hover" onClick={() => onClose(false)}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {failure && (
            <div className={styles.message} role="alert">
              <p>{words.error.replace('{error}', () => failure)}</p>
              <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
                {words.retry}
              </button>
            </div>
          )}
        </div>

        <div className={styles.footer}>
          <p role="status" className={styles.count}>
            {answer && answer.terms.length > 0 ? resultCount(words, hits.length, document.documentElement.lang) : ''}
          </p>
          <p className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> {words.navigate} · <kbd>Enter</kbd> {words.select} · <kbd>Esc</kbd> {words.close}
          </p>
        </div>
      </div>
    </dialog>
  );
}

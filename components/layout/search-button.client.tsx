'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useIsClient } from '@/lib/runtime/use-is-client';
import type { BrowseLink } from '@/components/search/search-dialog.client';
import { useUiLabels } from '@/components/ui/locale.client';
import { ENGLISH_SEARCH_WORDS, type SearchWord, type SearchWords } from '@/components/search/search-words';
import type { UiLabel } from '@/lib/content/locales';
import styles from './search-button.module.css';

// The dialog, MiniSearch and the index load on first open only: nothing of search is in a page's first load.
const SearchDialog = lazy(() => import('@/components/search/search-dialog.client'));

/** True when a key press belongs to a field the reader is typing in, where "/" is just a character. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * The navbar's search slot: opens the search dialog on click, Ctrl/Cmd+K and "/". Disabled until
 * the page is interactive (search needs JavaScript; the HTML never promises what it cannot do).
 * Its name is its label, "Search" (no aria-label, so the name holds the visible text, WCAG 2.5.3);
 * the "Ctrl K" hint is aria-hidden and the keys are announced from aria-keyshortcuts.
 */
export function SearchButton({
  browse,
  labels = {},
  words: siteWords = {},
  examples = [],
}: {
  browse: BrowseLink[];
  /** The site's words where they are not ENGLISH_SEARCH_WORDS' (a site without a blog or APIs names neither): components/search/search-words.ts siteSearchWords. */
  words?: Partial<SearchWords>;
  /** The queries the dialog offers (the site config's search.examples). */
  examples?: string[];
  /** The button's and dialog's words (components/search/search-words.ts), given only when some locale says them otherwise. */
  labels?: Partial<Record<SearchWord, UiLabel>>;
}) {
  const words = useUiLabels(labels, { ...ENGLISH_SEARCH_WORDS, ...siteWords });
  const [open, setOpen] = useState(false);
  // Counts openings, so that every request to open reaches the dialog, even one that React batches
  // with the close before it (a fast Esc then "/") and that would otherwise leave `open` unchanged.
  const [openings, setOpenings] = useState(0);
  const isClient = useIsClient();
  const opener = useRef<HTMLElement | null>(null);
  // Keys typed before the dialog's input has focus (its code loads on first open): kept, then handed over.
  const typedAhead = useRef({ text: '', stop: () => {} });

  const bufferKeys = useCallback(() => {
    typedAhead.current.stop();
    const buffer = { text: '', stop: () => document.removeEventListener('keydown', onKey, true) };
    function onKey(event: KeyboardEvent) {
      // Once a field has focus (the dialog's input, normally) keys go where they are typed.
      if (typingIn(event.target)) return buffer.stop();
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.key.length === 1) buffer.text += event.key;
      else if (event.key === 'Backspace') buffer.text = buffer.text.slice(0, -1);
      else return;
      event.preventDefault();
      event.stopPropagation();
    }
    document.addEventListener('keydown', onKey, true);
    typedAhead.current = buffer;
  }, []);

  const takeTypedAhead = useCallback(() => {
    const { text, stop } = typedAhead.current;
    stop();
    typedAhead.current = { text: '', stop: () => {} };
    return text;
  }, []);

  useEffect(() => () => typedAhead.current.stop(), []);

  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    bufferKeys();
    setOpenings((n) => n + 1);
    setOpen(true);
  }, [bufferKeys]);

  const close = useCallback((restoreFocus: boolean) => {
    typedAhead.current.stop();
    setOpen(false);
    if (restoreFocus) opener.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        disabled={!isClient}
        onClick={show}
      >
        <SearchIcon width={16} height={16} />
        <span className={styles.label}>{words.button}</span>
        <kbd className="search-button__key" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            opening={openings}
            onClose={close}
            browse={browse}
            takeTypedAhead={takeTypedAhead}
            words={words}
            examples={examples}
          />
        </Suspense>
      )}
    </>
  );
}

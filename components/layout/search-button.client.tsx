'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useIsClient } from '@/lib/runtime/use-is-client';
import type { BrowseLink } from '@/components/search/search-dialog.client';

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
 */
export function SearchButton({ browse }: { browse: BrowseLink[] }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const isClient = useIsClient();
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLoaded(true);
    setOpen(true);
  }, []);

  const close = useCallback((restoreFocus: boolean) => {
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
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        disabled={!isClient}
        onClick={show}
      >
        <SearchIcon width={16} height={16} />
        <span className="search-button__label">Search</span>
        <kbd className="search-button__key" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} browse={browse} />
        </Suspense>
      )}
    </>
  );
}

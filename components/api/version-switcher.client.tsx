'use client';

import { useEffect } from 'react';

/** The anchor the reader is at: the URL's fragment, else the section the scroll spy marks in the sidebar. */
function currentAnchor(): string {
  const hash = decodeURIComponent(window.location.hash.slice(1));
  if (hash) return hash;
  const marked = document.querySelector<HTMLAnchorElement>('[data-api-nav] a[aria-current="location"]');
  return decodeURIComponent(marked?.getAttribute('href')?.slice(1) ?? '');
}

/** The counterpart of an anchor, or of the nearest anchor it sits under ("operation/x/parameter/y" → "operation/x"). */
function lookup(map: Record<string, string>, anchor: string): string | undefined {
  for (let key = anchor; key; key = key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : '') {
    if (map[key]) return map[key];
  }
  return undefined;
}

/**
 * One-page reference: points each version link (and the older-version note) at the reader's current
 * operation, webhook or schema in that version when it has it; the server-rendered href (the
 * version's top) stays otherwise. Runs on load, on a fragment change and when a link is about to be used.
 */
export function VersionAnchors() {
  useEffect(() => {
    const refresh = () => {
      const anchor = currentAnchor();
      document.querySelectorAll<HTMLAnchorElement>('[data-version-switch] a[data-version-anchors]').forEach((link) => {
        link.dataset.versionTop ??= link.getAttribute('href') ?? '';
        let map: Record<string, string> = {};
        try {
          map = JSON.parse(link.dataset.versionAnchors ?? '{}') as Record<string, string>;
        } catch {
          return;
        }
        link.setAttribute('href', (anchor && lookup(map, anchor)) || link.dataset.versionTop);
      });
    };
    const onUse = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('[data-version-switch]')) refresh();
    };
    refresh();
    window.addEventListener('hashchange', refresh);
    document.addEventListener('pointerdown', onUse, true);
    document.addEventListener('focusin', onUse, true);
    return () => {
      window.removeEventListener('hashchange', refresh);
      document.removeEventListener('pointerdown', onUse, true);
      document.removeEventListener('focusin', onUse, true);
    };
  }, []);
  return null;
}

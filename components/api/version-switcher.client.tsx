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

/** Each version's anchor map, from the switcher's links (`data-version-anchors`), by version name. */
function anchorMaps(root: ParentNode): Map<string, Record<string, string>> {
  const maps = new Map<string, Record<string, string>>();
  root.querySelectorAll<HTMLAnchorElement>('a[data-version-anchors]').forEach((link) => {
    try {
      maps.set(link.dataset.version ?? '', JSON.parse(link.dataset.versionAnchors ?? '{}') as Record<string, string>);
    } catch {
      // A map that does not parse leaves that version's links at its top.
    }
  });
  return maps;
}

/**
 * The switcher's behaviour beyond plain links. Escape (or a click elsewhere) closes the open menu.
 * On a one-page reference, each version link and the older-version note point at the reader's
 * current operation, webhook or schema in that version when it has it; the server-rendered href
 * (the version's top) stays otherwise. Updated on load, on a fragment change and when a link is
 * about to be used.
 */
export function VersionSwitcherBehaviour() {
  useEffect(() => {
    const root = document.querySelector<HTMLElement>('[data-version-switch]');
    if (!root) return;
    const maps = anchorMaps(root);
    const refresh = () => {
      if (!maps.size) return;
      const anchor = currentAnchor();
      root.querySelectorAll<HTMLAnchorElement>('a[data-version]').forEach((link) => {
        const map = maps.get(link.dataset.version ?? '');
        if (!map) return;
        link.dataset.versionTop ??= link.getAttribute('href') ?? '';
        link.setAttribute('href', (anchor && lookup(map, anchor)) || link.dataset.versionTop);
      });
    };
    const menu = root.querySelector('details');
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu?.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    const onPointer = (event: Event) => {
      const target = event.target as Node | null;
      if (target && root.contains(target)) refresh();
      else if (menu?.open) menu.open = false;
    };
    const onFocus = (event: Event) => {
      if (root.contains(event.target as Node | null)) refresh();
    };
    refresh();
    window.addEventListener('hashchange', refresh);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('focusin', onFocus, true);
    return () => {
      window.removeEventListener('hashchange', refresh);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('focusin', onFocus, true);
    };
  }, []);
  return null;
}

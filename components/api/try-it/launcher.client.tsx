'use client';

import { useEffect } from 'react';
import type { TryApi } from '@/lib/runtime/try-it/types';
import './launcher.css';

/**
 * The only console code a page loads before a click: it shows the page's "Try it" buttons (server
 * markup, hidden until now: without JavaScript they could not work) and, on the first click of one,
 * imports the console (console.client.tsx, its own chunk) and opens it under that button. The API's
 * part of the console's data comes as this leaf's props, once per page; each operation's part is on
 * its button.
 */
export function TryItLauncher({ api }: { api: TryApi }) {
  useEffect(() => {
    document.querySelectorAll<HTMLButtonElement>('button[data-try-it]').forEach((button) => (button.hidden = false));
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-try-it]') : null;
      if (!button) return;
      button.setAttribute('aria-busy', 'true');
      import('./console.client')
        .then(({ toggleConsole }) => toggleConsole(button, api))
        .catch((error: unknown) => console.error('The Try it console could not load:', error))
        .finally(() => button.removeAttribute('aria-busy'));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [api]);
  return null;
}

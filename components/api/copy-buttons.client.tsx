'use client';

import { useEffect } from 'react';

const COPIED_MS = 2000;

/**
 * Shows the page's sample copy buttons (copy-button.tsx) and copies for them: one listener for the
 * page. A button copies the code of its nearest [data-copy-source] block, read from the page, so
 * the code is not shipped twice; it says "Copied" for two seconds, to screen readers too.
 */
export function CopyButtons() {
  useEffect(() => {
    document.querySelectorAll<HTMLButtonElement>('button[data-copy-button]').forEach((button) => (button.hidden = false));
    const timers = new Map<HTMLButtonElement, number>();
    const onClick = async (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-copy-button]') : null;
      if (!button) return;
      const code = button.closest('[data-copy-source]')?.querySelector('pre')?.textContent ?? '';
      try {
        await navigator.clipboard.writeText(code);
      } catch (error) {
        console.warn('Copying to the clipboard failed:', error);
        return;
      }
      const label = button.dataset.label ?? button.getAttribute('aria-label') ?? '';
      button.dataset.label = label;
      const say = (text: string, aria: string, live: string) => {
        button.firstChild!.textContent = text;
        button.setAttribute('aria-label', aria);
        if (button.lastElementChild) button.lastElementChild.textContent = live;
      };
      say('Copied', 'Copied', 'Copied to the clipboard');
      window.clearTimeout(timers.get(button));
      timers.set(
        button,
        window.setTimeout(() => say('Copy', label, ''), COPIED_MS),
      );
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);
  return null;
}

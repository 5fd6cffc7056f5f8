import { useEffect, useRef, type RefObject } from 'react';

/**
 * A `<details>` menu that closes as menus do: Escape closes it and gives the focus back to its
 * summary, a pointer press outside it closes it. The version dropdown and the locale dropdown use it.
 */
export function useDismissableDetails(): RefObject<HTMLDetailsElement | null> {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        element.open = false;
        element.querySelector('summary')?.focus();
      } else if (!element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);
  return details;
}

'use client';

import { useTheme } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import { createStrictContext } from '@/lib/runtime/context';

export type ColorModeChoice = 'light' | 'dark' | 'system';

export interface ColorModeValue {
  /** The reader's choice; "light" until they choose. */
  choice: ColorModeChoice;
  /** The mode in effect: the choice, or the OS preference under "system". */
  mode: 'light' | 'dark';
  setChoice: (choice: ColorModeChoice) => void;
}

const [ColorModeContext, useColorMode] = createStrictContext<ColorModeValue>('ColorMode');
export { useColorMode };

/**
 * Switches colour modes with no transition: when <html>'s data-theme changes (the toggle, another
 * tab, the OS), data-switching-mode turns transitions off (globals.css) for that style change and is
 * removed once the new style is computed. The observer runs before the next rendering step, so the
 * page never animates from one mode's colours to the other's.
 */
function useInstantModeSwitch() {
  useEffect(() => {
    const html = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      html.setAttribute('data-switching-mode', '');
      void getComputedStyle(html).color; // apply the new mode's style while transitions are off
      clearTimeout(timer);
      timer = setTimeout(() => html.removeAttribute('data-switching-mode'), 1);
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
}

/** Exposes next-themes' state as the site's colour-mode context (inside ColorModeProvider). */
export function ColorModeBridge({ children }: { children: ReactNode }) {
  useInstantModeSwitch();
  const { theme, resolvedTheme, setTheme } = useTheme();
  const choice: ColorModeChoice = theme === 'dark' || theme === 'system' ? theme : 'light';
  const mode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return <ColorModeContext value={{ choice, mode, setChoice: setTheme }}>{children}</ColorModeContext>;
}

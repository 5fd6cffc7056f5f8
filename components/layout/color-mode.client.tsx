'use client';

import { useTheme } from 'next-themes';
import type { ReactNode } from 'react';
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

/** Exposes next-themes' state as the site's colour-mode context (inside ColorModeProvider). */
export function ColorModeBridge({ children }: { children: ReactNode }) {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const choice: ColorModeChoice = theme === 'dark' || theme === 'system' ? theme : 'light';
  const mode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return <ColorModeContext value={{ choice, mode, setChoice: setTheme }}>{children}</ColorModeContext>;
}

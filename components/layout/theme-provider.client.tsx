'use client';

import { ThemeProvider } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import { COLOR_MODE_SCRIPT_ID } from '@/lib/runtime/script-ids.mjs';
import { createStorageSlot, storageKeys } from '@/lib/runtime/storage';
import { ColorModeBridge } from './color-mode.client';

export interface ColorModeSettings {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

const SCRIPT_PROPS = { id: COLOR_MODE_SCRIPT_ID };

/** Forgets a stored choice when the toggle is switched off in the config (spec §4). */
function ForgetStoredTheme() {
  useEffect(() => createStorageSlot(storageKeys.theme).del(), []);
  return null;
}

/**
 * Colour mode through next-themes: the choice (light, dark or system) lives in localStorage under
 * "theme", is applied before first paint by next-themes' inline script, follows the OS live under
 * "system" and follows changes made in other tabs.
 */
export function ColorModeProvider({ settings, children }: { settings: ColorModeSettings; children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="data-theme"
      storageKey={storageKeys.theme}
      defaultTheme={settings.defaultMode}
      enableSystem={settings.respectPrefersColorScheme}
      forcedTheme={settings.disableSwitch ? settings.defaultMode : undefined}
      themes={['light', 'dark']}
      // The id tells its inline script from any other: the Content-Security-Policy allows only the
      // build's own (lib/runtime/inline-scripts.mjs).
      scriptProps={SCRIPT_PROPS}
      // Not disableTransitionOnChange: it inserts a <style> element, which a CSP without
      // style-src 'unsafe-inline' refuses. useInstantModeSwitch does the same with a stylesheet rule.
    >
      {settings.disableSwitch && <ForgetStoredTheme />}
      <ColorModeBridge>{children}</ColorModeBridge>
    </ThemeProvider>
  );
}

'use client';

import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import { useIsClient } from '@/lib/runtime/use-is-client';
import { useColorMode, type ColorModeChoice } from './color-mode.client';

type Choice = ColorModeChoice;

const LABELS: Record<Choice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

function nextChoice(current: Choice, withSystem: boolean): Choice {
  if (current === 'light') return 'dark';
  if (current === 'dark') return withSystem ? 'system' : 'light';
  return 'light';
}

/** Cycles light → dark → system. Its label is rendered after mount, so server and client HTML agree. */
export function ThemeToggle({ withSystem }: { withSystem: boolean }) {
  const { choice: current, setChoice } = useColorMode();
  const mounted = useIsClient();

  const next = nextChoice(current, withSystem);
  const label = mounted ? `Switch between dark and light mode (currently ${LABELS[current]})` : 'Switch between dark and light mode';
  const Icon = current === 'dark' ? MoonIcon : current === 'system' ? MonitorIcon : SunIcon;

  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={label}
      title={label}
      data-mode={mounted ? current : undefined}
      disabled={!mounted}
      onClick={() => setChoice(next)}
    >
      {mounted ? <Icon /> : <span className="icon-placeholder" aria-hidden="true" />}
    </button>
  );
}

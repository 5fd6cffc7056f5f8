'use client';

import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import { useIsClient } from '@/lib/runtime/use-is-client';
import { useUiLabel } from '@/components/ui/locale.client';
import type { UiLabel } from '@/lib/content/locales';
import { useColorMode, type ColorModeChoice } from './color-mode.client';

type Choice = ColorModeChoice;

const LABELS: Record<Choice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

export type ThemeToggleLabel = 'ariaLabel' | Choice;

/**
 * The toggle's name before mount, when the mode is unknown: the sentence without the bracket that
 * holds {mode} ("… light mode (currently {mode})" → "… light mode"), else without the placeholder.
 */
export function withoutMode(template: string): string {
  return template.replace(/\s*[(（][^()（）]*\{mode\}[^()（）]*[)）]/, '').replace(/\s*\{mode\}/, '');
}

function nextChoice(current: Choice, withSystem: boolean): Choice {
  if (current === 'light') return 'dark';
  if (current === 'dark') return withSystem ? 'system' : 'light';
  return 'light';
}

/** Cycles light → dark → system. Its label is rendered after mount, so server and client HTML agree. */
export function ThemeToggle({ withSystem, labels = {} }: { withSystem: boolean; labels?: Partial<Record<ThemeToggleLabel, UiLabel>> }) {
  // Docusaurus' keys (theme.colorToggle.*), given by the navbar only when some locale says them otherwise.
  const template = useUiLabel(labels.ariaLabel, 'Switch between dark and light mode (currently {mode})');
  const modes: Record<Choice, string> = {
    light: useUiLabel(labels.light, LABELS.light),
    dark: useUiLabel(labels.dark, LABELS.dark),
    system: useUiLabel(labels.system, LABELS.system),
  };
  const { choice: current, setChoice } = useColorMode();
  const mounted = useIsClient();

  const next = nextChoice(current, withSystem);
  const label = mounted ? template.replace('{mode}', modes[current]) : withoutMode(template);
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

'use client';

import { useUiLabel } from '@/components/ui/locale.client';
import type { UiLabel } from '@/lib/content/locales';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { focusables, trapTab } from '@/lib/runtime/focus-trap';
import { useSecondaryMenu } from './secondary-menu.client';

export const DESKTOP_MIN_WIDTH = 996;
const HISTORY_MARK = '__mobileMenu';

/**
 * The slide-out menu below 996 px. It closes on a link click, Esc, an overlay click and the
 * browser's back button (opening pushes a same-URL history entry that back pops); it is forced
 * closed at desktop width; focus is trapped inside and returns to the menu button.
 */
export function MobileMenu({
  brand,
  primary,
  hasItems,
  labels = {},
}: {
  brand: ReactNode;
  primary: ReactNode;
  hasItems: boolean;
  /** The words of the menu and its buttons (Docusaurus' keys, else ours), given only when some locale says them otherwise. */
  labels?: Partial<Record<'back' | 'close' | 'open' | 'menu', UiLabel>>;
}) {
  // Docusaurus' back label starts with its own arrow ("← Back to main menu"): the button has an icon.
  const backLabel = useUiLabel(labels.back, 'Back to main menu').replace(/^←\s*/, '');
  const closeLabel = useUiLabel(labels.close, 'Close navigation menu');
  const openLabel = useUiLabel(labels.open, 'Open navigation menu');
  const menuLabel = useUiLabel(labels.menu, 'Navigation menu');
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<'primary' | 'secondary'>('secondary');
  const { content: secondary } = useSecondaryMenu();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback((viaHistory = false) => {
    setOpen(false);
    if (!viaHistory && (window.history.state as Record<string, unknown> | null)?.[HISTORY_MARK]) {
      window.history.back();
    }
    button.current?.focus();
  }, []);

  const show = () => {
    setLevel(secondary ? 'secondary' : 'primary');
    setOpen(true);
    window.history.pushState({ ...(window.history.state as object), [HISTORY_MARK]: true }, '');
  };

  useEffect(() => {
    if (!open) return;
    const onPop = () => close(true);
    const media = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onMedia = () => media.matches && close();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (panel.current) trapTab(event, panel.current);
    };
    window.addEventListener('popstate', onPop);
    media.addEventListener('change', onMedia);
    document.addEventListener('keydown', onKey);
    document.body.classList.add('menu-open');
    if (panel.current) focusables(panel.current)[0]?.focus();
    return () => {
      window.removeEventListener('popstate', onPop);
      media.removeEventListener('change', onMedia);
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('menu-open');
    };
  }, [open, close]);

  if (!hasItems && !secondary) return null;

  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button navbar__menu-button"
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={show}
      >
        <MenuIcon />
      </button>
      {open && <div className="mobile-menu__overlay" data-testid="menu-overlay" onClick={() => close()} />}
      <div
        ref={panel}
        id="mobile-menu"
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={menuLabel}
        hidden={!open}
        onClick={(event) => {
          // A link click closes the menu; the history entry it pushed is left to the router.
          if ((event.target as HTMLElement).closest('a[href]')) setOpen(false);
        }}
      >
        <div className="mobile-menu__header">
          {brand}
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={() => close()}>
            <CloseIcon />
          </button>
        </div>
        {secondary && level === 'secondary' ? (
          <div className="mobile-menu__level">
            <button type="button" className="mobile-menu__back" onClick={() => setLevel('primary')}>
              <ArrowLeftIcon width={16} height={16} /> {backLabel}
            </button>
            <p className="mobile-menu__title">{secondary.title}</p>
            {secondary.content}
          </div>
        ) : (
          <div className="mobile-menu__level">
            {primary}
            {secondary && (
              <button type="button" className="mobile-menu__back" onClick={() => setLevel('secondary')}>
                {secondary.title} <ArrowRightIcon width={16} height={16} />
              </button>
            )}
          </div>
        )}
      </div>
    </>
  );
}

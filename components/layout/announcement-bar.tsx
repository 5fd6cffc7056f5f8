import { SiteLink } from '@/components/ui/site-link.client';
import { siteConfig } from '@/lib/config';
import { announcementScript as inlineAnnouncementScript } from '@/lib/runtime/inline-scripts.mjs';
import { storageKeys } from '@/lib/runtime/storage';
import { AnnouncementClose } from './announcement-close.client';
import { uiLabel, type UiLabel } from '@/lib/content/locales';
import { UiLabelled } from '@/components/ui/ui-text';

/** The close button's accessible name (Docusaurus' key), given only when some locale says it otherwise. */
function closeLabel(): { label?: UiLabel } {
  const label = uiLabel('theme.AnnouncementBar.closeButtonAriaLabel', 'Close announcement');
  return label.byLocale ? { label } : {};
}

/**
 * Runs before first paint: hides the bar when it was dismissed, and forgets the dismissal when the
 * bar's id changed since (spec §4), so a dismissed bar never flashes. Its text is
 * lib/runtime/inline-scripts.mjs's: the id, the config's (the importer copies it from a Docusaurus
 * config), is written as script-safe JSON there, and the Content-Security-Policy check knows it.
 */
export function announcementScript(id: string): string {
  return inlineAnnouncementScript({ dismiss: storageKeys.announcementDismiss, id: storageKeys.announcementId }, id);
}

/** The optional bar above the navbar, from the site config. */
export function AnnouncementBar() {
  const bar = siteConfig().announcementBar;
  if (!bar) return null;
  return (
    // Its colours are rules of the site stylesheet (lib/site/stylesheet.ts), not style attributes.
    <UiLabelled as="div" className="announcement" role="region" aria-label="Announcement" k="theme.AnnouncementBar.regionAriaLabel">
      <p className="announcement__content">
        {bar.content}
        {bar.link && (
          <>
            {' '}
            <SiteLink href={bar.link.href} className="announcement__link">
              {bar.link.label}
            </SiteLink>
          </>
        )}
      </p>
      {bar.isCloseable && <AnnouncementClose {...closeLabel()} />}
    </UiLabelled>
  );
}

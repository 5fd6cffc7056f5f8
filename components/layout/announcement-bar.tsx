import { SiteLink } from '@/components/ui/site-link.client';
import { siteConfig } from '@/lib/config';
import { scriptJson } from '@/lib/html/escape';
import { storageKeys } from '@/lib/runtime/storage';
import { AnnouncementClose } from './announcement-close.client';

/**
 * Runs before first paint: hides the bar when it was dismissed, and forgets the dismissal when the
 * bar's id changed since (spec §4), so a dismissed bar never flashes.
 */
export function announcementScript(id: string): string {
  const keys = scriptJson({ dismiss: storageKeys.announcementDismiss, id: storageKeys.announcementId });
  // The id is the config's, copied by the importer from a Docusaurus config: JSON alone would let a
  // "</script>" in it close the element.
  return `(function(){try{var k=${keys},s=window.localStorage,i=${scriptJson(id)};` +
    `if(s.getItem(k.id)!==i){s.setItem(k.id,i);s.removeItem(k.dismiss);}` +
    `if(s.getItem(k.dismiss)==='true')document.documentElement.setAttribute('data-announcement-dismissed','');` +
    `}catch(e){}})();`;
}

/** The optional bar above the navbar, from the site config. */
export function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  if (!bar) return null;
  return (
    // Its colours are rules of the site stylesheet (lib/site/stylesheet.ts), not style attributes.
    <div className="announcement" role="region" aria-label="Announcement">
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
      {bar.isCloseable && <AnnouncementClose />}
    </div>
  );
}

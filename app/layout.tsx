import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBar, announcementScript } from '@/components/layout/announcement-bar';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import { SkipLink } from '@/components/layout/skip-link';
import { ColorModeProvider } from '@/components/layout/theme-provider.client';
import { BaseUrlBanner } from '@/components/runtime/base-url-banner';
import { HydrationMarker } from '@/components/runtime/hydration-marker.client';
import { NavigationProgress } from '@/components/runtime/navigation-progress.client';
import { PathNormaliser } from '@/components/runtime/path-normaliser.client';
import { RouteLoadWarning } from '@/components/runtime/route-load-warning.client';
import { absoluteUrl, siteConfig, withBase } from '@/lib/config';
import { isMultiLocale } from '@/lib/config/i18n';
import { pageMetadata } from '@/lib/config/metadata';
import { LocaleProvider } from '@/components/ui/locale.client';
import { siteLocaleData } from '@/lib/site/links';
import { siteIcon } from '@/lib/site/site-icon';
import { PAGE_BODY_ID } from '@/lib/runtime/chrome-ids';
import './globals.css';
// The site config's colours (brand, announcement bar, code themes): written by the content check
// (lib/site/stylesheet.ts), aliased in next.config.mjs. Not a <style> element, for the CSP.
import 'site-stylesheet.css';

export const metadata: Metadata = {
  ...pageMetadata({ path: '/' }),
  metadataBase: new URL(absoluteUrl('/')),
  title: { default: siteConfig().title, template: `%s | ${siteConfig().title}` },
  applicationName: siteConfig().title,
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1b1d' },
  ],
};

/**
 * On a site with several locales, the locales for the links and the locale dropdown; a single-locale
 * site renders its children alone, synchronously: an async component would add a row to every
 * page's payload.
 */
function WithLocales({ children }: { children: ReactNode }) {
  return isMultiLocale(siteConfig().i18n) ? <LocalesFromRoutes>{children}</LocalesFromRoutes> : children;
}

/** The locale data, worked out from the route table. */
async function LocalesFromRoutes({ children }: { children: ReactNode }) {
  const data = await siteLocaleData();
  return data ? <LocaleProvider data={data}>{children}</LocaleProvider> : children;
}

export default function RootLayout({ children }: { children: ReactNode }) {
  const bar = siteConfig().announcementBar;
  const icon = siteIcon(siteConfig().favicon);
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        {/* Nothing paints before the parser reaches the page body, right after the navbar: a slow
            phone that paints a half-parsed page would otherwise show the announcement bar and the
            navbar in pieces, and each later piece shifts the layout. Chromium unblocks as soon as
            the element is inserted, so the target is the element after the navbar, not the navbar
            itself. Other browsers ignore rel=expect. */}
        <link rel="expect" href={`#${PAGE_BODY_ID}`} {...{ blocking: 'render' }} />
        {/* The site icon, here only, not in each page's metadata: a client navigation replaces the
            page's metadata, and in the moment between the old icon link leaving and the new one
            arriving Chromium saw no icon and asked the host root for /favicon.ico (a 404, logged as
            an error, on a site under a base path). The root layout's head stays across navigations. */}
        <link rel="icon" {...icon} href={withBase(icon.href)} />
        {bar && <script dangerouslySetInnerHTML={{ __html: announcementScript(bar.id) }} />}
      </head>
      <body>
        <BaseUrlBanner />
        <NavigationProgress />
        <PathNormaliser />
        <RouteLoadWarning />
        <ColorModeProvider settings={siteConfig().colorMode}>
          <SecondaryMenuProvider>
            <WithLocales>
              <SkipLink />
              <AnnouncementBar />
              <Navbar />
              <div className="page" id={PAGE_BODY_ID}>
                {children}
              </div>
              <Footer />
            </WithLocales>
          </SecondaryMenuProvider>
        </ColorModeProvider>
        <HydrationMarker />
      </body>
    </html>
  );
}

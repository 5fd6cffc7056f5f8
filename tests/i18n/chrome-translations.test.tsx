import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateSiteConfig } from '@/lib/config/schema';
import { footerMessages, navbarMessages } from '@/lib/content/chrome-translations';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// The navbar's and footer's labels per locale, from i18n/<locale>/docusaurus-theme-classic/
// navbar.json and footer.json, keyed as Docusaurus' classic theme keys them.

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ prefetch: () => undefined }) }));

const config = validateSiteConfig({
  title: 'Gizmo Manual',
  url: 'https://example.com',
  basePath: '',
  logo: { src: '/logo.svg', alt: 'Gizmo logo' },
  navbar: {
    items: [
      { label: 'Guide', href: '/guide' },
      { type: 'localeDropdown', dropdownItemsAfter: [{ label: 'Help translate', href: 'https://x.example' }] },
    ],
  },
  footer: { columns: [{ title: 'More', items: [{ label: 'Forum', href: 'https://forum.example' }] }], copyright: '© Gizmo' },
});

const navbarJson = JSON.stringify({ title: { message: 'دليل جيزمو' }, 'item.label.Guide': { message: 'الدليل' } });
const footerJson = JSON.stringify({ 'link.title.More': { message: 'المزيد' }, copyright: { message: '© جيزمو' } });

describe('navbar.json and footer.json', () => {
  afterEach(() => removeTempSites());

  it('are written with Docusaurus’ keys: title, logo.alt, item.label.<label>; link.title.<title>, link.item.label.<label>, copyright', () => {
    expect(Object.keys(navbarMessages(config))).toEqual(['title', 'logo.alt', 'item.label.Guide', 'item.label.Help translate']);
    expect(navbarMessages(config)['item.label.Guide']).toEqual({ message: 'Guide', description: 'Navbar item with label Guide' });
    expect(Object.keys(footerMessages(config))).toEqual(['link.title.More', 'link.item.label.Forum', 'copyright']);
    expect(footerMessages(validateSiteConfig({ title: 'T', url: 'https://example.com', basePath: '' }))).toEqual({});
  });

  it('give each locale its labels, the default locale’s own file included; an untranslated label stays as configured', async () => {
    const dir = tempSite({
      'site.config.mjs': "export default { title: 'Gizmo Manual', i18n: { defaultLocale: 'en', locales: ['en', 'ar', 'fr'] } };\n",
      'docs/intro.md': '# Intro\n',
      'i18n/ar/docusaurus-theme-classic/navbar.json': navbarJson,
      'i18n/ar/docusaurus-theme-classic/footer.json': footerJson,
      'i18n/en/docusaurus-theme-classic/footer.json': JSON.stringify({ copyright: { message: '© Gizmo Inc.' } }),
    });
    await prepareTestSite(dir);
    const { chromeLabel } = await import('@/lib/content/chrome-translations');
    expect(chromeLabel('navbar', 'title', 'Gizmo Manual')).toEqual({ text: 'Gizmo Manual', byLocale: { ar: 'دليل جيزمو' } });
    expect(chromeLabel('navbar', 'item.label.Blog', 'Blog')).toEqual({ text: 'Blog' });
    // fr has no footer.json: as in Docusaurus, it shows the config's text, not the default locale's translation.
    expect(chromeLabel('footer', 'copyright', '© Gizmo')).toEqual({ text: '© Gizmo Inc.', byLocale: { ar: '© جيزمو', fr: '© Gizmo' } });
  });

  it('are read only on a site with i18n: a single-locale site shows the config’s labels', async () => {
    const dir = tempSite({
      'site.config.mjs': "export default { title: 'Gizmo Manual' };\n",
      'docs/intro.md': '# Intro\n',
      'i18n/en/docusaurus-theme-classic/navbar.json': JSON.stringify({ title: { message: 'Other' } }),
    });
    await prepareTestSite(dir);
    const { chromeLabel } = await import('@/lib/content/chrome-translations');
    expect(chromeLabel('navbar', 'title', 'Gizmo Manual')).toEqual({ text: 'Gizmo Manual' });
  });

  it('show the label of the locale being read in the exported HTML', async () => {
    const dir = tempSite({
      'site.config.mjs': "export default { title: 'Gizmo Manual', i18n: { defaultLocale: 'en', locales: ['en', 'ar'] } };\n",
      'docs/intro.md': '# Intro\n',
      'i18n/ar/docusaurus-theme-classic/navbar.json': navbarJson,
    });
    await prepareTestSite(dir);
    const { ChromeText } = await import('@/components/layout/chrome-text');
    const { LocaleProvider } = await import('@/components/ui/locale.client');
    const { siteLocaleData } = await import('@/lib/site/links');
    const data = (await siteLocaleData())!;
    const html = (route: string) => {
      pathname = route;
      return renderToString(
        <LocaleProvider data={data}>
          <ChromeText file="navbar" translationKey="item.label.Guide" text="Guide" />
        </LocaleProvider>,
      );
    };
    expect(html('/ar/docs/intro')).toBe('الدليل');
    expect(html('/docs/intro')).toBe('Guide');
  });
});

const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** The site's public settings as Docusaurus' `siteConfig` names them (from the build's environment). */
const context = {
  siteConfig: {
    title: process.env.NEXT_PUBLIC_SITE_TITLE ?? '',
    tagline: process.env.NEXT_PUBLIC_SITE_TAGLINE ?? '',
    url: process.env.NEXT_PUBLIC_SITE_URL ?? '',
    baseUrl: `${BASE_PATH}/`,
    customFields: JSON.parse(process.env.NEXT_PUBLIC_SITE_CUSTOM_FIELDS || '{}') as Record<string, unknown>,
    themeConfig: {},
  },
  siteMetadata: { docusaurusVersion: '3' },
  i18n: {
    currentLocale: 'en',
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },
  globalData: {},
};

/** `useDocusaurusContext()`: the same object on the server and in the browser. */
export default function useDocusaurusContext() {
  return context;
}

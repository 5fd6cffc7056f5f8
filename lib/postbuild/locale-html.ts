import { siteLocales, type I18nConfig } from '@/lib/config/i18n';
import { localeOfRoute } from '@/lib/runtime/locales';

/**
 * The exported page's <html lang dir> for its locale. The root layout renders one <html> for every
 * route (it cannot know the route), so the build writes each page's own here; a client navigation
 * into another locale sets them again (components/ui/locale.client.tsx). A site without `i18n`
 * keeps its HTML untouched.
 */
export function localeHtmlRewriter(i18n: I18nConfig | undefined): ((html: string, route: string) => string) | undefined {
  if (!i18n) return undefined;
  const locales = siteLocales(i18n);
  return (html, route) => {
    const locale = localeOfRoute(route, locales)!;
    return html.replace(/<html\b[^>]*>/, (tag) =>
      tag.replace(/\slang="[^"]*"/, ` lang="${locale.htmlLang}"`).replace(/\sdir="[^"]*"/, ` dir="${locale.direction}"`),
    );
  };
}

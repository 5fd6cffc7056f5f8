import { LocaleText } from '@/components/ui/locale.client';
import { uiLabel } from '@/lib/content/locales';

/**
 * A UI string of the theme (code.json's key, Docusaurus' where it has one) in the locale being read,
 * for markup rendered once for every locale. Only a text some locale says otherwise becomes a client
 * leaf; a single-locale site's HTML is the English text, as before.
 */
export function UiText({ k, english, values }: { k: string; english: string; values?: Record<string, string> }) {
  const label = uiLabel(k, english, values);
  return label.byLocale ? <LocaleText text={label.text} byLocale={label.byLocale} /> : label.text;
}

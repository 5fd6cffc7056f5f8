import { LocaleText } from '@/components/ui/locale.client';
import { chromeLabel, type ChromeFile } from '@/lib/content/chrome-translations';

/**
 * A navbar or footer text, translated by the locale's navbar.json or footer.json. Only a text some
 * locale translates differently becomes a client leaf; every other text stays plain server markup.
 */
export function ChromeText({ file, translationKey, text }: { file: ChromeFile; translationKey: string; text: string }) {
  const label = chromeLabel(file, translationKey, text);
  return label.byLocale ? <LocaleText text={label.text} byLocale={label.byLocale} /> : label.text;
}

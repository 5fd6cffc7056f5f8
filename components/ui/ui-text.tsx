import type { ComponentPropsWithoutRef } from 'react';
import { LocaleLabelled, LocaleText } from '@/components/ui/locale.client';
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

/**
 * An element with an accessible name that is a UI string (`k`; its English is the `aria-label` given),
 * for markup rendered once for every locale. The attribute keeps its place among the others, so a
 * single-locale site's HTML is what it was; only a name some locale says otherwise makes it a client leaf.
 */
export function UiLabelled({
  as: Tag,
  k,
  ...props
}: ComponentPropsWithoutRef<'nav'> & { as: 'nav' | 'div' | 'aside' | 'ul'; k: string; 'aria-label': string }) {
  const label = uiLabel(k, props['aria-label']);
  const named = { ...props, 'aria-label': label.text };
  return label.byLocale ? <LocaleLabelled as={Tag} byLocale={label.byLocale} {...named} /> : <Tag {...named} />;
}

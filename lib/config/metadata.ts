import type { Metadata } from 'next';
import { absoluteUrl, siteConfig } from './index';

export interface PageMeta {
  /** Page title; the layout's template appends " | {site title}". Omit for the site title alone. */
  title?: string;
  description?: string;
  /** The page's route without the base path, e.g. "/docs/intro". */
  path: string;
  /** Keep this page out of search engines. */
  noindex?: boolean;
  /** Social card image (a static file's route or an absolute URL); defaults to the site's card. */
  image?: string;
  /** og:type; "article" for posts. */
  type?: 'website' | 'article';
}

/**
 * Metadata every page carries (spec §2): canonical URL, alternate-language links (en and x-default),
 * social-card tags and robots, all absolute and under the base path.
 */
export function pageMetadata({ title, description, path, noindex, image, type = 'website' }: PageMeta): Metadata {
  const url = absoluteUrl(path);
  const cardPath = image ?? siteConfig().socialCard;
  const card = cardPath
    ? /^https?:\/\//.test(cardPath)
      ? cardPath
      : absoluteUrl(cardPath.startsWith('/') ? cardPath : `/${cardPath}`)
    : undefined;
  const fullTitle = title ? `${title} | ${siteConfig().title}` : siteConfig().title;
  const summary = description ?? siteConfig().tagline;
  const hidden = noindex || siteConfig().noindex;
  return {
    title: title ?? { absolute: siteConfig().title },
    description: summary,
    alternates: { canonical: url, languages: { en: url, 'x-default': url } },
    openGraph: {
      type,
      url,
      title: fullTitle,
      description: summary,
      siteName: siteConfig().title,
      locale: 'en',
      ...(card ? { images: [{ url: card, width: 1200, height: 630, alt: siteConfig().title }] } : {}),
    },
    twitter: {
      card: card ? 'summary_large_image' : 'summary',
      title: fullTitle,
      description: summary,
      ...(card ? { images: [card] } : {}),
    },
    robots: hidden ? { index: false, follow: false } : { index: true, follow: true },
  };
}

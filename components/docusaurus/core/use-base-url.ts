const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL ?? '';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

/** Docusaurus' rule: a root-relative path gets the base path (and the origin with `absolute`); URLs stay. */
export function withBaseUrl(url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  if (forcePrependBaseUrl) return `${BASE_PATH}${url.startsWith('/') ? url : `/${url}`}`;
  const base = `${BASE_PATH}/`;
  const path = url.startsWith(base) ? url : url.startsWith('/') ? `${BASE_PATH}${url}` : url;
  return absolute && path.startsWith('/') ? `${SITE_URL}${path}` : path;
}

/** `useBaseUrl('/img/x.png')` → `/demo/img/x.png`. Pure: callable from server-rendered MDX too. */
export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return withBaseUrl(url, options);
}

/** `useBaseUrlUtils().withBaseUrl(url)`. */
export function useBaseUrlUtils() {
  return { withBaseUrl };
}

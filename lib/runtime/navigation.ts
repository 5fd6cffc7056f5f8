// Pure helpers for client navigation: which clicks start an in-app navigation, and the clean form
// of a URL that a static host answered at its .html or /index.html path (spec §2).

/** The progress bar's timing (spec §9). */
export const PROGRESS = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 800 } as const;

/** Removes a trailing ".html" or "/index.html" from a path; "/" stays "/". */
export function normalisePathname(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return pathname;
}

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * True when a click on a link with this href, from this location, is an in-app navigation to
 * another pathname: same origin, plain left click, same tab, not a download, not hash-only.
 */
export function startsNavigation(event: ClickLike, anchor: { href: string; target: string; hasDownload: boolean }, current: URL): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.hasDownload || (anchor.target && anchor.target !== '_self')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return false;
  }
  return url.origin === current.origin && url.pathname !== current.pathname;
}

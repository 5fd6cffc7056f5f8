import { siteConfig } from '@/lib/config';
import { BASE_URL_BANNER_SCRIPT } from '@/lib/runtime/inline-scripts.mjs';

/**
 * Shown only when the site's stylesheet did not load, which happens when the HTML is served under
 * another base path than the one it was built for (spec §2). It needs no JavaScript: globals.css hides
 * it, so it shows (as plain text, without the missing styles) only then; no inline style, for the
 * Content-Security-Policy. A one-line script adds the path it is served from.
 */
export function BaseUrlBanner() {
  const expected = `${siteConfig().basePath}/`;
  // Touches the DOM only when the banner is visible (styles missing, so React never hydrates);
  // changing it in normal use would be a hydration mismatch.
  const fill = BASE_URL_BANNER_SCRIPT;
  return (
    <div id="base-url-issue-banner" role="alert">
      <strong>This site did not load properly.</strong> It was built to be served under the base path <code>{expected}</code>, but it is
      served at <code id="base-url-issue-served">another path</code>, so its styles and scripts were not found. Rebuild it with{' '}
      <code>BASE_PATH</code> set to the path it is served from (for example <code>BASE_PATH=/docs npm run build</code>, or{' '}
      <code>BASE_PATH= npm run build</code> for the site root).
      <script dangerouslySetInnerHTML={{ __html: fill }} />
    </div>
  );
}

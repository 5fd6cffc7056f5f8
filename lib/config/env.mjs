// The build-time settings that come from the environment. Plain JavaScript so that
// next.config.mjs, the serve script and site.config.ts all read the same defaults.

/** The base path every route lives under when BASE_PATH is not set. */
export const DEFAULT_BASE_PATH = '/demo';

/** The public origin used for canonical links when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * Normalises a base path: '' (the site root) or '/segment[/segment…]' with no trailing slash.
 * @param {string | undefined} value
 * @returns {string}
 */
export function normaliseBasePath(value) {
  if (value === undefined) return DEFAULT_BASE_PATH;
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(withSlash)) {
    throw new Error(
      `BASE_PATH "${value}" is not a valid base path. Use '' for the site root or a path such as /demo ` +
        '(letters, digits, ".", "_", "~" and "-" in each segment).',
    );
  }
  return withSlash;
}

/**
 * Normalises the site URL to an origin-like string with no trailing slash.
 * @param {string | undefined} value
 * @returns {string}
 */
export function normaliseSiteUrl(value) {
  const raw = value === undefined || value.trim() === '' ? DEFAULT_SITE_URL : value.trim();
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL "${raw}" is not an absolute URL. Set it to the origin the site is served from, e.g. https://docs.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL "${raw}" must use http or https.`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The content folder (docs under docs/, the blog under blog/), relative to the project root or
 * absolute: "content" unless SITE_CONTENT_DIR names another, as the test build does for its copy
 * with fixtures and the malformed-content tests do for theirs.
 * @param {string | undefined} value
 * @returns {string}
 */
export function normaliseContentDir(value) {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  return trimmed === '' ? 'content' : trimmed;
}

/** @param {Record<string, string | undefined>} [env] */
export function readBuildEnv(env = process.env) {
  return {
    basePath: normaliseBasePath(env.BASE_PATH),
    siteUrl: normaliseSiteUrl(env.SITE_URL),
    contentDir: normaliseContentDir(env.SITE_CONTENT_DIR),
  };
}

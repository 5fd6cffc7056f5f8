import type { BlogSocial } from './types';

/** Docusaurus 3's platform shorthands: a handle under one of these keys becomes this URL. */
export const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  // user@other.server works too: mastodon.social redirects to the author's own server.
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (address) => `mailto:${address}`,
};

export type SocialResult = { social: BlogSocial } | { problem: string; fix: string; drop?: boolean };

/**
 * One `socials` entry, normalised as Docusaurus does: full URLs (http, https, mailto) stay, a
 * handle under a known platform (any case: GitHub, github) becomes its profile URL, and a value
 * with "/" that is not a URL is an error. A handle under an unknown platform is kept by Docusaurus
 * as a bare href that would be a broken link, so here it is dropped with a warning instead.
 */
export function normaliseSocial(platform: string, raw: unknown): SocialResult {
  const fix = 'Write a handle (e.g. github: octocat) or a full https:// URL';
  if (typeof raw !== 'string' && typeof raw !== 'number') return { problem: `socials.${platform} is not a string`, fix };
  // YAML reads a Stack Overflow id such as 82609 as a number.
  const value = String(raw).trim();
  if (/^(?:https?:\/\/|mailto:)/i.test(value)) return { social: { platform, url: value } };
  if (value.includes('/')) return { problem: `socials.${platform} "${value}" is neither a handle nor a full URL`, fix };
  const toUrl = SOCIAL_URLS[platform.toLowerCase()];
  if (!toUrl) {
    return {
      problem: `socials.${platform} "${value}" is a handle for a platform without a shorthand, so it has no URL`,
      fix: `Give a full https:// URL, or use one of: ${Object.keys(SOCIAL_URLS).join(', ')}`,
      drop: true,
    };
  }
  return { social: { platform: platform.toLowerCase(), url: toUrl(value.replace(/^@/, '')) } };
}

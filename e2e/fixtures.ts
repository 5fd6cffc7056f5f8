import { test as base, expect } from '@playwright/test';
import { readBuildEnv } from '../lib/config/env.mjs';

/** The base path the site under test was built with (BASE_PATH, default /demo). */
export const basePath = readBuildEnv().basePath;

/** A route's URL path under the base path: route('/docs/intro') → '/demo/docs/intro'. */
export function route(path: string): string {
  if (path === '/') return `${basePath}/`;
  return `${basePath}${path}`;
}

interface Fixtures {
  /** Console messages that a test expects; anything else that is an error or a hydration warning fails it. */
  allowedConsole: RegExp[];
  consoleProblems: string[];
}

/**
 * The test object every e2e spec uses: it fails a test on any console error, page error or
 * hydration warning, so "no console errors on any page" is checked everywhere, not once.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      // E2E_ALLOW_404=1 is for branches that lack some routes yet (prefetches of them 404); never set in CI.
      const patterns = process.env.E2E_ALLOW_404 === '1' ? [...allowedConsole, /status of 404/] : allowedConsole;
      const allowed = (text: string) => patterns.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        const text = message.text();
        const bad = message.type() === 'error' || /hydrat/i.test(text);
        if (bad && !allowed(text)) problems.push(`${message.type()}: ${text} (${message.location().url})`);
      });
      page.on('pageerror', (error) => {
        if (!allowed(error.message)) problems.push(`pageerror: ${error.message}`);
      });
      await use(problems);
      expect(problems, 'console errors, page errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Matches a full URL at this route, with or without a trailing slash, query or hash. */
export function atRoute(path: string): RegExp {
  const escaped = route(path).replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}/?(?:[?#].*)?$`);
}

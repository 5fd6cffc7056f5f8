import { test as base, expect, type Page } from '@playwright/test';
import { readBuildEnv } from '../lib/config/env.mjs';
import { BOOT_LOADER_ID, HYDRATED_ATTRIBUTE } from '../lib/runtime/boot';

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
  /**
   * Whether page.goto and page.reload also wait until React has hydrated a page that boots it. The
   * boot scripts load after the first paint (lib/postbuild/boot-scripts.ts), later than the load
   * event, so a test that clicks a client-only control right after goto would race them.
   */
  waitForHydration: boolean;
}

/** Resolves once the page is interactive: hydrated, or a document that never boots React. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(([loader, hydrated]) => !document.getElementById(loader) || document.documentElement.hasAttribute(hydrated), [
    BOOT_LOADER_ID,
    HYDRATED_ATTRIBUTE,
  ] as const);
}

/**
 * The test object every e2e spec uses: it fails a test on any console error, page error or
 * hydration warning, so "no console errors on any page" is checked everywhere, not once.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [[], { option: true }],
  waitForHydration: [true, { option: true }],
  // (`provide`, not `use`: the React hooks lint rule reads `use` inside `page` as a hook call.)
  page: async ({ page, waitForHydration, javaScriptEnabled }, provide) => {
    if (waitForHydration && javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      Object.assign(page, {
        goto: async (...args: Parameters<Page['goto']>) => {
          const response = await goto(...args);
          await untilHydrated(page);
          return response;
        },
        reload: async (...args: Parameters<Page['reload']>) => {
          const response = await reload(...args);
          await untilHydrated(page);
          return response;
        },
      });
    }
    await provide(page);
  },
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
  const escaped = route(path)
    .replace(/\/$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}/?(?:[?#].*)?$`);
}

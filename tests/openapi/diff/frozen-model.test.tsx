import { createElement, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { ApiPageView } from '@/components/api/api-page-view';
import { ChangelogView } from '@/components/api/changelog/changelog-view';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import type { ApiEntry } from '@/lib/config';
import { getApiModel } from '@/lib/openapi';
import { modelOperations } from '@/lib/openapi/model/each-operation';
import { getChangelog, withChangelog } from '@/lib/openapi/diff/changelog';
import { tideGaugeApis } from '../tide-gauge';

// The API view model and the changelog are built once and memoised for every page of a build: a page
// that changed them would change every later page. Frozen to the last object, both still render:
// the versioned reference's badges and changelog link are derived beside the model, never written into it.

vi.mock('next/navigation', () => ({ notFound: () => {}, usePathname: () => '/api/tides', useRouter: () => ({ prefetch: () => undefined }) }));
vi.mock('@/lib/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/config')>();
  const { tideGaugeApis: apis } = await import('../tide-gauge');
  const config = { ...real.siteConfig(), apis: [...real.siteConfig().apis, ...apis()] };
  return { ...real, siteConfig: () => config };
});

const [latest] = tideGaugeApis() as [ApiEntry];

/** Object.freeze, down to the last nested object: any write throws (test files run in strict mode). */
function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key], seen);
  if (value instanceof Map)
    for (const [key, entry] of value) {
      deepFreeze(key, seen);
      deepFreeze(entry, seen);
    }
  return Object.freeze(value);
}

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(createElement(SecondaryMenuProvider, null, element));
  return new Response(prelude).text();
}

describe('the memoised API model and changelog, frozen', () => {
  it('a versioned reference page renders its badges and changelog link from a frozen model', { timeout: 60_000 }, async () => {
    // getApiModel hands every page the same object: freezing it freezes what ApiPageView reads.
    const model = deepFreeze(await getApiModel(latest));
    expect(await getApiModel(latest)).toBe(model);
    const page = await html(await ApiPageView({ api: latest, page: '' }));
    expect(page).toContain('data-changelog=""');
    expect(page).toMatch(/data-version-badge="(added|changed)"/);
    // The badges belong to the page, not to the model every other page reads.
    expect(model.changelogRoute).toBeUndefined();
    expect(modelOperations(model).some((op) => op.versionBadge)).toBe(false);
  });

  it('withChangelog derives a new model and leaves the frozen one as it was', { timeout: 60_000 }, async () => {
    const model = deepFreeze(await getApiModel(latest));
    const derived = await withChangelog(latest, model);
    expect(derived).not.toBe(model);
    expect(derived.changelogRoute).toBe('/api/tides/changelog');
    const badged = modelOperations(derived).filter((op) => op.versionBadge);
    expect(badged.length).toBeGreaterThan(0);
    // An operation listed under two tags stays one object in the derived model, as in the built one.
    expect(new Set(modelOperations(derived)).size).toBe(modelOperations(model).length);
  });

  it('the changelog page renders from a frozen changelog', { timeout: 60_000 }, async () => {
    const changelog = deepFreeze(await getChangelog(latest));
    const page = await html(ChangelogView({ model: changelog }));
    expect(page).toContain('changelog</h1>');
    expect(page).toContain('data-pair=');
  });
});

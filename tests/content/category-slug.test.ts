import { describe, expect, it } from 'vitest';
import { stripNumberPrefix } from '@/lib/content/docs-source';
import { categorySlug } from '@/lib/content/sidebar';
import { collapseDuration, effectiveCollapseDuration } from '@/components/docs/collapse';

describe('categorySlug', () => {
  it('turns labels into generated-index slugs as Docusaurus does', () => {
    expect(categorySlug('Tutorial - Basics')).toBe('/category/tutorial---basics');
    expect(categorySlug('Tutorial - Extras')).toBe('/category/tutorial---extras');
    expect(categorySlug('API & SDKs')).toBe('/category/api--sdks');
    expect(categorySlug('Überblick 2')).toBe('/category/überblick-2');
  });
});

describe('stripNumberPrefix', () => {
  it('reads an ordering prefix and keeps other names whole', () => {
    expect(stripNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(stripNumberPrefix('10_setup')).toEqual({ name: 'setup', position: 10 });
    expect(stripNumberPrefix('2024-plans')).toEqual({ name: 'plans', position: 2024 });
    expect(stripNumberPrefix('intro')).toEqual({ name: 'intro' });
  });
});

describe('collapse duration', () => {
  it('grows with the content height, within bounds, and is 1 ms under reduced motion', () => {
    expect(collapseDuration(40)).toBeLessThan(collapseDuration(400));
    expect(collapseDuration(100000)).toBe(600);
    expect(effectiveCollapseDuration(400, true)).toBe(1);
    expect(effectiveCollapseDuration(400, false)).toBe(collapseDuration(400));
  });
});

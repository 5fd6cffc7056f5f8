import { describe, expect, it } from 'vitest';
import { normalisePathname, PROGRESS, startsNavigation } from '@/lib/runtime/navigation';

describe('normalisePathname', () => {
  it.each([
    ['/demo/docs/intro.html', '/demo/docs/intro'],
    ['/demo/docs/intro/index.html', '/demo/docs/intro'],
    ['/demo/index.html', '/demo'],
    ['/index.html', '/'],
    ['/demo/docs/intro', '/demo/docs/intro'],
    ['/demo/', '/demo/'],
    ['/demo/file.htm', '/demo/file.htm'],
  ])('%s → %s', (input, output) => {
    expect(normalisePathname(input)).toBe(output);
  });
});

describe('startsNavigation', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const here = new URL('http://localhost:3000/demo/docs/intro');
  const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
    href,
    target: '',
    hasDownload: false,
    ...extra,
  });

  it('is true for a plain click to another page of the site', () => {
    expect(startsNavigation(click, link('http://localhost:3000/demo/blog'), here)).toBe(true);
    expect(startsNavigation(click, link('/demo/api/word#operation/top'), here)).toBe(true);
  });

  it('is false for hash-only changes and the same page', () => {
    expect(startsNavigation(click, link('#setup'), here)).toBe(false);
    expect(startsNavigation(click, link('/demo/docs/intro?x=1'), here)).toBe(false);
  });

  it('is false for other origins, new tabs, downloads and modified clicks', () => {
    expect(startsNavigation(click, link('https://github.com/'), here)).toBe(false);
    expect(startsNavigation(click, link('/demo/blog', { target: '_blank' }), here)).toBe(false);
    expect(startsNavigation(click, link('/demo/api/word.yaml', { hasDownload: true }), here)).toBe(false);
    expect(startsNavigation({ ...click, ctrlKey: true }, link('/demo/blog'), here)).toBe(false);
    expect(startsNavigation({ ...click, button: 1 }, link('/demo/blog'), here)).toBe(false);
    expect(startsNavigation({ ...click, defaultPrevented: true }, link('/demo/blog'), here)).toBe(false);
  });

  it('uses the spec timing', () => {
    expect(PROGRESS).toEqual({ delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 800 });
  });
});

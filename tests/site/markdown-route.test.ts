import { describe, expect, it } from 'vitest';
import { markdownRoute } from '@/lib/site/markdown-route';

describe('markdownRoute', () => {
  it('is the page route plus .md, and /index.md for a page at the site root (a doc with slug: / on docs served at /)', () => {
    expect(markdownRoute('/docs/intro')).toBe('/docs/intro.md');
    expect(markdownRoute('/')).toBe('/index.md');
  });
});

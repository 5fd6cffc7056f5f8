import { describe, expect, it } from 'vitest';
import { configLinkRoute } from '@/lib/site/links';

describe('the route a navbar or footer link names', () => {
  it('drops a trailing slash, as the link check and Docusaurus do ("/docs/" is the docs root)', () => {
    expect(configLinkRoute('/docs/')).toBe('/docs');
    expect(configLinkRoute('/docs/guides//#top')).toBe('/docs/guides');
    expect(configLinkRoute('/blog?x=1')).toBe('/blog');
    expect(configLinkRoute('/')).toBe('/');
  });

  it('checks nothing for external links and files', () => {
    expect(configLinkRoute('https://example.com/docs/')).toBeUndefined();
    expect(configLinkRoute('mailto:a@b.c')).toBeUndefined();
    expect(configLinkRoute('/blog/rss.xml')).toBeUndefined();
  });
});

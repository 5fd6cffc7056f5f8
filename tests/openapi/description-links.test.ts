import { describe, expect, it } from 'vitest';
import { resolveDescriptionLinks } from '@/lib/openapi/links/descriptions';
import { markdownToSafeHtml } from '@/lib/openapi/model/markdown';

// Relative links in a spec's descriptions point at the spec author's site (GitHub's "/rest/..."),
// where this site has no page: the link check failed the GitHub-scale build on 33 of them.
const html = markdownToSafeHtml('See [repos](/rest/repos?a=1&b=2), [a section](#pets), [the web](https://example.com) and <a title="t" href="../guide">the guide</a>.')!;

describe('relative links in descriptions', () => {
  it('become absolute against linkBase', () => {
    const model = resolveDescriptionLinks({ info: { descriptionHtml: html }, other: 'href="/x"' }, { linkBase: 'https://docs.github.com' });
    expect(model.info.descriptionHtml).toContain('href="https://docs.github.com/rest/repos?a=1&amp;b=2"');
    expect(model.info.descriptionHtml).toContain('<a title="t" href="https://docs.github.com/guide">');
    expect(model.info.descriptionHtml).toContain('href="#pets"');
    expect(model.info.descriptionHtml).toContain('href="https://example.com"');
    expect(model.other).toBe('href="/x"');
  });

  it('are plain text without one', () => {
    const model = resolveDescriptionLinks({ tags: [{ descriptionHtml: html }] });
    expect(model.tags[0]!.descriptionHtml).toContain('<a>repos</a>');
    expect(model.tags[0]!.descriptionHtml).toContain('<a title="t">the guide</a>');
    expect(model.tags[0]!.descriptionHtml).toContain('href="https://example.com"');
  });
});

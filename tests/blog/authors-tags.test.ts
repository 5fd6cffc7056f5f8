import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkPage } from '@/lib/config/checks';
import { buildAuthors, resolveAuthors } from '@/lib/blog/authors';
import { buildTags, kebabCase, resolveTags } from '@/lib/blog/tags';

const staticDir = path.join(__dirname, 'fixtures/site/static');
const file = 'content/blog/authors.yml';
const ctx = {
  file,
  dir: path.join(__dirname, 'fixtures/site/content/blog'),
  authorsRoute: '/blog/authors',
  staticDirs: [staticDir],
  remoteOrigins: new Set<string>(),
  warn: () => {},
};
const postOptions = {
  file: 'content/blog/p.md',
  dir: ctx.dir,
  authorsFile: 'content/blog/authors.yml',
  hasAuthorsMap: true,
  policy: 'ignore' as const,
  remoteOrigins: new Set<string>(),
  warn: () => {},
};

describe('authors.yml', () => {
  const authors = buildAuthors(
    {
      ana: {
        name: 'Ana',
        image: '/img/ana.svg',
        socials: { github: 'ana', x: '@ana_x', mastodon: 'https://fosstodon.org/@ana' },
        page: true,
      },
      bo: { name: 'Bo', page: { permalink: '/all-bo-articles' } },
      cy: { name: 'Cy' },
    },
    ctx,
  );

  it('gives page: true an author page at /blog/authors/{key} and a custom permalink its own slug', () => {
    expect(authors.get('ana')?.permalink).toBe('/blog/authors/ana');
    expect(authors.get('bo')?.permalink).toBe('/blog/authors/all-bo-articles');
    expect(authors.get('cy')?.permalink).toBeUndefined();
  });

  it('turns social handles into profile URLs and keeps full URLs', () => {
    expect(authors.get('ana')?.socials).toEqual([
      { platform: 'github', url: 'https://github.com/ana' },
      { platform: 'x', url: 'https://x.com/ana_x' },
      { platform: 'mastodon', url: 'https://fosstodon.org/@ana' },
    ]);
  });

  it('refuses missing avatars, with the fix', () => {
    expect(() => buildAuthors({ a: { name: 'A', image: '/img/missing.png' } }, ctx)).toThrow(
      /a\.image_url "\/img\/missing\.png" does not exist in the static folders \(static\)/,
    );
  });

  it('refuses a missing name and two authors on one page', () => {
    expect(() => buildAuthors({ a: { title: 'No name' } }, ctx)).toThrow(/"a\.name"/);
    expect(() =>
      buildAuthors({ a: { name: 'A', page: { permalink: '/same' } }, b: { name: 'B', page: { permalink: '/same' } } }, ctx),
    ).toThrow(/authors "a" and "b" both want the page \/blog\/authors\/same/);
  });

  it('resolves keys and inline authors, and names an unknown key with the known ones', () => {
    const resolved = resolveAuthors(['bo', { name: 'Guest', url: 'https://example.com' }], authors, postOptions);
    expect(resolved.map((a) => [a.key, a.name, a.permalink])).toEqual([
      ['bo', 'Bo', '/blog/authors/all-bo-articles'],
      ['inline:Guest', 'Guest', undefined],
    ]);
    expect(() => resolveAuthors(['maria'], authors, postOptions)).toThrow(
      'content/blog/p.md: unknown author "maria". Add "maria" to content/blog/authors.yml or use one of the known keys (case-sensitive): ana, bo, cy',
    );
  });
});

describe('tags.yml and post tags', () => {
  const tags = buildTags(
    { hello: { label: 'Hello', description: 'Hi' }, news: { label: 'News', permalink: '/news-and-notes' } },
    { file: 'tags.yml', tagsRoute: '/blog/tags' },
  );

  it('builds tag permalinks from the key or the given permalink', () => {
    expect(tags.get('hello')).toEqual({ key: 'hello', label: 'Hello', description: 'Hi', permalink: '/blog/tags/hello', inline: false });
    expect(tags.get('news')?.permalink).toBe('/blog/tags/news-and-notes');
  });

  it('resolves known tags without a warning', () => {
    const warn = vi.fn();
    const resolved = resolveTags(['news', 'hello', 'hello'], tags, {
      file: 'p.md',
      tagsRoute: '/blog/tags',
      tagsFile: 'content/blog/tags.yml',
      policy: 'warn',
      warn,
    });
    expect(resolved.map((t) => t.permalink)).toEqual(['/blog/tags/news-and-notes', '/blog/tags/hello']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about an unknown tag by default and still gives it a page', () => {
    const warn = vi.fn();
    const [tag] = resolveTags(['Brand New!'], tags, {
      file: 'content/blog/p.md',
      tagsRoute: '/blog/tags',
      tagsFile: 'content/blog/tags.yml',
      policy: 'warn',
      warn,
    });
    expect(tag).toMatchObject({ label: 'Brand New!', permalink: '/blog/tags/brand-new', inline: true });
    expect(warn).toHaveBeenCalledWith(
      'Warning: content/blog/p.md: tag "Brand New!" is not declared in content/blog/tags.yml. Add it to content/blog/tags.yml or use one of: hello, news, or set the blog option onInlineTags to \'ignore\'\n' +
        `The check and its levels: ${checkPage('blog.onInlineTags')}`,
    );
  });

  it('fails on an unknown tag when configured to, and stays quiet when ignored', () => {
    expect(() =>
      resolveTags([{ label: 'X', permalink: '/x' }], tags, {
        file: 'p.md',
        tagsRoute: '/blog/tags',
        tagsFile: 'content/blog/tags.yml',
        policy: 'throw',
      }),
    ).toThrow(/p\.md: tag "X" is not declared.*onInlineTags: 'throw'/);
    const warn = vi.fn();
    expect(
      resolveTags(['y'], tags, { file: 'p.md', tagsRoute: '/blog/tags', tagsFile: 'content/blog/tags.yml', policy: 'ignore', warn })[0]
        ?.permalink,
    ).toBe('/blog/tags/y');
    expect(warn).not.toHaveBeenCalled();
  });

  it('slugs inline labels', () => {
    expect(kebabCase('Open Source & Más')).toBe('open-source-mas');
  });
});

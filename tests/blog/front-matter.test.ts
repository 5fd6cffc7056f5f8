import { describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/errors/build-error';
import { manualPage } from '@/lib/config/manual';
import { parsePostFileName, parsePostFrontMatter, resolvePostDate } from '@/lib/blog/front-matter';

describe('date and slug from the file name', () => {
  it('splits a YYYY-MM-DD- prefix from the slug', () => {
    const parts = parsePostFileName('2026-11-20-welcome', 'content/blog/2026-11-20-welcome/index.md');
    expect(parts.name).toBe('welcome');
    expect(parts.date?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });

  it('leaves a name without a prefix alone', () => {
    expect(parsePostFileName('mdx-blog-post', 'x.mdx')).toEqual({ name: 'mdx-blog-post' });
    expect(parsePostFileName('2026-11-post', 'x.md')).toEqual({ name: '2026-11-post' });
  });

  it('refuses a prefix that is not a real day, naming the file', () => {
    expect(() => parsePostFileName('2026-02-30-oops', 'content/blog/2026-02-30-oops.md')).toThrow(
      /content\/blog\/2026-02-30-oops\.md: the file name starts with "2026-02-30", which is not a real date/,
    );
  });
});

describe('the post date', () => {
  const fromName = new Date('2026-01-01T00:00:00Z');

  it('prefers the front matter date over the file name', () => {
    expect(resolvePostDate(new Date('2026-05-05T00:00:00Z'), fromName, 'a.md').toISOString()).toBe('2026-05-05T00:00:00.000Z');
    expect(resolvePostDate('2026-05-06', fromName, 'a.md').toISOString()).toBe('2026-05-06T00:00:00.000Z');
    expect(resolvePostDate('2026-05-06T10:30:00Z', fromName, 'a.md').toISOString()).toBe('2026-05-06T10:30:00.000Z');
  });

  it('reads a non-ISO date string as Docusaurus does, as UTC', () => {
    expect(resolvePostDate('Nov 22, 2023', fromName, 'a.md').toISOString()).toBe('2023-11-22T00:00:00.000Z');
    expect(resolvePostDate('July 4, 2023', fromName, 'a.md').toISOString()).toBe('2023-07-04T00:00:00.000Z');
  });

  it('falls back to the file name', () => {
    expect(resolvePostDate(undefined, fromName, 'a.md')).toBe(fromName);
  });

  it('fails with the file and a fix for a bad or missing date', () => {
    expect(() => resolvePostDate('next tuesday', undefined, 'content/blog/a.md')).toThrow(ContentError);
    expect(() => resolvePostDate('2026-13-01', undefined, 'content/blog/a.md')).toThrow(
      /content\/blog\/a\.md: front matter "date: 2026-13-01" is not a valid date\. Write it as/,
    );
    expect(() => resolvePostDate(undefined, undefined, 'content/blog/a.md')).toThrow(/a\.md: the post has no date/);
  });
});

describe('front matter', () => {
  it('normalises single authors and tags to lists and fills defaults', () => {
    const data = parsePostFrontMatter({ title: 'T', authors: 'mara', tags: 'hello' }, 'a.md');
    expect(data.authors).toEqual(['mara']);
    expect(data.tags).toEqual(['hello']);
    expect(data).toMatchObject({ draft: false, unlisted: false, hide_table_of_contents: false });
  });

  it('keeps inline author and tag objects', () => {
    const data = parsePostFrontMatter({ title: 'T', authors: [{ name: 'Guest' }], tags: [{ label: 'X', permalink: '/x' }] }, 'a.md');
    expect(data.authors).toEqual([{ name: 'Guest' }]);
    expect(data.tags).toEqual([{ label: 'X', permalink: '/x' }]);
  });

  it('names the file and the field that is wrong', () => {
    expect(() => parsePostFrontMatter({ title: 1 }, 'content/blog/a.md')).toThrow(/content\/blog\/a\.md: front matter field "title"/);
    expect(() => parsePostFrontMatter({ title: 'T', draft: 'yes' }, 'b.md')).toThrow(/b\.md: front matter field "draft"/);
    // and links the manual's list of a post's fields
    expect(() => parsePostFrontMatter({ title: 1 }, 'a.md')).toThrow(manualPage('reference/front-matter#blog-posts'));
  });
});

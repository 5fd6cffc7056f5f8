import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { archiveByYear, neighbours } from '@/lib/blog/build-index';
import { loadBlog, postAssets } from '@/lib/blog/load';
import { resolveBlogOptions, type BlogOptionsInput } from '@/lib/config/blog-options';

const fixture = path.join(__dirname, 'fixtures/site');
const options = (root: string, input: BlogOptionsInput = {}, includeDrafts = false) =>
  resolveBlogOptions({ path: 'content/blog', onInlineTags: 'warn', ...input }, { siteDir: root, includeDrafts });

function load(overrides: BlogOptionsInput & { includeDrafts?: boolean } = {}, root = fixture) {
  const warnings: string[] = [];
  const { includeDrafts, ...input } = overrides;
  const blog = loadBlog(options(root, input, includeDrafts), { warn: (message) => warnings.push(message) });
  return { blog, warnings };
}

describe('loading content/blog', () => {
  it('reads md, mdx and folder posts, newest first, leaving drafts out', () => {
    const { blog } = load();
    expect(blog.posts.map((p) => [p.slug, p.date.slice(0, 10), p.format])).toEqual([
      ['custom-slug', '2026-03-01', 'mdx'],
      ['hidden', '2026-02-01', 'mdx'],
      ['dated-by-name', '2026-01-15', 'mdx'],
      ['folder-post', '2025-12-31', 'mdx'],
    ]);
    expect(load({ includeDrafts: true }).blog.posts.map((p) => p.slug)).toContain('draft');
  });

  it('reads .md posts as MDX by default, as CommonMark with markdown.format "detect"', () => {
    const detected = loadBlog(options(fixture), { markdownFormat: 'detect', warn: () => {} });
    expect(detected.posts.map((p) => p.format)).toEqual(['mdx', 'md', 'md', 'md']);
    const commonMark = loadBlog(options(fixture), { markdownFormat: 'md', warn: () => {} });
    expect(commonMark.posts.map((p) => p.format)).toEqual(['md', 'md', 'md', 'md']);
  });

  it('keeps unlisted posts out of lists, tags and authors but gives them a page', () => {
    const { blog } = load();
    expect(blog.listed.map((p) => p.slug)).toEqual(['custom-slug', 'dated-by-name', 'folder-post']);
    expect(blog.posts.find((p) => p.slug === 'hidden')?.unlisted).toBe(true);
    const ana = blog.authors.find((a) => a.author.key === 'ana')!;
    expect(ana.posts.map((p) => p.slug)).toEqual(['dated-by-name']);
  });

  it('resolves authors (keys and inline) and counts posts per author with a page', () => {
    const { blog } = load();
    const post = blog.posts.find((p) => p.slug === 'custom-slug')!;
    expect(post.authors.map((a) => [a.name, a.permalink ?? null])).toEqual([
      ['Bo Example', '/blog/authors/all-bo-articles'],
      ['Guest Writer', null],
    ]);
    expect(blog.authors.map((a) => [a.author.permalink, a.posts.length])).toEqual([
      ['/blog/authors/ana', 1],
      ['/blog/authors/all-bo-articles', 2],
    ]);
  });

  it('collects tags with their listed posts and warns about the undeclared one', () => {
    const { blog, warnings } = load();
    expect(blog.tags.map((t) => [t.tag.label, t.tag.permalink, t.posts.length])).toEqual([
      ['Brand New Tag', '/blog/tags/brand-new-tag', 1],
      ['Hello', '/blog/tags/hello', 1],
      ['News & notes', '/blog/tags/news-and-notes', 2],
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('content/blog/explicit-date.mdx:5: inline author "Guest Writer" is not in content/blog/authors.yml'),
      expect.stringContaining('content/blog/explicit-date.mdx:9: tag "Brand New Tag" is not declared'),
    ]);
    expect(() => load({ onInlineTags: 'throw' })).toThrow(/explicit-date\.mdx:9: tag "Brand New Tag"/);
  });

  it("splits the excerpt, estimates reading time and finds a folder post's images", () => {
    const { blog } = load();
    const dated = blog.posts.find((p) => p.slug === 'dated-by-name')!;
    expect(dated.excerpt?.trim()).toBe('Intro <b>kept out</b> of feeds as raw HTML.');
    expect(dated.body).toContain('## Section one');
    expect(dated.readingTime).toBe(1);
    const folder = blog.posts.find((p) => p.slug === 'folder-post')!;
    expect(folder.assetDir).toBe('content/blog/2025-12-31-folder-post');
    expect(postAssets(folder)).toEqual(['diagram.svg']);
  });

  it('groups the archive by year and links newer and older posts', () => {
    const { blog } = load();
    expect(archiveByYear(blog.listed).map((y) => [y.year, y.posts.length])).toEqual([
      [2026, 2],
      [2025, 1],
    ]);
    const { newer, older } = neighbours(blog.listed, 'dated-by-name');
    expect([newer?.slug, older?.slug]).toEqual(['custom-slug', 'folder-post']);
    expect(neighbours(blog.listed, 'hidden')).toEqual({});
  });
});

describe('build errors name the file and the fix', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  function copy(edit: (dir: string) => void): string {
    root = mkdtempSync(path.join(tmpdir(), 'blog-'));
    cpSync(fixture, root, { recursive: true });
    edit(path.join(root, 'content/blog'));
    return root;
  }

  it('an unknown author key', () => {
    const dir = copy((blog) => writeFileSync(path.join(blog, '2026-04-01-x.md'), '---\ntitle: X\nauthors: maria\n---\nBody'));
    expect(() => load({}, dir)).toThrow(
      'content/blog/2026-04-01-x.md:3: unknown author "maria". Add "maria" to content/blog/authors.yml or use one of the known keys (case-sensitive): ana, bo, cy',
    );
  });

  it('a bad date', () => {
    const dir = copy((blog) => writeFileSync(path.join(blog, 'x.md'), '---\ntitle: X\ndate: 2026-02-31\n---\nBody'));
    expect(() => load({}, dir)).toThrow(
      'content/blog/x.md:3: front matter "date: 2026-02-31" is not a valid date. Write it as `date: 2026-11-20`',
    );
  });

  it('bad YAML in authors.yml and in front matter', () => {
    const dir = copy((blog) => writeFileSync(path.join(blog, 'authors.yml'), 'ana:\n  name: [unclosed\n'));
    expect(() => load({}, dir)).toThrow(/content\/blog\/authors\.yml: is not valid YAML: .* at line \d+\. Fix the YAML syntax/);
    rmSync(dir, { recursive: true, force: true });
    const dir2 = copy((blog) => writeFileSync(path.join(blog, 'y.md'), '---\ntitle: "unclosed\n---\nBody'));
    expect(() => load({}, dir2)).toThrow(/content\/blog\/y\.md: has invalid front matter YAML/);
  });

  it('a slug that collides with a blog route or another post', () => {
    const dir = copy((blog) => writeFileSync(path.join(blog, '2026-04-01-x.md'), '---\ntitle: X\nslug: archive/2026\n---\nBody'));
    expect(() => load({}, dir)).toThrow(/2026-04-01-x\.md: slug "archive\/2026" is taken by the blog's own \/blog\/archive route/);
    rmSync(dir, { recursive: true, force: true });
    const dir2 = copy((blog) => writeFileSync(path.join(blog, '2026-04-01-z.md'), '---\ntitle: X\nslug: custom-slug\n---\nBody'));
    expect(() => load({}, dir2)).toThrow(
      /(explicit-date\.mdx|2026-04-01-z\.md): slug "custom-slug" is already used by content\/blog\/(2026-04-01-z\.md|explicit-date\.mdx)/,
    );
  });

  it("keeps the file's line numbers in the body: front matter, content title and truncate marker stay as blank lines", () => {
    const text =
      '---\ntitle: Lines\ntags: [ana]\n---\n\n# A heading that becomes the title\n\nFirst paragraph of the teaser.\n\n<!-- truncate -->\n\n<Marker />\n';
    const dir = copy((blog) => writeFileSync(path.join(blog, '2026-05-02-lines.md'), text));
    const post = load({}, dir).blog.posts.find((item) => item.file.endsWith('2026-05-02-lines.md'))!;
    const lineOf = (body: string, needle: string) => body.split('\n').findIndex((line) => line.includes(needle)) + 1;
    expect(post.contentTitle).toBe('A heading that becomes the title');
    expect(post.body).not.toContain('# A heading');
    expect(post.body).not.toContain('truncate');
    expect(lineOf(post.body, 'First paragraph')).toBe(8);
    expect(lineOf(post.body, '<Marker />')).toBe(12);
    expect(lineOf(post.excerpt!, 'First paragraph')).toBe(8);
  });

  it('warns through console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadBlog(options(fixture));
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('tag "Brand New Tag"'));
    spy.mockRestore();
  });
});

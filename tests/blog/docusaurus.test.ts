import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recentPosts } from '@/lib/blog/build-index';
import { loadBlog, postAssets, type LoadBlogIO } from '@/lib/blog/load';
import { resolveBlogOptions, type BlogOptionsInput } from '@/lib/config/blog-options';

// A blog folder laid out as a Docusaurus 3 site writes it (tests/blog/fixtures/docusaurus/blog).
const siteDir = path.join(__dirname, 'fixtures/docusaurus');
const noGit: LoadBlogIO['fileDates'] = {
  created: () => new Date('2023-12-25T00:00:00Z'),
  lastUpdate: () => ({ date: new Date('2024-11-11T00:00:00Z'), author: 'Git Author' }),
};

function load(input: BlogOptionsInput = {}, dir = siteDir, io: LoadBlogIO = {}) {
  const warnings: string[] = [];
  const blog = loadBlog(resolveBlogOptions(input, { siteDir: dir, includeDrafts: false }), {
    fileDates: noGit,
    warn: (m) => warnings.push(m),
    ...io,
  });
  const post = (name: string) => blog.posts.find((p) => p.file.includes(name))!;
  return { blog, warnings, post };
}

describe('post URLs as Docusaurus builds them', () => {
  it('dates file names, folder names and date folders into /YYYY/MM/DD/name', () => {
    const { post } = load();
    expect(post('2024-01-02-dated-file').permalink).toBe('/blog/2024/01/02/dated-file');
    expect(post('2024-02-03-folder-post').permalink).toBe('/blog/2024/02/03/folder-post');
    expect(post('2024/03/04/date-folders').permalink).toBe('/blog/2024/03/04/date-folders');
    expect(post('2024/03/04/date-folders').date).toBe('2024-03-04T00:00:00.000Z');
  });

  it('gives undated names their path, and a slug with "/" under the blog route', () => {
    const { post } = load();
    expect(post('undated-note').permalink).toBe('/blog/undated-note');
    expect(post('nested/relative-slug').slug).toBe('some/deep/path');
    expect(post('nested/relative-slug').permalink).toBe('/blog/some/deep/path');
  });

  it('dates a post that says nothing from the file (git, else mtime)', () => {
    expect(load().post('no-date').date).toBe('2023-12-25T00:00:00.000Z');
  });

  it('skips _ files and folders (Docusaurus exclude defaults) and honours include', () => {
    const { blog } = load();
    expect(blog.posts.some((p) => p.file.includes('_'))).toBe(false);
    expect(load({ include: ['nested/**/*.md'] }).blog.posts.map((p) => p.slug)).toEqual(['some/deep/path']);
  });

  it('puts the blog at the site root with routeBasePath "/" and pages under pageBasePath', () => {
    expect(load({ routeBasePath: '/' }).post('undated-note').permalink).toBe('/undated-note');
    expect(load({ routeBasePath: 'news/' }).post('undated-note').permalink).toBe('/news/undated-note');
  });
});

describe('titles', () => {
  it('takes the first # heading when front matter has no title, and removes it from the body', () => {
    const post = load().post('2024-01-02-dated-file');
    expect(post.title).toBe('The heading names this post');
    expect(post.hasContentTitle).toBe(true);
    expect(post.body).not.toContain('# The heading');
  });

  it('falls back to the file name, and keeps sidebar_label, keywords and toc levels', () => {
    const { post } = load();
    expect(post('undated-note').title).toBe('undated-note');
    expect(post('undated-note').hasContentTitle).toBe(false);
    const mixed = post('mixed-authors');
    expect([mixed.sidebarLabel, mixed.keywords, mixed.tocMinHeadingLevel, mixed.tocMaxHeadingLevel]).toEqual([
      'Authors, mixed',
      ['authors', 'mix'],
      2,
      4,
    ]);
    expect(mixed.frontMatter.custom_field).toBe('kept and ignored');
  });
});

describe('authors as Docusaurus reads them', () => {
  it('resolves keys (case-sensitive), key objects with overrides, and inline authors', () => {
    const { post, warnings } = load();
    const authors = post('mixed-authors').authors;
    expect(authors.map((a) => [a.key, a.name, a.title, a.permalink])).toEqual([
      ['LinChen', 'Lin Chen', 'Writes release notes', '/blog/authors/lin-chen'],
      ['riverStone', 'River Stone', 'Guest editor this time', '/blog/authors/all-river-posts'],
      ['inline:Visiting Writer', 'Visiting Writer', undefined, undefined],
    ]);
    expect(warnings).toContainEqual(expect.stringContaining('mixed-authors.mdx:14: inline author "Visiting Writer"'));
  });

  it('reads the legacy author fields as one author', () => {
    expect(load().post('legacy-author').authors).toMatchObject([
      {
        name: 'Old Style',
        title: 'Wrote before authors.yml',
        url: 'https://old.example.com',
        image: 'https://images.example.org/old.png',
        imageRemote: true,
      },
    ]);
  });

  it('expands social handles as Docusaurus does, platform keys in any case', () => {
    const lin = load().post('mixed-authors').authors[0]!;
    expect(Object.fromEntries(lin.socials.map((s) => [s.platform, s.url]))).toEqual({
      github: 'https://github.com/lin-chen',
      x: 'https://x.com/linchen',
      stackoverflow: 'https://stackoverflow.com/users/123456',
      mastodon: 'https://mastodon.social/@lin@fosstodon.org',
      threads: 'https://www.threads.net/@linchen',
      youtube: 'https://youtube.com/@linchen',
      newsletter: 'https://news.example.com/lin',
    });
    const river = load().post('2024-02-03-folder-post').authors[0]!;
    expect(river.socials.map((s) => s.url)).toEqual([
      'https://bsky.app/profile/river.bsky.social',
      'https://www.linkedin.com/in/riverstone/',
      'https://www.instagram.com/river.stone',
      'https://twitch.tv/riverplays',
    ]);
  });

  it('resolves avatars relative to authors.yml, and collects remote avatar origins for the CSP', () => {
    const { blog, post } = load({}, siteDir, { assetUrl: (file) => `/blog-assets/${path.basename(file)}` });
    const lin = post('mixed-authors').authors[0]!;
    expect(lin.imageFile).toBe(path.join(siteDir, 'blog/avatars/lin.svg'));
    expect(lin.image).toBe('/blog-assets/lin.svg');
    expect(lin.url).toBe('mailto:lin@example.com');
    expect(blog.remoteImageOrigins).toEqual(['https://avatars.example.org', 'https://images.example.org']);
  });
});

describe('tags without tags.yml, last update, edit URL', () => {
  it('accepts inline tags quietly when the blog has no tags file', () => {
    const { blog, warnings } = load();
    expect(blog.tags.map((t) => t.tag.permalink)).toEqual([
      '/blog/tags/1-2-3',
      '/blog/tags/release',
      '/blog/tags/release-notes',
      '/blog/tags/unplanned-topic',
    ]);
    expect(warnings.some((w) => w.includes('tag'))).toBe(false);
  });

  it('fails when a named tags file is missing', () => {
    expect(() => load({ tags: 'labels.yml' })).toThrow(/blog\/labels\.yml: does not exist, but the tags option names it/);
  });

  it('reads last_update over git only when asked to show it', () => {
    expect(load().post('mixed-authors').lastUpdate).toBeUndefined();
    const shown = load({ showLastUpdateTime: true, showLastUpdateAuthor: true });
    expect(shown.post('mixed-authors').lastUpdate).toEqual({ date: '2024-10-01T00:00:00.000Z', author: 'Editor Person' });
    expect(shown.post('undated-note').lastUpdate).toEqual({ date: '2024-11-11T00:00:00.000Z', author: 'Git Author' });
  });

  it('builds edit URLs from a string (the site folder URL) or a function', () => {
    expect(load({ editUrl: 'https://git.example.com/edit/main/website/' }).post('2024-02-03').editUrl).toBe(
      'https://git.example.com/edit/main/website/blog/2024-02-03-folder-post/index.md',
    );
    expect(load({ editUrl: ({ blogPath, permalink }) => `${blogPath}|${permalink}` }).post('undated-note').editUrl).toBe(
      'undated-note.md|/blog/undated-note',
    );
  });
});

describe('files beside any post', () => {
  it('gives every post its absolute source and the files it names relatively', () => {
    const { post } = load();
    const single = post('single-file-with-image');
    expect(single.source).toBe(path.join(siteDir, 'blog/single-file-with-image.md'));
    expect(single.assetDir).toBe('blog');
    expect(postAssets(single)).toEqual(['img/chart.svg']);
    expect(postAssets(post('2024-02-03-folder-post'))).toEqual(['photo.svg']);
  });
});

describe('errors that teach', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const withPost = (name: string, text: string) => {
    dir = mkdtempSync(path.join(tmpdir(), 'docusaurus-blog-'));
    cpSync(siteDir, dir, { recursive: true });
    writeFileSync(path.join(dir, 'blog', name), text);
    return dir;
  };

  it('a wrong type names the file, the line and the allowed values', () => {
    const root = withPost('bad.md', '---\ntitle: Bad\ndate: 2024-01-01\ntoc_max_heading_level: 9\n---\nBody');
    expect(() => load({}, root)).toThrow(
      /blog\/bad\.md:4: front matter field "toc_max_heading_level" .*It accepts a whole number from 2 to 6/,
    );
  });

  it('an unknown author key names the line and the known keys', () => {
    const root = withPost('who.md', '---\ntitle: Who\ndate: 2024-01-01\nauthors: linchen\n---\nBody');
    expect(() => load({}, root)).toThrow(
      'blog/who.md:4: unknown author "linchen". Add "linchen" to blog/authors.yml or use one of the known keys (case-sensitive): LinChen, riverStone',
    );
  });
});

describe('sidebar counts', () => {
  it("'ALL' lists every post", () => {
    const { blog } = load();
    expect(recentPosts(blog.listed, 'ALL')).toHaveLength(blog.listed.length);
    expect(recentPosts(blog.listed, 2)).toHaveLength(2);
  });
});

describe('a post dated in words in a YYYY/MM folder (no day in the path)', () => {
  it('takes the front matter date as UTC and keeps its slug as written', () => {
    const { post } = load();
    const spelled = post('2023/07/spelled-out-date');
    expect(spelled.date).toBe('2023-07-04T00:00:00.000Z');
    expect(spelled.permalink).toBe('/blog/Spelled-Out-Date');
    expect(spelled.tags.map((t) => t.label)).toEqual(['release notes', '1.2.3']);
  });
});

import path from 'node:path';
import Parser from 'rss-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { atomXml, buildFeed } from '@/lib/blog/feed';
import { postBodyToHtml } from '@/lib/blog/feed-html';
import { loadBlog } from '@/lib/blog/load';
import { resolveBlogOptions } from '@/lib/config/blog-options';
import { Feed } from 'feed';

const origin = 'https://docs.example.com';
const base = '/demo';
const absolute = (route: string) => `${origin}${base}${route}`;
const blog = loadBlog(
  resolveBlogOptions(
    { path: 'content/blog', onInlineTags: 'ignore', onInlineAuthors: 'ignore' },
    { siteDir: path.join(__dirname, 'fixtures/site'), includeDrafts: false },
  ),
);

let feed: Feed;
beforeAll(async () => {
  feed = await buildFeed(blog.listed, {
    title: 'Example',
    description: 'News',
    absolute,
    routeBasePath: '/blog',
    copyright: '© Example',
    contentOf: (post) => postBodyToHtml(post.body, { format: post.format, postUrl: absolute(post.permalink), absolute }),
  });
});

const parser = new Parser<Record<string, unknown>, { id?: string; author?: string; 'content:encoded'?: string; category?: unknown }>({
  customFields: { item: ['content:encoded', 'category'] },
});

describe('RSS 2.0, parsed back', () => {
  it('has the channel and the listed posts, newest first, with absolute links under the base path', async () => {
    const rss = await parser.parseString(feed.rss2());
    expect(rss.title).toBe('Example Blog');
    expect(rss.link).toBe('https://docs.example.com/demo/blog');
    expect(rss.description).toBe('News');
    expect(rss.items.map((item) => item.link)).toEqual([
      'https://docs.example.com/demo/blog/custom-slug',
      'https://docs.example.com/demo/blog/dated-by-name',
      'https://docs.example.com/demo/blog/folder-post',
    ]);
  });

  it('carries each post field by field', async () => {
    const rss = await parser.parseString(feed.rss2());
    const item = rss.items.find((i) => i.link?.endsWith('/dated-by-name'))!;
    expect(item.title).toBe('Dated by its file name');
    expect(item.guid).toBe('https://docs.example.com/demo/blog/dated-by-name');
    expect(new Date(item.pubDate!).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(item.categories).toEqual([
      { _: 'Hello', $: { domain: 'https://docs.example.com/demo/blog/tags/hello' } },
      { _: 'News & notes', $: { domain: 'https://docs.example.com/demo/blog/tags/news-and-notes' } },
    ]);
    const html = item['content:encoded'] as string;
    expect(html).toContain('<h2 id="section-one">Section one</h2>');
    expect(html).toContain('<a href="https://docs.example.com/demo/docs/intro">the docs</a>');
    expect(html).toContain('<a href="https://docs.example.com/demo/blog/dated-by-name#section-one">a heading</a>');
    // Raw HTML in a post is dropped, never passed through to readers.
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('truncate');
    const custom = rss.items.find((i) => i.link?.endsWith('/custom-slug'))!;
    expect(custom.title).toBe('Explicit date & <script>');
    expect(custom.contentSnippet).toBe('An MDX post.');
  });
});

describe('Atom, parsed back', () => {
  it('has entries with ids, updated dates, authors and full content', async () => {
    const atom = await parser.parseString(atomXml(feed));
    expect(atom.title).toBe('Example Blog');
    expect(atom.items).toHaveLength(3);
    const entry = atom.items.find((i) => i.link === 'https://docs.example.com/demo/blog/folder-post')!;
    expect(entry.id).toBe('https://docs.example.com/demo/blog/folder-post');
    expect(new Date(entry.pubDate ?? entry.isoDate!).toISOString()).toBe('2025-12-31T00:00:00.000Z');
    expect(entry.author).toBe('Cy Example');
    expect(entry.content).toContain('src="https://docs.example.com/demo/blog/folder-post/diagram.svg"');
    // A directive and a code block stay readable HTML, not components a reader cannot run.
    expect(entry.content).toContain('<div><p>A note with <code>code</code>.</p></div>');
    expect(entry.content).toContain('<pre><code class="language-ts">const answer = 42;');
  });
});

describe('Atom with hostile tag labels', () => {
  it('escapes "<" in category labels, which the feed library leaves raw, and gives each a term', () => {
    const hostile = new Feed({ id: 'https://a.example/', title: 'T', copyright: 'c', updated: new Date(0) });
    hostile.addItem({
      title: 't',
      id: 'https://a.example/p',
      link: 'https://a.example/p',
      date: new Date(0),
      category: [{ name: `<script>"x" & y`, term: 'x' }],
    });
    const xml = atomXml(hostile);
    expect(xml).toContain('<category label="&lt;script>&quot;x&quot; &amp; y" term="x"/>');
    // No attribute value anywhere holds a raw "<" (ill-formed XML that strict readers refuse).
    expect(xml).not.toMatch(/="[^"]*</);
  });
});

describe('JSON Feed, parsed back', () => {
  it('is a JSON Feed with items field by field', () => {
    const json = JSON.parse(feed.json1());
    expect(json.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
    expect(json.home_page_url).toBe('https://docs.example.com/demo/blog');
    expect(json.feed_url).toBe('https://docs.example.com/demo/blog/feed.json');
    const item = json.items.find((i: { id: string }) => i.id === 'https://docs.example.com/demo/blog/custom-slug');
    expect(item).toMatchObject({
      url: 'https://docs.example.com/demo/blog/custom-slug',
      title: 'Explicit date & <script>',
      summary: 'An MDX post.',
      date_published: '2026-03-01T09:30:00.000Z',
    });
    expect(item.tags).toEqual(['News & notes', 'Brand New Tag']);
    // The MDX component becomes a link to the post; its import and expressions are gone.
    expect(item.content_html).toContain(
      '<a href="https://docs.example.com/demo/blog/custom-slug">Open the post to try the interactive example.</a>',
    );
    expect(item.content_html).toContain('<em>inline jsx</em>');
    expect(item.content_html).not.toMatch(/import|Demo|truncate/);
  });

  it('is the same on every build for the same posts', async () => {
    const again = await buildFeed(blog.listed, {
      title: 'Example',
      description: 'News',
      absolute,
      routeBasePath: '/blog',
      copyright: '© Example',
      contentOf: (post) => postBodyToHtml(post.body, { format: post.format, postUrl: absolute(post.permalink), absolute }),
    });
    expect(again.rss2()).toBe(feed.rss2());
    expect(again.atom1()).toBe(feed.atom1());
  });
});

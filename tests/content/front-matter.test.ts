import { describe, expect, it } from 'vitest';
import { parseDocFrontMatter } from '@/lib/content/front-matter';
import { manualPage } from '@/lib/config/manual';

describe('parseDocFrontMatter', () => {
  it('reads the Docusaurus doc fields and keeps unknown ones', () => {
    const source = `---
id: my-doc
title: My doc
sidebar_label: Mine
sidebar_position: 2.5
slug: /elsewhere
description: About it
keywords: [a, b]
tags: [x, { label: Y, permalink: /y }]
hide_title: true
hide_table_of_contents: false
toc_min_heading_level: 2
toc_max_heading_level: 4
draft: false
unlisted: true
pagination_prev: null
pagination_next: other
last_update:
  date: 2026-03-04
  author: Lin
image: /img/card.png
custom_field: kept
---
Body
`;
    const { data, body } = parseDocFrontMatter(source, 'x.md');
    expect(data).toMatchObject({ id: 'my-doc', sidebar_position: 2.5, pagination_prev: null, pagination_next: 'other', custom_field: 'kept' });
    expect(data.last_update?.date).toBeInstanceOf(Date);
    expect(body).toBe('Body\n');
  });

  it('accepts a file without front matter', () => {
    expect(parseDocFrontMatter('# Only a heading\n', 'x.md').data).toEqual({});
  });

  it('names the line of a wrong field and the line of bad YAML', () => {
    expect(() => parseDocFrontMatter('---\ntitle: A\nhide_title: maybe\n---\n', 'd.md')).toThrow(/^d\.md:3: front matter field "hide_title"/);
    expect(() => parseDocFrontMatter('---\ntitle: A\nid: has/slash\n---\n', 'd.md')).toThrow(/^d\.md:3: .*"id"/);
    // Docusaurus takes an id with spaces (only "/" is refused).
    expect(parseDocFrontMatter('---\ntitle: A\nid: cuDF Pandas\n---\n', 'd.md').data).toMatchObject({ id: 'cuDF Pandas' });
    expect(() => parseDocFrontMatter('---\ntitle: A\n  bad: indent\n---\n', 'd.md')).toThrow(/^d\.md:[34]: invalid YAML front matter/);
    expect(() => parseDocFrontMatter('---\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n', 'd.md')).toThrow(/^d\.md:2: toc_min_heading_level is larger/);
  });
});

describe('every Docusaurus doc field', () => {
  it('accepts the fields added in Docusaurus 2 and 3', () => {
    const source = `---
sidebar_class_name: green
sidebar_custom_props: { badge: new }
displayed_sidebar: api
pagination_label: Short
parse_number_prefixes: false
custom_edit_url: null
tags: [{ label: Deep, permalink: /deep, description: Far down }]
---
`;
    expect(parseDocFrontMatter(source, 'x.md').data).toMatchObject({
      sidebar_class_name: 'green',
      sidebar_custom_props: { badge: 'new' },
      displayed_sidebar: 'api',
      pagination_label: 'Short',
      parse_number_prefixes: false,
      custom_edit_url: null,
    });
  });

  it('says what a field accepts, on its line', () => {
    expect(() => parseDocFrontMatter('---\ntitle: A\nhide_title: maybe\n---\n', 'd.md')).toThrow(
      `d.md:3: front matter field "hide_title": hide_title must be true or false, not "maybe". Every field of a doc: ${manualPage('reference/front-matter#docs')}`,
    );
    expect(() => parseDocFrontMatter('---\ndisplayed_sidebar: 3\n---\n', 'd.md')).toThrow(/^d\.md:2: .*displayed_sidebar must be a sidebar name, or null for no sidebar, not 3/);
    expect(() => parseDocFrontMatter('---\ncustom_edit_url: false\n---\n', 'd.md')).toThrow(/custom_edit_url must be a URL, or null/);
    expect(() => parseDocFrontMatter('---\ntags: [{ label: X }]\n---\n', 'd.md')).toThrow(/tags must be a list of tag names or \{ label, permalink \} objects/);
  });
});

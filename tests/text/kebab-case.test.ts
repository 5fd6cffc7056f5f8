import { describe, expect, it } from 'vitest';
import { kebabCase as blogSlug } from '@/lib/blog/tags';
import { kebabCase as docsSlug } from '@/lib/content/tags';
import { kebabCase } from '@/lib/text/kebab-case';

describe('kebabCase (one for docs and blog tags)', () => {
  it('follows lodash, as Docusaurus: accents dropped, words split at case changes and digits', () => {
    expect(['Getting Started', 'v2', 'HTMLParser', 'Café déjà', 'Open Source & Más', 'jonasBerg', 'Jonas_Berg'].map(kebabCase)).toEqual([
      'getting-started',
      'v-2',
      'html-parser',
      'cafe-deja',
      'open-source-mas',
      'jonas-berg',
      'jonas-berg',
    ]);
  });

  it('gives a label the same URL segment in docs and on the blog', () => {
    for (const label of ['v2', 'HTMLParser', 'Café déjà']) expect(blogSlug(label)).toBe(docsSlug(label));
  });
});

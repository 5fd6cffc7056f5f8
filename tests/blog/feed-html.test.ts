import { describe, expect, it } from 'vitest';
import { postBodyToHtml } from '@/lib/blog/feed-html';

const base = {
  format: 'md' as const,
  postUrl: 'https://docs.example.com/demo/blog/hello',
  absolute: (route: string) => `https://docs.example.com/demo${route}`,
};

describe('a post in a feed', () => {
  it('links files beside the post where the page publishes them', async () => {
    const html = await postBodyToHtml('![Diagram](./diagram.svg) and [data](./data.csv) and [other](./other)', {
      ...base,
      publishedFile: (relative) =>
        relative.endsWith('.svg') || relative.endsWith('.csv') ? `/assets/files/blog/${relative.slice(2)}` : undefined,
    });
    expect(html).toContain('src="https://docs.example.com/demo/assets/files/blog/diagram.svg"');
    expect(html).toContain('href="https://docs.example.com/demo/assets/files/blog/data.csv"');
    // Not a file: resolved against the post's own URL, as before.
    expect(html).toContain('href="https://docs.example.com/demo/blog/hello/other"');
  });
});

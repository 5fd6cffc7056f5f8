import { describe, expect, it } from 'vitest';
import { decodeAttribute, editAttributes } from '@/lib/html/tags';

describe('editAttributes', () => {
  const html = '<p class=lead title="a &amp; b">Set <code>&#x3C;i title="x"></code></p><a href="/old" rel=x>go</a>';

  it('changes and removes attributes of real tags and keeps every other byte', () => {
    const out = editAttributes(html, ({ name, raw }, tag) => {
      if (tag.name === 'a' && name === 'href') return null;
      if (name === 'title') return `${decodeAttribute(raw)} "new"`;
      return undefined;
    });
    expect(out).toBe('<p class=lead title="a &amp; b &quot;new&quot;">Set <code>&#x3C;i title="x"></code></p><a rel=x>go</a>');
  });

  it('returns the HTML as it was when nothing changes', () => {
    expect(editAttributes(html, () => undefined)).toBe(html);
  });
});

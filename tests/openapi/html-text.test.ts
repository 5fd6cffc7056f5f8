import { describe, expect, it } from 'vitest';
import { htmlToText } from '@/lib/openapi/model/html-text';

describe('htmlToText', () => {
  it('turns sanitised description HTML into text', () => {
    expect(htmlToText('<p>Use <code>a &lt; b</code> &amp; more.</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Use a < b & more.\none\ntwo',
    );
  });

  it('decodes numeric entities, as the sanitiser writes "&" in descriptions', () => {
    expect(htmlToText('<p>Sells things &#x26; ships &#169; &#x1F600;</p>')).toBe('Sells things & ships © 😀');
  });
  it('decodes each entity once: an escaped entity stays as written', () => {
    expect(htmlToText('<p>&amp;lt;b&amp;gt; is &lt;b&gt;</p>')).toBe('&lt;b&gt; is <b>');
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isSafeHref, MdxLink } from '@/components/mdx/mdx-link';

describe('Markdown link URLs', () => {
  it('keeps relative, web, mail and phone links', () => {
    for (const href of [
      '/docs/intro',
      './other.md',
      '../x.md#a',
      '#top',
      '?q=1',
      'other.md',
      'https://a.example/x:y',
      'HTTP://A.EXAMPLE',
      'mailto:a@b.c',
      'tel:+1',
    ]) {
      expect(isSafeHref(href), href).toBe(true);
    }
  });

  it('refuses schemes that run code, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:x',
      '\u0001javascript:x',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false);
    }
  });

  it('leaves an anchor without href (raw HTML <a name>) a plain link target', () => {
    expect(renderToStaticMarkup(createElement(MdxLink, { id: 'old-anchor' }))).toBe('<a id="old-anchor"></a>');
  });
});

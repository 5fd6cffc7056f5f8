import { describe, expect, it } from 'vitest';
import { IdAllocator, scopeHtmlIds } from '@/lib/openapi/model/ids';
import { markdownToSafeHtml } from '@/lib/openapi/model/markdown';

describe('IdAllocator', () => {
  it('gives the wanted id, then the next free suffix', () => {
    const ids = new IdAllocator();
    expect(['schema/X/1', 'schema/X/1', 'schema/X/1-2', 'schema/X/1'].map((id) => ids.take(id))).toEqual(['schema/X/1', 'schema/X/1-2', 'schema/X/1-2-2', 'schema/X/1-3']);
  });

  it('keeps a reserved id for its owner: a derived id goes around it, the owner gets it once', () => {
    const ids = new IdAllocator(['operation/a/parameter/path/id']);
    expect(ids.derived('operation/a/parameter/path/id')).toBe('operation/a/parameter/path/id-2');
    expect(ids.take('operation/a/parameter/path/id')).toBe('operation/a/parameter/path/id');
    expect(ids.take('operation/a/parameter/path/id')).toBe('operation/a/parameter/path/id-3');
  });

  it('never derives a suffixed id that is reserved', () => {
    const ids = new IdAllocator(['x', 'x-2']);
    expect(ids.derived('x')).toBe('x-3');
  });
});

describe('scopeHtmlIds', () => {
  const note = '<p>A<sup><a href="#user-content-fn-1" id="md-user-content-fnref-1" aria-describedby="md-footnote-label">1</a></sup></p>' +
    '<h2 id="md-footnote-label">Footnotes</h2><li id="md-user-content-fn-1"><a href="#user-content-fnref-1">back</a></li>';

  it('joins footnote links to their notes, and parts the second copy of a description', () => {
    const ids = new IdAllocator();
    const first = scopeHtmlIds(note, ids);
    const second = scopeHtmlIds(note, ids);
    expect(first).toContain('href="#md-user-content-fn-1"');
    expect(first).toContain('href="#md-user-content-fnref-1"');
    expect(second).toContain('id="md-user-content-fn-1-2"');
    expect(second).toContain('href="#md-user-content-fn-1-2"');
    expect(second).toContain('aria-describedby="md-footnote-label-2"');
  });

  it('leaves HTML without ids and links to elsewhere as they are', () => {
    const ids = new IdAllocator();
    expect(scopeHtmlIds('<p><a href="#schema/Pet">Pet</a></p>', ids)).toBe('<p><a href="#schema/Pet">Pet</a></p>');
    expect(scopeHtmlIds('<h1 id="section/Intro">Intro</h1><a href="#schema/Pet">Pet</a>', ids)).toBe('<h1 id="section/Intro">Intro</h1><a href="#schema/Pet">Pet</a>');
  });

  it('changes real tags only: an id or a link shown as code stays as written, however often it shows', () => {
    const html = markdownToSafeHtml('Mount the gauge with `<span id="gauge">` and point at it with `<a href="#gauge">`.')!;
    const ids = new IdAllocator();
    expect(scopeHtmlIds(html, ids)).toBe(html);
    expect(scopeHtmlIds(html, ids)).toBe(html);
    expect(html).toContain('id="gauge"');
  });

  it('parts a real id and its link written in a code span nearby without touching the code', () => {
    const html = '<p id="dial">Turn the <a href="#dial">dial</a>; HTML: <code>&#x3C;b id="dial"></code></p>';
    const ids = new IdAllocator();
    scopeHtmlIds(html, ids);
    expect(scopeHtmlIds(html, ids)).toBe('<p id="dial-2">Turn the <a href="#dial-2">dial</a>; HTML: <code>&#x3C;b id="dial"></code></p>');
  });
});

import { describe, expect, it } from 'vitest';
import { blankFrontMatter, lineBreaksOf } from '@/lib/text/blank';

describe('text cut out of a source keeps its lines', () => {
  it('blanks the front matter and nothing else, so line 5 of the file is line 5 of the body', () => {
    const source = '---\ntitle: Seeds\ntags: [a]\n---\n# Sowing\n\n---\nnot front matter\n---\n';
    const body = blankFrontMatter(source);
    expect(body.split('\n')).toHaveLength(source.split('\n').length);
    expect(body.split('\n')[4]).toBe('# Sowing');
    expect(body).toContain('---\nnot front matter\n---');
    expect(body.startsWith('\n\n\n\n# Sowing')).toBe(true);
  });

  it('leaves a source without front matter as it is, CRLF front matter blanked too', () => {
    expect(blankFrontMatter('# Title\n---\nx\n---\n')).toBe('# Title\n---\nx\n---\n');
    expect(blankFrontMatter('---\r\ntitle: a\r\n---\r\nBody')).toBe('\n\n\nBody');
  });

  it('keeps only the line breaks of a text', () => {
    expect(lineBreaksOf('Title\n=====\n')).toBe('\n\n');
  });
});

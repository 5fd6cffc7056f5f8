import { describe, expect, it } from 'vitest';
import { parseCodeMeta, parseLineRanges, stripHighlightComments } from '@/lib/mdx/code-meta';

describe('parseCodeMeta', () => {
  it('reads title, line ranges and line numbers', () => {
    const meta = parseCodeMeta('title="src/app.ts" {1,4-6} showLineNumbers');
    expect(meta.title).toBe('src/app.ts');
    expect([...meta.highlight]).toEqual([1, 4, 5, 6]);
    expect(meta.showLineNumbers).toBe(true);
    expect(meta.startLine).toBe(1);
    expect(parseCodeMeta("title='a b' showLineNumbers=7")).toMatchObject({ title: 'a b', startLine: 7 });
    expect(parseCodeMeta(undefined)).toEqual({ title: undefined, highlight: new Set(), showLineNumbers: false, startLine: 1 });
  });

  it('parses ranges tolerantly', () => {
    expect([...parseLineRanges('3, 1-2,x')]).toEqual([3, 1, 2]);
  });
});

describe('stripHighlightComments', () => {
  it('removes directive comments and marks the lines they name', () => {
    const code = [
      'a()',
      '// highlight-next-line',
      'b()',
      '# highlight-start',
      'c()',
      'd()',
      '# highlight-end',
      '<!-- highlight-next-line -->',
      'e()',
      '/* highlight-next-line */',
      'f()',
      '// highlight-next-line is not alone here',
    ].join('\n');
    const result = stripHighlightComments(code);
    expect(result.code.split('\n')).toEqual(['a()', 'b()', 'c()', 'd()', 'e()', 'f()', '// highlight-next-line is not alone here']);
    expect([...result.highlight]).toEqual([2, 3, 4, 5, 6]);
  });
});

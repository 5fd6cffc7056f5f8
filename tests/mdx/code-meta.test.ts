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

describe('Docusaurus code meta, each construct', () => {
  it('finds ranges and flags outside quoted values only', () => {
    expect([...parseCodeMeta('title="step {2} of showLineNumbers" {3}').highlight]).toEqual([3]);
    expect(parseCodeMeta('title="step {2} of showLineNumbers"')).toMatchObject({
      title: 'step {2} of showLineNumbers',
      showLineNumbers: false,
    });
    expect(parseCodeMeta('showLineNumbers=5 title="x"')).toMatchObject({ showLineNumbers: true, startLine: 5 });
  });

  it('reads highlight directives in the comment syntax of the language, as Docusaurus', () => {
    const js = stripHighlightComments('a()\n// highlight-next-line\nb()\n# highlight-next-line\n{/* highlight-next-line */}\nc()', 'js');
    // "#" is no comment in JavaScript and {/* */} is JSX: both stay code.
    expect(js.code).toBe('a()\nb()\n# highlight-next-line\n{/* highlight-next-line */}\nc()');
    expect([...js.highlight]).toEqual([2]);
    const jsx = stripHighlightComments('<A/>\n{/* highlight-next-line */}\n<B/>', 'jsx');
    expect(jsx).toEqual({ code: '<A/>\n<B/>', highlight: new Set([2]) });
    const py = stripHighlightComments('x = 1\n# highlight-start\ny = 2\nz = 3\n# highlight-end\n// highlight-next-line', 'python');
    expect(py.code).toBe('x = 1\ny = 2\nz = 3\n// highlight-next-line');
    expect([...py.highlight]).toEqual([2, 3]);
    const html = stripHighlightComments('<p>a</p>\n<!-- highlight-next-line -->\n<p>b</p>', 'html');
    expect(html).toEqual({ code: '<p>a</p>\n<p>b</p>', highlight: new Set([2]) });
    const sql = stripHighlightComments('-- highlight-next-line\nSELECT 1;', 'sql');
    expect(sql).toEqual({ code: 'SELECT 1;', highlight: new Set([1]) });
    const tex = stripHighlightComments('% highlight-next-line\n\\section{A}', 'latex');
    expect(tex).toEqual({ code: '\\section{A}', highlight: new Set([1]) });
  });
});

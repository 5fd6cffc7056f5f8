import { describe, expect, it } from 'vitest';
import { scanHtml } from '@/lib/checks/html-scan';
import { duplicateIdProblems, duplicateIds, formatDuplicateIds } from '@/lib/postbuild/duplicate-ids';

describe('duplicate ids', () => {
  it('finds an id written twice or more, with its count and the line of the second', () => {
    const html = '<main>\n<h2 id="setup">Setup</h2>\n<p id="setup">again</p>\n<div id="setup"></div><span id="once"></span></main>';
    expect(duplicateIds(html)).toEqual([{ id: 'setup', count: 3 }]);
    expect(scanHtml(html).duplicateIds).toEqual([{ id: 'setup', count: 3, line: 3 }]);
  });

  it('counts entity-encoded ids as the browser reads them', () => {
    expect(duplicateIds('<p id="a&amp;b"></p><p id="a&b"></p>')).toEqual([{ id: 'a&b', count: 2 }]);
  });

  it('leaves alone an <a name> beside the same id, and ids in a template', () => {
    expect(duplicateIds('<a name="top"></a><div id="top"></div><template><p id="top"></p></template>')).toEqual([]);
  });

  it('names the page, the id, how many and what to do, for the build to fail', () => {
    const pages = new Map([
      ['/docs/a', { ...scanHtml('<p id="x"></p>\n<p id="x"></p>'), file: 'out/docs/a.html' }],
      ['/docs/b', { ...scanHtml('<p id="y"></p>'), file: 'out/docs/b.html' }],
    ]);
    const problems = duplicateIdProblems(pages);
    expect(problems).toEqual([{ file: 'out/docs/a.html', route: '/docs/a', id: 'x', count: 2, line: 2 }]);
    const message = formatDuplicateIds(problems);
    expect(message).toContain('Duplicate ids (1 on 1 page(s)), the build fails');
    expect(message).toContain('out/docs/a.html:2 (/docs/a): id "x" is on 2 elements');
    expect(message).toContain('{#other-id}');
  });
});

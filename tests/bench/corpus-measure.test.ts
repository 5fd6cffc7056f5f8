import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureCorpus } from '../../bench/corpus-measure';

// The corpus bench measures an export with the build's own scan, duplicate-id check and link check:
// an id or a link the build accepts, the bench accepts too, and the other way round.
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-measure-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));
const route = '/api/corpus/ferry';
const page = (body: string) => `<!DOCTYPE html><html><head><title>Ferry timetable</title></head><body>${body}</body></html>`;
const write = (file: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  fs.writeFileSync(path.join(out, file), html);
};
const entry = (slug: string) => ({ id: `${slug}.example`, kind: 'test', slug });
const budget = { maxPageBytes: 1_000_000, maxPageGzipBytes: 150_000 };

describe('measureCorpus', () => {
  it('counts an id given to two elements once per page, with how often; ids in scripts, styles, comments, templates and textareas are no elements', () => {
    write(
      'api/corpus/ferry/schemas/Boat.html',
      page(
        '<h2 id="schema/Boat">Boat</h2><div id="schema/Boat/title">x</div><span id="schema/Boat/title">y</span><p id="dock">z</p>' +
          '<script>self.__next_f.push([1,"<p id=\\"dock\\">"])</script><style>#dock { color: red }</style><!-- <p id="dock"> -->' +
          '<template><p id="dock">t</p></template><textarea><p id="dock"></textarea>',
      ),
    );
    write('api/corpus/ferry.html', page('<h1 id="top-of-ferry">Ferry</h1>'));
    const [ferry] = measureCorpus(out, [entry('ferry')], '/api/corpus', budget);
    expect(ferry!.duplicateIds).toBe(1);
    expect(ferry!.examples.duplicateIds).toEqual([{ page: `${route}/schemas/Boat`, id: 'schema/Boat/title', count: 2, line: 1 }]);
    expect(ferry!.pagesWithDuplicateIds).toBe(1);
  });

  it('resolves fragments to ids however quoted, entity- and percent-decoded, and to <a name>; finds one with no element', () => {
    write(
      'api/corpus/ferry/sail.html',
      page(
        `<a title="a > b" id='one'>1</a><b data-x=1 id=two>2</b><i\n  class="c"\n  ID="three">3</i><h3 id="fares&amp;tolls">f</h3><a name="legacy"></a><p id="quai café">q</p>` +
          '<a href="#one">1</a><a href="#two">2</a><a href="#three">3</a><a href="#fares&amp;tolls">f</a><a href="#legacy">l</a><a href="#quai%20caf%C3%A9">q</a>' +
          '<a href="#Boat">missing</a><area href="#not-a-link">',
      ),
    );
    const [ferry] = measureCorpus(out, [entry('ferry')], '/api/corpus', budget);
    expect(ferry!.examples.unresolvedLinks.map((l) => l.href)).toEqual(['#Boat']);
  });

  it("finds a link to a page of the same API that was not exported, or to a fragment that page lacks, and counts each API's own pages only", () => {
    write('api/corpus/ferry.md', '# Ferry');
    write(
      'api/corpus/ferry/sail.html',
      page(
        `<a href="${route}/schemas/Boat#schema/Boat">ok</a><a href="${route}/schemas/Hull">hull</a><a href="${route}/schemas/Boat#keel">keel</a><a href="${route}.md">md</a><a href="${route}/">up</a><a href="https://example.org/#x">out</a>`,
      ),
    );
    write('api/corpus/ferry-boats.html', page('<a href="/api/corpus/ferry-boats/gone">gone</a>'));
    const [ferry, boats] = measureCorpus(out, [entry('ferry'), entry('ferry-boats')], '/api/corpus', budget);
    expect(ferry!.pages).toBe(3);
    expect(ferry!.examples.unresolvedLinks.map(({ page: on, href }) => [on, href])).toEqual([
      [`${route}/sail`, `${route}/schemas/Hull`],
      [`${route}/sail`, `${route}/schemas/Boat#keel`],
    ]);
    expect(boats).toMatchObject({
      pages: 1,
      unresolvedLinks: 1,
      examples: { unresolvedLinks: [{ page: '/api/corpus/ferry-boats', href: '/api/corpus/ferry-boats/gone' }] },
    });
  });

  it("weighs each page: bytes, gzip bytes, React's payload share, and the pages over the budgets", () => {
    const payload = `self.__next_f.push([1,"${'é'.repeat(400)}"])`;
    write('api/corpus/ferry.html', page(`<h1>Ferry</h1><script>${payload}</script>`));
    const html = fs.readFileSync(path.join(out, 'api/corpus/ferry.html'), 'utf8');
    const [ferry] = measureCorpus(out, [entry('ferry')], '/api/corpus', { maxPageBytes: 500, maxPageGzipBytes: 100_000 });
    expect(ferry!.largestPage).toMatchObject({ path: route, bytes: Buffer.byteLength(html) });
    expect(ferry!.largestPage.payloadShare).toBeCloseTo(Buffer.byteLength(payload) / Buffer.byteLength(html), 3);
    expect(ferry!.largestPage.gzipBytes).toBeLessThan(ferry!.largestPage.bytes);
    expect([ferry!.pagesOverBytes, ferry!.pagesOverGzip]).toEqual([1, 0]);
  });
});

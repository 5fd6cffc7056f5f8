import { describe, expect, it } from 'vitest';
import { canonicalPayload, exportedContent, payloadRows } from '../../bench/rsc-payload.mjs';

// bench/warm-build.mjs --verify compares a warm export with a cold one by content: React numbers and
// orders a page's payload rows as its parts resolve, so two renders of one page differ in ids and
// order (a cached MDX compile resolves sooner than a fresh one), and only in those.

/** A page's payload rows, with these ids for its three referenced rows, in this order or reversed. */
const rows = (ids: [string, string, string], text = 'Calibrate the gauge.') => [
  `0:["$","div",null,{"children":["$L${ids[0]}","$L${ids[1]}"]}]\n`,
  `${ids[0]}:["$","p",null,{"children":"${text}"}]\n`,
  `:HL["/demo/_next/static/chunks/a.css","style"]\n`,
  `${ids[1]}:["$","pre",null,{"dangerouslySetInnerHTML":{"__html":"$${ids[2]}"}}]\n`,
  // A text row: its length in bytes, then the text, newlines and all, with no newline after it.
  `${ids[2]}:T10,line 1\nline 2\n!!`,
];
const page = (ids: [string, string, string], text?: string) => rows(ids, text).join('');

describe('comparing exported pages by content', () => {
  it('reads text rows by their byte length, newlines included', () => {
    expect(payloadRows(page(['1', '2', '3']))).toContainEqual(['3', 'Tline 1\nline 2\n!!']);
  });

  it('the same page with its rows numbered and ordered otherwise is the same; another text is not', () => {
    const one = page(['1', '2', '3']);
    const other = rows(['2f', '1a', '3c']).reverse().join('');
    expect(canonicalPayload(other)).toBe(canonicalPayload(one));
    expect(canonicalPayload(page(['1', '2', '3'], 'Zero the gauge.'))).not.toBe(canonicalPayload(one));
  });

  it('an HTML page whose payload scripts split the stream elsewhere is the same page; another title is not', () => {
    const html = (payload: string, at: number, title = 'Guide 1') =>
      `<html><title>${title}</title><script>self.__next_f.push([1,${JSON.stringify(payload.slice(0, at))}])</script>` +
      `<script>self.__next_f.push([1,${JSON.stringify(payload.slice(at))}])</script></html>`;
    const one = exportedContent('a.html', Buffer.from(html(page(['1', '2', '3']), 40)));
    expect(exportedContent('a.html', Buffer.from(html(page(['4', '5', '6']), 90)))).toBe(one);
    expect(exportedContent('a.html', Buffer.from(html(page(['1', '2', '3']), 40, 'Guide 2')))).not.toBe(one);
  });
});

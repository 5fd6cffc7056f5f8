import { describe, expect, it } from 'vitest';
import { parseRows, serialiseRows, slimIslands } from '@/lib/postbuild/static-islands';

/** A page as Next writes it: the HTML, then the payload in pushes (split mid-row, as Next's chunks are; "<" escaped). */
function page(body: string, flight: string, cut = 40): string {
  const pushes = [];
  for (let at = 0; at < flight.length; at += cut)
    pushes.push(`<script>self.__next_f.push(${JSON.stringify([1, flight.slice(at, at + cut)]).replace(/</g, '\\u003c')})</script>`);
  return `<!DOCTYPE html><html><body>${body}<script>(self.__next_f=self.__next_f||[]).push([0])</script>${pushes.join('')}</body></html>`;
}

function flightOf(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as [number, string])
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text)
    .join('');
}

const text = 'Große Übersicht: ünïcode counts in bytes';
const FLIGHT = [
  '1:I[7,["/c.js"],"StaticIsland"]\n',
  ':HL["/a.css","style"]\n',
  '0:{"P":null,"c":["$","main",null,{"children":["$L2","$L6"]}]}\n',
  '2:["$","$L1",null,{"island":"/api/x:main","children":["$L3",["$","b",null,{"children":"$4"}]]}]\n',
  '3:["$","p",null,{"children":"$5"}]\n',
  `5:T${Buffer.byteLength(text).toString(16)},${text}`,
  '4:["$","i",null,{"children":"shared"}]\n',
  '6:["$","nav",null,{"children":"$4"}]\n',
].join('');

describe('slimIslands', () => {
  it('reads and writes the rows of a payload, text rows by their byte length', () => {
    const rows = parseRows(FLIGHT)!;
    expect(rows.map((row) => `${row.id}:${row.tag}`)).toEqual(['1:I', ':HL', '0:', '2:', '3:', '5:T', '4:', '6:']);
    expect(rows.find((row) => row.id === '5')!.data).toBe(text);
    expect(serialiseRows(rows)).toBe(FLIGHT);
  });

  it("empties an island's children and drops the rows only the island used", () => {
    const html = page('<main><div data-static-island="/api/x:main"><p>Große</p></div></main>', FLIGHT);
    const slim = slimIslands(html, 'out/api/x.html');
    expect(slim.islands).toBe(1);
    expect(slim.saved).toBeGreaterThan(0);
    const rows = parseRows(flightOf(slim.html))!;
    const island = rows.find((row) => row.id === '2')!;
    expect(JSON.parse(island.data)).toEqual(['$', '$L1', null, { island: '/api/x:main', children: null }]);
    // 3 and its text 5 were the island's alone; 4 is also the nav's; imports and hints stay.
    expect(rows.map((row) => row.id)).toEqual(['1', '', '0', '2', '4', '6']);
    // The HTML itself is untouched, and the payload is one script where the first one was.
    expect(slim.html).toContain('<div data-static-island="/api/x:main"><p>Große</p></div>');
    expect(slim.html.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    expect(slim.html.indexOf('push([0])')).toBeLessThan(slim.html.indexOf('push([1,'));
  });

  it('keeps the payload inside its script element: "<" is escaped', () => {
    const flight = FLIGHT.replace('"shared"', '"</script><script>alert(1)</script>"');
    const slim = slimIslands(page('<div data-static-island="/api/x:main"></div>', flight), 'x.html');
    expect(slim.html).not.toContain('</script><script>alert');
    expect(flightOf(slim.html)).toContain('"</script><script>alert(1)</script>"');
  });

  it('fails on a payload with binary chunks, whose order with the text chunks it would change', () => {
    const html = page('<div data-static-island="/api/x:main"></div>', FLIGHT).replace(
      '</body>',
      '<script>self.__next_f.push([3,"AAEC"])</script></body>',
    );
    expect(() => slimIslands(html, 'out/api/x.html')).toThrow(/out\/api\/x\.html: .*chunks of kind 1, 3, not only text/);
  });

  it('returns a page without islands as it is', () => {
    const html = page('<main>plain</main>', FLIGHT.replace('"island"', '"other"'));
    expect(slimIslands(html, 'x.html')).toEqual({ html, islands: 0, saved: 0 });
  });

  it('fails, naming the page, when the HTML has islands its payload does not show', () => {
    const html = page('<div data-static-island="/api/x:main"></div>', FLIGHT.replace('"island"', '"other"'));
    expect(() => slimIslands(html, 'out/api/x.html')).toThrow(
      /out\/api\/x\.html: has 1 static island.*payload names none.*slims the static islands no longer recognises it/,
    );
    expect(() => slimIslands('<div data-static-island="a"></div>', 'out/y.html')).toThrow(/out\/y\.html.*no inline payload/);
  });

  it('leaves a row the reading could not reach before, and is idempotent', () => {
    const stray = `${FLIGHT}9:["$","u",null,{"children":"unreferenced"}]\n`;
    const once = slimIslands(page('<div data-static-island="/api/x:main"></div>', stray), 'x.html');
    expect(flightOf(once.html)).toContain('"unreferenced"');
    const twice = slimIslands(once.html, 'x.html');
    expect(twice.html).toBe(once.html);
  });
});

describe('slimIslands and client components', () => {
  it('reads no reference in a text row: a sample\'s "$a" is not the row of a client component', () => {
    const sample = '<pre>GET /pools?"$a"=1</pre>';
    const flight = [
      '1:I[7,["/c.js"],"StaticIsland"]\n',
      'a:I[3,["/d.js"],"ColorModeProvider"]\n',
      '0:{"c":["$","$La",null,{"children":"$L2"}]}\n',
      '2:["$","$L1",null,{"island":"/api/x:main","children":["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$5"}}]}]\n',
      `5:T${Buffer.byteLength(sample).toString(16)},${sample}`,
    ].join('');
    const slim = slimIslands(page('<div data-static-island="/api/x:main"></div>', flight), 'out/api/x.html');
    expect(slim.islands).toBe(1);
    expect(flightOf(slim.html)).not.toContain(sample);
  });

  it('reads no reference inside a string: highlighted HTML in a JSON row may quote "$Ta…"', () => {
    const flight = [
      '1:I[7,["/c.js"],"StaticIsland"]\n',
      'a:I[3,["/d.js"],"ColorModeProvider"]\n',
      '0:{"c":["$","$La",null,{"children":"$L2"}]}\n',
      `2:["$","$L1",null,{"island":"/api/x:main","children":["$","div",null,{"dangerouslySetInnerHTML":{"__html":${JSON.stringify('<span>"$TargetDedicated=1"</span>')}}}]}]\n`,
    ].join('');
    expect(slimIslands(page('<div data-static-island="/api/x:main"></div>', flight), 'out/api/x.html').islands).toBe(1);
  });

  it('fails, naming the island and the component, when an island holds a client component', () => {
    const flight = [
      '1:I[7,["/c.js"],"StaticIsland"]\n',
      '8:"CopyMarkdownButton"\n',
      '9:I[3,["/d.js"],"$8"]\n',
      '0:{"c":["$","main",null,{"children":"$L2"}]}\n',
      '2:["$","$L1",null,{"island":"/api/x:main","children":["$","header",null,{"children":["$","$L9",null,{"href":"/x.md"}]}]}]\n',
    ].join('');
    expect(() => slimIslands(page('<div data-static-island="/api/x:main"></div>', flight), 'out/api/x.html')).toThrow(
      /out\/api\/x\.html: the static island "\/api\/x:main" holds client components \(CopyMarkdownButton\), which would never hydrate there/,
    );
  });
});

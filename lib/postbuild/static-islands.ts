// Static islands, taken out of the React payload a page carries inline.
//
// Next writes every page twice: as HTML, and as the React Server Components payload that hydration
// reads, inlined as `self.__next_f.push([1,"…"])` scripts. For a static reference page the payload
// was 60–66 % of the bytes (159 KB /api/word: 104 KB of it payload; a Google description's page 4.1 MB:
// 2.5 MB payload). Hydration needs the payload of what is interactive, not of static text: an island
// (components/ui/static-island.client.tsx) hydrates on the HTML it finds. This step sets each
// island's children to null in the inline payload and drops the rows only they used. The payload
// files a client navigation fetches (`*.txt`) keep everything: those renders have no HTML to reuse.
//
// The payload's rows (React Flight): `<hex id>:<tag><data>\n`, where an empty tag is JSON; `T` rows
// are text of a stated UTF-8 length, with no newline. References to rows are strings "$<letters><hex id>".
import { scriptJson } from '@/lib/html/escape';
import { ISLAND_ATTRIBUTE, ISLAND_PROP } from '@/lib/runtime/islands';

interface Row {
  id: string;
  tag: string;
  data: string;
}

const PUSH_OPEN = '<script>self.__next_f.push(';
const PUSH_CLOSE = ')</script>';

/** The page's inline payload scripts: their places, and each one's [kind, text]. */
function payloadScripts(html: string): { start: number; end: number; value: unknown[] }[] {
  const scripts = [];
  for (let start = html.indexOf(PUSH_OPEN); start >= 0; start = html.indexOf(PUSH_OPEN, start + 1)) {
    const close = html.indexOf(PUSH_CLOSE, start);
    if (close < 0) break;
    const value: unknown = JSON.parse(html.slice(start + PUSH_OPEN.length, close));
    if (Array.isArray(value)) scripts.push({ start, end: close + PUSH_CLOSE.length, value });
  }
  return scripts;
}

/** The payload's rows, or undefined when it does not read as rows (Next or React changed the format). */
export function parseRows(flight: string): Row[] | undefined {
  const bytes = Buffer.from(flight, 'utf8');
  const rows: Row[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) return undefined;
    const id = bytes.toString('utf8', at, colon);
    if (!/^[0-9a-f]*$/.test(id)) return undefined;
    let tagEnd = colon + 1;
    while (tagEnd < bytes.length && bytes[tagEnd]! >= 0x41 && bytes[tagEnd]! <= 0x5a) tagEnd++;
    const tag = bytes.toString('utf8', colon + 1, tagEnd);
    if (tag === 'T') {
      const comma = bytes.indexOf(0x2c, tagEnd);
      const length = parseInt(bytes.toString('utf8', tagEnd, comma), 16);
      if (comma < 0 || Number.isNaN(length)) return undefined;
      rows.push({ id, tag, data: bytes.toString('utf8', comma + 1, comma + 1 + length) });
      at = comma + 1 + length;
      continue;
    }
    const newline = bytes.indexOf(0x0a, tagEnd);
    if (newline < 0) return undefined;
    rows.push({ id, tag, data: bytes.toString('utf8', tagEnd, newline) });
    at = newline + 1;
  }
  return rows;
}

export function serialiseRows(rows: Row[]): string {
  return rows
    .map((row) =>
      row.tag === 'T' ? `${row.id}:T${Buffer.byteLength(row.data, 'utf8').toString(16)},${row.data}` : `${row.id}:${row.tag}${row.data}\n`,
    )
    .join('');
}

const REFERENCE = /^\$[A-Z@]?([0-9a-f]+)(?::|$)/;

/** Every row id a model value refers to: its strings "$1c", "$L1c", "$@1c", "$1c:props:children" (React writes a text starting with "$" as "$$…"). */
function referencesIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    const match = REFERENCE.exec(value);
    if (match) out.push(match[1]!);
  } else if (value && typeof value === 'object') {
    for (const item of Array.isArray(value) ? value : Object.values(value)) referencesIn(item, out);
  }
  return out;
}

/**
 * Every row id a row refers to. A text row is raw text (a code sample may read "$filter"): none. A
 * row that is not JSON is read for anything like a reference, so it may name more rows than it uses:
 * a row is only ever kept for that, never dropped.
 */
function references(row: Row): string[] {
  if (row.tag === 'T') return [];
  try {
    return referencesIn(JSON.parse(row.data));
  } catch {
    return [...row.data.matchAll(/"\$[A-Z@]?([0-9a-f]+)/g)].map((match) => match[1]!);
  }
}

function rowsById(rows: Row[]): Map<string, Row[]> {
  const byId = new Map<string, Row[]>();
  for (const row of rows) {
    const same = byId.get(row.id);
    if (same) same.push(row);
    else byId.set(row.id, [row]);
  }
  return byId;
}

/** The ids of the rows reachable from the root row "0" and from every row that is not a model (imports, hints); or from `start`. */
function reachable(rows: Row[], start?: string[]): Set<string> {
  const byId = rowsById(rows);
  const seen = new Set<string>();
  const queue = start ?? rows.filter((row) => row.id === '0' || (row.tag !== '' && row.tag !== 'T')).map((row) => row.id);
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const row of byId.get(id) ?? []) for (const ref of references(row)) if (!seen.has(ref)) queue.push(ref);
  }
  return seen;
}

/** Sets the children of every island element in a model to null; returns each island's name and what it held (null when emptied before). */
function emptyIslands(value: unknown, removed: { island: string; children: unknown }[] = []): { island: string; children: unknown }[] {
  if (!value || typeof value !== 'object') return removed;
  const props = Array.isArray(value) ? (value[3] as Record<string, unknown> | undefined) : undefined;
  if (Array.isArray(value) && value[0] === '$' && value.length === 4 && props && typeof props[ISLAND_PROP] === 'string') {
    removed.push({ island: props[ISLAND_PROP], children: props.children ?? null });
    props.children = null;
    return removed;
  }
  for (const item of Array.isArray(value) ? value : Object.values(value)) emptyIslands(item, removed);
  return removed;
}

/**
 * The client components an island held: in the HTML they would never hydrate (a button that renders
 * once mounted would never appear). Names them by their export, as the payload's import row gives it.
 */
function clientComponentsIn(rows: Row[], children: unknown): string[] {
  const byId = rowsById(rows);
  const imports = [...reachable(rows, referencesIn(children))].flatMap((id) => (byId.get(id) ?? []).filter((row) => row.tag === 'I'));
  return imports.map((row) => {
    const name = (JSON.parse(row.data) as unknown[])[2];
    const text = typeof name === 'string' && name.startsWith('$') ? byId.get(name.slice(1))?.[0]?.data : JSON.stringify(name);
    return text ? (JSON.parse(text) as string) : row.data;
  });
}

export interface SlimResult {
  html: string;
  islands: number;
  /** Bytes of inline payload removed. */
  saved: number;
}

/**
 * One page with its islands' children out of the inline payload. A page without islands is returned
 * as it is. Throws when the HTML has islands the payload does not show: then the step no longer
 * understands Next's markup, and the pages would silently stay twice their size.
 */
export function slimIslands(html: string, file: string): SlimResult {
  const marked = html.split(` ${ISLAND_ATTRIBUTE}="`).length - 1;
  if (marked === 0) return { html, islands: 0, saved: 0 };
  const fail = (why: string): never => {
    throw new Error(
      `${file}: has ${marked} static island(s) (${ISLAND_ATTRIBUTE}) but ${why}. Next's payload format changed (is \`next\` newer than the version package.json pins?): the post-build step that slims the static islands no longer recognises it.`,
    );
  };
  const all = payloadScripts(html);
  // Text chunks are joined into one script where the first was: only safe when no binary chunk ([3, …]) sits between them.
  if (all.some((script) => script.value[0] !== 0 && script.value[0] !== 1))
    fail(`its inline payload has chunks of kind ${[...new Set(all.map((script) => script.value[0]))].join(', ')}, not only text`);
  const scripts = all.filter((script) => script.value[0] === 1);
  if (scripts.length === 0) fail('no inline payload');
  const flight = scripts.map((script) => script.value[1]).join('');
  const rows = parseRows(flight) ?? fail('its inline payload does not read as rows');
  const before = reachable(rows);
  let islands = 0;
  for (const row of rows) {
    if (row.tag !== '' || !row.data.includes(`"${ISLAND_PROP}":`)) continue;
    const model: unknown = JSON.parse(row.data);
    const emptied = emptyIslands(model);
    if (emptied.length === 0) continue;
    for (const { island, children } of emptied) {
      const clients = children === null ? [] : clientComponentsIn(rows, children);
      if (clients.length) {
        throw new Error(
          `${file}: the static island "${island}" holds client components (${[...new Set(clients)].join(', ')}), which would never hydrate there. ` +
            "Render them outside the island, or as server markup whose one client leaf handles the clicks (as the API reference's copy buttons are).",
        );
      }
    }
    islands += emptied.length;
    row.data = JSON.stringify(model);
  }
  if (islands === 0) fail('its inline payload names none');
  const after = reachable(rows);
  // Only what the islands alone used goes: a row the reading did not reach before is none of ours.
  const kept = rows.filter((row) => after.has(row.id) || !before.has(row.id));
  const slim = serialiseRows(kept);
  const script = `${PUSH_OPEN}${scriptJson([1, slim])}${PUSH_CLOSE}`;
  let out = '';
  let from = 0;
  for (const [i, { start, end }] of scripts.entries()) {
    out += html.slice(from, start) + (i === 0 ? script : '');
    from = end;
  }
  out += html.slice(from);
  return { html: out, islands, saved: html.length - out.length };
}

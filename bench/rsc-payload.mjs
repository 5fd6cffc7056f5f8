// Are two exported pages the same page? React writes a page's server-components payload (the `.txt`
// files, and the `self.__next_f.push` scripts of the HTML) as rows `id:value` in the order their parts
// resolve, numbering them as they come: two renders of the same page differ in the ids and the order
// when one waited on an MDX compile and the other read it from the cache (found by
// `bench/warm-build.mjs --verify`: a full render with every compile cached against a cold one). So a
// payload is compared by its content: every row with the rows it refers to written in place of the
// reference, ids dropped, in a sorted list.

/** A reference to another row inside a row's value: "$L1f" (lazy), "$@1c" (promise), "$Q16" (map), "$W…" (set), "$1f". */
const REFERENCE = /^\$[L@QWFK]?([0-9a-f]+)$/;

/**
 * The rows of a payload: a text row `id:T<hex byte length>,<text>` runs its length, newlines
 * included; every other row runs to its newline. Rows without an id (`:HL[…]`, a preload hint) have "".
 * @param {string} payload
 * @returns {[string, string][]} [id, value]
 */
export function payloadRows(payload) {
  const bytes = Buffer.from(payload);
  const rows = [];
  for (let at = 0; at < bytes.length;) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) {
      rows.push(['', bytes.subarray(at).toString()]);
      break;
    }
    const id = bytes.subarray(at, colon).toString();
    const comma = bytes.indexOf(0x2c, colon);
    const length = bytes[colon + 1] === 0x54 && comma > 0 ? Number.parseInt(bytes.subarray(colon + 2, comma).toString(), 16) : Number.NaN;
    const newline = bytes.indexOf(0x0a, colon);
    const end = Number.isNaN(length) ? (newline < 0 ? bytes.length : newline + 1) : comma + 1 + length;
    const value = Number.isNaN(length)
      ? bytes
          .subarray(colon + 1, end)
          .toString()
          .replace(/\n$/, '')
      : `T${bytes.subarray(comma + 1, end)}`;
    rows.push([id, value]);
    at = end;
  }
  return rows;
}

/**
 * A payload as its content alone: each row's value, parsed (after its tag letters: `I[…]` an import,
 * `HL[…]` a hint) with every reference replaced by the value it names, recursively; the rows sorted.
 * @param {string} payload
 * @returns {string}
 */
export function canonicalPayload(payload) {
  const rows = payloadRows(payload);
  /** @type {Map<string, string[]>} */
  const byId = new Map();
  for (const [id, value] of rows) byId.set(id, [...(byId.get(id) ?? []), value]);
  const parse = (value) => {
    const tagged = /^([A-Z]{0,2})([[{"].*)$/s.exec(value);
    if (!tagged) return value;
    try {
      return [tagged[1], JSON.parse(tagged[2])];
    } catch {
      return value;
    }
  };
  const expand = (value, seen) => {
    if (typeof value === 'string') {
      const reference = REFERENCE.exec(value);
      const id = reference?.[1];
      if (id === undefined || !byId.has(id)) return value;
      if (seen.has(id)) return '$cycle';
      return byId.get(id).map((row) => expand(parse(row), new Set([...seen, id])));
    }
    if (Array.isArray(value)) return value.map((item) => expand(item, seen));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expand(item, seen)]));
    return value;
  };
  return rows
    .map(([id, value]) => JSON.stringify(expand(parse(value), new Set([id]))))
    .sort()
    .join('\n');
}

const PUSH = /<script>self\.__next_f\.push\((.*?)\)<\/script>/gs;

/**
 * An exported file as its content alone: a payload (`.txt`) canonical; an HTML page with its payload
 * scripts taken out (React splits the payload into scripts where its stream paused) and their payload
 * canonical after it; any other file as it is.
 * @param {string} file
 * @param {Buffer} bytes
 * @returns {string | Buffer}
 */
export function exportedContent(file, bytes) {
  if (file.endsWith('.txt')) return canonicalPayload(bytes.toString());
  if (!file.endsWith('.html')) return bytes;
  let payload = '';
  const other = [];
  const page = bytes.toString().replace(PUSH, (_, args) => {
    const [kind, chunk] = JSON.parse(args);
    if (kind === 1) payload += chunk;
    else other.push(args);
    return '';
  });
  return `${page}\n${other.join('\n')}\n${canonicalPayload(payload)}`;
}

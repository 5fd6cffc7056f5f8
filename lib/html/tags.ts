// The start tags of a piece of HTML with where each attribute is, for code that reads or rewrites
// attributes in place (a DOM parser would re-serialise the whole page): the post-build steps over the
// export, and the API reference over description HTML, where text such as the code span
// `<div id="x">` must not read as a tag. Follows the HTML tokenizer
// for what React and Next write: comments, doctypes and end tags are skipped, and the text of raw-text
// elements (<script>, <style>, <textarea>, <title>…) is never read as markup, so an inline script that
// holds `style="…"` in a string is not a tag.
import { escapeHtml } from './escape';

export interface HtmlAttribute {
  /** Lower-case name. */
  name: string;
  /** The value as written (entities not decoded); '' for a bare attribute. */
  raw: string;
  /** Offsets of the whole attribute (name to the end of its value) in the page. */
  start: number;
  end: number;
}

export interface HtmlTag {
  /** Lower-case tag name. */
  name: string;
  /** Offset of '<' and just past '>'. */
  start: number;
  end: number;
  attributes: HtmlAttribute[];
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);
const SPACE = /[\t\n\f\r ]/;

function isSpace(c: string | undefined): boolean {
  return c !== undefined && SPACE.test(c);
}

/** Reads the start tag whose '<' is at `start`; undefined when it is not one (e.g. "< b" in text). */
function readTag(html: string, start: number): HtmlTag | undefined {
  let i = start + 1;
  const nameStart = i;
  if (!/[A-Za-z]/.test(html[i] ?? '')) return undefined;
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i += 1;
  const tag: HtmlTag = { name: html.slice(nameStart, i).toLowerCase(), start, end: html.length, attributes: [] };
  while (i < html.length) {
    while (isSpace(html[i]) || html[i] === '/') i += 1;
    if (i >= html.length) break;
    if (html[i] === '>') {
      tag.end = i + 1;
      return tag;
    }
    const attrStart = i;
    i += 1; // a name may start with '=' (spec): take one character before looking for the end
    while (i < html.length && !isSpace(html[i]) && !'/>='.includes(html[i]!)) i += 1;
    const name = html.slice(attrStart, i).toLowerCase();
    let j = i;
    while (isSpace(html[j])) j += 1;
    let raw = '';
    if (html[j] === '=') {
      j += 1;
      while (isSpace(html[j])) j += 1;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        const stop = close < 0 ? html.length : close;
        raw = html.slice(j + 1, stop);
        i = Math.min(stop + 1, html.length);
      } else {
        const valueStart = j;
        while (j < html.length && !isSpace(html[j]) && html[j] !== '>') j += 1;
        raw = html.slice(valueStart, j);
        i = j;
      }
    }
    tag.attributes.push({ name, raw, start: attrStart, end: i });
  }
  return tag;
}

/** Every start tag of a page, in order. */
export function* startTags(html: string): Generator<HtmlTag> {
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) return;
    const next = html[lt + 1];
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (next === '!' || next === '?' || next === '/') {
      const close = html.indexOf('>', lt + 2);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      i = lt + 1;
      continue;
    }
    yield tag;
    i = tag.end;
    if (RAW_TEXT.has(tag.name)) {
      // The element's text runs to its end tag, whatever it holds.
      const close = new RegExp(`</${tag.name}`, 'gi');
      close.lastIndex = i;
      i = close.exec(html)?.index ?? html.length;
    }
  }
}

/** 1-based line of an offset. */
export function lineOf(html: string, offset: number): number {
  let line = 1;
  for (let i = html.indexOf('\n'); i >= 0 && i < offset; i = html.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Decodes the character references React and hand-written HTML put in attribute values. */
export function decodeAttribute(raw: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
  return raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The HTML with attributes of its start tags changed in place and every other byte kept. `edit` sees
 * each attribute and returns its new (decoded) value, null to remove it, or undefined to keep it as written.
 */
export function editAttributes(html: string, edit: (attribute: HtmlAttribute, tag: HtmlTag) => string | null | undefined): string {
  let out = '';
  let at = 0;
  for (const tag of startTags(html)) {
    for (const attribute of tag.attributes) {
      const value = edit(attribute, tag);
      if (value === undefined) continue;
      let start = attribute.start;
      // A removed attribute takes the space before it along: `<a href="x">` becomes `<a>`.
      if (value === null) while (start > at && isSpace(html[start - 1])) start -= 1;
      out += html.slice(at, start) + (value === null ? '' : `${attribute.name}="${escapeHtml(value)}"`);
      at = attribute.end;
    }
  }
  return out + html.slice(at);
}

// Every id on an API reference page comes from one allocator, so two elements never share one.
// Real specs made them collide in three ways: a property named `title` beside its schema's heading,
// an operation listed under two tags, and names that slug alike (GitHub's reactions `+1` and `-1`
// are both "1"). The model's anchors (operations, parameters, bodies, responses, tags, schemas)
// are allocated once per model; each page then reserves the ones it shows, so the ids derived
// while rendering (schema rows, headings, ids inside descriptions) go around them and never take
// an anchor that links elsewhere already point at.
import { decodeAttribute, editAttributes } from '@/lib/html/tags';

/** Hands out unique ids: the wanted one when free, else the first free of wanted-2, wanted-3, … */
export class IdAllocator {
  private readonly reserved = new Set<string>();
  private readonly taken = new Set<string>();

  /** `reserved`: ids kept for the elements that own them; derived ids never take one. */
  constructor(reserved: Iterable<string> = []) {
    for (const id of reserved) this.reserved.add(id);
  }

  /**
   * An id for one element. A reserved id is given as is the first time (to its owner); an id given
   * before, or reserved and wanted by someone else than its owner after it was given, gets a suffix.
   */
  take(wanted: string): string {
    if (!this.taken.has(wanted) && (this.reserved.has(wanted) || !this.isUsed(wanted))) {
      this.taken.add(wanted);
      return wanted;
    }
    return this.derived(wanted);
  }

  /** An id for an element no link from elsewhere targets: never a reserved one. */
  derived(wanted: string): string {
    let id = wanted;
    for (let n = 2; this.isUsed(id); n++) id = `${wanted}-${n}`;
    this.taken.add(id);
    return id;
  }

  private isUsed(id: string): boolean {
    return this.taken.has(id) || this.reserved.has(id);
  }
}

const REFERENCE_LISTS = new Set(['aria-describedby', 'aria-labelledby']);

/**
 * Gives the ids inside a piece of description HTML page-unique ids, and points the links and ARIA
 * references of the same piece at them. A description can show several times on one page (a shared
 * parameter, a schema unfolded in two operations), and two descriptions can each have footnote 1.
 * rehype-sanitize prefixed its ids with "md-" and left the footnote links without it; they are
 * joined here. Reserved ids (the headings of the API's description, `section/…`) are taken as they
 * are the first time. Only attributes of real tags change: rehype-stringify leaves `"` unescaped in
 * text, so a code span showing `<div id="x">` reads like an id to a regular expression.
 */
export function scopeHtmlIds(html: string, ids: IdAllocator): string {
  if (!html.includes('id=')) return html;
  const renamed = new Map<string, string>();
  const scoped = editAttributes(html, (attribute) => {
    if (attribute.name !== 'id') return undefined;
    const id = decodeAttribute(attribute.raw);
    const unique = ids.take(id);
    renamed.set(id, unique);
    if (id.startsWith('md-')) renamed.set(id.slice(3), unique);
    return unique === id ? undefined : unique;
  });
  if (!renamed.size) return scoped;
  return editAttributes(scoped, ({ name, raw }) => {
    if (name === 'href') {
      const fragment = /^#(.*)$/s.exec(decodeAttribute(raw))?.[1];
      const target = fragment === undefined ? undefined : renamed.get(fragment);
      return target === undefined || target === fragment ? undefined : `#${target}`;
    }
    if (!REFERENCE_LISTS.has(name)) return undefined;
    const value = decodeAttribute(raw);
    const mapped = value.split(/\s+/).map((target) => renamed.get(target) ?? target).join(' ');
    return mapped === value ? undefined : mapped;
  });
}

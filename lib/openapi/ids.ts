// Every id on an API reference page comes from one allocator, so two elements never share one.
// Real specs made them collide in three ways: a property named `title` beside its schema's heading,
// an operation listed under two tags, and names that slug alike (GitHub's reactions `+1` and `-1`
// are both "1"). The model's anchors (operations, parameters, bodies, responses, tags, schemas)
// are allocated once per model; each page then reserves the ones it shows, so the ids derived
// while rendering (schema rows, headings, ids inside descriptions) go around them and never take
// an anchor that links elsewhere already point at.

/** Hands out unique ids: the wanted one when free, else the first free of wanted-2, wanted-3, … */
export class IdAllocator {
  private readonly reserved = new Set<string>();
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const id of reserved) this.reserved.add(id);
  }

  /** Keeps `id` for the element that owns it: derived ids will not take it. */
  reserve(id: string): void {
    this.reserved.add(id);
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

const ID_ATTRIBUTE = /\sid="([^"]*)"/g;
const REFERENCES = /\s(href="#|aria-describedby="|aria-labelledby=")([^"]*)"/g;

/**
 * Gives the ids inside a piece of description HTML page-unique ids, and points the links and ARIA
 * references of the same piece at them. A description can show several times on one page (a shared
 * parameter, a schema unfolded in two operations), and two descriptions can each have footnote 1.
 * rehype-sanitize prefixed its ids with "md-" and left the footnote links without it; they are
 * joined here. Reserved ids (the headings of the API's description, `section/…`) are taken as they
 * are the first time.
 */
export function scopeHtmlIds(html: string, ids: IdAllocator): string {
  if (!html.includes(' id="')) return html;
  const renamed = new Map<string, string>();
  const out = html.replace(ID_ATTRIBUTE, (_whole, id: string) => {
    const unique = ids.take(id);
    renamed.set(id, unique);
    if (id.startsWith('md-')) renamed.set(id.slice(3), unique);
    return ` id="${unique}"`;
  });
  return out.replace(REFERENCES, (whole, attribute: string, value: string) => {
    const targets = attribute.startsWith('href') ? [value] : value.split(/\s+/);
    const mapped = targets.map((target) => renamed.get(target) ?? target);
    return mapped.join(' ') === value ? whole : ` ${attribute}${mapped.join(' ')}"`;
  });
}

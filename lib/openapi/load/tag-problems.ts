// OpenAPI 3.2's tag `parent`: the parent MUST be a tag of the document and the chain MUST NOT loop.
// The schema cannot say either, so without this a misspelt parent (`parent: Billng`) quietly put the
// tag at the top of the sidebar and a loop quietly dropped the nesting.
import { isObject, type Json } from '../model/resolve';

/** Every tag `parent` that names no tag, and every parent chain that returns to where it began, at the JSON pointer of a `parent`. */
export function tagProblems(doc: Json): { pointer: string; message: string }[] {
  const tags = Array.isArray(doc.tags) ? doc.tags : [];
  const names = tags.map((tag) => (isObject(tag) && typeof tag.name === 'string' ? tag.name : undefined));
  const index = new Map<string, number>();
  names.forEach((name, i) => name !== undefined && !index.has(name) && index.set(name, i));
  const parentAt = (i: number) => (isObject(tags[i]) && typeof tags[i].parent === 'string' ? tags[i].parent : undefined);

  const problems: { pointer: string; message: string }[] = [];
  const known = [...index.keys()];
  const offered = known.length > 12 ? `${known.slice(0, 12).join(', ')}, …` : known.join(', ');
  const reported = new Set<number>();
  tags.forEach((_tag, i) => {
    const parent = parentAt(i);
    if (parent === undefined) return;
    if (!index.has(parent)) {
      problems.push({ pointer: `/tags/${i}/parent`, message: `parent "${parent}" names no tag of the description: use one of ${offered || '(none: add the tag to the top-level tags list)'}` });
      return;
    }
    // Follow the chain; it loops when it comes back to this tag (a chain that runs into a loop elsewhere is reported there).
    const chain = [i];
    for (let at = index.get(parent); at !== undefined && !chain.includes(at); at = index.get(parentAt(at) ?? '')) chain.push(at);
    const last = chain.at(-1)!;
    const closes = index.get(parentAt(last) ?? '') === i;
    if (!closes || chain.some((at) => reported.has(at))) return;
    chain.forEach((at) => reported.add(at));
    const path = [...chain, i].map((at) => names[at]).join(' → ');
    problems.push({ pointer: `/tags/${i}/parent`, message: `the parents loop (${path}): remove the parent of one of these tags` });
  });
  return problems;
}

// Where a change is written, for a description kept in several files: the diff walks the bundled
// document, whose pointers (/components/schemas/station/properties/depth) neither source file has.
// The spec is read again as the loader reads it (external-refs.ts checkExternalRefs, then
// hoist-schemas.ts, which names each schema file under components.schemas as the bundle does), and
// a bundled pointer is walked through the source files, following each `$ref` to the file it names.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { atPointer, checkExternalRefs, rebaseOnSelf, refTarget } from '../load/external-refs';
import { hoistSchemaFiles } from '../load/hoist-schemas';
import { parseSpecText } from '../load/parse';
import { isObject, own, toPointer, unescapePointerToken, type Json } from '../model/resolve';
import { displayPath } from '@/lib/files/tree';

/** Where pointers of a bundled document are written. */
export interface SourceOf {
  /** "file#pointer" where it is written (the entry file's own pointer, said to be of the bundle, when the sources lack it). */
  of(pointer: string): string;
  /** The same, only when that is not the entry file at the same pointer (what `openapi:diff` adds). */
  elsewhere(pointer: string): string | undefined;
}

/**
 * The pointer's place in the source files, or undefined when the bundle has it from elsewhere (an
 * overlay's addition) or a `$ref` leaves the local files.
 */
function walk(root: string, docs: Map<string, unknown>, pointer: string): { file: string; at: string[] } | undefined {
  let file = root;
  let node: unknown = docs.get(root);
  let at: string[] = [];
  const follow = () => {
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 50; hops++) {
      const target = refTarget(node.$ref, file);
      if (!target || !docs.has(target.file)) return false;
      file = target.file;
      node = atPointer(docs.get(file), target.fragment);
      at = target.fragment.split('/').filter(Boolean).map(unescapePointerToken);
    }
    return true;
  };
  for (const token of pointer.split('/').slice(1).map(unescapePointerToken)) {
    if (!follow() || (!isObject(node) && !Array.isArray(node))) return undefined;
    node = own(node as Record<string, unknown>, token);
    if (node === undefined) return undefined;
    at.push(token);
  }
  // The bundle holds a file's content where the source has the `$ref` to it.
  return follow() ? { file, at } : undefined;
}

/**
 * Reads `spec` (as configured: relative to the working folder, or absolute) and its local `$ref`
 * files, and gives the mapping. A one-file spec maps every pointer to itself in that file; a pointer
 * the sources do not hold keeps the bundled pointer, said to be one.
 */
export async function sourcePointers(spec: string): Promise<SourceOf> {
  const absolute = path.resolve(spec);
  const doc = parseSpecText(await readFile(absolute, 'utf8'), spec) as Json;
  rebaseOnSelf(doc);
  const docs = await checkExternalRefs(absolute, doc, displayPath);
  if (docs.size > 1) hoistSchemaFiles(absolute, doc, docs);
  const same = `${displayPath(absolute)}#`;
  const of = (pointer: string) => {
    if (docs.size === 1) return `${same}${pointer}`;
    const found = walk(absolute, docs, pointer);
    return found ? `${displayPath(found.file)}#${toPointer(found.at)}` : `${same}${pointer} (of the bundled document)`;
  };
  return { of, elsewhere: (pointer) => (of(pointer) === `${same}${pointer}` ? undefined : of(pointer)) };
}

/** The diff's changes with `beforeSource` / `afterSource` where a spec writes them in another file. */
export function withSources<T extends { before?: string; after?: string }>(changes: T[], before: SourceOf, after: SourceOf): (T & { beforeSource?: string; afterSource?: string })[] {
  return changes.map((change) => ({
    ...change,
    ...(change.before !== undefined && before.elsewhere(change.before) ? { beforeSource: before.elsewhere(change.before) } : {}),
    ...(change.after !== undefined && after.elsewhere(change.after) ? { afterSource: after.elsewhere(change.after) } : {}),
  }));
}

// Multi-file descriptions keep each schema in a file of its own (Redocly's layout:
// components/schemas/Beverage.yaml) and often have no `components.schemas` at all. Bundled as they
// are, each schema would land at its first use and be named after it ("schema", "0", "page"), so
// the schema index would read like a list of JSON pointers. As Redocly's bundler does, a schema
// file is given a name of its own under `components.schemas` (the file's name, or the pointer's last
// part) before bundling; the bundler then places it there, and every use points at it.
import path from 'node:path';
import { refsIn, refTarget } from './external-refs';
import { isObject, setOwn, unescapePointerToken, type Json } from '../model/resolve';

/** Keys whose value (or whose items, or whose entries) is a schema. */
const SCHEMA_KEYS = new Set(['schema', 'items', 'not', 'additionalProperties', 'itemSchema', 'contains', 'propertyNames', 'if', 'then', 'else']);
const SCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'allOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** Whether the `$ref` at this pointer (".../<key>/$ref") stands where a schema does. */
function inSchemaPlace(pointer: string): boolean {
  const parts = pointer.split('/').slice(1, -1);
  const [last, before, third] = [parts.at(-1), parts.at(-2), parts.at(-3)];
  if (last === undefined) return false;
  if (SCHEMA_KEYS.has(last)) return true;
  if (before !== undefined && SCHEMA_LISTS.has(before) && /^\d+$/.test(last)) return true;
  if (before !== undefined && SCHEMA_MAPS.has(before) && third !== 'discriminator') return true;
  return before === 'schemas' && third === 'components';
}

const nameOf = (file: string, fragment: string) =>
  fragment ? unescapePointerToken(fragment.split('/').filter(Boolean).at(-1)!) : path.basename(file).replace(/\.(ya?ml|json)$/i, '');

/**
 * Adds a `components.schemas` entry to the root document for every schema another file holds,
 * unless the root already names it there. `docs` are the parsed files (the root's first), as
 * checkExternalRefs read them. Changes `root` in place.
 */
export function hoistSchemaFiles(rootFile: string, root: Json, docs: Map<string, unknown>): void {
  const components = isObject(root.components) ? root.components : (root.components = {});
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const key = (file: string, fragment: string) => `${file}#${fragment.replace(/^\/$/, '')}`;
  const named = new Set<string>();
  // What the root already names: those keep their names.
  for (const [name, value] of Object.entries(schemas)) {
    const target = isObject(value) && typeof value.$ref === 'string' ? refTarget(value.$ref, rootFile) : undefined;
    named.add(target ? key(target.file, target.fragment) : key(rootFile, `/components/schemas/${name}`));
  }
  const added: Json = {};
  for (const [file, doc] of docs) {
    for (const { ref, pointer } of refsIn(doc)) {
      const target = refTarget(ref, file);
      if (!target || target.file === rootFile || !inSchemaPlace(pointer) || named.has(key(target.file, target.fragment))) continue;
      named.add(key(target.file, target.fragment));
      const base = nameOf(target.file, target.fragment);
      let name = base;
      for (let n = 2; Object.hasOwn(schemas, name) || Object.hasOwn(added, name); n++) name = `${base}${n}`;
      const relative = path.relative(path.dirname(rootFile), target.file).split(path.sep).join('/');
      setOwn(added, name, { $ref: `${relative.startsWith('.') ? '' : './'}${relative}${target.fragment ? `#${target.fragment}` : ''}` });
    }
  }
  if (Object.keys(added).length) components.schemas = { ...schemas, ...added };
}

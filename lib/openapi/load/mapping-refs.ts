// A discriminator's `mapping` may name another file ("./Beverage.yaml"), as Redocly's multi-file
// layout does. Mapping values are not `$ref`s, so the bundler leaves them as written and they then
// point nowhere in the one bundled document. Before bundling, each such value gets a `$ref` holder
// beside the mapping (`x-bundled-mapping`), which the bundler rewrites like any other ref; after,
// the mapping takes the internal pointer its holder ended with.
import { escapePointerToken, get, isObject, pointerSegments, type Json } from '../model/resolve';

const HOLDER = 'x-bundled-mapping';

/** A mapping value naming a file (not "#/…" and not a bare schema name). */
const namesFile = (target: unknown): target is string => typeof target === 'string' && !target.startsWith('#') && /[./]/.test(target);

function* discriminators(value: unknown, pointer = ''): Generator<{ discriminator: Json; pointer: string }> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* discriminators(value[i], `${pointer}/${i}`);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const at = `${pointer}/${escapePointerToken(key)}`;
    if (key === 'discriminator' && isObject(child) && isObject(child.mapping)) yield { discriminator: child, pointer: at };
    yield* discriminators(child, at);
  }
}

/** Puts a `$ref` holder beside every mapping value that names a file. Changes `doc` in place. */
export function holdMappingRefs(doc: unknown): void {
  for (const { discriminator } of discriminators(doc)) {
    const held = Object.entries(discriminator.mapping as Json).filter(([, target]) => namesFile(target));
    if (held.length) discriminator[HOLDER] = Object.fromEntries(held.map(([value, target]) => [value, { $ref: target }]));
  }
}

/** Points each held mapping value where the bundler put its file: the holder's internal ref, or the holder itself when the file was inlined there. */
export function pointMappingRefs(doc: Json): void {
  for (const { discriminator, pointer } of discriminators(doc)) {
    const holders = discriminator[HOLDER];
    if (!isObject(holders)) continue;
    const mapping = discriminator.mapping as Json;
    for (const [value, holder] of Object.entries(holders)) {
      const ref = isObject(holder) ? holder.$ref : undefined;
      mapping[value] = typeof ref === 'string' && ref.startsWith('#') ? ref : `#${pointer}/${HOLDER}/${escapePointerToken(value)}`;
    }
  }
}

/**
 * Every discriminator mapping value that names no schema of the document, at its JSON pointer: a
 * mapping is not a `$ref`, so the validator does not follow it, and the reference would otherwise
 * stop on it without naming the file.
 */
export function mappingProblems(doc: Json): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  for (const { discriminator, pointer } of discriminators(doc)) {
    for (const [value, target] of Object.entries(discriminator.mapping as Json)) {
      const at = `${pointer}/mapping/${escapePointerToken(value)}`;
      const found = typeof target === 'string' && (target.startsWith('#') ? get(doc, pointerSegments(target)) !== undefined : Object.hasOwn(schemas, target));
      if (!found) problems.push({ pointer: at, message: `discriminator mapping "${value}" → ${JSON.stringify(target)} names no schema of the description` });
    }
  }
  return problems;
}

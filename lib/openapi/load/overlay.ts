// OpenAPI Overlays 1.0 and 1.1 (spec.openapis.org/overlay/v1.1.0): a file of actions, each a
// JSONPath target (RFC 9535, evaluated by jsonpath-rfc9535) and an `update` to merge in or
// `remove: true`, applied in order, so a team documents a generated spec without editing it.
// 1.1's `copy` is refused; its `update` rules (an array concatenated, a value replaced, a mismatch
// an error) apply to a 1.1 overlay, 1.0's (an array appended as one item, a mismatch replaced) to a 1.0 one.
import { readFile } from 'node:fs/promises';
import { exec } from 'jsonpath-rfc9535';
import { OpenApiSpecError, type SpecProblem } from './errors';
import { parseSpecText } from './parse';
import { own, setOwn } from '../model/resolve';

type Json = Record<string, unknown>;
type Path = (string | number)[];

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The feature set an overlay declares: "1.0" or "1.1" (the patch number does not count). */
type Version = '1.0' | '1.1';

const HINT = 'See the Overlay format: overlay: 1.0.0 (or 1.1.0), info: { title, version }, actions: [{ target: "$.info", update: { … } } or { target, remove: true }].';

/** What is wrong with an overlay document's shape, each at its JSON pointer. */
function shapeProblems(overlay: Json): SpecProblem[] {
  const problems: SpecProblem[] = [];
  if (typeof overlay.overlay !== 'string' || !/^1\.[01]\.\d+$/.test(overlay.overlay)) {
    problems.push({ pointer: '/overlay', message: `must be "1.0.x" or "1.1.x" (found ${JSON.stringify(overlay.overlay ?? null)})` });
  }
  const copies = versionOf(overlay) === '1.1';
  const info = overlay.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problems.push({ pointer: '/info', message: 'must be an object with a "title" and a "version" string' });
  }
  if (overlay.extends !== undefined && typeof overlay.extends !== 'string') problems.push({ pointer: '/extends', message: 'must be a URL string' });
  if (!Array.isArray(overlay.actions) || overlay.actions.length === 0) {
    problems.push({ pointer: '/actions', message: 'must be a list of at least one action' });
    return problems;
  }
  overlay.actions.forEach((action: unknown, index) => {
    const at = `/actions/${index}`;
    if (!isObject(action)) return problems.push({ pointer: at, message: 'must be an object with a "target"' });
    if (typeof action.target !== 'string' || !action.target.startsWith('$')) {
      problems.push({ pointer: `${at}/target`, message: 'must be a JSONPath expression starting with "$", e.g. "$.paths[\'/items\'].get"' });
    }
    if (action.remove !== undefined && typeof action.remove !== 'boolean') problems.push({ pointer: `${at}/remove`, message: 'must be true or false' });
    if (copies && action.copy !== undefined) {
      problems.push({ pointer: `${at}/copy`, message: 'copy (Overlay 1.1) is not supported here: give the value to copy in "update"' });
    } else if (action.remove !== true && action.update === undefined) problems.push({ pointer: at, message: 'needs an "update" or "remove: true"' });
    for (const key of Object.keys(action)) {
      if (copies && key === 'copy') continue;
      if (!['target', 'description', 'update', 'remove'].includes(key) && !key.startsWith('x-')) {
        problems.push({ pointer: `${at}/${key}`, message: `is not an action field ("${key}"): use target, description, update or remove` });
      }
    }
  });
  return problems;
}

const versionOf = (overlay: Json): Version => (String(overlay.overlay).startsWith('1.1.') ? '1.1' : '1.0');

/** What kind of JSON value: 1.1 merges only values of one kind. */
const kindOf = (value: unknown) => (Array.isArray(value) ? 'an array' : isObject(value) ? 'an object' : 'a value');

/**
 * The merge: objects merge property by property, deeply; arrays are appended to. A property of
 * another kind than the one it meets is replaced in 1.0 and an error in 1.1.
 */
function merge(target: Json, update: Json, version: Version, at: Path): void {
  for (const [key, value] of Object.entries(update)) {
    const current = own(target, key);
    if (isObject(current) && isObject(value)) merge(current, value, version, [...at, key]);
    else if (Array.isArray(current) && Array.isArray(value)) current.push(...structuredClone(value));
    else if (version === '1.1' && current !== undefined && kindOf(current) !== kindOf(value)) {
      throw new Error(`update gives ${kindOf(value)} for ${[...at, key].join('.')}, which is ${kindOf(current)} (Overlay 1.1 merges only values of one kind)`);
    } else setOwn(target, key, structuredClone(value));
  }
}

/** The node a normalized path leads to, or undefined where it is gone. */
function nodeAt(doc: Json, at: Path): unknown {
  let value: unknown = doc;
  for (const key of at) value = value && typeof value === 'object' ? own(value as Json, String(key)) : undefined;
  return value;
}

/**
 * The order a remove action's matches are removed in: deepest first, so a match inside another
 * (`$..[?@.x-internal]` finding an operation and one of its responses) goes before its parent, and
 * array items last-first, so removing one does not shift the index of the next. A node matched
 * twice is removed once (a second splice would take its neighbour).
 */
export function removalOrder(matched: Path[]): Path[] {
  const unique = [...new Map(matched.map((at) => [JSON.stringify(at), at])).values()];
  // A total order (depth, then parent, then key) so the sort cannot interleave one array's items.
  const parentOf = (at: Path) => JSON.stringify(at.slice(0, -1));
  return unique.sort((a, b) => {
    if (a.length !== b.length) return b.length - a.length;
    const [p, q] = [parentOf(a), parentOf(b)];
    if (p !== q) return p < q ? -1 : 1;
    const [x, y] = [a[a.length - 1]!, b[b.length - 1]!];
    return typeof x === 'number' && typeof y === 'number' ? y - x : String(x).localeCompare(String(y));
  });
}

/** What an overlay's applying said that is worth a warning: an action whose target matched nothing. */
export interface OverlayNote {
  file: string;
  action: number;
  message: string;
}

/** Applies one action; returns a note when its target matched nothing. */
function applyAction(doc: Json, action: Json, index: number, file: string, version: Version): string | undefined {
  const pointer = `/actions/${index}`;
  const fail = (message: string, fix = HINT) => {
    throw new OpenApiSpecError(file, [{ pointer, message }], fix);
  };
  const matched: Path[] = [];
  try {
    exec(doc as never, action.target as string, (_value, at) => matched.push([...at]));
  } catch (error) {
    fail(`target ${JSON.stringify(action.target)} is not a valid JSONPath: ${(error as Error).message}`, 'Write the target as RFC 9535 JSONPath, e.g. $.paths[\'/items\'].get or $.tags[?@.name == \'items\'].');
  }
  if (matched.length === 0) return `action ${index} (target ${action.target}) matches nothing in the description: nothing changed`;
  if (action.remove === true) {
    if (matched.some((at) => at.length === 0)) fail('remove cannot target the whole document ("$")');
    for (const at of removalOrder(matched)) {
      const parent = nodeAt(doc, at.slice(0, -1));
      const key = at[at.length - 1]!;
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else if (isObject(parent)) delete parent[key as string];
    }
    return;
  }
  for (const at of matched) {
    const node = nodeAt(doc, at);
    const parent = nodeAt(doc, at.slice(0, -1));
    if (Array.isArray(node)) node.push(...(version === '1.1' && Array.isArray(action.update) ? structuredClone(action.update) : [structuredClone(action.update)]));
    else if (isObject(node) && isObject(action.update)) merge(node, action.update, version, at);
    // 1.1: a selected value is replaced by a value.
    else if (version === '1.1' && kindOf(node) === 'a value' && kindOf(action.update) === 'a value' && at.length > 0 && parent && typeof parent === 'object') (parent as Json)[at[at.length - 1]!] = action.update;
    else fail(`update cannot apply at ${at.length ? at.join('.') : '$'}: ${isObject(node) ? 'the update must be an object to merge into an object' : 'the target is a value, not an object or array'}`, 'Target the object (or array) that holds the value, and give the new value in "update".');
  }
  return undefined;
}

/**
 * Applies one parsed overlay to `doc` in place. Throws OpenApiSpecError naming the overlay file and
 * the action's index for a wrong overlay (its shape, a JSONPath that does not parse, an update that
 * cannot apply), and for anything else an action breaks on, so the build never stops on a bare
 * TypeError; a target that matches nothing is a note (the Overlay specification allows it).
 */
export function applyOverlay(doc: Json, overlay: Json, file: string): OverlayNote[] {
  const shape = shapeProblems(overlay);
  if (shape.length) throw new OpenApiSpecError(file, shape, HINT);
  const notes: OverlayNote[] = [];
  (overlay.actions as Json[]).forEach((action, index) => {
    let note: string | undefined;
    try {
      note = applyAction(doc, action, index, file, versionOf(overlay));
    } catch (error) {
      if (error instanceof OpenApiSpecError) throw error;
      throw new OpenApiSpecError(file, [{ pointer: `/actions/${index}`, message: `could not be applied (target ${String(action.target)}): ${(error as Error).message}` }], 'Check the action\'s target and update against the description it applies to; report the message if they look right.');
    }
    if (note !== undefined) notes.push({ file, action: index, message: note });
  });
  return notes;
}

/** Reads and applies overlay files in order. `shown` names a file as messages show it. */
export async function applyOverlayFiles(doc: Json, files: string[], shown: (file: string) => string): Promise<OverlayNote[]> {
  const notes: OverlayNote[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new OpenApiSpecError(shown(file), [{ pointer: '', message: `overlay cannot be read: ${(error as Error).message}` }], 'Fix the path in the API entry\'s "overlays" (relative to the site folder).');
    }
    notes.push(...applyOverlay(doc, parseSpecText(text, shown(file), 'overlay'), shown(file)));
  }
  return notes;
}

// Multi-file descriptions: the local files a spec's `$ref`s read, checked before they are bundled,
// so a broken one is named where it is written (the referencing file and the $ref's pointer), not
// where the bundler met it (the root document's path to it, or the target file).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenApiSpecError, type SpecProblem } from './errors';
import { isDataFile, parseSpecText } from './parse';
import { escapePointerToken, unescapePointerToken } from '../model/resolve';

type Json = Record<string, unknown>;


/** The value at a JSON pointer ("/a/b~1c"), or undefined. */
export function atPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return doc;
  let value = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const token = unescapePointerToken(decodeURIComponent(raw));
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, token)) return undefined;
    value = (value as Json)[token];
  }
  return value;
}

/** Every `$ref` string in a parsed file, with the JSON pointer of the object that holds it. */
export function* refsIn(value: unknown, pointer = ''): Generator<{ ref: string; pointer: string }> {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* refsIn(value[i], `${pointer}/${i}`);
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string') yield { ref: child, pointer: `${pointer}/$ref` };
    else yield* refsIn(child, `${pointer}/${escapePointerToken(key)}`);
  }
}

const REMOTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * OpenAPI 3.2's `$self` is the document's base URI. A `$ref` that resolves (against it) to the
 * document itself becomes internal ("#/…"); one that resolves into `$self`'s folder becomes the path
 * relative to the file, so the same files read locally stand for the published ones. Others are left
 * as written. Rewrites the document in place.
 */
export function rebaseOnSelf(doc: Json): void {
  if (typeof doc.$self !== 'string' || !String(doc.openapi ?? '').startsWith('3.2')) return;
  let base: URL;
  try {
    base = new URL(doc.$self, 'https://self.invalid/');
  } catch {
    return;
  }
  const self = base.href.replace(/#.*$/, '');
  const folder = self.slice(0, self.lastIndexOf('/') + 1);
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && !child.startsWith('#')) {
        let target: URL;
        try {
          target = new URL(child, base);
        } catch {
          continue;
        }
        const hash = target.hash ? decodeURIComponent(target.hash) : '';
        const href = target.href.replace(/#.*$/, '');
        if (href === self) (value as Json).$ref = hash || '#';
        else if (href.startsWith(folder)) (value as Json).$ref = `./${decodeURIComponent(href.slice(folder.length))}${hash}`;
      } else visit(child);
    }
  };
  visit(doc);
}

/**
 * Reads every local file the spec's `$ref`s reach (refs inside those files too) and checks each
 * target: the file exists, parses, and holds the pointer. Returns every file read with its parsed
 * content (absolute; the spec's own first); throws one OpenApiSpecError listing every broken `$ref`
 * where it is written.
 */
export async function checkExternalRefs(absolute: string, doc: Json, shown: (file: string) => string): Promise<Map<string, unknown>> {
  const docs = new Map<string, unknown>([[absolute, doc]]);
  const failed = new Map<string, { reason: string; fix: string }>();
  const problems: SpecProblem[] = [];
  const queue = [absolute];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const { ref, pointer } of refsIn(docs.get(file))) {
      const resolved = refTarget(ref, file);
      if (!resolved) continue;
      const { file: targetFile, fragment } = resolved;
      const target = ref.split('#')[0]!;
      const problem = (message: string, fix: string) => problems.push({ file: shown(file), pointer, message: `$ref "${ref}" ${message}. ${fix}` });
      if (!docs.has(targetFile)) {
        if (!failed.has(targetFile)) {
          try {
            const text = await readFile(targetFile, 'utf8');
            // A text file (a code sample, a Markdown description) is a string: no refs, no pointers.
            docs.set(targetFile, isDataFile(targetFile) ? parseSpecText(text, shown(targetFile)) : text);
            if (isDataFile(targetFile)) queue.push(targetFile);
          } catch (error) {
            // A file that parses wrongly: the parser's place and fix; else it is missing.
            if (error instanceof OpenApiSpecError) {
              const [, ...lines] = error.message.split('\n');
              failed.set(targetFile, { reason: lines.slice(0, -1).join(' ').trim(), fix: lines.at(-1)!.replace(/\.$/, '') + ` in ${shown(targetFile)}.` });
            } else failed.set(targetFile, { reason: `${shown(targetFile)} does not exist or cannot be read`, fix: `Fix the path (relative to ${path.basename(file)}'s folder) or add the file.` });
          }
        }
        const broken = failed.get(targetFile);
        if (broken !== undefined) {
          problem(`cannot be followed: ${broken.reason}`, broken.fix);
          continue;
        }
      }
      if (fragment && fragment !== '/' && typeof docs.get(targetFile) === 'string') {
        problem(`points into "${target}", a text file, which has no parts`, 'Remove the "#…" after the file name: a file that is not YAML or JSON is read whole, as a string.');
      } else if (fragment && fragment !== '/' && atPointer(docs.get(targetFile), fragment) === undefined) {
        problem(`points at "#${fragment}", which ${shown(targetFile)} does not have`, 'Fix the pointer after "#" (JSON pointer: /components/schemas/Name) or add that part to the file.');
      }
    }
  }
  if (problems.length) throw new OpenApiSpecError(shown(absolute), problems, 'A $ref is resolved against the folder of the file that holds it.');
  return docs;
}

/** Splits a `$ref` into its file (absolute; `from` for an internal ref) and its fragment. */
export function refTarget(ref: string, from: string): { file: string; fragment: string } | undefined {
  const hash = ref.indexOf('#');
  const target = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  if (target && REMOTE.test(target) && !target.startsWith('file:')) return undefined;
  const file = !target ? from : target.startsWith('file:') ? fileURLToPath(target) : path.resolve(path.dirname(from), decodeURI(target));
  return { file, fragment };
}

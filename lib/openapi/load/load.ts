import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { OpenApiSpecError } from './errors';
import { checkExternalRefs, rebaseOnSelf } from './external-refs';
import { applyOverlayFiles, type OverlayNote } from './overlay';
import { hoistSchemaFiles } from './hoist-schemas';
import { mappingProblems } from './mapping-refs';
import { bundle } from './bundle';
import { loadAsyncApi } from '../asyncapi/load';
import { methodProblems } from './method-problems';
import { parseSpecText } from './parse';
import { tagProblems } from './tag-problems';
import { validateDocument } from './validate';
import { displayPath } from '@/lib/files/tree';

export { parseSpecText } from './parse';

/** A validated spec, bundled: internal `$ref`s are kept, so it is a tree (never a cyclic graph). */
export interface LoadedSpec {
  file: string;
  /** The bundled OpenAPI 3.x document. */
  document: Record<string, unknown>;
  /** "swagger 2.0" when the source was converted. */
  convertedFrom?: string;
  /** The other local files its external `$ref`s and its overlays read (absolute): development reloads when one changes. */
  refs: string[];
  /** Overlay actions whose target matched nothing (not an error in Overlay 1.0): the content check warns. */
  overlayNotes?: OverlayNote[];
}

export interface LoadOptions {
  /** Overlay 1.0 files applied in order to the bundled document before it is validated (relative to `root`, or absolute). */
  overlays?: string[];
}

async function convertSwagger2(doc: Record<string, unknown>, file: string): Promise<Record<string, unknown>> {
  const { convertObj } = await import('swagger2openapi');
  try {
    const result = await convertObj(doc as never, { patch: true, warnOnly: true, resolveInternal: false } as never);
    return result.openapi as unknown as Record<string, unknown>;
  } catch (error) {
    throw new OpenApiSpecError(file, [{ pointer: '', message: `Swagger 2.0 could not be converted to OpenAPI 3: ${String(error)}` }]);
  }
}

const SUPPORTED = /^(2\.0|3\.[012]\.\d+)/;

/**
 * Reads, bundles, overlays and validates one spec. Local files its `$ref`s name are bundled into it
 * (3.2's `$self` first turns refs to the published URLs into local ones); the overlays are applied to
 * the bundle, then the result is validated: a team's overlay is checked as part of the document.
 * Swagger 2.0 is validated as 2.0, then converted to OpenAPI 3.0 with swagger2openapi. Throws
 * OpenApiSpecError for anything a writer must fix.
 */
export async function loadSpec(file: string, root = process.cwd(), options: LoadOptions = {}): Promise<LoadedSpec> {
  const absolute = path.resolve(root, file);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    throw new OpenApiSpecError(file, [{ pointer: '', message: `cannot be read: ${(error as Error).message}` }]);
  }
  let doc = parseSpecText(text, file);
  // An API entry may name an AsyncAPI document: the kind is read from the document (asyncapi/load.ts).
  if (typeof doc.asyncapi === 'string' && doc.openapi === undefined) return loadAsyncApi(file, absolute, doc);
  const unsupported = (version: string) =>
    new OpenApiSpecError(file, [{ pointer: '/openapi', message: `unsupported version "${version || 'missing'}": use OpenAPI 3.0.x, 3.1.x or 3.2.x (or Swagger 2.0)` }]);
  if (!SUPPORTED.test(String(doc.openapi ?? doc.swagger ?? ''))) throw unsupported(String(doc.openapi ?? doc.swagger ?? ''));
  rebaseOnSelf(doc);
  const docs = await checkExternalRefs(absolute, doc, displayPath);
  const read = [...docs.keys()].filter((other) => other !== absolute).sort();
  if (read.length) {
    hoistSchemaFiles(absolute, doc, docs);
    doc = await bundle(absolute, doc);
  }
  const overlays = (options.overlays ?? []).map((overlay) => path.resolve(root, overlay));
  const overlayNotes = await applyOverlayFiles(doc, overlays, displayPath);
  // An overlay may change the version field too.
  const version = String(doc.openapi ?? doc.swagger ?? '');
  if (!SUPPORTED.test(version)) throw unsupported(version);
  await validateDocument(doc, file, 'Fix the spec, then check it with: npm run openapi:check -- ' + file);
  const mappings = mappingProblems(doc);
  if (mappings.length) throw new OpenApiSpecError(file, mappings, 'A mapping value is a schema name of components/schemas, a "#/…" pointer, or a file a $ref of the description also reads.');
  const methods = methodProblems(doc);
  if (methods.length) throw new OpenApiSpecError(file, methods, 'OpenAPI 3.2: additionalOperations names the other HTTP methods; GET, PUT, POST, DELETE, OPTIONS, HEAD, PATCH, TRACE and QUERY are fields of the path item.');
  const tags = tagProblems(doc);
  if (tags.length) throw new OpenApiSpecError(file, tags, 'A tag\'s parent is the name of another tag in the top-level tags list, and following parents must never lead back to the same tag.');
  let convertedFrom: string | undefined;
  if (version.startsWith('2.')) {
    doc = await convertSwagger2(doc, file);
    convertedFrom = `Swagger ${version}`;
  }
  const refs = [...new Set([...read, ...overlays])].sort();
  return { file, document: doc, convertedFrom, refs, ...(overlayNotes.length ? { overlayNotes } : {}) };
}

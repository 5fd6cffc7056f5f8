import { $RefParser } from '@apidevtools/json-schema-ref-parser';
import { displayPath } from '@/lib/files/tree';
import { OpenApiSpecError, type SpecProblem } from './errors';
import { holdMappingRefs, pointMappingRefs } from './mapping-refs';
import { isDataFile, parseSpecText } from './parse';
import { escapePointerToken } from '../model/resolve';

/**
 * Bundles the files `$ref`s read into one document with json-schema-ref-parser: each target is
 * inlined at its first use and later uses point there, so internal refs stay and the result is a
 * tree. Files are parsed by our parser (YAML core schema, errors with lines), as the spec is.
 */
export async function bundle(absolute: string, doc: Record<string, unknown>): Promise<Record<string, unknown>> {
  const spec = {
    order: 1,
    canParse: true,
    parse: (file: { url: string; data: Buffer | string }) => {
      if (!isDataFile(file.url)) return String(file.data);
      const parsed = parseSpecText(String(file.data), displayPath(file.url), '$ref target');
      holdMappingRefs(parsed);
      return parsed;
    },
  };
  holdMappingRefs(doc);
  try {
    const bundled = (await new $RefParser().bundle(absolute, doc as never, { parse: { json: false, yaml: false, text: false, binary: false, spec } as never })) as Record<string, unknown>;
    pointMappingRefs(bundled);
    return bundled;
  } catch (error) {
    const errors = (error as { errors?: { message: string; path?: string[] }[] }).errors ?? [error as { message: string; path?: string[] }];
    const problems: SpecProblem[] = errors.map((e) => ({ pointer: e.path?.length ? `/${e.path.map(escapePointerToken).join('/')}` : '', message: e.message }));
    throw new OpenApiSpecError(displayPath(absolute), problems, 'Fix the $ref (a path relative to the file that holds it, then "#" and a JSON pointer).');
  }
}


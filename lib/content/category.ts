import yaml from 'js-yaml';
import { z } from 'zod';
import { ContentError } from '@/lib/errors/build-error';
import { jsonErrorLine } from '@/lib/errors/source-lines';

const generatedIndex = z.object({
  type: z.literal('generated-index'),
  title: z.string().optional(),
  description: z.string().optional(),
  slug: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
});

/** A category's `link`: a doc, a generated index page, or null for none (Docusaurus' shapes). */
export const categoryLinkSchema = z.discriminatedUnion('type', [generatedIndex, z.object({ type: z.literal('doc'), id: z.string() })]).nullable();

/** `_category_.json` / `.yml` / `.yaml` in a docs folder, as Docusaurus reads it. Unknown keys are kept and ignored. */
export const categorySchema = z.looseObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsible: z.boolean().optional(),
  collapsed: z.boolean().optional(),
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  description: z.string().optional(),
  link: categoryLinkSchema.optional(),
});

export type CategoryMeta = z.infer<typeof categorySchema>;
export type CategoryLink = z.infer<typeof categoryLinkSchema>;

/** The 1-based line of a key in JSON ("key") or YAML (key:) text, for error messages. */
export function categoryKeyLine(text: string, key: string | undefined): number | undefined {
  if (!key) return undefined;
  const index = text.split('\n').findIndex((line) => line.includes(`"${key}"`) || new RegExp(`^\\s*${key}\\s*:`).test(line));
  return index === -1 ? undefined : index + 1;
}

function parseText(text: string, file: string): unknown {
  if (file.endsWith('.json')) {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ContentError(file, jsonErrorLine(text, error), `invalid JSON: ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
    }
  }
  try {
    // An empty YAML file is an empty category, as in Docusaurus.
    return yaml.load(text) ?? {};
  } catch (error) {
    const line = (error as { mark?: { line?: number } }).mark?.line;
    const reason = (error as { reason?: string }).reason ?? String(error);
    throw new ContentError(file, line === undefined ? undefined : line + 1, `invalid YAML: ${reason}.`, { cause: error });
  }
}

/** Parses and validates a category file (JSON or YAML); errors name the file, line and JSON pointer. */
export function parseCategory(text: string, file: string): CategoryMeta {
  const result = categorySchema.safeParse(parseText(text, file));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const pointer = `/${issue.path.map(String).join('/')}`;
    const last = [...issue.path].reverse().find((part) => typeof part === 'string');
    throw new ContentError(
      file,
      categoryKeyLine(text, last),
      `${pointer}: ${issue.message}. The fields are label, position, collapsed, collapsible, className, customProps, description and link ({ type: doc, id } or { type: generated-index, title, description, slug, keywords, image } or null).`,
    );
  }
  return result.data;
}

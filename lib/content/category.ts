import { z } from 'zod';
import { ContentError } from './errors';

/** `_category_.json` in a docs folder, as Docusaurus reads it. */
export const categorySchema = z.looseObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsible: z.boolean().optional(),
  collapsed: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  link: z
    .discriminatedUnion('type', [
      z.object({
        type: z.literal('generated-index'),
        title: z.string().optional(),
        description: z.string().optional(),
        slug: z.string().optional(),
      }),
      z.object({ type: z.literal('doc'), id: z.string() }),
    ])
    .nullable()
    .optional(),
});

export type CategoryMeta = z.infer<typeof categorySchema>;

/** The 1-based line of a JSON key in a file's text, for error messages. */
function jsonLine(text: string, key: string | undefined): number | undefined {
  if (!key) return undefined;
  const index = text.split('\n').findIndex((line) => line.includes(`"${key}"`));
  return index === -1 ? undefined : index + 1;
}

/** Parses and validates `_category_.json`; errors name the file, line and JSON pointer. */
export function parseCategory(text: string, file: string): CategoryMeta {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(String(error))?.[1];
    const line = position ? text.slice(0, Number(position)).split('\n').length : undefined;
    throw new ContentError(file, line, `invalid JSON: ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
  }
  const result = categorySchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const pointer = `/${issue.path.map(String).join('/')}`;
    const last = [...issue.path].reverse().find((part) => typeof part === 'string');
    throw new ContentError(file, jsonLine(text, last), `${pointer}: ${issue.message}. See lib/content/category.ts for the fields.`);
  }
  return result.data;
}

// Text cut out of a source but not out of its lines: what is removed leaves its line breaks, so the
// compile's errors and the checks' messages still name the line the writer sees in the file.

/** The line breaks of a text and nothing else. */
export const lineBreaksOf = (text: string): string => text.replace(/[^\n]/g, '');

/** A file's source with its front matter (the `---` block at its top) blanked out, its lines kept. */
export const blankFrontMatter = (source: string): string => source.replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, lineBreaksOf);

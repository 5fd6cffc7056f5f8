// Description HTML (already sanitised when the model was built) as plain text, for the Markdown
// twin and the search records.
import { decodeAttribute } from '@/lib/html/tags';

/** Sanitised description HTML as plain text (tags dropped, entities decoded, lines kept). */
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<\/(p|li|h\d|tr|pre|div)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  // One decoder for entities, in one pass: an escaped entity (&amp;lt;) reads as written (&lt;).
  return decodeAttribute(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

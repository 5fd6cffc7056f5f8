/**
 * lodash's kebabCase, which Docusaurus uses for tag permalinks and author pages, so docs and blog
 * give one label one URL: accents dropped ("Más" → "mas"), words split at case changes and digits
 * ("HTMLParser" → "html-parser", "v2" → "v-2"), everything else a separator.
 */
export function kebabCase(text: string): string {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const words = plain.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{L}+|\p{N}+/gu) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}

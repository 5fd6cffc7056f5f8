import { tokenizeForIndex } from './search-index';

export interface TextPart {
  text: string;
  match: boolean;
}

const WORDS = /([\p{L}\p{N}]+)/u;

/**
 * Splits a text into parts, marking the words a result matched: a word the index matched
 * ("division"), one of whose camelCase parts it matched ("wordCount" for "count"), or a word the
 * query's terms begin (the word being typed). Rendered as text nodes, so nothing is injected.
 */
export function highlightParts(text: string, matched: string[], queryTerms: string[]): TextPart[] {
  const exact = new Set(matched.map((term) => term.toLowerCase()));
  const isMatch = (word: string) => {
    const forms = tokenizeForIndex(word).map((form) => form.toLowerCase());
    return forms.some((form) => exact.has(form) || queryTerms.some((term) => form.startsWith(term)));
  };
  const parts: TextPart[] = [];
  for (const [i, piece] of text.split(WORDS).entries()) {
    if (!piece) continue;
    const match = i % 2 === 1 && isMatch(piece);
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}

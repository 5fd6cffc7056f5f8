// The Word API's analyses (openapi/word.yaml), pure: the server parses and checks the request, these
// answer it. Words are compared case-insensitively and punctuation is ignored, as the spec says.

/**
 * The words of a text: lower-cased, punctuation removed (so "fox." and "Fox" are one word and "don't"
 * is "dont"), split on white space.
 * @param {string} text
 * @returns {string[]}
 */
export function words(text) {
  return text.toLowerCase().replace(/\p{P}/gu, '').split(/\s+/u).filter(Boolean);
}

/**
 * Each word mapped to its count, in the order the words first appear.
 * @param {string} text
 * @returns {Map<string, number>}
 */
export function frequencies(text) {
  const counts = new Map();
  for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The `limit` most frequent words, most frequent first; equal counts keep the order of first
 * appearance (a stable sort over that order). A limit of zero or less gives none.
 * @param {string} text
 * @param {number} limit
 * @returns {{ key: string, value: number }[]}
 */
export function topWords(text, limit) {
  const entries = [...frequencies(text)].map(([key, value]) => ({ key, value }));
  entries.sort((a, b) => b.value - a.value);
  return entries.slice(0, Math.max(0, limit));
}

/** The sample sentence GET /api/word/sample answers. */
export const SAMPLE_TEXT = 'The quick brown fox jumps over the lazy dog.';

/** GET /api/word/help: each endpoint (method and path) mapped to what it does. */
export const HELP = {
  'POST /api/word/top?limit=5': 'The most frequent words of the text.',
  'POST /api/word/frequency': 'The frequency of every word.',
  'POST /api/word/count': 'The number of words.',
  'GET /api/word/sample': 'A sample sentence.',
  'GET /api/word/help': 'This list.',
};

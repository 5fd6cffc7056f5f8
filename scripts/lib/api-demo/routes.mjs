// The operations of openapi/word.yaml and openapi/calculator.yaml, keyed "METHOD path". Each answers
// with a documented status, media type and body; tests/api-demo/ holds them to the specs.
import { RequestError, int32Query, operandsBody, textBody } from './request.mjs';
import { HELP, SAMPLE_TEXT, frequencies, topWords, words } from './word.mjs';

/**
 * @typedef {{ query: URLSearchParams, json: () => unknown }} Call
 * @typedef {{ status: number, type: 'application/json' | 'text/plain', body: unknown }} Answer
 */

/** @param {unknown} body @returns {Answer} */
const json = (body) => ({ status: 200, type: 'application/json', body });

// Results are 32-bit integers as the Calculator API says: they wrap around like Java's int (the
// spec's "Generated server url" is springdoc's), so 2147483647 + 1 is -2147483648, never a 64-bit number.
/** @param {(a: number, b: number) => number} operation @returns {(call: Call) => Answer} */
const fromQuery =
  (operation) =>
  ({ query }) =>
    json(operation(int32Query(query, 'a'), int32Query(query, 'b')) | 0);
/** @param {(a: number, b: number) => number} operation @returns {(call: Call) => Answer} */
const fromBody =
  (operation) =>
  ({ json: read }) => {
    const { a, b } = operandsBody(read());
    return json(operation(a, b) | 0);
  };

const add = (/** @type {number} */ a, /** @type {number} */ b) => a + b;

/** @type {Record<string, (call: Call) => Answer>} */
export const ROUTES = {
  'POST /api/word/top': ({ query, json: read }) => {
    const limit = int32Query(query, 'limit', 5);
    return json(topWords(textBody(read()), limit));
  },
  'POST /api/word/frequency': ({ json: read }) => json(Object.fromEntries(frequencies(textBody(read())))),
  'POST /api/word/count': ({ json: read }) => json({ wordCount: words(textBody(read())).length }),
  'GET /api/word/sample': () => ({ status: 200, type: 'text/plain', body: SAMPLE_TEXT }),
  'GET /api/word/help': () => json(HELP),
  'GET /api/calc/add': fromQuery(add),
  'POST /api/calc/add': fromBody(add),
  'GET /api/calc/subtract': fromQuery((a, b) => a - b),
  'POST /api/calc/multiply': fromBody(Math.imul),
  'POST /api/calc/divide': fromBody((a, b) => {
    if (b === 0) throw new RequestError(400, 'Division by zero');
    // Truncated towards zero; -2147483648 / -1 wraps to itself, as in Java.
    return Math.trunc(a / b);
  }),
};

/** The paths that have an operation: another method on one of them answers 405, not 404. */
export const PATHS = new Set(Object.keys(ROUTES).map((key) => key.split(' ')[1]));

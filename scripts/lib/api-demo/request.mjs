// Reading a request of the demo API as the specs describe it: 32-bit integer query parameters and
// JSON bodies. Anything the spec's request description rejects becomes a RequestError, which the
// server answers with its status and `{ message }`, the error shape the Calculator API documents.

/** A request the spec does not describe: answered with `status` and `{ message }`. */
export class RequestError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** @param {unknown} value */
export function isInt32(value) {
  return typeof value === 'number' && Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX;
}

/**
 * A query parameter of type integer, format int32: absent gives `fallback` (or fails when there is
 * none: the parameter is required); given twice, empty, not a whole number or outside 32 bits fails.
 * @param {URLSearchParams} query
 * @param {string} name
 * @param {number} [fallback]
 * @returns {number}
 */
export function int32Query(query, name, fallback) {
  const values = query.getAll(name);
  if (values.length === 0) {
    if (fallback !== undefined) return fallback;
    throw new RequestError(400, `Missing required query parameter "${name}" (a 32-bit integer).`);
  }
  if (values.length > 1) throw new RequestError(400, `Query parameter "${name}" is given ${values.length} times; give it once.`);
  const raw = values[0];
  const value = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!isInt32(value))
    throw new RequestError(400, `Query parameter "${name}" must be a 32-bit integer (${INT32_MIN} to ${INT32_MAX}), not "${raw}".`);
  return value;
}

/**
 * The request's JSON body, parsed. Only application/json is described (415 otherwise); a body that
 * is missing or not JSON fails with 400.
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} body
 * @returns {unknown}
 */
export function jsonBody(req, body) {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (body.length === 0) throw new RequestError(400, 'The request body is required (application/json).');
  if (type !== 'application/json') throw new RequestError(415, `The body must be application/json, not ${type ? `"${type}"` : 'untyped'}.`);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new RequestError(400, `The body is not valid JSON: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * The body of a Word API analysis: a JSON string of at least one character.
 * @param {unknown} value
 * @returns {string}
 */
export function textBody(value) {
  if (typeof value !== 'string' || value.length === 0) {
    throw new RequestError(400, 'The body must be the text as a JSON string of at least one character, e.g. "the quick brown fox".');
  }
  return value;
}

/**
 * The two operands of a Calculator API body: an object with 32-bit integers `a` and `b`.
 * @param {unknown} value
 * @returns {{ a: number, b: number }}
 */
export function operandsBody(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RequestError(400, 'The body must be a JSON object with two 32-bit integers, e.g. {"a": 6, "b": 7}.');
  }
  const operands = /** @type {Record<string, unknown>} */ (value);
  for (const name of ['a', 'b']) {
    if (!(name in operands)) throw new RequestError(400, `Missing required property "${name}" (a 32-bit integer).`);
    if (!isInt32(operands[name]))
      throw new RequestError(400, `Property "${name}" must be a 32-bit integer (${INT32_MIN} to ${INT32_MAX}).`);
  }
  return { a: /** @type {number} */ (operands.a), b: /** @type {number} */ (operands.b) };
}

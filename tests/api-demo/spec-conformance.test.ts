import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiDemoServer } from '../../scripts/lib/api-demo/server.mjs';
import { close, listenInRange } from './listen';
import { SpecContract, type Exchange, type Received, type SpecOperation } from './spec-contract';

// The demo server against openapi/word.yaml and openapi/calculator.yaml. Every request below is
// sent to the running server, and then:
// - a request the spec describes (Ajv finds its parameters and body valid) must get a documented
//   status, with a documented media type and a body valid against that status's schema;
// - a request the spec does not describe (a missing or non-32-bit operand, a body of the wrong shape)
//   must get 400 (415 for a body that is not application/json) with `{ message }`, the error shape
//   the Calculator API documents. The specs document no error for those, so this is the one
//   undocumented answer allowed, and only where the spec itself rejects the request.
// A case also says what it expects (`status`, `answer`), so the server's arithmetic is held too.

interface Case extends Exchange {
  /** What the case shows, in the test's name. */
  name: string;
  status: number;
  /** The response body expected (JSON, or the text of a text/plain one). */
  answer?: unknown;
}

const json = (value: unknown) => ({ contentType: 'application/json', body: JSON.stringify(value) });
const text = 'the quick brown fox jumps over the lazy fox the end';
const MAX = 2147483647;
const MIN = -2147483648;

const CASES: Case[] = [
  // Word API: top
  {
    name: 'top, limit defaults to 5',
    method: 'POST',
    path: '/api/word/top',
    ...json('a b b c c c d d d d e e e e e f f f f f f'),
    status: 200,
    answer: [
      { key: 'f', value: 6 },
      { key: 'e', value: 5 },
      { key: 'd', value: 4 },
      { key: 'c', value: 3 },
      { key: 'b', value: 2 },
    ],
  },
  {
    name: 'top, limit 3',
    method: 'POST',
    path: '/api/word/top',
    query: { limit: '3' },
    ...json(text),
    status: 200,
    answer: [
      { key: 'the', value: 3 },
      { key: 'fox', value: 2 },
      { key: 'quick', value: 1 },
    ],
  },
  {
    name: 'top, equal counts keep their first order',
    method: 'POST',
    path: '/api/word/top',
    query: { limit: '2' },
    ...json('b a b a c'),
    status: 200,
    answer: [
      { key: 'b', value: 2 },
      { key: 'a', value: 2 },
    ],
  },
  {
    name: 'top, case and punctuation ignored',
    method: 'POST',
    path: '/api/word/top',
    ...json('Fox, fox. FOX!'),
    status: 200,
    answer: [{ key: 'fox', value: 3 }],
  },
  { name: 'top, limit 0', method: 'POST', path: '/api/word/top', query: { limit: '0' }, ...json(text), status: 200, answer: [] },
  {
    name: 'top, a negative limit (int32 allows it)',
    method: 'POST',
    path: '/api/word/top',
    query: { limit: '-1' },
    ...json(text),
    status: 200,
    answer: [],
  },
  { name: 'top, limit not a number', method: 'POST', path: '/api/word/top', query: { limit: 'many' }, ...json(text), status: 400 },
  { name: 'top, limit over 32 bits', method: 'POST', path: '/api/word/top', query: { limit: '2147483648' }, ...json(text), status: 400 },
  { name: 'top, limit not whole', method: 'POST', path: '/api/word/top', query: { limit: '1.5' }, ...json(text), status: 400 },
  { name: 'top, limit empty', method: 'POST', path: '/api/word/top', query: { limit: '' }, ...json(text), status: 400 },
  { name: 'top, limit twice', method: 'POST', path: '/api/word/top', query: { limit: ['1', '2'] }, ...json(text), status: 400 },
  { name: 'top, a number for a body', method: 'POST', path: '/api/word/top', ...json(123), status: 400 },
  { name: 'top, an empty string', method: 'POST', path: '/api/word/top', ...json(''), status: 400 },
  {
    name: 'top, a body that is not JSON',
    method: 'POST',
    path: '/api/word/top',
    contentType: 'application/json',
    body: 'the fox',
    status: 400,
  },
  { name: 'top, plain text', method: 'POST', path: '/api/word/top', contentType: 'text/plain', body: '"the fox"', status: 415 },
  { name: 'top, no body', method: 'POST', path: '/api/word/top', status: 400 },
  // Word API: frequency, count, sample, help
  {
    name: 'frequency',
    method: 'POST',
    path: '/api/word/frequency',
    ...json(text),
    status: 200,
    answer: { the: 3, quick: 1, brown: 1, fox: 2, jumps: 1, over: 1, lazy: 1, end: 1 },
  },
  { name: 'frequency of punctuation only', method: 'POST', path: '/api/word/frequency', ...json('?!'), status: 200, answer: {} },
  { name: 'frequency, an object for a body', method: 'POST', path: '/api/word/frequency', ...json({ text }), status: 400 },
  { name: 'count', method: 'POST', path: '/api/word/count', ...json(text), status: 200, answer: { wordCount: 11 } },
  { name: 'count of punctuation only', method: 'POST', path: '/api/word/count', ...json('...'), status: 200, answer: { wordCount: 0 } },
  { name: 'count, an array for a body', method: 'POST', path: '/api/word/count', ...json([text]), status: 400 },
  { name: 'sample', method: 'GET', path: '/api/word/sample', status: 200, answer: 'The quick brown fox jumps over the lazy dog.' },
  { name: 'help', method: 'GET', path: '/api/word/help', status: 200 },
  // Calculator API: add and subtract in the query
  { name: 'add 7 and 5', method: 'GET', path: '/api/calc/add', query: { a: '7', b: '5' }, status: 200, answer: 12 },
  { name: 'add wraps around 32 bits', method: 'GET', path: '/api/calc/add', query: { a: String(MAX), b: '1' }, status: 200, answer: MIN },
  {
    name: 'add the two extremes',
    method: 'GET',
    path: '/api/calc/add',
    query: { a: String(MIN), b: String(MAX) },
    status: 200,
    answer: -1,
  },
  { name: 'add without b', method: 'GET', path: '/api/calc/add', query: { a: '7' }, status: 400 },
  { name: 'add without operands', method: 'GET', path: '/api/calc/add', status: 400 },
  { name: 'add, a over 32 bits', method: 'GET', path: '/api/calc/add', query: { a: '2147483648', b: '1' }, status: 400 },
  { name: 'add, a under 32 bits', method: 'GET', path: '/api/calc/add', query: { a: '-2147483649', b: '1' }, status: 400 },
  { name: 'add, a not whole', method: 'GET', path: '/api/calc/add', query: { a: '1.5', b: '1' }, status: 400 },
  { name: 'add, b a word', method: 'GET', path: '/api/calc/add', query: { a: '1', b: 'two' }, status: 400 },
  { name: 'add, a twice', method: 'GET', path: '/api/calc/add', query: { a: ['1', '2'], b: '1' }, status: 400 },
  { name: 'subtract 7 and 5', method: 'GET', path: '/api/calc/subtract', query: { a: '7', b: '5' }, status: 200, answer: 2 },
  {
    name: 'subtract wraps around 32 bits',
    method: 'GET',
    path: '/api/calc/subtract',
    query: { a: String(MIN), b: '1' },
    status: 200,
    answer: MAX,
  },
  { name: 'subtract without a', method: 'GET', path: '/api/calc/subtract', query: { b: '5' }, status: 400 },
  // Calculator API: bodies
  { name: 'add 6 and 7 (body)', method: 'POST', path: '/api/calc/add', ...json({ a: 6, b: 7 }), status: 200, answer: 13 },
  { name: 'add (body) without b', method: 'POST', path: '/api/calc/add', ...json({ a: 6 }), status: 400 },
  { name: 'add (body), a string operand', method: 'POST', path: '/api/calc/add', ...json({ a: '6', b: 7 }), status: 400 },
  { name: 'add (body), b over 32 bits', method: 'POST', path: '/api/calc/add', ...json({ a: 6, b: 2147483648 }), status: 400 },
  { name: 'add (body), an array', method: 'POST', path: '/api/calc/add', ...json([6, 7]), status: 400 },
  { name: 'add (body), plain text', method: 'POST', path: '/api/calc/add', contentType: 'text/plain', body: '{"a":6,"b":7}', status: 415 },
  { name: 'multiply 6 and 7', method: 'POST', path: '/api/calc/multiply', ...json({ a: 6, b: 7 }), status: 200, answer: 42 },
  {
    name: 'multiply wraps around 32 bits',
    method: 'POST',
    path: '/api/calc/multiply',
    ...json({ a: 65536, b: 65537 }),
    status: 200,
    answer: 65536,
  },
  { name: 'multiply, a not whole', method: 'POST', path: '/api/calc/multiply', ...json({ a: 1.5, b: 2 }), status: 400 },
  { name: 'divide 84 by 2', method: 'POST', path: '/api/calc/divide', ...json({ a: 84, b: 2 }), status: 200, answer: 42 },
  { name: 'divide truncates towards zero', method: 'POST', path: '/api/calc/divide', ...json({ a: 7, b: -2 }), status: 200, answer: -3 },
  { name: 'divide the lowest by -1 wraps', method: 'POST', path: '/api/calc/divide', ...json({ a: MIN, b: -1 }), status: 200, answer: MIN },
  {
    name: 'divide by zero',
    method: 'POST',
    path: '/api/calc/divide',
    ...json({ a: 1, b: 0 }),
    status: 400,
    answer: { message: 'Division by zero' },
  },
  { name: 'divide without b', method: 'POST', path: '/api/calc/divide', ...json({ a: 1 }), status: 400 },
];

const SPECS = ['openapi/word.yaml', 'openapi/calculator.yaml'];

describe('the demo server answers as openapi/word.yaml and openapi/calculator.yaml describe', () => {
  let server: Server;
  let origin: string;
  let contracts: SpecContract[];
  let errorShape: SpecContract;

  beforeAll(async () => {
    contracts = await Promise.all(SPECS.map((file) => SpecContract.load(file)));
    errorShape = contracts[1]!;
    server = createApiDemoServer();
    origin = await listenInRange(server);
  });
  afterAll(() => close(server));

  const find = (method: string, path: string): { contract: SpecContract; op: SpecOperation } => {
    for (const contract of contracts) {
      const op = contract.operation(method, path);
      if (op) return { contract, op };
    }
    throw new Error(`No operation ${method} ${path} in ${SPECS.join(' or ')}`);
  };

  async function send(exchange: Exchange): Promise<Received> {
    const url = new URL(exchange.path, origin);
    for (const [name, value] of Object.entries(exchange.query ?? {})) for (const one of [value].flat()) url.searchParams.append(name, one);
    const response = await fetch(url, {
      method: exchange.method,
      headers: exchange.contentType ? { 'Content-Type': exchange.contentType } : {},
      body: exchange.body,
    });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  }

  for (const testCase of CASES) {
    it(`${testCase.method} ${testCase.path}: ${testCase.name} → ${testCase.status}`, async () => {
      const { contract, op } = find(testCase.method, testCase.path);
      const described = contract.requestProblems(op, testCase).length === 0;
      const received = await send(testCase);
      expect(received.status, received.text).toBe(testCase.status);
      if (described) {
        expect(contract.responseProblems(op, received), `${received.status} ${received.contentType} ${received.text}`).toEqual([]);
      } else {
        expect(received.status === 400 || received.status === 415, `a request ${op.spec} does not describe`).toBe(true);
        const error = errorShape.check(['components', 'schemas', 'ErrorResponse'], JSON.parse(received.text), 'response');
        expect(error, received.text).toEqual([]);
        expect(received.contentType).toMatch(/^application\/json/);
      }
      if (testCase.answer !== undefined) {
        expect(received.contentType.startsWith('text/plain') ? received.text : JSON.parse(received.text)).toEqual(testCase.answer);
      }
    });
  }

  it('the cases that expect 400 or 415 are exactly those the spec rejects (division by zero aside: it is documented)', () => {
    const wrong = CASES.filter((testCase) => {
      const { contract, op } = find(testCase.method, testCase.path);
      const rejected = contract.requestProblems(op, testCase).length > 0;
      return rejected !== (testCase.status !== 200 && testCase.name !== 'divide by zero');
    });
    expect(wrong.map((testCase) => testCase.name)).toEqual([]);
  });

  it('every operation of both specs is called with a request it describes, and every documented status is answered', () => {
    const missing: string[] = [];
    for (const contract of contracts) {
      for (const op of contract.operations()) {
        const cases = CASES.filter((c) => c.method === op.method && c.path === op.path && contract.requestProblems(op, c).length === 0);
        for (const status of Object.keys(op.node.responses as object)) {
          if (!cases.some((c) => String(c.status) === status)) missing.push(`${op.spec} ${op.method} ${op.path} (${op.id}) → ${status}`);
        }
      }
    }
    expect(missing, 'add a case for each to CASES and answer it in scripts/lib/api-demo/routes.mjs').toEqual([]);
  });

  it('help lists exactly the Word API operations', async () => {
    const listed = Object.keys(JSON.parse((await send({ method: 'GET', path: '/api/word/help' })).text) as object).map((key) =>
      key.replace(/\?.*$/, ''),
    );
    expect(listed.sort()).toEqual(
      contracts[0]!
        .operations()
        .map((op) => `${op.method} ${op.path}`)
        .sort(),
    );
  });
});

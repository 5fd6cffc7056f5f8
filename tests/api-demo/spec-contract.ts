// The specs as a contract for the demo server: whether a request is one the spec describes (its
// parameters and body valid against their schemas), and whether a response is one it documents (its
// status, media type and body). Ajv reads the bundled spec as the example check does
// (schemasForExamples), with the int32 and int64 formats checked, so an out-of-range result fails.
import Ajv, { type ValidateFunction } from 'ajv';
import { DEFAULT_EXAMPLE_RULES, requiredIn, schemasForExamples } from '@/lib/openapi/examples/ajv-schema';
import { loadSpec } from '@/lib/openapi/load/load';
import { derefWithPointer, isObject, toPointer, type Json } from '@/lib/openapi/model/resolve';

const DOC = 'https://openapi.invalid/document.json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface SpecOperation {
  spec: string;
  id: string;
  method: string;
  path: string;
  /** JSON pointer segments of the operation object. */
  at: string[];
  node: Json;
}

export interface Exchange {
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  contentType?: string;
  body?: string;
}

export interface Received {
  status: number;
  contentType: string;
  text: string;
}

/** A loaded spec with a compiled-on-demand validator per schema pointer. */
export class SpecContract {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  private constructor(
    readonly file: string,
    readonly document: Json,
  ) {
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, passContext: true });
    this.ajv.addKeyword(requiredIn);
    const bits = (n: number) => (value: number) => Number.isInteger(value) && value >= -(2 ** (n - 1)) && value < 2 ** (n - 1);
    this.ajv.addFormat('int32', { type: 'number', validate: bits(32) });
    this.ajv.addFormat('int64', { type: 'number', validate: (value: number) => Number.isSafeInteger(value) });
    this.ajv.addSchema(schemasForExamples(document, { is31: false, rules: DEFAULT_EXAMPLE_RULES }), DOC);
  }

  static async load(file: string): Promise<SpecContract> {
    const { document } = await loadSpec(file);
    return new SpecContract(file, document);
  }

  /** Every operation of the spec (paths only: the seed's specs have no webhooks). */
  operations(): SpecOperation[] {
    const paths = (this.document.paths ?? {}) as Record<string, Json>;
    return Object.entries(paths).flatMap(([path, item]) =>
      METHODS.filter((method) => isObject(item[method])).map((method) => {
        const node = item[method] as Json;
        return { spec: this.file, id: String(node.operationId), method: method.toUpperCase(), path, at: ['paths', path, method], node };
      }),
    );
  }

  operation(method: string, path: string): SpecOperation | undefined {
    return this.operations().find((op) => op.method === method && op.path === path);
  }

  /** The problems (none when it is valid) of `value` against the schema at `segments`. */
  check(segments: string[], value: unknown, direction: 'request' | 'response'): string[] {
    const key = toPointer(segments);
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOC}#${key}` });
      this.compiled.set(key, validate);
    }
    if (validate.call({ direction }, value)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(value)'} ${error.message}`);
  }

  private resolved(value: unknown, at: string[]): { node: Json; at: string[] } {
    const found = derefWithPointer(this.document, value);
    return { node: found.node as Json, at: found.at ?? at };
  }

  /** Why the spec does not describe this request (none: it does), checked as a server would read it. */
  requestProblems(op: SpecOperation, exchange: Exchange): string[] {
    const problems: string[] = [];
    const parameters = (op.node.parameters ?? []) as unknown[];
    parameters.forEach((raw, index) => {
      const { node, at } = this.resolved(raw, [...op.at, 'parameters', String(index)]);
      if (node.in !== 'query') return;
      const given = exchange.query?.[String(node.name)];
      const values = given === undefined ? [] : Array.isArray(given) ? given : [given];
      if (values.length === 0) {
        if (node.required) problems.push(`query ${String(node.name)} is required`);
        return;
      }
      if (values.length > 1) problems.push(`query ${String(node.name)} is a single value, given ${values.length} times`);
      // A query value is text; an integer schema reads the digits as a number, as servers do.
      const text = values[0]!;
      const value = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
      problems.push(...this.check([...at, 'schema'], value, 'request').map((p) => `query ${String(node.name)}: ${p}`));
    });
    if (op.node.requestBody === undefined) return problems;
    const { node: body, at } = this.resolved(op.node.requestBody, [...op.at, 'requestBody']);
    if (exchange.body === undefined || exchange.body === '') {
      if (body.required) problems.push('the body is required');
      return problems;
    }
    const content = (body.content ?? {}) as Record<string, unknown>;
    const type = (exchange.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(type in content))
      return [...problems, `the body's media type ${type || '(none)'} is not one of ${Object.keys(content).join(', ')}`];
    let value: unknown;
    try {
      value = JSON.parse(exchange.body);
    } catch {
      return [...problems, 'the body is not JSON'];
    }
    return [...problems, ...this.check([...at, 'content', type, 'schema'], value, 'request').map((p) => `body: ${p}`)];
  }

  /** Why the spec does not document this response of the operation (none: it does). */
  responseProblems(op: SpecOperation, received: Received): string[] {
    const responses = (op.node.responses ?? {}) as Record<string, unknown>;
    const raw = responses[String(received.status)] ?? responses[`${String(received.status)[0]}XX`] ?? responses.default;
    if (raw === undefined) return [`status ${received.status} is not documented (documented: ${Object.keys(responses).join(', ')})`];
    const { node, at } = this.resolved(raw, [...op.at, 'responses', String(received.status)]);
    const content = (node.content ?? {}) as Record<string, unknown>;
    const type = received.contentType.split(';')[0]!.trim().toLowerCase();
    if (!(type in content))
      return [`media type ${type} is not documented for ${received.status} (documented: ${Object.keys(content).join(', ')})`];
    let value: unknown = received.text;
    if (type === 'application/json') {
      try {
        value = JSON.parse(received.text);
      } catch {
        return [`the ${type} body is not JSON: ${received.text.slice(0, 80)}`];
      }
    }
    return this.check([...at, 'content', type, 'schema'], value, 'response');
  }
}

// Loading an AsyncAPI document (an API entry's `spec` whose document says `asyncapi:`): the same
// reading, multi-file bundling and file + JSON pointer errors as an OpenAPI description, then the
// official JSON Schema of its version, the references the schema cannot see, and the messages'
// examples against their payloads.
import Ajv from 'ajv';
import { displayPath } from '@/lib/files/tree';
import { bundle } from '../load/bundle';
import { OpenApiSpecError, type SpecProblem } from '../load/errors';
import { checkExternalRefs, refsIn } from '../load/external-refs';
import { isObject, lookup, toPointer, type Json } from '../model/resolve';
import { formatKind } from './formats';
import { schemaProblems, schemaVersion } from './validate';

export const ASYNCAPI_KIND = 'AsyncAPI document';

const REMOTE = /^[a-z][a-z0-9+.-]*:\/\//i;
export const REMOTE_REF = 'x-remote-ref';

/**
 * A `$ref` to a URL (a schema registry, a published `.avsc`) is never fetched: the build reads only
 * local files. Its object becomes a note naming the URL, shown where the schema would be.
 */
function holdRemoteRefs(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  for (const child of Object.values(value)) {
    if (isObject(child) && typeof child.$ref === 'string' && REMOTE.test(child.$ref) && !child.$ref.startsWith('file:')) {
      const url = child.$ref;
      delete child.$ref;
      child[REMOTE_REF] = url;
      child.description = `Defined outside this document, at ${url} (not fetched by the build).`;
    } else holdRemoteRefs(child);
  }
}

/** The document as written for the official schema, which accepts a remote `$ref` where an Avro schema or a message is due. */
function withRemoteRefs(doc: Json): Json {
  const copy = structuredClone(doc);
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (isObject(value) && typeof value[REMOTE_REF] === 'string') {
      value.$ref = value[REMOTE_REF];
      delete value[REMOTE_REF];
      delete value.description;
      return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(copy);
  return copy;
}

/**
 * Every `$ref` to a place in the document that does not exist, or to a chain of `$ref`s that comes
 * back to where it started and so never reaches a channel, message or schema, where it is written.
 */
function danglingRefs(doc: Json): SpecProblem[] {
  const problems: SpecProblem[] = [];
  for (const { ref, pointer } of refsIn(doc)) {
    if (!ref.startsWith('#')) continue;
    if (lookup(doc, ref) === undefined) {
      problems.push({ pointer, message: `$ref "${ref}" points at nothing in the document. Fix the pointer (e.g. #/components/messages/Name) or add that part.` });
      continue;
    }
    const chain = [ref];
    for (let target = lookup(doc, ref); isObject(target) && typeof target.$ref === 'string' && target.$ref.startsWith('#'); target = lookup(doc, target.$ref)) {
      if (chain.includes(target.$ref)) {
        problems.push({ pointer, message: `$ref "${ref}" never reaches an object: its $refs loop (${[...chain, target.$ref].join(' → ')}). Point one of them at the object itself.` });
        break;
      }
      chain.push(target.$ref);
    }
  }
  return problems;
}

/** 3.x: an operation's messages must be messages of its channel (AsyncAPI 3.0 "Operation Object"). */
function operationMessageProblems(doc: Json): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const operations = isObject(doc.operations) ? doc.operations : {};
  for (const [id, op] of Object.entries(operations)) {
    if (!isObject(op) || !Array.isArray(op.messages) || !isObject(op.channel) || typeof op.channel.$ref !== 'string') continue;
    op.messages.forEach((message, i) => {
      const ref = isObject(message) && typeof message.$ref === 'string' ? message.$ref : '';
      if (ref && !ref.startsWith(`${op.channel && (op.channel as Json).$ref}/messages/`)) {
        problems.push({
          pointer: toPointer(['operations', id, 'messages', i, '$ref']),
          message: `"${ref}" is not a message of the operation's channel (${String((op.channel as Json).$ref)}): point at ${String((op.channel as Json).$ref)}/messages/<name>`,
        });
      }
    });
  }
  return problems;
}

/** Each message written in place (not a `$ref`), at its pointer. */
function* messagesOf(doc: Json): Generator<[Json, string[]]> {
  const components = isObject(doc.components) && isObject(doc.components.messages) ? doc.components.messages : {};
  for (const [name, m] of Object.entries(components)) if (isObject(m) && !m.$ref) yield [m, ['components', 'messages', name]];
  for (const [name, channel] of Object.entries(isObject(doc.channels) ? doc.channels : {})) {
    if (!isObject(channel)) continue;
    for (const [key, m] of Object.entries(isObject(channel.messages) ? channel.messages : {})) if (isObject(m) && !m.$ref) yield [m, ['channels', name, 'messages', key]];
    for (const verb of ['publish', 'subscribe']) {
      const message = isObject(channel[verb]) ? (channel[verb] as Json).message : undefined;
      if (!isObject(message) || message.$ref) continue;
      if (!Array.isArray(message.oneOf)) yield [message, ['channels', name, verb, 'message']];
      else for (const [i, m] of message.oneOf.entries()) if (isObject(m) && !m.$ref) yield [m, ['channels', name, verb, 'message', 'oneOf', String(i)]];
    }
  }
}

/** Messages' examples (`payload`, `headers`) that do not match their JSON Schema payload and headers. */
export function asyncExampleProblems(doc: Json): SpecProblem[] {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false, validateSchema: false });
  ajv.addSchema(doc, 'asyncapi:doc');
  const problems: SpecProblem[] = [];
  for (const [message, at] of messagesOf(doc)) {
    if (!Array.isArray(message.examples)) continue;
    for (const part of ['payload', 'headers'] as const) {
      const schema = message[part];
      if (schema === undefined) continue;
      const multi = isObject(schema) && 'schemaFormat' in schema && 'schema' in schema;
      const format = multi ? (schema as Json).schemaFormat : part === 'payload' ? message.schemaFormat : undefined;
      if (formatKind(format) !== 'json-schema') continue;
      let validate;
      try {
        validate = ajv.compile({ $ref: `asyncapi:doc#${toPointer([...at, part, ...(multi ? ['schema'] : [])])}` });
      } catch {
        continue;
      }
      message.examples.forEach((example, i) => {
        if (!isObject(example) || !(part in example)) return;
        if (validate(example[part])) return;
        for (const error of validate.errors ?? []) {
          problems.push({
            pointer: toPointer([...at, 'examples', i, part]) + error.instancePath,
            message: `example does not match the message's ${part} schema: ${error.message ?? 'is invalid'}${error.keyword === 'additionalProperties' ? ` ("${String((error.params as { additionalProperty?: string }).additionalProperty)}")` : ''}`,
          });
        }
      });
    }
  }
  return problems;
}

/**
 * Reads, bundles and validates one AsyncAPI document (2.0–2.6, 3.0–3.1). Throws OpenApiSpecError
 * (named "AsyncAPI document") listing every problem with its file and JSON pointer.
 */
export async function loadAsyncApi(file: string, absolute: string, parsed: Json): Promise<{ file: string; document: Json; refs: string[] }> {
  const hint = `Fix the document, then check it with: npm run openapi:check -- ${file}`;
  const version = String(parsed.asyncapi);
  const schema = schemaVersion(version);
  if (!schema) throw new OpenApiSpecError(file, [{ pointer: '/asyncapi', message: `unsupported version "${version}": use AsyncAPI 2.0.0–2.6.0 or 3.0.0–3.1.0` }], undefined, ASYNCAPI_KIND);
  let doc = parsed;
  holdRemoteRefs(doc);
  // Before bundling: the bundler shortens a chain of refs to its end, which this rule must not see.
  const operationProblems = operationMessageProblems(doc);
  const docs = await checkExternalRefs(absolute, doc, displayPath);
  const read = [...docs.keys()].filter((other) => other !== absolute).sort();
  if (read.length) doc = await bundle(absolute, doc);
  const problems = [...schemaProblems(withRemoteRefs(doc), schema), ...danglingRefs(doc), ...operationProblems];
  if (problems.length) throw new OpenApiSpecError(file, problems, hint, ASYNCAPI_KIND);
  return { file, document: doc, refs: read };
}

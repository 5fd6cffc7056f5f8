// OpenAPI 3.2 rules the official 3.2 schema holds and our validator does not see: its Ajv copy
// skips Schema Objects (see validate.ts), and these checks arrived in the OpenAPI Initiative's
// later schema tests. A header name that is not an HTTP token can never be sent; an XML Object
// with `nodeType` beside the deprecated `attribute` or `wrapped` says the same thing twice, possibly
// differently.
import type { SpecProblem } from './errors';
import { pathItems } from './method-problems';
import { itemOperations } from '../model/path-items';
import { isObject, toPointer, type Json } from '../model/resolve';

/** RFC 9110 §5.6.2 token: the characters a header field name may use. */
const HTTP_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

type Path = (string | number)[];

const notToken = (name: string) =>
  `header name "${name}" is not an HTTP token: use only letters, digits and ${"!#$%&'*+-.^_`|~"} (no spaces, "=", ":", brackets or quotes)`;

function headerParameters(parameters: unknown, at: Path, problems: SpecProblem[]): void {
  const entries: [string | number, unknown][] = Array.isArray(parameters) ? parameters.map((p, i) => [i, p]) : isObject(parameters) ? Object.entries(parameters) : [];
  for (const [key, parameter] of entries) {
    if (!isObject(parameter) || parameter.in !== 'header' || typeof parameter.name !== 'string') continue;
    if (!HTTP_TOKEN.test(parameter.name)) problems.push({ pointer: toPointer([...at, key, 'name']), message: notToken(parameter.name) });
  }
}

function responseHeaders(responses: unknown, at: Path, problems: SpecProblem[]): void {
  if (!isObject(responses)) return;
  for (const [status, response] of Object.entries(responses)) {
    if (!isObject(response) || !isObject(response.headers)) continue;
    for (const name of Object.keys(response.headers)) {
      if (!HTTP_TOKEN.test(name)) problems.push({ pointer: toPointer([...at, status, 'headers', name]), message: notToken(name) });
    }
  }
}

// Keys whose values are data or maps of names, never an XML Object: an `xml` key inside them is a
// property name or an example's field.
const DATA_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum', 'dataValue', 'serializedValue']);
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'schemas', 'dependentSchemas']);

function xmlObjects(node: unknown, at: Path, parentKey: string | undefined, problems: SpecProblem[]): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => xmlObjects(child, [...at, i], undefined, problems));
    return;
  }
  if (!isObject(node)) return;
  const isNameMap = parentKey !== undefined && NAME_MAPS.has(parentKey);
  for (const [key, child] of Object.entries(node)) {
    if (!isNameMap && DATA_KEYS.has(key)) continue;
    if (!isNameMap && key === 'xml' && isObject(child) && 'nodeType' in child) {
      for (const old of ['attribute', 'wrapped'].filter((field) => field in child)) {
        problems.push({
          pointer: toPointer([...at, key, old]),
          message: `"${old}" is deprecated in OpenAPI 3.2 and must not be set beside "nodeType": remove it (nodeType ${old === 'attribute' ? '"attribute"' : '"array"'} says the same)`,
        });
      }
    }
    xmlObjects(child, [...at, key], key, problems);
  }
}

/** The 3.2 document's header names that are not HTTP tokens and its XML Objects mixing `nodeType` with `attribute`/`wrapped`, each at its JSON pointer. */
export function v32Problems(doc: Json): SpecProblem[] {
  const problems: SpecProblem[] = [];
  for (const [item, at] of pathItems(doc)) {
    headerParameters(item.parameters, [...at, 'parameters'], problems);
    for (const [, op, segments] of itemOperations(item)) {
      headerParameters(op.parameters, [...at, ...segments, 'parameters'], problems);
      responseHeaders(op.responses, [...at, ...segments, 'responses'], problems);
    }
  }
  if (isObject(doc.components)) {
    headerParameters(doc.components.parameters, ['components', 'parameters'], problems);
    responseHeaders(doc.components.responses, ['components', 'responses'], problems);
  }
  xmlObjects(doc, [], undefined, problems);
  return problems;
}

// The changelog compares AsyncAPI versions with the diff engine of OpenAPI, which knows which
// changes break the side that sends and which the side that receives. An AsyncAPI document is read
// for it as an OpenAPI 3.2 one whose path items are the channels' addresses and whose operations are
// SEND and RECEIVE (additionalOperations): the messages an application SENDS are what its readers
// receive, so they are compared as responses (a new enum value or a removed field breaks consumers);
// the messages it RECEIVES are what its readers send, so they are compared as request bodies (a new
// required field breaks producers). A message's headers are compared by the same rules as its
// payload. Schemas are referenced where the document writes them, so each change's pointer is the
// AsyncAPI file's own.
import { isObject, lookup, pointerSegments, type Json } from '../model/resolve';

/** The last `$ref` of a chain (a channel's message pointing at components/messages), as a "#/…" pointer. */
function finalRef(doc: Json, ref: string): string {
  let current = ref;
  for (let hops = 0; hops < 32; hops++) {
    const target = lookup(doc, current);
    if (!isObject(target) || typeof target.$ref !== 'string') return current;
    current = target.$ref;
  }
  return current;
}

const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** A schema of a message (payload or headers) where it is written: its `schema` when it is a Multi Format Schema Object. */
const schemaRef = (value: unknown, at: string) => ({ $ref: isObject(value) && 'schemaFormat' in value && 'schema' in value ? `${at}/schema` : at });

/**
 * Where a message's headers are written: its own `headers`, else those of its last trait that has
 * some (the message's own fields win over its traits', as the reference applies them; a trait's
 * headers replace an earlier trait's whole, where the reference merges their top-level keys).
 */
function headersAt(doc: Json, message: Json, at: string): string | undefined {
  if (message.headers !== undefined) return `${at}/headers`;
  const traits = Array.isArray(message.traits) ? message.traits : [];
  for (let i = traits.length - 1; i >= 0; i--) {
    const written = traits[i];
    const where = isObject(written) && typeof written.$ref === 'string' ? finalRef(doc, written.$ref) : `${at}/traits/${i}`;
    const trait = where.startsWith('#') ? lookup(doc, where) : undefined;
    if (isObject(trait) && trait.headers !== undefined) return `${where}/headers`;
  }
  return undefined;
}

/**
 * A message as content of the pseudo-operation: keyed by its name, its payload the `schema` and its
 * headers `x-headers` (compared by the same rules, diff.ts), each a `$ref` to where it is written.
 */
function content(doc: Json, refs: string[]): Json {
  const out: Json = {};
  for (const ref of refs) {
    const at = finalRef(doc, ref);
    const message = lookup(doc, at);
    if (!isObject(message)) continue;
    const name = typeof message.name === 'string' ? message.name : (pointerSegments(at).pop() ?? 'message');
    const headers = headersAt(doc, message, at);
    out[name] = {
      ...(message.payload === undefined ? {} : { schema: schemaRef(message.payload, `${at}/payload`) }),
      ...(headers ? { 'x-headers': schemaRef(lookup(doc, headers), headers) } : {}),
    };
  }
  return out;
}

const slashed = (address: string) => (address.startsWith('/') ? address : `/${address}`);

/**
 * The path of an event operation in the pseudo-document: its address with a leading "/" (an OpenAPI
 * path has one; a Kafka topic does not), and its id too when an earlier operation of the same action
 * has that address (a WebSocket API's requests, all on "/"), else it would replace the first. The view
 * model gives each operation the same path (`event.changelogPath`), so the changelog finds it in the
 * reference. It is a key: what the changelog shows is the address (eventPathLabel).
 */
export function eventPath(address: string, id: string, taken: (path: string) => boolean): string {
  const path = slashed(address);
  return taken(path) ? `${path} (${id})` : path;
}

/** An event operation's path as the changelog shows it: its address as written, and the id eventPath added ("/ (unsubscribe)"). */
export function eventPathLabel(path: string, address: string): string {
  const base = slashed(address);
  return path.startsWith(base) ? `${address}${path.slice(base.length)}` : address;
}

/**
 * The document as the diff engine reads it (see above); `pointers` maps each pseudo-operation's
 * pointer to the AsyncAPI one, `addresses` each path to the channel address it was made of.
 */
export function asyncApiForDiff(doc: Json): { doc: Json; pointers: Map<string, string>; addresses: Map<string, string> } {
  const paths: Json = {};
  const pointers = new Map<string, string>();
  const addresses = new Map<string, string>();
  const add = (address: string, action: 'send' | 'receive', id: string, op: Json, refs: string[], where: string) => {
    const method = action === 'send' ? 'SEND' : 'RECEIVE';
    const path = eventPath(address, id, (taken) => isObject(paths[taken]) && isObject((paths[taken] as Json).additionalOperations) && Boolean(((paths[taken] as Json).additionalOperations as Json)[method]));
    const item = (paths[path] ??= { additionalOperations: {} }) as { additionalOperations: Json };
    const messages = content(doc, refs);
    const body = Object.keys(messages).length ? messages : undefined;
    item.additionalOperations[method] = {
      operationId: id,
      ...(op.deprecated === true ? { deprecated: true } : {}),
      ...(action === 'receive' && body ? { requestBody: { required: true, content: body } } : {}),
      // A success status: messages an operation no longer sends are ones its receivers relied on (response-removed).
      responses: action === 'send' && body ? { '200': { description: 'Messages sent', content: body } } : {},
    };
    pointers.set(`/paths/${escape(path)}/additionalOperations/${method}`, where);
    addresses.set(path, address);
  };
  const channels = isObject(doc.channels) ? doc.channels : {};
  if (String(doc.asyncapi).startsWith('2.')) {
    for (const [name, channel] of Object.entries(channels)) {
      if (!isObject(channel)) continue;
      for (const [verb, action] of [['subscribe', 'send'], ['publish', 'receive']] as const) {
        const op = channel[verb];
        if (!isObject(op)) continue;
        const base = `#/channels/${escape(name)}/${verb}/message`;
        const message = isObject(op.message) ? op.message : {};
        const refs = Array.isArray(message.oneOf) ? message.oneOf.map((_, i) => `${base}/oneOf/${i}`) : op.message ? [base] : [];
        add(name, action, typeof op.operationId === 'string' ? op.operationId : `${verb}-${name}`, op, refs, `/channels/${escape(name)}/${verb}`);
      }
    }
  } else {
    // As the view model reads them: an operation written in place or as a `$ref` (to components/operations),
    // its channel a `$ref` (what the official schema asks for) or written in place, named then by the operation.
    for (const [id, written] of Object.entries(isObject(doc.operations) ? doc.operations : {})) {
      const opAt = isObject(written) && typeof written.$ref === 'string' ? finalRef(doc, written.$ref) : `#/operations/${escape(id)}`;
      const op = lookup(doc, opAt);
      if (!isObject(op) || !isObject(op.channel)) continue;
      const channelRef = typeof op.channel.$ref === 'string' ? op.channel.$ref : undefined;
      const channelAt = channelRef ? finalRef(doc, channelRef) : `${opAt}/channel`;
      const channel = lookup(doc, channelAt);
      const address = isObject(channel) && typeof channel.address === 'string' ? channel.address : ((channelRef && pointerSegments(channelRef).pop()) ?? id);
      const own = isObject(channel) && isObject(channel.messages) ? Object.keys(channel.messages).map((key) => `${channelAt}/messages/${escape(key)}`) : [];
      const refs = Array.isArray(op.messages) ? op.messages.flatMap((m) => (isObject(m) && typeof m.$ref === 'string' ? [m.$ref] : [])) : own;
      add(address, op.action === 'send' ? 'send' : 'receive', id, op, refs, opAt.slice(1));
    }
  }
  // Without its `asyncapi` field: the pseudo-document is read as OpenAPI, never converted again.
  const { asyncapi: _version, ...rest } = doc;
  void _version;
  return { doc: { ...rest, openapi: '3.2.0', paths }, pointers, addresses };
}

/** A pointer of a change, in the AsyncAPI file: the pseudo-operation's part becomes the operation's. */
export function asyncPointer(pointers: Map<string, string>, pointer: string | undefined): string | undefined {
  if (pointer === undefined) return undefined;
  for (const [pseudo, real] of pointers) if (pointer === pseudo || pointer.startsWith(`${pseudo}/`)) return real;
  return pointer;
}

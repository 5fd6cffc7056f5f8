// What the "Try it" console knows of an API and of one operation: plain JSON built at build time
// (lib/openapi/samples/try-it.ts) and read in the browser. The API's part is given once per page to the
// launcher leaf; an operation's part rides on its button as a data attribute, so a page pays only
// for the operations it shows and nothing is sent twice (the button sits in a static island).

/** How a credential travels, reduced from a security scheme. */
export interface TryScheme {
  /** apiKey: a named header, query or cookie value; http: Authorization with `scheme`; token: OAuth 2 / OpenID Connect, pasted as a bearer token. */
  kind: 'apiKey' | 'http' | 'token' | 'unsupported';
  in?: 'header' | 'query' | 'cookie';
  /** apiKey: the header, query or cookie name. */
  name?: string;
  /** http: "bearer", "basic", or another scheme name as written. */
  scheme?: string;
  /** The spec's type, for the reader: "apiKey", "http", "oauth2", "openIdConnect", "mutualTLS". */
  type: string;
}

/** A server the console may send to: the allowlist's `index`-th entry, which the proxy's path names. */
export interface TryServer {
  url: string;
  /** Its description or 3.2 name, when the spec gives one for that URL. */
  label?: string;
}

/** The API-wide part: one per page. */
export interface TryApi {
  id: string;
  /** `<base>/_try/<api id>`, when the host proxies for this API (tryIt.proxy). */
  proxy?: string;
  /** Milliseconds before the console gives up. */
  timeout: number;
  servers: TryServer[];
  schemes: Record<string, TryScheme>;
  /** The document's `security`: alternatives, each the schemes that go together. */
  security: string[][];
}

export interface TryParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: true;
  /** As the reference labels it: "integer<int32>", "array of string". */
  type: string;
  /** Allowed values as text (a select). */
  enum?: string[];
  default?: string;
  /** The value the field starts with: the example, else the default. */
  value?: string;
  /** Sent as a comma-separated list in one field (arrays). */
  list?: true;
}

/** One field of a form-urlencoded or multipart body, or one property hint of a JSON body. */
export interface TryField {
  name: string;
  type: string;
  required?: true;
  /** multipart: a binary property is a file input. */
  file?: true;
  value?: string;
}

export interface TryMedia {
  mediaType: string;
  kind: 'json' | 'text' | 'form' | 'multipart' | 'file';
  /** The example the body starts with (json, text). */
  example?: string;
  /** form and multipart: the fields; json: the top-level properties, as hints. */
  fields?: TryField[];
}

/** The per-operation part, on its button. */
export interface TryOperation {
  method: string;
  path: string;
  params: TryParam[];
  body?: { required: boolean; media: TryMedia[] };
  /** The URL of the server the path or operation names for itself: the console picks it when the allowlist has it. */
  server?: string;
  /** The operation's own security alternatives, when it overrides the document's ([]: public). */
  security?: string[][];
  /** Documented responses in spec order: status ("200", "4XX", "default") and its description as text. */
  responses: [string, string][];
}

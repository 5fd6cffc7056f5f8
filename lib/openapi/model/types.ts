// The view model: everything a reference page shows, as plain JSON. It holds no cycles (schemas
// point at each other by id through the flat `schemas` table), so React, golden files and the
// RSC payload can take it as is. Descriptions are already sanitised HTML (`...Html` fields).

/** The methods a path item names as fields, in lower case; OpenAPI 3.2 adds `query`. */
export type FixedMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace' | 'query';

/**
 * A fixed method, or one of OpenAPI 3.2's `additionalOperations` as written ("COPY", "PURGE"): any
 * HTTP method. Show it with `methodLabel` (path-items.ts), never as a class name or raw HTML.
 */
export type HttpMethod = FixedMethod | (string & {});

/** A schema as used somewhere: either a pointer into the table or an inline schema. */
export type SchemaView = { ref: string } | SchemaNode;

export interface SchemaProperty {
  name: string;
  required: boolean;
  schema: SchemaView;
}

export interface SchemaNode {
  /** "string", "integer", ... one or several (3.1 type arrays); empty when the schema says nothing. */
  types: string[];
  title?: string;
  format?: string;
  descriptionHtml?: string;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  /** Values as JSON text, so any JSON value (including null) survives and is shown escaped. */
  enum?: string[];
  const?: string;
  default?: string;
  examples?: string[];
  /** minimum, maximum, exclusive bounds, lengths, pattern, multipleOf, item counts, uniqueItems. */
  constraints?: Record<string, string>;
  properties?: SchemaProperty[];
  /** true / false / a schema for the values of a map. */
  additionalProperties?: boolean | SchemaView;
  patternProperties?: { pattern: string; schema: SchemaView }[];
  items?: SchemaView;
  /** allOf members are merged into this node; their names are kept for the reader. */
  mergedFrom?: string[];
  oneOf?: SchemaView[];
  anyOf?: SchemaView[];
  not?: SchemaView;
  discriminator?: { propertyName: string; mapping: { value: string; ref: string }[] };
}

/** A named, referenced schema in the table. */
export interface SchemaEntry {
  id: string;
  /** Short name, e.g. "OperationRequest". */
  name: string;
  /** Page anchor of its definition, e.g. "schema/OperationRequest". */
  anchor: string;
  /**
   * Where links to it go: "#schema/Pet" on a one-page reference, the schema's own page
   * ("/demo/api/github/schemas/repository") when the reference is split. Set by planPages.
   */
  href?: string;
  /** Its page below the API's route when the reference is split, e.g. "schemas/repository". */
  page?: string;
  schema: SchemaNode;
}

export interface ExampleView {
  name: string;
  summary?: string;
  /** The value as pretty JSON, or the string itself for text examples. */
  value: string;
}

/** An example kept outside the spec (OpenAPI `externalValue`): shown as a link, never fetched. */
export interface ExternalExampleView {
  name: string;
  summary?: string;
  url: string;
}

/** How one field of a form or multipart body is sent (OpenAPI Encoding Object, the fields samples use). */
export interface EncodingView {
  contentType?: string;
  style?: string;
  explode?: boolean;
}

export interface MediaTypeView {
  mediaType: string;
  schema?: SchemaView;
  /** OpenAPI 3.2: the schema of each item of a stream (`text/event-stream`, `application/jsonl`, ...). */
  itemSchema?: SchemaView;
  /** Examples given by value, `dataValue` (3.2), or `serializedValue` (3.2, shown as written). */
  examples: ExampleView[];
  externalExamples?: ExternalExampleView[];
  /** A form or multipart body's `encoding`, by property name. */
  encoding?: Record<string, EncodingView>;
}

export interface ParameterView {
  name: string;
  /** `querystring` (OpenAPI 3.2): one parameter is the whole query string, described by a schema. */
  in: 'query' | 'header' | 'path' | 'cookie' | 'querystring';
  anchor: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  schema?: SchemaView;
  example?: string;
  /** The media type of a parameter described by `content` (a query string's `application/x-www-form-urlencoded`). */
  mediaType?: string;
  /** A `querystring` parameter's example as the query string a request sends ("q=tea&limit=5"). */
  queryString?: string;
}

export interface RequestBodyView {
  anchor: string;
  required: boolean;
  descriptionHtml?: string;
  content: MediaTypeView[];
}

export interface HeaderView {
  name: string;
  required: boolean;
  descriptionHtml?: string;
  schema?: SchemaView;
}

/** A response link (OpenAPI `links`): how a value of this response feeds another operation. */
export interface LinkView {
  name: string;
  descriptionHtml?: string;
  /** The target's operationId, or its operationRef as written. */
  target?: string;
  /** Anchor of the target operation when it is one of this API's; planPages adds the href. */
  targetAnchor?: string;
  href?: string;
  /** Parameter name → runtime expression or value, as JSON text when not a string. */
  parameters: { name: string; value: string }[];
}

export interface ResponseView {
  /** "200", "4XX", "default". */
  status: string;
  anchor: string;
  /** OpenAPI 3.2: a short line beside the status. */
  summary?: string;
  descriptionHtml?: string;
  headers: HeaderView[];
  content: MediaTypeView[];
  links?: LinkView[];
}

export interface SampleView {
  /** "curl" | "javascript" | "python" for requests; a media type for responses. */
  id: string;
  label: string;
  /** Grammar for the highlighter. */
  lang: string;
  code: string;
  /** The code highlighted for the dark samples panel, when done ahead of rendering (and cached). */
  html?: string;
  /** Set when `code` is the start of a longer sample (see sample-bounds.ts): the whole one is a file of the export. */
  full?: FullSample;
}

/** A sample too long to show whole: the export holds it as a file at `route` (below the base path). */
export interface FullSample {
  route: string;
  code: string;
  lines: number;
  /** Lines of it that `code` shows. */
  shown: number;
}

export interface ResponseSampleView {
  status: string;
  samples: SampleView[];
}

export interface SecurityRequirementView {
  /** Schemes that apply together; any one requirement of the list is enough. */
  schemes: { name: string; scopes: string[] }[];
}

export interface OperationView {
  kind: 'operation' | 'webhook' | 'callback';
  id: string;
  /** Page anchor, e.g. "operation/divide" or "webhook/newPet". */
  anchor: string;
  method: HttpMethod;
  path: string;
  /**
   * What headings, the sidebar and page titles call it: the summary when it is one short line,
   * else "GET /path" (or a webhook's name). GitHub's webhooks have paragraph-long summaries.
   */
  title: string;
  summary?: string;
  /** A summary too long to be the title (GitHub writes paragraphs, in Markdown), shown under it. */
  summaryHtml?: string;
  descriptionHtml?: string;
  deprecated: boolean;
  tags: string[];
  /** By location; `querystring` is present only when the operation has one (OpenAPI 3.2). */
  parameters: Record<Exclude<ParameterView['in'], 'querystring'>, ParameterView[]> & { querystring?: ParameterView[] };
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  callbacks: { name: string; operations: OperationView[] }[];
  /** undefined: the API's default applies; []: explicitly public. */
  security?: SecurityRequirementView[];
  /** The server this operation overrides the API's with (path- or operation-level `servers`). */
  server?: string;
  requestSamples: SampleView[];
  /** A large request body, shown once as the file the request samples read (see BODY_FILE_ABOVE). */
  requestBodyFile?: SampleView;
  responseSamples: ResponseSampleView[];
  /**
   * Its page below the API's route when the reference is split, e.g. "repos/get" or
   * "webhooks/ping"; undefined on a one-page reference. Set by planPages.
   */
  page?: string;
  /**
   * Its tags of another kind than navigation (OpenAPI 3.2 `kind: badge`, `audience`…): shown on the
   * operation, never as a sidebar group. `tags` holds only the navigation tags it is listed under.
   */
  labels?: TagLabelView[];
  /** A versioned API's "Added in v2" / "Changed in v3", linking to its changelog entry (lib/openapi/diff/changelog.ts). */
  versionBadge?: { kind: 'added' | 'changed'; version: string; label: string; href: string };
  /**
   * An AsyncAPI operation (lib/openapi/asyncapi/model.ts): its messages are also its `requestBody`
   * (its reply's its `responses`), so search, twins and the diff read them as they read HTTP bodies.
   */
  event?: EventOperationView;
}

/** A protocol binding (Kafka, MQTT, AMQP, WebSockets, HTTP…) as rows of a table; nested values as JSON text. */
export interface BindingView {
  protocol: string;
  rows: { name: string; value: string }[];
}

/** One AsyncAPI message as the reference shows it: headers and payload as schema trees, facts, examples. */
export interface MessageView {
  /** Its key (components/messages or the operation's list), e.g. "lightMeasured". */
  name: string;
  anchor: string;
  title: string;
  summary?: string;
  descriptionHtml?: string;
  contentType?: string;
  /** The schema format as written when it is not JSON Schema (Avro, an OpenAPI Schema Object…). */
  schemaFormat?: string;
  headers?: SchemaView;
  payload?: SchemaView;
  /** A payload in a format the reference cannot draw (Protobuf, RAML…): its source, shown with a note. */
  payloadSource?: { format: string; code: string };
  correlationId?: { location: string; descriptionHtml?: string };
  examples: ExampleView[];
  bindings: BindingView[];
  /** The traits applied to it, by name. */
  traits: string[];
  deprecated: boolean;
}

export interface EventOperationView {
  action: 'send' | 'receive';
  /** One line saying which way the messages go, from the application's point of view (2.x words explained). */
  direction: string;
  channel: { name: string; address?: string; anchor: string };
  messages: MessageView[];
  reply?: { address?: string; channel?: string; messages: MessageView[] };
  bindings: BindingView[];
  /** Its path in the changelog's comparison (asyncapi/diff-view.ts eventPath): "/" + address, and its id when the address is taken. */
  changelogPath: string;
}

/** What an AsyncAPI reference has besides its operations (servers' protocols and bindings, channels' facts). */
export interface AsyncApiExtras {
  /** "3.0.0", "2.6.0". */
  version: string;
  defaultContentType?: string;
  servers: { name: string; protocol: string; protocolVersion?: string; bindings: BindingView[]; security: SecurityRequirementView[] }[];
  channels: { name: string; anchor: string; address?: string; parameters: ParameterView[]; bindings: BindingView[]; messages: string[] }[];
  externalDocs?: { url: string; description?: string };
}

export interface TagLabelView {
  /** The tag's 3.2 `kind`, e.g. "badge" or "audience". */
  kind: string;
  name: string;
  /** Its `summary` when it has one, else its name. */
  title: string;
}

export interface TagView {
  name: string;
  anchor: string;
  /** The short label shown instead of the name (3.2 `summary`, or Redoc's `x-displayName`). */
  summary?: string;
  descriptionHtml?: string;
  /**
   * The anchor of the section it is nested under: its 3.2 `parent` tag or its Redocly `x-tagGroups`
   * group. A parent tag may hold no operations of its own (then it is only a heading).
   */
  parent?: string;
  operations: OperationView[];
}

/** A Redocly `x-tagGroups` group: a heading over tags, with no operations of its own. */
export interface TagGroupView {
  name: string;
  anchor: string;
}

export interface SecuritySchemeView {
  name: string;
  type: string;
  descriptionHtml?: string;
  /** Plain facts: "in: header", "name: X-API-Key", "scheme: bearer", flows with their URLs and scopes... */
  details: string[];
  /** How the scheme carries its credential, as the spec says it (the samples and the Try it console send it so). */
  credential: { type: string; in?: string; name?: string; scheme?: string };
  /** OpenAPI 3.2: the scheme is on its way out. */
  deprecated?: boolean;
}

export interface ApiModel {
  /** "3.0.3", "3.1.0", or the version a Swagger 2.0 document was converted to. */
  openapi: string;
  /** Set when the source was Swagger 2.0 and was converted. */
  convertedFrom?: string;
  info: {
    title: string;
    version: string;
    summary?: string;
    descriptionHtml?: string;
    /** The ids of the description's headings ("section/…"), which description links target and each page reserves. */
    sectionAnchors?: string[];
    termsOfService?: string;
    contact?: { name?: string; url?: string; email?: string };
    license?: { name: string; url?: string };
  };
  /** `name`: OpenAPI 3.2's short name of a server ("Production"). */
  servers: { url: string; name?: string; descriptionHtml?: string; variables: { name: string; default: string; enum?: string[] }[] }[];
  tags: TagView[];
  /** Redocly's `x-tagGroups`, in order, when the spec has them; their tags point at them with `parent`. */
  tagGroups?: TagGroupView[];
  webhooks: OperationView[];
  securitySchemes: SecuritySchemeView[];
  security: SecurityRequirementView[];
  schemas: Record<string, SchemaEntry>;
  counts: { operations: number; webhooks: number; schemas: number };
  /** True when the reference is split into an overview and a page per operation, webhook and schema. */
  split?: boolean;
  /** "#…" links in descriptions that match nothing in the spec (shown as text), and the JSON pointers holding them. */
  unresolvedLinks?: { href: string; pointers: string[] }[];
  /** A versioned API's changelog page, e.g. "/api/word/changelog" (lib/openapi/diff/changelog.ts). */
  changelogRoute?: string;
  /** Set when the document is AsyncAPI: `openapi` then holds its AsyncAPI version. */
  asyncapi?: AsyncApiExtras;
}

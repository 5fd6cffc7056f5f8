// The rules the diff engine applies, each with an id (stable: the build check and `openapi:diff`
// name it), whether it breaks existing clients and why. Requests and responses read the same schema
// change in opposite ways: a client must send what a request asks for, and must read what a
// response gives, so narrowing breaks requests and widening breaks responses.

interface Rule {
  breaking: boolean;
  reason: string;
}

export const RULES = {
  'operation-added': { breaking: false, reason: 'a new operation changes nothing existing clients call' },
  'operation-removed': { breaking: true, reason: 'clients calling a removed operation get an error' },
  'operation-moved': { breaking: true, reason: 'clients calling the old method and path get an error' },
  'operation-deprecated': { breaking: false, reason: 'a deprecated operation still works; clients should plan to move away' },
  'operation-undeprecated': { breaking: false, reason: 'the operation is no longer on its way out' },
  'parameter-added-required': { breaking: true, reason: 'a new required request parameter breaks existing clients, which do not send it' },
  'parameter-added-optional': { breaking: false, reason: 'an optional parameter may be left out, as existing clients do' },
  'parameter-removed': { breaking: true, reason: 'clients still sending a removed parameter may be refused or see it ignored' },
  'parameter-became-required': { breaking: true, reason: 'clients that leave out a parameter which is now required are refused' },
  'parameter-became-optional': { breaking: false, reason: 'clients sending the parameter still may' },
  'parameter-location-changed': { breaking: true, reason: 'clients send the parameter where it no longer is read' },
  'request-body-added-required': { breaking: true, reason: 'existing clients send no body, which is now required' },
  'request-body-added-optional': { breaking: false, reason: 'an optional body may be left out, as existing clients do' },
  'request-body-removed': { breaking: true, reason: 'clients still sending a body may be refused' },
  'request-body-became-required': { breaking: true, reason: 'clients that send no body are refused' },
  'request-body-became-optional': { breaking: false, reason: 'clients sending a body still may' },
  'request-media-type-added': { breaking: false, reason: 'clients keep sending the media types they did' },
  'request-media-type-removed': { breaking: true, reason: 'clients sending this media type are refused' },
  'response-added': { breaking: false, reason: 'a new response status is one more outcome clients may meet; existing outcomes are unchanged' },
  'response-removed': { breaking: true, reason: 'clients that handle this successful response no longer get it, and may rely on it' },
  'response-non-success-removed': { breaking: false, reason: 'an error or other non-success status left undocumented; clients still handle unexpected statuses' },
  'response-media-type-added': { breaking: false, reason: 'clients keep receiving the media types they ask for' },
  'response-media-type-removed': { breaking: true, reason: 'clients asking for this media type no longer get it' },
  'request-property-added-required': { breaking: true, reason: 'a new required property in a request breaks existing clients, which do not send it' },
  'request-property-added-optional': { breaking: false, reason: 'an optional property may be left out, as existing clients do' },
  'request-property-removed': { breaking: true, reason: 'clients still sending a removed property may be refused or see it ignored' },
  'request-property-became-required': { breaking: true, reason: 'clients that leave out a property which is now required are refused' },
  'request-property-became-optional': { breaking: false, reason: 'clients sending the property still may' },
  'response-property-added': { breaking: false, reason: 'clients ignore properties they do not know' },
  'response-property-removed': { breaking: true, reason: 'clients reading a removed property find nothing' },
  'response-property-became-optional': { breaking: true, reason: 'clients reading a property that may now be absent can fail' },
  'response-property-became-required': { breaking: false, reason: 'the property is now always there, as clients read it' },
  'request-type-widened': { breaking: false, reason: 'the values clients send are still accepted' },
  'request-type-changed': { breaking: true, reason: 'values of the old type that clients send are refused' },
  'response-type-narrowed': { breaking: false, reason: 'every value clients get is of a type they already read' },
  'response-type-changed': { breaking: true, reason: 'clients get values of a type they do not read' },
  'request-format-changed': { breaking: true, reason: 'values clients send in the old format may be refused' },
  'request-format-removed': { breaking: false, reason: 'any value clients sent is still accepted' },
  'response-format-changed': { breaking: true, reason: 'clients parsing the old format may fail on the new values' },
  'response-format-added': { breaking: false, reason: 'the values are of a narrower format than clients read' },
  'request-enum-value-added': { breaking: false, reason: 'clients keep sending the values they did' },
  'request-enum-value-removed': { breaking: true, reason: 'clients sending a removed value are refused' },
  'response-enum-value-added': { breaking: true, reason: 'clients that handle every known value meet one they do not know' },
  'response-enum-value-removed': { breaking: false, reason: 'clients get fewer values, all of which they know' },
  'request-enum-added': { breaking: true, reason: 'clients sending a value outside the new list are refused' },
  'request-enum-removed': { breaking: false, reason: 'every value clients sent is still accepted' },
  'response-enum-added': { breaking: false, reason: 'clients get only values of the new list, which they already read' },
  'response-enum-removed': { breaking: true, reason: 'clients that handle every listed value may now get one outside the list' },
  'request-nullable-added': { breaking: false, reason: 'clients keep sending the values they did' },
  'request-nullable-removed': { breaking: true, reason: 'clients sending null are refused' },
  'response-nullable-added': { breaking: true, reason: 'clients reading the value may now get null' },
  'response-nullable-removed': { breaking: false, reason: 'clients no longer get null, which they handled' },
  'request-variant-added': { breaking: false, reason: 'clients keep sending the shapes they did' },
  'request-variant-removed': { breaking: true, reason: 'clients sending a removed shape are refused' },
  'response-variant-added': { breaking: true, reason: 'clients may get a shape they do not read' },
  'response-variant-removed': { breaking: false, reason: 'clients get fewer shapes, all of which they read' },
  'security-added': { breaking: false, reason: 'a new way to authorise is an option; existing credentials still work' },
  'security-removed': { breaking: true, reason: 'clients authorising this way are refused' },
  'security-scope-added': { breaking: true, reason: 'tokens without the new scope are refused' },
  'security-scope-removed': { breaking: false, reason: 'tokens holding the old scopes still hold every scope asked for' },
  'security-now-required': { breaking: true, reason: 'an operation that was public now refuses clients without credentials' },
  'security-now-public': { breaking: false, reason: 'clients sending credentials are still served' },
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;

export const RULE_IDS = Object.keys(RULES) as RuleId[];

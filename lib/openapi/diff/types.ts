// What the diff engine reports: plain JSON, so the changelog page, its feeds, the build check and
// `npm run openapi:diff` read the same list.
import type { HttpMethod, OperationView } from '../model/types';
import type { RuleId } from './rules';

/** The operation a change belongs to, as both versions' references know it (method and path). */
export interface OperationKey {
  kind: OperationView['kind'];
  method: HttpMethod;
  /** The path, or a webhook's name. */
  path: string;
  /**
   * An event operation's channel address as its AsyncAPI document writes it (`greenhouse/{houseId}/readings`),
   * which the changelog shows; `path` is the key it is matched by: the address with a leading "/", and
   * the operation's id when an earlier one of the same action has that address (asyncapi/diff-view.ts eventPath).
   */
  address?: string;
}

export interface ApiChange {
  rule: RuleId;
  breaking: boolean;
  /** Why it breaks (or does not break) existing clients, one sentence. */
  reason: string;
  /** What changed, in plain text, e.g. "query parameter `unit` became required". */
  message: string;
  /** The operation as the newer version writes it (the older, when it was removed). */
  operation: OperationKey;
  /** How the older version wrote it, when otherwise: moved (same operationId), or a path variable renamed. */
  previous?: OperationKey;
  /** Where the changed thing is written in the older version (a JSON pointer); absent when it is new. */
  before?: string;
  /** Where it is written in the newer version; absent when it was removed. */
  after?: string;
  /** For a spec kept in several files: "file#pointer" where `before` / `after` is written (source-pointers.ts). */
  beforeSource?: string;
  afterSource?: string;
}

/** Every change between two versions of an API, operations in path order. */
export interface ApiDiff {
  changes: ApiChange[];
  counts: { added: number; removed: number; changed: number; breaking: number };
}

// Security as a client meets it: the requirements that apply to an operation (its own `security`,
// else the document's), each alternative a set of schemes that apply together, each with its
// scopes. An empty requirement ({}) or no requirement at all means anyone may call it.
import { isObject, type Json } from '../model/resolve';
import type { FoundOperation } from './operations';
import type { RuleId } from './rules';

type Emit = (rule: RuleId, message: string, before?: string[], after?: string[]) => void;

/** One alternative: scheme name → its scopes (sorted). */
type Requirement = Map<string, string[]>;

function effective(doc: Json, found: FoundOperation): { alternatives: Requirement[]; public: boolean; at: string[] } {
  const own = Array.isArray(found.op.security);
  const list = own ? (found.op.security as unknown[]) : Array.isArray(doc.security) ? doc.security : [];
  const alternatives = list.filter(isObject).map((req): Requirement => new Map(Object.entries(req).map(([name, scopes]) => [name, Array.isArray(scopes) ? scopes.map(String).sort() : []])));
  return { alternatives, public: alternatives.length === 0 || alternatives.some((alt) => alt.size === 0), at: own ? [...found.at, 'security'] : Array.isArray(doc.security) ? ['security'] : found.at };
}

/** "oauth[read, write] + key"; the schemes alone (what pairs alternatives across versions) with `scopes` false. */
function written(alt: Requirement, scopes = true): string {
  return (
    [...alt]
      .map(([name, list]) => (scopes && list.length ? `${name}[${list.join(', ')}]` : name))
      .sort()
      .join(' + ') || 'anonymous'
  );
}

/**
 * Alternatives are paired by their schemes; a pair's scopes are compared as sets per scheme: a
 * scope added is one more a client's token must hold (breaking), a scope dropped asks less of it.
 * An alternative whose schemes no longer appear together is removed; a new set of schemes is added.
 */
export function securityChanges(oldDoc: Json, newDoc: Json, a: FoundOperation, b: FoundOperation, emit: Emit): void {
  const was = effective(oldDoc, a);
  const now = effective(newDoc, b);
  if (was.public && !now.public) return emit('security-now-required', `security now required: ${now.alternatives.map((alt) => written(alt)).join(' or ')}`, was.at, now.at);
  if (!was.public && now.public) return emit('security-now-public', 'security no longer required', was.at, now.at);
  // Identical alternatives first, so that oauth[read] or oauth[admin] → oauth[read] pairs the two reads.
  const left = now.alternatives.filter((alt) => !was.alternatives.some((old) => written(old) === written(alt)));
  for (const old of was.alternatives) {
    if (now.alternatives.some((alt) => written(alt) === written(old))) continue;
    const i = left.findIndex((alt) => written(alt, false) === written(old, false));
    if (i < 0) {
      emit('security-removed', `security ${written(old)} removed`, was.at, now.at);
      continue;
    }
    const [alt] = left.splice(i, 1) as [Requirement];
    for (const [name, scopes] of alt) {
      const before = old.get(name)!;
      const added = scopes.filter((scope) => !before.includes(scope));
      const dropped = before.filter((scope) => !scopes.includes(scope));
      if (added.length) emit('security-scope-added', `security ${name}: scope ${added.join(', ')} now required (${written(old)} → ${written(alt)})`, was.at, now.at);
      if (dropped.length) emit('security-scope-removed', `security ${name}: scope ${dropped.join(', ')} no longer required (${written(old)} → ${written(alt)})`, was.at, now.at);
    }
  }
  for (const alt of left) emit('security-added', `security ${written(alt)} added`, was.at, now.at);
}

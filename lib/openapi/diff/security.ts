// Security as a client meets it: the requirements that apply to an operation (its own `security`,
// else the document's), each alternative written "scheme[scope, scope] + scheme". An empty
// requirement ({}) or no requirement at all means anyone may call it.
import { isObject, type Json } from '../resolve';
import type { FoundOperation } from './operations';
import type { RuleId } from './rules';

type Emit = (rule: RuleId, message: string, before?: string[], after?: string[]) => void;

function effective(doc: Json, found: FoundOperation): { alternatives: string[]; public: boolean; at: string[] } {
  const own = Array.isArray(found.op.security);
  const list = own ? (found.op.security as unknown[]) : Array.isArray(doc.security) ? doc.security : [];
  const alternatives = list.filter(isObject).map((req) =>
    Object.entries(req)
      .map(([name, scopes]) => `${name}${Array.isArray(scopes) && scopes.length ? `[${scopes.map(String).sort().join(', ')}]` : ''}`)
      .sort()
      .join(' + '),
  );
  return { alternatives, public: alternatives.length === 0 || alternatives.includes(''), at: own ? [...found.at, 'security'] : Array.isArray(doc.security) ? ['security'] : found.at };
}

export function securityChanges(oldDoc: Json, newDoc: Json, a: FoundOperation, b: FoundOperation, emit: Emit): void {
  const was = effective(oldDoc, a);
  const now = effective(newDoc, b);
  if (was.public && !now.public) return emit('security-now-required', `security now required: ${now.alternatives.join(' or ')}`, was.at, now.at);
  if (!was.public && now.public) return emit('security-now-public', 'security no longer required', was.at, now.at);
  const named = (alt: string) => alt || 'anonymous';
  for (const alt of was.alternatives) if (!now.alternatives.includes(alt)) emit('security-removed', `security ${named(alt)} removed`, was.at, now.at);
  for (const alt of now.alternatives) if (!was.alternatives.includes(alt)) emit('security-added', `security ${named(alt)} added`, was.at, now.at);
}

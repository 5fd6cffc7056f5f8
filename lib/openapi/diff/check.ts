// `checks.breakingChanges`, run by the content check before `next build`: each versioned API's latest
// version against the one before. 'throw' stops the build naming the API, each operation, JSON
// pointer and rule; 'warn' prints the same; 'ignore' computes nothing.
import type { CheckLevel } from '@/lib/config/schema';
import { getChangelog, versionedApis } from './changelog';

/** At most this many breaking changes are printed per API; `npm run openapi:diff` lists them all. */
const PRINTED = 40;

export class BreakingChangeError extends Error {
  override name = 'BreakingChangeError';
}

/** The breaking changes of each versioned API's newest pair of versions, as one message per API. */
export async function breakingChangeMessages(): Promise<string[]> {
  const messages: string[] = [];
  for (const api of versionedApis()) {
    const pair = (await getChangelog(api)).pairs[0];
    if (!pair || pair.counts.breaking === 0) continue;
    const breaking = pair.operations.flatMap((op) => op.changes.filter((c) => c.breaking).map((c) => ({ op, c })));
    const specs = new Map(api.version!.family.versions.map((ref) => [ref.name, ref.spec]));
    const lines = breaking.slice(0, PRINTED).map(({ op, c }) => `  - ${op.label}: ${c.message} (rule ${c.rule}; ${c.after ? `${specs.get(pair.to.name)}#${c.after}` : `${specs.get(pair.from.name)}#${c.before}`}): ${c.reason}.`);
    if (breaking.length > PRINTED) lines.push(`  … and ${breaking.length - PRINTED} more: npm run openapi:diff -- ${specs.get(pair.from.name)} ${specs.get(pair.to.name)}`);
    messages.push(`API "${api.id}": ${breaking.length} breaking change(s) from ${pair.from.name} to ${pair.to.name}:\n${lines.join('\n')}`);
  }
  return messages;
}

/** Acts on the breaking changes at `level` (checks.breakingChanges). */
export async function checkBreakingChanges(level: CheckLevel, warn: (message: string) => void = console.warn): Promise<void> {
  if (level === 'ignore') return;
  const messages = await breakingChangeMessages();
  if (!messages.length) return;
  const fix = "Keep the new version compatible, or, if the break is meant, set checks.breakingChanges: 'warn' (or 'ignore') in site.config.ts.";
  if (level === 'throw') throw new BreakingChangeError(`${messages.join('\n\n')}\n${fix}`);
  warn(`\nWarning: ${messages.join('\n\n')}\n(checks.breakingChanges is 'warn'; 'throw' stops the build.)`);
}

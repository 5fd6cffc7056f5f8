// `checks.breakingChanges`, run by the content check before `next build`: each versioned API's latest
// version against the one before. 'throw' stops the build naming the API, each operation, JSON
// pointer and rule; 'warn' prints the same; 'ignore' computes nothing.
import { BuildError } from '@/lib/errors/build-error';
import { levelOutcome } from '@/lib/config/checks';
import type { CheckLevel } from '@/lib/config/schema';
import { getChangelog, versionedApis } from './changelog';
import { sourcePointers, type SourceOf } from './source-pointers';
import type { ApiChange } from './types';

/** At most this many breaking changes are printed per API; `npm run openapi:diff` lists them all. */
const PRINTED = 40;

export class BreakingChangeError extends BuildError {
  override name = 'BreakingChangeError';
}

/** The breaking changes of each versioned API's newest pair of versions, as one message per API with its count. */
export async function breakingChangeMessages(): Promise<{ count: number; text: string }[]> {
  const messages: { count: number; text: string }[] = [];
  for (const api of versionedApis()) {
    const pair = (await getChangelog(api)).pairs[0];
    if (!pair || pair.counts.breaking === 0) continue;
    const breaking = pair.operations.flatMap((op) => op.changes.filter((c) => c.breaking).map((c) => ({ op, c })));
    const specs = new Map(api.version!.family.versions.map((ref) => [ref.name, ref.spec]));
    // Named in the file that writes it (a spec of several files: the schema's own file).
    const [from, to] = await Promise.all([sourcePointers(specs.get(pair.from.name)!), sourcePointers(specs.get(pair.to.name)!)]);
    const changes = breaking.map(({ op, c }) => ({ label: op.label, change: c }));
    messages.push(breakingChangeMessage(api.id, { name: pair.from.name, spec: specs.get(pair.from.name)!, source: from }, { name: pair.to.name, spec: specs.get(pair.to.name)!, source: to }, changes));
  }
  return messages;
}

/** One version of an API as the message names it: its name, its file, and where a pointer of it is written. */
interface VersionOf {
  name: string;
  spec: string;
  source: SourceOf;
}

/** One API's breaking changes from one version to the next, as the check prints them (40 at most, then the command that lists all). */
export function breakingChangeMessage(api: string, from: VersionOf, to: VersionOf, breaking: { label: string; change: ApiChange }[]): { count: number; text: string } {
  const lines = breaking
    .slice(0, PRINTED)
    .map(({ label, change: c }) => `  - ${label}: ${c.message} (rule ${c.rule}; ${c.after ? to.source.of(c.after) : from.source.of(c.before!)}): ${c.reason}.`);
  if (breaking.length > PRINTED) lines.push(`  … and ${breaking.length - PRINTED} more: npm run openapi:diff -- ${from.spec} ${to.spec}`);
  return { count: breaking.length, text: `API "${api}": ${breaking.length} breaking change(s) from ${from.name} to ${to.name}:\n${lines.join('\n')}` };
}

/** Acts on the breaking changes at `level` (checks.breakingChanges), worded as every check is (lib/config/checks.ts levelOutcome). */
export async function checkBreakingChanges(level: CheckLevel, warn: (message: string) => void = console.warn): Promise<void> {
  // 'ignore' diffs nothing at all (levelOutcome would only say nothing after the work).
  if (level === 'ignore') return;
  reportBreakingChanges(level, await breakingChangeMessages(), warn);
}

/** Says the breaking changes at `level`: a warning, or the error that stops the build. */
export function reportBreakingChanges(level: CheckLevel, messages: { count: number; text: string }[], warn: (message: string) => void = console.warn): void {
  const count = messages.reduce((n, m) => n + m.count, 0);
  const { message, fail } = levelOutcome(level, {
    count,
    heading: `Breaking API changes (${count})`,
    details: messages.map((m) => m.text).join('\n\n'),
    setting: 'checks.breakingChanges',
    verdict: 'the build stops',
    fix: 'Keep the new version compatible with the one before',
    relax: (to) => `if the break is meant, set checks.breakingChanges: '${to}' in site.config.ts`,
  });
  if (fail) throw new BreakingChangeError(message);
  if (message) warn(`\nWarning: ${message}`);
}

import { manualPage } from './manual';
import type { CheckLevel } from './schema';

/** A check's problems, as `levelOutcome` reports them. */
export interface LevelReport {
  /** How many problems; none means nothing to say. */
  count: number;
  /** What is wrong, with the count, e.g. "Broken links (2)". */
  heading: string;
  /** The problems, one line each, ready to print ("  - where: what"). */
  details: string;
  /** The setting that holds the level, as the writer finds it, e.g. "checks.brokenLinks". */
  setting: string;
  /** What to fix, e.g. "Fix the link in the page's source". */
  fix: string;
  /** How the writer sets another level, e.g. (level) => `set checks.brokenLinks: '${level}' in site.config.ts`. */
  relax: (level: 'warn' | 'ignore') => string;
  /** What 'throw' does here; the example check says "the build stops" (it runs before `next build`). */
  verdict?: string;
}

/**
 * The one reading of a check's `ignore | warn | throw` level: the message to print (empty at
 * 'ignore' or without problems) and whether the build fails. At 'warn' the note offers 'ignore', not
 * the level already set.
 */
export function levelOutcome(level: CheckLevel, report: LevelReport): { message: string; fail: boolean } {
  if (level === 'ignore' || report.count === 0) return { message: '', fail: false };
  const fail = level === 'throw';
  const verdict = fail ? (report.verdict ?? 'the build fails') : 'a warning';
  const note = fail ? `, or ${report.relax('warn')} to publish it with a warning.` : ` (or ${report.relax('ignore')} to stop checking).`;
  const more = `The checks and their levels: ${manualPage('reference/checks')}`;
  return {
    message: `${report.heading}, ${verdict} (${report.setting}: '${level}'):\n${report.details}\n${report.fix}${note}\n${more}`,
    fail,
  };
}

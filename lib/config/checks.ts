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
  /** The setting's path in the site config when `setting` words it otherwise ("apis[].validateExamples"): its section of the checks page. */
  check?: string;
}

/**
 * The id of a check's section on the manual's checks page, whose heading is the setting's path in the
 * site config: as the manual makes a heading's id (lower case; `.`, `[` and `]` dropped).
 */
export const checkAnchor = (setting: string): string => setting.toLowerCase().replace(/[^a-z0-9_-]/g, '');

/** The address of a check's own section in the manual ("checks.brokenLinks", "blog.onInlineAuthors"): what it finds, its levels. */
export function checkPage(setting: string): string {
  return manualPage(`reference/checks#${checkAnchor(setting)}`);
}

/** The last line of every check's message: where the manual explains that check and its levels. */
export const checkNote = (setting: string): string => `The check and its levels: ${checkPage(setting)}`;

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
  const more = checkNote(report.check ?? report.setting);
  return {
    message: `${report.heading}, ${verdict} (${report.setting}: '${level}'):\n${report.details}\n${report.fix}${note}\n${more}`,
    fail,
  };
}

import { BuildError } from './build-error';

/**
 * What a setting does with a problem, in Docusaurus' words (onInlineTags, onInlineAuthors, the
 * checks): say nothing, log it, warn, or stop the build. The checks' own settings offer all but 'log'.
 */
export type ReportLevel = 'ignore' | 'log' | 'warn' | 'throw';

/** Where non-fatal reports go: console.warn and console.info in the build, arrays in tests. */
export interface Reporter {
  warn: (message: string) => void;
  log?: (message: string) => void;
}

/**
 * Acts on one build problem as the config says. A problem given as an error (a ContentError naming
 * file and line) is thrown as it is, a sentence as a BuildError, so the build prints the message
 * without a stack; `note` follows a warning or log line (which setting to change); `trailer` ends the
 * message at every level, on a line of its own (a check's: where the manual explains it).
 */
export function reportProblem(
  level: ReportLevel,
  problem: string | Error,
  reporter: Reporter | Reporter['warn'] = console.warn,
  note = '',
  trailer = '',
): void {
  if (level === 'ignore') return;
  const tail = trailer ? `\n${trailer}` : '';
  if (level === 'throw') {
    if (typeof problem === 'string') throw new BuildError(`${problem}${tail}`);
    problem.message += tail;
    throw problem;
  }
  const text = `${typeof problem === 'string' ? problem : problem.message}${note}${tail}`;
  const { warn, log = console.info } = typeof reporter === 'function' ? { warn: reporter } : reporter;
  if (level === 'log') log(text);
  else warn(`Warning: ${text}`);
}

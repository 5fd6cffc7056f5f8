import type { CheckLevel } from './schema';

/**
 * Acts on a build problem as the config says: fail the build, warn, or say nothing. A problem given
 * as an error (a ContentError naming file and line) is thrown as it is, so the build prints its
 * message without a stack; `note` follows the warning (which setting to change).
 */
export function reportProblem(level: CheckLevel, problem: string | Error, warn: (message: string) => void = console.warn, note = ''): void {
  if (level === 'ignore') return;
  if (level === 'throw') throw typeof problem === 'string' ? new Error(problem) : problem;
  warn(`Warning: ${typeof problem === 'string' ? problem : problem.message}${note}`);
}

import type { CheckLevel } from './schema';

/** Acts on a build problem as the config says: fail the build, warn, or say nothing. */
export function reportProblem(level: CheckLevel, message: string): void {
  if (level === 'throw') throw new Error(message);
  if (level === 'warn') console.warn(`Warning: ${message}`);
}

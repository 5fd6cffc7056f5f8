/**
 * How long a collapsible takes to open or close, from its content height: short lists snap, long
 * ones glide, and nothing takes longer than 600 ms. Client-safe (no imports).
 */
export function collapseDuration(height: number): number {
  if (height <= 0) return 150;
  return Math.min(600, Math.round(120 + 40 * Math.sqrt(height / 40)));
}

/** The duration to use now: 1 ms when the reader asked for reduced motion (spec §4). */
export function effectiveCollapseDuration(height: number, reducedMotion: boolean): number {
  return reducedMotion ? 1 : collapseDuration(height);
}

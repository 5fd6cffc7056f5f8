import { DEFAULT_TRUNCATE_MARKER } from '@/lib/config/blog-options';
import { lineBreaksOf } from '@/lib/text/blank';

export interface SplitBody {
  /** The body with the marker blanked (its line stays, empty, so later lines keep their numbers). */
  body: string;
  /** The text before the marker, or undefined when there is no marker. */
  excerpt?: string;
}

/**
 * Splits a post body at its truncate marker. Both marker forms are accepted in both formats so
 * that renaming a file from .md to .mdx does not silently lose the excerpt.
 */
export function splitExcerpt(body: string, marker: RegExp = DEFAULT_TRUNCATE_MARKER): SplitBody {
  // A global or sticky RegExp would carry lastIndex between posts; a fresh copy starts at 0.
  const match = new RegExp(marker.source, marker.flags.replace(/[gy]/g, '')).exec(body);
  if (!match) return { body };
  const before = body.slice(0, match.index);
  const after = body.slice(match.index + match[0].length);
  return { body: `${before}${lineBreaksOf(match[0])}${after}`, excerpt: `${before.trimEnd()}\n` };
}

/** Whole minutes to read a body at the given speed (code counts too), at least 1. */
export function readingTime(body: string, wordsPerMinute: number): number {
  const words = body
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/[#>*_`~[\]()|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

import { readPreparedSite } from '../config/prepared';

/**
 * Prints a content warning once per build. The content check reads every loader before `next build`
 * and says each warning there; `next build`'s workers and the post-build step load the same content
 * again, a process each, and would repeat every warning as many times. So once the prepared site is
 * marked checked, later processes stay quiet; development (no content check) always warns.
 */
export function siteWarn(message: string): void {
  if (readPreparedSite().contentChecked && process.env.NODE_ENV === 'production') return;
  console.warn(message);
}

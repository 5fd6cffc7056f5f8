'use client';

import { usePreferredVersionName } from '@/lib/runtime/preferred-version';

/**
 * Deletes the reader's saved preferred version of this docs instance when it names none of the
 * instance's versions (spec §4: the version was removed since it was chosen). Renders nothing.
 */
export function StalePreferredVersion({ pluginId, names }: { pluginId: string; names: string[] }) {
  usePreferredVersionName(pluginId, names);
  return null;
}

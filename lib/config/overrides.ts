// SITE_CONFIG_OVERRIDES: JSON merged over site.config.ts at build time, so one checkout can build
// variants (a preview with noindex, the test build with the colour-mode toggle switched off)
// without editing the config file. The merged result is validated like the file itself.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges objects; arrays and scalars in the override replace the base value. */
export function mergeConfig<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return override as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = key in merged ? mergeConfig(merged[key], value) : value;
  }
  return merged as T;
}

/** Parses the SITE_CONFIG_OVERRIDES value, or explains what is wrong with it. */
export function parseOverrides(raw: string | undefined): Json | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new Error(
      `SITE_CONFIG_OVERRIDES is not valid JSON (${(error as Error).message}). ` +
        `Give a JSON object, e.g. SITE_CONFIG_OVERRIDES='{"noindex":true}'.`,
    );
  }
  if (!isPlainObject(parsed)) {
    throw new Error('SITE_CONFIG_OVERRIDES must be a JSON object, e.g. {"noindex":true}.');
  }
  return parsed as Json;
}

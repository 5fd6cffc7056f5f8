// Single values Docusaurus spells differently from this site's schema: check levels and colours.

const CHECK_LEVELS = new Set(['ignore', 'warn', 'throw']);

/** Docusaurus' report levels to this site's: 'log' → 'warn'; anything else unknown → undefined. */
export function checkLevel(value: unknown): 'ignore' | 'warn' | 'throw' | undefined {
  if (value === 'log') return 'warn';
  return typeof value === 'string' && CHECK_LEVELS.has(value) ? (value as 'ignore' | 'warn' | 'throw') : undefined;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Expands "#abc" to "#aabbcc"; other colours are undefined (the schema wants six hex digits). */
export function hexColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (HEX.test(v)) return v.toLowerCase();
  const short = /^#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])$/.exec(v);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : undefined;
}

/** The `--ifm-color-primary` of a custom CSS file's first rule that sets it (the light mode's, in Docusaurus' template). */
export function primaryColourFromCss(css: string): string | undefined {
  const match = /--ifm-color-primary\s*:\s*([^;}\s]+)/.exec(css);
  return match ? hexColour(match[1]) : undefined;
}

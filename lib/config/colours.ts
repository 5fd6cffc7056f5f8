// Derives the shades of the brand colour that the theme needs, so that text set in the brand
// colour meets WCAG AA (4.5:1) on the page background in both colour modes, whatever primary
// colour the config names. #1890ff itself is only 3.2:1 on white.

export const LIGHT_BACKGROUND = '#ffffff';
/** The light mode's grey surface (sidebars, secondary buttons, the active sidebar item): brand text sits on it too. */
export const LIGHT_SURFACE = '#f5f6f7';
export const DARK_BACKGROUND = '#1b1b1d';
/**
 * The admonitions' tints (components/mdx/admonition.module.css: note, tip, info, warning, danger), on
 * which a link in a note sits in the brand colour: in light mode darker than the grey surface (a link
 * in a note measured 4.46:1 on #f3f4f6 with the demo's #1890ff), in dark mode lighter than the page.
 */
export const LIGHT_TINTS = ['#f3f4f6', '#e9f6ec', '#e8f3ff', '#fff6e0', '#fdecec'];
export const DARK_TINTS = ['#2a2c30', '#1f2e23', '#1b2a3a', '#33290f', '#3a1f1f'];
export const AA_NORMAL_TEXT = 4.5;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance as defined by WCAG 2. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes a colour towards another; amount 0 keeps it, 1 gives the other. */
export function mix(hex: string, towards: string, amount: number): string {
  const a = toRgb(hex);
  const b = toRgb(towards);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount) as Rgb);
}

/** The smallest step towards `towards` that reaches each background's ratio. */
function shadeFor(hex: string, towards: string, backgrounds: [background: string, ratio: number][]): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = mix(hex, towards, step / 100);
    if (backgrounds.every(([background, ratio]) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return towards;
}

export interface PrimaryShades {
  /** The brand colour as configured, for fills and decorations. */
  base: string;
  /** Text, links and focus rings on the light background and on its grey surface. */
  lightText: string;
  /** Hover state of lightText. */
  lightHover: string;
  /** Text, links and focus rings on the dark background. */
  darkText: string;
  /** Hover state of darkText. */
  darkHover: string;
}

export function derivePrimaryShades(primary: string): PrimaryShades {
  // AA on the grey surface and the admonitions' tints (AA there is AA on white too); on the dark page 6:1, and AA on its tints.
  const lightText = shadeFor(
    primary,
    '#000000',
    [LIGHT_SURFACE, ...LIGHT_TINTS].map((background) => [background, AA_NORMAL_TEXT]),
  );
  const darkText = shadeFor(primary, '#ffffff', [
    [DARK_BACKGROUND, 6],
    ...DARK_TINTS.map((background): [string, number] => [background, AA_NORMAL_TEXT]),
  ]);
  return {
    base: primary,
    lightText,
    lightHover: mix(lightText, '#000000', 0.15),
    darkText,
    darkHover: mix(darkText, '#ffffff', 0.2),
  };
}

// Code colours as classes instead of style attributes, so a Content-Security-Policy without
// style-src 'unsafe-inline' shows highlighted code (deploy/nginx.conf.template).
//
// shiki writes each token's colours inline: `color:#X;--shiki-dark:#Y` plus font-style variables.
// A code theme has a small, fixed palette (20–40 colours), so every colour it can produce becomes
// one class, and the rules for both themes ship once in the site stylesheet (lib/site/stylesheet.ts,
// bundled with the app's CSS). A token then carries `class="sc-79c0ff sd-ff7b72"`: shorter than
// the style it replaces, and the same for every page.
import type { Element, Root, RootContent } from 'hast';
import type { ShikiTransformer, ThemeRegistrationResolved } from 'shiki';

/** The colours one pair of code themes can produce, lower-case hex without '#'. */
export interface CodePalette {
  /** Foregrounds of both themes: `sc-<hex>` (the light theme's, or a single-theme block's). */
  colours: Set<string>;
  /** Backgrounds of both themes: `sg-<hex>`. */
  backgrounds: Set<string>;
  /** The dark theme's foregrounds (`sd-<hex>`) and backgrounds (`sdg-<hex>`); empty when both themes are one. */
  darkColours: Set<string>;
  darkBackgrounds: Set<string>;
}

const HEX = /^#([0-9a-f]{3,8})$/i;

function hex(value: string | undefined): string | undefined {
  const match = value ? HEX.exec(value.trim()) : null;
  return match ? match[1]!.toLowerCase() : undefined;
}

function themeColours(theme: ThemeRegistrationResolved): { fg: Set<string>; bg: Set<string> } {
  const fg = new Set<string>();
  const bg = new Set<string>();
  const add = (set: Set<string>, value: string | undefined) => {
    const h = hex(value);
    if (h) set.add(h);
  };
  add(fg, theme.fg);
  add(bg, theme.bg);
  for (const rule of theme.settings ?? []) {
    add(fg, rule.settings?.foreground);
    add(bg, rule.settings?.background);
  }
  // shiki swaps these in for the colours they replace.
  for (const value of Object.values(theme.colorReplacements ?? {})) {
    add(fg, value);
    add(bg, value);
  }
  return { fg, bg };
}

/** The palette of a light and a dark theme (the same theme twice needs no dark rules). */
export function codePalette(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved): CodePalette {
  const l = themeColours(light);
  const d = themeColours(dark);
  const same = light.name === dark.name;
  return {
    colours: new Set([...l.fg, ...d.fg]),
    backgrounds: new Set([...l.bg, ...d.bg]),
    darkColours: same ? new Set() : d.fg,
    darkBackgrounds: same ? new Set() : d.bg,
  };
}

const DARK = "[data-theme='dark']";

/** The rules for every class of the palette: a few hundred bytes gzipped, shipped once. */
export function codePaletteCss(palette: CodePalette): string {
  const rules: string[] = [];
  for (const h of [...palette.colours].sort()) rules.push(`.sc-${h}{color:#${h}}`);
  for (const h of [...palette.backgrounds].sort()) rules.push(`.sg-${h}{background-color:#${h}}`);
  rules.push('.s-i{font-style:italic}.s-b{font-weight:bold}.s-u{text-decoration:underline}.s-s{text-decoration:line-through}');
  // Two selectors' weight: the dark rule beats the light class on the same token.
  for (const h of [...palette.darkColours].sort()) rules.push(`${DARK} .sd-${h}{color:#${h}}`);
  for (const h of [...palette.darkBackgrounds].sort()) rules.push(`${DARK} .sdg-${h}{background-color:#${h}}`);
  if (palette.darkColours.size > 0) {
    rules.push(
      `${DARK} .s-di{font-style:italic}${DARK} .s-dni{font-style:normal}` +
        `${DARK} .s-db{font-weight:bold}${DARK} .s-dnb{font-weight:inherit}` +
        `${DARK} .s-du{text-decoration:underline}${DARK} .s-ds{text-decoration:line-through}${DARK} .s-dnd{text-decoration:none}`,
    );
  }
  return rules.join('\n');
}

interface Look {
  color?: string;
  bg?: string;
  italic?: boolean;
  bold?: boolean;
  decoration?: 'underline' | 'line-through' | 'none';
}

/** One declaration into the light or dark look; false when it is not one shiki writes for a palette theme. */
function read(look: { light: Look; dark: Look }, prop: string, value: string): boolean {
  const [mode, name] = prop.startsWith('--shiki-dark')
    ? (['dark', prop.slice('--shiki-dark'.length) || '-color'] as const)
    : prop.startsWith('--shiki-light')
      ? (['light', prop.slice('--shiki-light'.length) || '-color'] as const)
      : (['light', `-${prop}`] as const);
  const target = look[mode];
  switch (name) {
    case '-color':
      return (target.color = hex(value)) !== undefined;
    case '-bg':
    case '-background-color':
      return (target.bg = hex(value)) !== undefined;
    case '-font-style':
      target.italic = value === 'italic';
      return value === 'italic' || value === 'inherit' || value === 'normal';
    case '-font-weight':
      target.bold = value === 'bold' || value === '700';
      return target.bold || value === 'inherit' || value === 'normal';
    case '-text-decoration':
      if (value === 'underline' || value === 'line-through') target.decoration = value;
      else if (value === 'inherit' || value === 'none') target.decoration = 'none';
      else return false;
      return true;
    default:
      return false;
  }
}

/**
 * The classes that stand for one of shiki's style attributes, or undefined when a declaration or a
 * colour is not in the palette: the caller then keeps the style, and the post-build step moves it
 * into a stylesheet (lib/postbuild/inline-styles.ts), so nothing loses its colour.
 */
export function styleToClasses(style: string, palette: CodePalette): string[] | undefined {
  const look = { light: {} as Look, dark: {} as Look };
  for (const declaration of style.split(';')) {
    if (!declaration.trim()) continue;
    const colon = declaration.indexOf(':');
    if (colon < 0 || !read(look, declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim())) return undefined;
  }
  const { light, dark } = look;
  const classes: string[] = [];
  if (light.color) {
    if (!palette.colours.has(light.color)) return undefined;
    classes.push(`sc-${light.color}`);
  }
  if (light.bg) {
    if (!palette.backgrounds.has(light.bg)) return undefined;
    classes.push(`sg-${light.bg}`);
  }
  if (light.italic) classes.push('s-i');
  if (light.bold) classes.push('s-b');
  if (light.decoration === 'underline') classes.push('s-u');
  if (light.decoration === 'line-through') classes.push('s-s');
  if (dark.color && dark.color !== light.color) {
    if (!palette.darkColours.has(dark.color)) return undefined;
    classes.push(`sd-${dark.color}`);
  }
  if (dark.bg && dark.bg !== light.bg) {
    if (!palette.darkBackgrounds.has(dark.bg)) return undefined;
    classes.push(`sdg-${dark.bg}`);
  }
  const darkDiffers = palette.darkColours.size > 0;
  if (dark.italic !== undefined && dark.italic !== Boolean(light.italic)) {
    if (!darkDiffers) return undefined;
    classes.push(dark.italic ? 's-di' : 's-dni');
  }
  if (dark.bold !== undefined && dark.bold !== Boolean(light.bold)) {
    if (!darkDiffers) return undefined;
    classes.push(dark.bold ? 's-db' : 's-dnb');
  }
  if (dark.decoration !== undefined && dark.decoration !== (light.decoration ?? 'none')) {
    if (!darkDiffers) return undefined;
    classes.push(dark.decoration === 'underline' ? 's-du' : dark.decoration === 'line-through' ? 's-ds' : 's-dnd');
  }
  return classes;
}

function classList(node: Element): string[] {
  const value = node.properties.className ?? node.properties.class;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

function visit(node: Root | RootContent, palette: CodePalette): void {
  if (node.type === 'element' && typeof node.properties.style === 'string') {
    const classes = styleToClasses(node.properties.style, palette);
    if (classes) {
      const existing = classList(node);
      delete node.properties.style;
      delete node.properties.class;
      node.properties.className = [...existing, ...classes];
    }
  }
  if ('children' in node) for (const child of node.children) visit(child, palette);
}

/** A shiki transformer that turns the finished HTML's colour styles into the palette's classes. */
export function classesTransformer(palette: CodePalette): ShikiTransformer {
  return {
    name: 'site:style-to-classes',
    root(root) {
      visit(root, palette);
    },
  };
}

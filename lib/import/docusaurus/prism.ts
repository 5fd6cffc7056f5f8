// Prism themes (prism-react-renderer) to the shiki themes this site highlights code with.

import { isObj, stubPath } from './types';

/** prism-react-renderer theme names (v2 `themes.x`, v1 `prism-react-renderer/themes/x`) → shiki's bundled themes. */
export const PRISM_TO_SHIKI: Record<string, string> = {
  github: 'github-light',
  dracula: 'dracula',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oceanicNext: 'material-theme-ocean',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  palenight: 'material-theme-palenight',
  okaidia: 'monokai',
  synthwave84: 'synthwave-84',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
  duotoneDark: 'houston',
  duotoneLight: 'github-light',
  ultramin: 'min-light',
};

/** Background colours of prism-react-renderer themes, to name a theme object when the package is installed. */
const PRISM_BACKGROUNDS: Record<string, string> = {
  '#f6f8fa': 'github',
  '#282a36': 'dracula',
  '#1e1e1e': 'vsDark',
  '#ffffff': 'vsLight',
  '#011627': 'nightOwl',
  '#fbfbfb': 'nightOwlLight',
  'hsl(220, 13%, 18%)': 'oneDark',
  'hsl(230, 1%, 98%)': 'oneLight',
  '#292d3e': 'palenight',
};

/** The prism theme's name: from a placeholder's path, a name string, or a theme object's background. */
export function prismThemeName(value: unknown): string | undefined {
  const stub = stubPath(value);
  if (stub) {
    const parts = stub.flatMap((part) => part.split('/')).filter((part) => part !== 'default' && part !== 'index');
    return parts.at(-1)?.replace(/\.js$/, '');
  }
  if (typeof value === 'string') return value;
  if (isObj(value) && isObj(value.plain) && typeof value.plain.backgroundColor === 'string') {
    return PRISM_BACKGROUNDS[value.plain.backgroundColor.toLowerCase()];
  }
  return undefined;
}

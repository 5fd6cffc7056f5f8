// A loader (webpack's API, which Turbopack runs) for the CSS modules of the site folder. Docusaurus'
// css-loader takes a module's selectors with no local class or id (`:root { --x: 1 }`,
// `[data-theme='dark'] { … }`, `img { … }`) as global rules: there is nothing in them to rename.
// Turbopack's CSS modules are "pure" and stop the build on them ("Selector … is not pure"), and it
// ignores the `/* cssmodules-pure-no-check */` comment (tried with Next 16.4: the check still failed).
// It does take `:global(…)`, which means what Docusaurus did: so each such selector is wrapped in it.
// The project's own CSS modules are left alone and keep the check. CommonJS: Turbopack's loader runner
// requires it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader, as Turbopack runs them
const postcss = require('postcss');

/** A selector with its strings, attribute selectors and `:global(…)` parts taken out: what may hold a local name. */
function localPart(selector) {
  let text = selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""').replace(/\[[^\]]*\]/g, '[]');
  // Innermost parentheses first, so `:global(:is(a, b))` goes whole.
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/:global\([^()]*\)/g, '');
  }
  return text;
}

/** True when a selector names a local class or id, which CSS modules rename (and Turbopack's purity check wants). */
function isLocal(selector) {
  return /[.#](?:-?[A-Za-z_]|\\)/.test(localPart(selector));
}

/** `:global(x) y` → `x y`: the parts already global, so the whole can be wrapped once. */
function unwrapGlobals(selector) {
  let text = selector;
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/:global\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g, '$1');
  }
  return text.trim();
}

/** A rule whose selectors are read as the module's own: at the top or in @media/@supports/@layer/@container, not in @keyframes or nested. */
function isModuleRule(rule) {
  const parent = rule.parent;
  if (!parent || parent.type === 'root') return true;
  return parent.type === 'atrule' && !/keyframes$/i.test(parent.name) && isModuleRule(parent);
}

/** A CSS module's text with every selector that has no local class or id wrapped in `:global(…)`; unchanged when none. */
function globalBareSelectors(source, from) {
  const root = postcss.parse(source, { from });
  let changed = false;
  root.walkRules((rule) => {
    if (!isModuleRule(rule) || rule.selectors.every(isLocal)) return;
    changed = true;
    rule.selectors = rule.selectors.map((selector) => (isLocal(selector) ? selector : `:global(${unwrapGlobals(selector)})`));
  });
  return changed ? root.toString() : source;
}

/** True for a file inside the site folder. */
function inSiteFolder(file, siteDir) {
  const folder = siteDir && siteDir.replace(/[\\/]+$/, '');
  return !!folder && (file.startsWith(`${folder}/`) || file.startsWith(`${folder}\\`));
}

/** A CSS module's source as the build reads it: the site folder's with bare selectors made global, any other as it is. */
function siteCssModule(source, file, siteDir) {
  return inSiteFolder(file, siteDir) ? globalBareSelectors(source, file) : source;
}

/** @this {{ resourcePath: string, getOptions(): { siteDir?: string } }} */
function loader(source) {
  return siteCssModule(source, this.resourcePath, this.getOptions().siteDir);
}

module.exports = loader;
module.exports.siteCssModule = siteCssModule;
module.exports.globalBareSelectors = globalBareSelectors;

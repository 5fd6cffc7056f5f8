// A Docusaurus site adds components to every MDX page with a swizzled `src/theme/MDXComponents`:
//
//   import MDXComponents from '@theme-original/MDXComponents';
//   import Callout from '@site/src/components/Callout';
//   export default { ...MDXComponents, Callout, Note: Callout };
//
// Docusaurus merges that map into the page's component map, so content writes <Callout> without an
// import. Here a page's components are bundled per import (the site's own run in the browser,
// lib/site/module-registry.ts), so the map is read, not run: each entry that names an imported binding
// becomes the import a page would have written, added to every file that uses the name without
// importing or defining it (remarkSiteComponents, in the content check's scan and in the compile).
import fs from 'node:fs';
import path from 'node:path';
import type { Pattern } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type ts from 'typescript';
import { createRequire } from 'node:module';
import { GLOBAL_MDX_COMPONENTS } from './docusaurus-modules.mjs';
import { walk } from '../mdast-utils';
import { noteFileRead } from '../file-reads';

/** One component of the site's map: the import that gives it (a relative import made absolute). */
export interface SiteComponent {
  specifier: string;
  imported: string;
}

export interface SiteComponents {
  /** The swizzled file, for messages. */
  file: string;
  /** Capitalised name → its import. */
  components: Map<string, SiteComponent>;
  /** Names the map gives that are not an imported binding (defined in the file itself), with why. */
  unread: Map<string, string>;
}

const FILES = ['.tsx', '.ts', '.jsx', '.js'].flatMap((ext) => [`MDXComponents${ext}`, `MDXComponents/index${ext}`]);

/**
 * The site's swizzled `src/theme/MDXComponents` file, if it has one. Every name looked up is noted for
 * the compile cache (lib/mdx/file-reads.ts), up to the one found: a compile's imports follow the map,
 * so an edited map, or one of an earlier name appearing, must compile the page again.
 */
export function siteComponentsFile(siteDir: string): string | undefined {
  for (const rel of FILES) {
    const file = path.join(siteDir, 'src', 'theme', rel);
    noteFileRead(file);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/**
 * TypeScript's parser (the map may be .tsx), loaded when a site has the file: every page's compile
 * imports this module, and loading the compiler costs every other site and test a second. Resolved
 * from the project at run time, so the bundler leaves it out of the pages' server code.
 */
let parser: typeof ts | undefined;
function typescript(): typeof ts {
  parser ??= createRequire(path.join(process.cwd(), 'package.json'))('typescript') as typeof ts;
  return parser;
}

/** The imports of a module: local name → what it imports, from where (relative specifiers made absolute). */
function importsOf(source: ts.SourceFile, file: string): Map<string, SiteComponent> {
  const ts = typescript();
  const imports = new Map<string, SiteComponent>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.importClause) continue;
    const raw = statement.moduleSpecifier.text;
    const specifier = raw.startsWith('./') || raw.startsWith('../') ? path.resolve(path.dirname(file), raw) : raw;
    const clause = statement.importClause;
    if (clause.name) imports.set(clause.name.text, { specifier, imported: 'default' });
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        imports.set(element.name.text, { specifier, imported: (element.propertyName ?? element.name).text });
  }
  return imports;
}

/** The object the file exports by default: `export default { … }`, or a constant it names. */
function defaultObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  const ts = typescript();
  const unwrap = (expression: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)
      ? unwrap(expression.expression)
      : expression;
  const constants = new Map<string, ts.Expression>();
  let exported: ts.Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) exported = unwrap(statement.expression);
  }
  if (exported && ts.isIdentifier(exported) && constants.has(exported.text)) exported = unwrap(constants.get(exported.text)!);
  return exported && ts.isObjectLiteralExpression(exported) ? exported : undefined;
}

const cache = new Map<string, { mtimeMs: number; value: SiteComponents }>();

/**
 * Reads the site's `src/theme/MDXComponents` map (undefined when the site has none). Spreads of other
 * maps (`...MDXComponents` of `@theme-original`) add nothing: those are this product's own components.
 */
export function readSiteComponents(siteDir: string): SiteComponents | undefined {
  const file = siteComponentsFile(siteDir);
  if (!file) return undefined;
  const { mtimeMs } = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value;
  const ts = typescript();
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const imports = importsOf(source, file);
  const components = new Map<string, SiteComponent>();
  const unread = new Map<string, string>();
  const object = defaultObject(source);
  for (const property of object?.properties ?? []) {
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (!key || !/^[A-Z]/.test(key)) continue;
    const value = ts.isShorthandPropertyAssignment(property)
      ? property.name
      : ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer)
        ? property.initializer
        : undefined;
    const target = value && imports.get(value.text);
    if (target) components.set(key, target);
    else unread.set(key, 'it is defined in that file itself, not imported');
  }
  const value = { file, components, unread };
  cache.set(file, { mtimeMs, value });
  return value;
}

/** The identifiers a binding pattern declares (`a`, `{ a, b: c }`, `[d, ...e]`). */
export function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) => patternNames(property.type === 'RestElement' ? property.argument : property.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? patternNames(element) : []));
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    default:
      return [];
  }
}

/**
 * The names an MDX file's ESM binds: its imports (as written, or as remarkImports rewrote them into
 * constants), `export const`/`function`/`class`. `export { X } from` binds no X, in MDX as in JavaScript.
 */
export function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers) names.add(specifier.local.name);
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (!declaration) continue;
      if (declaration.type === 'VariableDeclaration')
        for (const d of declaration.declarations) for (const name of patternNames(d.id)) names.add(name);
      if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id)
        names.add(declaration.id.name);
    }
  });
  return names;
}

/**
 * The capitalised elements a file uses but neither imports nor defines (by their first part: `Foo`
 * of `Foo.Bar`), each with its first element (for messages), leaving the page's own components out.
 */
export function undeclaredComponents(tree: Root): Map<string, MdxJsxFlowElement | MdxJsxTextElement> {
  const declared = declaredNames(tree);
  const found = new Map<string, MdxJsxFlowElement | MdxJsxTextElement>();
  walk(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name) return;
    const root = node.name.split('.')[0]!;
    if (/^[A-Z]/.test(root) && !declared.has(root) && !GLOBAL_MDX_COMPONENTS.includes(root) && !found.has(root)) found.set(root, node);
  });
  return found;
}

/** `import Name from "specifier"` (or `{ imported as Name }`) as an MDX ESM node. */
function importNode(name: string, { specifier, imported }: SiteComponent): MdxjsEsm {
  const local = { type: 'Identifier', name };
  const binding =
    imported === 'default'
      ? { type: 'ImportDefaultSpecifier', local }
      : { type: 'ImportSpecifier', imported: { type: 'Identifier', name: imported }, local };
  const statement = {
    type: 'ImportDeclaration',
    specifiers: [binding],
    source: { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) },
    attributes: [],
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${imported === 'default' ? name : `{ ${imported} as ${name} }`} from ${JSON.stringify(specifier)};`,
    data: { estree: { type: 'Program', sourceType: 'module', body: [statement] } },
  } as unknown as MdxjsEsm;
}

/**
 * Remark plugin (before remarkImports): adds to the file the import of each component of the site's
 * `src/theme/MDXComponents` map that it uses without importing or defining it, as Docusaurus' merged
 * component map provides it. A name the map does not give is left alone (the content check names it).
 */
export function remarkSiteComponents(options: { siteDir?: string }) {
  return (tree: Root) => {
    const site = options.siteDir ? readSiteComponents(options.siteDir) : undefined;
    if (!site || site.components.size === 0) return;
    const added = [...undeclaredComponents(tree).keys()].filter((name) => site.components.has(name));
    tree.children.unshift(...added.map((name) => importNode(name, site.components.get(name)!)));
  };
}

import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Directive, ModuleDeclaration, Node as EstreeNode, Program, Statement } from 'estree';
import { visit as visitEstree } from 'estree-util-visit';
import { walk } from '../mdast-utils';

/** The name under which the compile passes the import loader to the compiled MDX (see load.ts). */
export const IMPORT_LOADER = '__mdxImport';

/** The same for `require()`: CommonJS' answer (a JSON file's data itself, a module's exports). */
export const REQUIRE_LOADER = '__mdxRequire';

/** One name an `import` binds: `imported` is `default`, a named export, or `*` for a namespace. */
export interface ImportBinding {
  imported: string;
  local: string;
}

/** An `import` (or `export … from`) written in an MDX file, with where it is. */
export interface MdxImport {
  specifier: string;
  line: number;
  column: number;
  bindings: ImportBinding[];
}

export interface RemarkImportsOptions {
  /** Told of every import, before it is rewritten (the content check collects them). */
  onImport?: (found: MdxImport) => void;
}

/** A `require('…')` of a string, as webpack let Docusaurus content write it (`src={require('./x.png').default}`). */
interface RequireCall {
  node: EstreeNode;
  specifier: string;
}

type Body = Program['body'][number];

function literal(value: string) {
  return { type: 'Literal', value, raw: JSON.stringify(value) } as const;
}

function identifier(name: string) {
  return { type: 'Identifier', name } as const;
}

/** `await arguments[0].__mdxImport("specifier")` (or the require loader) */
function loadCall(specifier: string, loader = IMPORT_LOADER) {
  return {
    type: 'AwaitExpression',
    argument: {
      type: 'CallExpression',
      optional: false,
      callee: {
        type: 'MemberExpression',
        computed: false,
        optional: false,
        object: {
          type: 'MemberExpression',
          computed: true,
          optional: false,
          object: identifier('arguments'),
          property: { ...literal('0'), value: 0, raw: '0' },
        },
        property: identifier(loader),
      },
      arguments: [literal(specifier)],
    },
  };
}

/** `const {default: a, b: c} = await load(spec)` or `const ns = await load(spec)`. */
function bindingsDeclaration(specifier: string, bindings: ImportBinding[]): Statement[] {
  const namespace = bindings.find((binding) => binding.imported === '*');
  const named = bindings.filter((binding) => binding.imported !== '*');
  const declarations: Statement[] = [];
  const declare = (id: unknown, init: unknown) =>
    declarations.push({
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{ type: 'VariableDeclarator', id, init }],
    } as unknown as Statement);
  if (namespace) declare(identifier(namespace.local), loadCall(specifier));
  if (named.length > 0 || !namespace) {
    const properties = named.map((binding) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      computed: false,
      shorthand: false,
      key: literal(binding.imported),
      value: identifier(binding.local),
    }));
    declare({ type: 'ObjectPattern', properties }, namespace ? identifier(namespace.local) : loadCall(specifier));
  }
  return declarations;
}

function moduleName(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? String(node.name) : String(node.value);
}

/**
 * Rewrites a statement of an MDX file's ESM: `import` and `export … from` become constants read from
 * the loader the compile hands the compiled code, so a module is resolved by the site's rules (the
 * `@theme/…` components, the site folder, partials compiled by this pipeline) instead of by Node.
 */
function rewrite(
  statement: Body | Directive | ModuleDeclaration,
  position: { line: number; column: number },
  found: MdxImport[],
  counter: { n: number },
): Body[] {
  const at = (node: { loc?: { start: { line: number; column: number } } | null }) => ({
    line: node.loc?.start.line ?? position.line,
    column: (node.loc?.start.column ?? position.column - 1) + 1,
  });
  if (statement.type === 'ImportDeclaration') {
    const bindings = statement.specifiers.map((specifier) => ({
      imported:
        specifier.type === 'ImportDefaultSpecifier'
          ? 'default'
          : specifier.type === 'ImportNamespaceSpecifier'
            ? '*'
            : moduleName(specifier.imported),
      local: specifier.local.name,
    }));
    const specifier = String(statement.source.value);
    found.push({ specifier, ...at(statement), bindings });
    return bindingsDeclaration(specifier, bindings);
  }
  if (statement.type === 'ExportNamedDeclaration' && statement.source) {
    const specifier = String(statement.source.value);
    const bindings = statement.specifiers.map((spec) => ({
      imported: moduleName(spec.local),
      local: `__reexport${counter.n++}`,
      exported: moduleName(spec.exported),
    }));
    found.push({ specifier, ...at(statement), bindings: bindings.map(({ imported, local }) => ({ imported, local })) });
    return [
      ...bindingsDeclaration(specifier, bindings),
      {
        type: 'ExportNamedDeclaration',
        declaration: null,
        source: null,
        attributes: [],
        specifiers: bindings.map((binding) => ({
          type: 'ExportSpecifier',
          local: identifier(binding.local),
          exported: identifier(binding.exported),
        })),
      } as unknown as Body,
    ];
  }
  if (statement.type === 'ExportAllDeclaration') {
    const specifier = String(statement.source.value);
    const local = `__reexport${counter.n++}`;
    found.push({ specifier, ...at(statement), bindings: [{ imported: '*', local }] });
    // `export * from` cannot name its exports ahead of time; the namespace is exported as a whole.
    return bindingsDeclaration(specifier, [{ imported: '*', local }]);
  }
  return [statement as Body];
}

/**
 * Remark plugin: every `import`/`export … from` of an MDX file is reported and rewritten into a call
 * of the import loader (see load.ts), which the compile passes as `arguments[0].__mdxImport`.
 */
export default function remarkImports(options: RemarkImportsOptions = {}) {
  return (tree: Root) => {
    const found: MdxImport[] = [];
    const counter = { n: 0 };
    const requires: (RequireCall & { line: number; column: number })[] = [];
    walk(tree, (node, parent) => {
      for (const program of programsOf(node)) {
        const start = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
        for (const call of requireCalls(program)) {
          const loc = (call.node as { loc?: { start: { line: number; column: number } } }).loc;
          requires.push({ ...call, line: loc?.start.line ?? start.line, column: (loc?.start.column ?? start.column - 1) + 1 });
        }
        if (node.type === 'mdxjsEsm') program.body = program.body.flatMap((statement) => rewrite(statement, start, found, counter));
      }
      void parent;
    });
    if (requires.length > 0) {
      // Each require() becomes a constant loaded before the content renders (a render cannot wait).
      const body = requires.map((call, index) => {
        const local = `__require${index}`;
        found.push({ specifier: call.specifier, line: call.line, column: call.column, bindings: [{ imported: '*', local }] });
        for (const key of Object.keys(call.node)) delete (call.node as unknown as Record<string, unknown>)[key];
        Object.assign(call.node, identifier(local));
        return {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [{ type: 'VariableDeclarator', id: identifier(local), init: loadCall(call.specifier, REQUIRE_LOADER) }],
        };
      });
      const esm = { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body } } } as unknown as MdxjsEsm;
      tree.children.unshift(esm);
    }
    for (const item of found) options.onImport?.(item);
  };
}

/** The JavaScript programs an MDX node holds: its ESM, an expression, or its JSX attributes' expressions. */
function programsOf(node: Root['children'][number] | Root): Program[] {
  const programs: (Program | undefined)[] = [];
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
    programs.push(node.data?.estree ?? undefined);
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxExpressionAttribute') programs.push(attribute.data?.estree ?? undefined);
      else if (attribute.value && typeof attribute.value === 'object') programs.push(attribute.value.data?.estree ?? undefined);
    }
  }
  return programs.filter((program): program is Program => program !== undefined);
}

/** The `require('literal')` calls of a program. */
function requireCalls(program: Program): RequireCall[] {
  const calls: RequireCall[] = [];
  visitEstree(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const call = node as unknown as { callee: { type: string; name?: string }; arguments: { type: string; value?: unknown }[] };
    const [argument] = call.arguments;
    if (
      call.callee.type === 'Identifier' &&
      call.callee.name === 'require' &&
      call.arguments.length === 1 &&
      argument?.type === 'Literal' &&
      typeof argument.value === 'string'
    ) {
      calls.push({ node: node as EstreeNode, specifier: argument.value });
    }
  });
  return calls;
}

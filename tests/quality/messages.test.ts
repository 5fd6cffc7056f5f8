// What the build and the commands print is read by writers and hosts, who fix their site, not this
// product's files: a message names the option, field or file of theirs and the fix, and links the
// manual (manualPage, checkPage), never a source file of the product (issue 34 found one sending
// writers to lib/config/schema.ts). This reads every error, warning and log message the code builds
// (the strings inside `new …Error(…)`, `console.*(…)`, `warn(…)`/`log(…)` calls and `fix`/`todo`/
// `message` fields) and fails on one that names a file under lib/, components/ or app/.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_FILE = /\b(?:lib|components|app)\/[\w./[\]-]*\.(?:ts|tsx|mjs|js)\b/;
const MESSAGE_CALLS = new Set(['warn', 'log', 'error', 'info', 'fail']);
const MESSAGE_FIELDS = new Set(['fix', 'todo', 'message', 'what']);

/** The text of the string literals and template parts below a node (nested calls included). */
function strings(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isStringLiteralLike(child) || ts.isTemplateHead(child) || ts.isTemplateMiddle(child) || ts.isTemplateTail(child))
      found.push(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The messages a source file builds, with their lines. */
export function messagesOf(file: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: { line: number; text: string }[] = [];
  const add = (node: ts.Node, of: ts.Node) =>
    out.push(...strings(of).map((s) => ({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: s })));
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText()) && node.arguments)
      node.arguments.forEach((arg) => add(node, arg));
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      if (MESSAGE_CALLS.has(name)) node.arguments.forEach((arg) => add(node, arg));
    }
    if (ts.isPropertyAssignment(node) && MESSAGE_FIELDS.has(node.name.getText())) add(node, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const sources = ['lib', 'scripts', 'components', 'app'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file)),
);
// Only a file that names a source file somewhere (a comment, an import, a message) is parsed.
const naming = sources.filter((file) => SOURCE_FILE.test(fs.readFileSync(path.join(root, file), 'utf8')));

describe('messages a writer or host reads', () => {
  it('are found: errors, warnings, logs and fix fields alike', () => {
    const found = messagesOf(
      'x.ts',
      [
        'throw new ContentError(file, 1, `see lib/a.ts`);',
        "console.warn('see lib/b.ts');",
        "warn(`x ${'see components/c/d.tsx'}`);",
        "const report = { fix: 'see app/e.tsx' };",
        '// a comment naming lib/f.ts is not a message',
        "const path = 'lib/g.ts';",
      ].join('\n'),
    );
    expect(found.filter((m) => SOURCE_FILE.test(m.text)).map((m) => m.line)).toEqual([1, 2, 3, 4]);
  });

  it('name no source file of the product', () => {
    const named = naming.flatMap((file) =>
      messagesOf(file, fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((message) => SOURCE_FILE.test(message.text))
        .map((message) => `${file}:${message.line}: ${message.text.match(SOURCE_FILE)![0]}`),
    );
    expect(sources.length).toBeGreaterThan(300);
    expect(named).toEqual([]);
  });
});

// An ESLint plugin that keeps the house's layers (README, "Architecture"): no import cycle between
// files, no cycle between rooms (folders), no import from a lower layer into a higher one.
//
// Why our own rule rather than a plugin: it resolves every import once per ESLint run with
// TypeScript's own resolver (the tsconfig `paths` such as `@/`, the package.json `imports` such as
// `#site-plugins`, `.mjs` files), keeps the whole graph, and so finds cycles between rooms too, which
// no plugin here does, and type-only cycles, which import-x/no-cycle and import/no-cycle skip.
// Measured on this repository (430 files, a shared 2-core machine, CPU seconds of `npx eslint .`):
// 22.5–25.6 without it, 23.7–24.6 with it; eslint-plugin-boundaries (layers only) 26.4–27.8;
// import-x/no-cycle 33.9–35.7; eslint-plugin-import's import/no-cycle 98.6 (240 s wall).
//
// Type-only imports count, for cycles and for layers: they vanish from the bundle but not from the
// design, and a type cycle is the cheapest one to break (move the type to the file that owns it).
//
// The graph is read from disk once per process: an editor's unsaved text is not seen until saved.

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** @typedef {{ to: string, typeOnly: boolean }} Edge */
/** @typedef {{ room: string, layer: number }} Place */

/**
 * The imports of one file as [specifier, type-only] pairs: import and export declarations,
 * `import()` with a literal, and `import('…')` types.
 * @param {string} file
 * @param {string} text
 * @returns {Array<[string, boolean]>}
 */
export function importsOf(file, text) {
  // No parent pointers, and only the top-level statements unless the text has an `import(`: the
  // deep walk over every file tripled the rule's cost (7 s of 10 on this repository's 428 files).
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  /** @type {Array<[string, boolean]>} */
  const found = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      found.push([node.moduleSpecifier.text, typeOnly]);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      found.push([node.moduleSpecifier.text, node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly))]);
    }
  }
  if (!/\bimport\s*\(/.test(text)) return found;
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push([node.arguments[0].text, false]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push([node.argument.literal.text, true]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Strongly connected components of more than one node (Tarjan), each as a Set. */
function cycles(adjacency) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  /** @type {Array<Set<string>>} */
  const found = [];
  const connect = (node) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of adjacency.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.add(member);
    } while (member !== node);
    if (component.size > 1) found.push(component);
  };
  for (const node of adjacency.keys()) if (!index.has(node)) connect(node);
  return found;
}

/**
 * The room table from the config's rooms: a room is a folder (`lib/mdx/`), each folder under one
 * (`components/` then `*` and a slash), or a list of files (`{ room: 'lib/site/core', files: [...] }`) for a room that is
 * not a folder yet, or for files that belong to another folder's room.
 * @param {Array<{ room: string, layer: number, files?: string[] }>} rooms
 */
export function layerTable(rooms) {
  /** @type {Map<string, Place>} */
  const files = new Map();
  /** @type {Map<string, number>} */
  const folders = new Map();
  for (const { room, layer, files: listed } of rooms) {
    if (listed) for (const file of listed) files.set(file, { room, layer });
    else folders.set(room, layer);
  }
  return { files, folders };
}

/**
 * The room and layer of a file (path from the root, with `/`): its own line in the table, else the
 * longest folder that holds it.
 * @param {string} file
 * @param {ReturnType<typeof layerTable>} table
 * @returns {Place | undefined}
 */
export function placeOf(file, table) {
  const listed = table.files.get(file);
  if (listed) return listed;
  let best;
  for (const room of table.folders.keys()) {
    const folder = room.endsWith('*/') ? room.slice(0, -2) : room;
    if (file.startsWith(folder) && (!best || folder.length > best.folder.length)) best = { room, folder };
  }
  if (!best) return undefined;
  const layer = /** @type {number} */ (table.folders.get(best.room));
  if (!best.room.endsWith('*/')) return { room: best.room, layer };
  const [first, ...rest] = file.slice(best.folder.length).split('/');
  return { room: rest.length > 0 ? `${best.folder}${first}/` : best.folder, layer };
}

const graphs = new Map();

/**
 * The import graph of the folders under root, resolved by TypeScript with root/tsconfig.json,
 * read once per process.
 * @param {string} root
 * @param {string[]} folders
 */
export function importGraph(root, folders) {
  const key = `${root}\0${folders.join(',')}`;
  const cached = graphs.get(key);
  if (cached) return cached;
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const options = { ...ts.parseJsonConfigFileContent(config.config ?? {}, ts.sys, root).options, allowJs: true };
  const host = ts.createCompilerHost(options);
  const resolutions = ts.createModuleResolutionCache(root, (name) => name, options);
  const resolve = (specifier, from) => {
    const found = ts.resolveModuleName(specifier, from, options, host, resolutions).resolvedModule;
    if (!found || found.isExternalLibraryImport) return undefined;
    const file = path.resolve(found.resolvedFileName);
    return file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`) ? file : undefined;
  };
  /** @type {Map<string, Edge[]>} */
  const edges = new Map();
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const list = [];
        for (const [specifier, typeOnly] of importsOf(full, fs.readFileSync(full, 'utf8'))) {
          const to = resolve(specifier, full);
          if (to) list.push({ to, typeOnly });
        }
        edges.set(full, list);
      }
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  const graph = { edges, resolve };
  graphs.set(key, graph);
  return graph;
}

/**
 * The cycles of the whole graph, once per run: each file in a file cycle → its cycle, each room in a
 * room cycle → its cycle; the excepted imports left out, and those no longer there (`stale`).
 */
function problemsOf(root, folders, table, excepted) {
  const { edges, resolve } = importGraph(root, folders);
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const fileAdjacency = new Map();
  const roomAdjacency = new Map();
  const used = new Set();
  for (const [from, all] of edges) {
    const list = all.filter(({ to }) => {
      const key = `${rel(from)} -> ${rel(to)}`;
      if (!excepted.has(key)) return true;
      used.add(key);
      return false;
    });
    fileAdjacency.set(from, new Set(list.map((edge) => edge.to)));
    const fromRoom = placeOf(rel(from), table)?.room;
    if (!fromRoom) continue;
    if (!roomAdjacency.has(fromRoom)) roomAdjacency.set(fromRoom, new Set());
    for (const { to } of list) {
      const toRoom = placeOf(rel(to), table)?.room;
      if (toRoom && toRoom !== fromRoom) roomAdjacency.get(fromRoom).add(toRoom);
    }
  }
  const fileCycle = new Map();
  for (const component of cycles(fileAdjacency)) for (const file of component) fileCycle.set(file, component);
  const roomCycle = new Map();
  for (const component of cycles(roomAdjacency)) for (const room of component) roomCycle.set(room, component);
  const stale = [...excepted.keys()].filter((key) => !used.has(key));
  return { fileCycle, roomCycle, rel, resolve, stale };
}

const problemCache = new Map();

/** @type {import('eslint').ESLint.Plugin} */
const plugin = {
  meta: { name: 'layers' },
  rules: {
    layers: {
      meta: {
        type: 'problem',
        docs: { description: 'No import cycle between files or rooms, and no import into a higher layer (README, "Architecture").' },
        schema: [
          {
            type: 'object',
            properties: {
              folders: { type: 'array', items: { type: 'string' } },
              rooms: { type: 'array' },
              exceptions: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { from: { type: 'string' }, to: { type: 'string' }, reason: { type: 'string', minLength: 1 } },
                  required: ['from', 'to', 'reason'],
                  additionalProperties: false,
                },
              },
            },
            required: ['folders', 'rooms'],
            additionalProperties: false,
          },
        ],
        messages: {
          cycle:
            'Import cycle between files: {{cycle}}. Break it: move what both need into one file below them (a type to the file that owns it), or pass it as an argument.',
          roomCycle:
            'Import cycle between rooms: {{cycle}} ({{from}} imports {{to}} here). A room may only import rooms that never import it back: move the shared code one room down.',
          upward:
            '{{from}} (layer {{fromLayer}}) imports {{to}} (layer {{toLayer}}): a lower layer may not import a higher one. Move the code it needs down to layer {{fromLayer}} or below, or move this file up.',
          stale: 'The exception "{{key}}" (eslint.config.mjs, rule layers/layers) names an import that no longer exists: delete it.',
          noRoom: '{{file}} is in no room of the layer table (eslint.config.mjs, rule layers/layers): add its folder there with its layer.',
        },
      },
      create(context) {
        const [{ folders, rooms, exceptions = [] }] = context.options;
        const root = path.resolve(context.cwd);
        const cacheKey = `${root}\0${JSON.stringify(context.options)}`;
        if (!problemCache.has(cacheKey)) {
          const table = layerTable(rooms);
          const excepted = new Map(exceptions.map(({ from, to, reason }) => [`${from} -> ${to}`, reason]));
          problemCache.set(cacheKey, { table, excepted, ...problemsOf(root, folders, table, excepted) });
        }
        const { table, excepted, fileCycle, roomCycle, rel, resolve, stale } = problemCache.get(cacheKey);
        const file = path.resolve(context.filename);
        const here = placeOf(rel(file), table);
        const check = (node, specifier) => {
          if (typeof specifier !== 'string') return;
          const to = resolve(specifier, file);
          if (!to || excepted.has(`${rel(file)} -> ${rel(to)}`)) return;
          const cycle = fileCycle.get(file);
          if (cycle?.has(to)) {
            context.report({ node, messageId: 'cycle', data: { cycle: [...cycle].map(rel).sort().join(' ⇄ ') } });
          }
          const there = placeOf(rel(to), table);
          if (!here || !there || here.room === there.room) return;
          const rooms = roomCycle.get(here.room);
          if (rooms?.has(there.room)) {
            context.report({
              node,
              messageId: 'roomCycle',
              data: { cycle: [...rooms].sort().join(' ⇄ '), from: here.room, to: there.room },
            });
          }
          if (there.layer > here.layer) {
            context.report({
              node,
              messageId: 'upward',
              data: { from: here.room, to: there.room, fromLayer: here.layer, toLayer: there.layer },
            });
          }
        };
        const inFolders = folders.some((folder) => rel(file).startsWith(`${folder}/`));
        return {
          Program(node) {
            if (inFolders && !here) context.report({ node, messageId: 'noRoom', data: { file: rel(file) } });
            // Reported in the importing file, so an exception outlives its import only with that file.
            for (const key of stale) if (key.startsWith(`${rel(file)} -> `)) context.report({ node, messageId: 'stale', data: { key } });
          },
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
          TSImportType: (node) => {
            const literal = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
            if (literal?.type === 'Literal') check(node, literal.value);
          },
        };
      },
    },
  },
};

export default plugin;

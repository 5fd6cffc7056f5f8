// Node side of the importer: evaluates a Docusaurus config as Docusaurus does (through require, with
// TypeScript and ES module syntax transformed, as its jiti loader does; a function is called). A config
// is code that runs with the site's dependencies: a package it requires comes from the site's own
// node_modules when it is there, else from this project's, and only what neither has gets a placeholder
// (named in the import report). What the site's code requires is traced (lib/import/docusaurus-packages.ts),
// so each plugin is written into site.config.mjs as the same export, or the same factory call.
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register as registerTsx } from 'tsx/cjs/api';
import { PackageIndex, packageName } from './docusaurus-packages';
import type { ImportBinding } from './docusaurus/types';
import { STUB_PATH } from './docusaurus/types';
import { BuildError } from '@/lib/errors/build-error';

/** Thrown when the input folder is not a Docusaurus site (or its config cannot be evaluated). */
export class ImportError extends BuildError {
  override name = 'ImportError';
}

/** This project: where a package the site does not have is looked up next. */
export const ENGINE_DIR = path.resolve(import.meta.dirname, '../..');

/** A placeholder for a missing package: any property is another placeholder, calls return one, `then` is absent. */
function makeStub(parts: string[]): unknown {
  const target = function stub() {};
  return new Proxy(target, {
    get(_t, key) {
      if (key === STUB_PATH) return parts;
      if (key === Symbol.toPrimitive) return () => `[missing ${parts.join('.')}]`;
      if (typeof key === 'symbol' || key === 'then' || key === 'toJSON') return undefined;
      if (key === '__esModule') return false;
      return makeStub([...parts, key]);
    },
    apply: () => makeStub([...parts, '()']),
    construct: () => makeStub([...parts, 'new']) as object,
  });
}

interface NodeModuleInternals {
  _resolveFilename: (request: string, parent: unknown, ...rest: unknown[]) => string;
  _load: (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => unknown;
  _cache: Record<string, unknown>;
}

const isBare = (request: string) =>
  !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('node:') && !request.startsWith('\0');
const inNodeModules = (file: string | undefined) => !!file && file.split(path.sep).includes('node_modules');

export interface EvaluatedConfig {
  config: unknown;
  /** Packages neither the site nor this project has, replaced by placeholders. */
  stubbed: string[];
  /** Packages the site does not have that came from this project. */
  fromEngine: string[];
  packageOf: (value: unknown) => string | undefined;
  importOf: (value: unknown) => ImportBinding | undefined;
}

/**
 * Requires the config with the resolution above, tracing what the site's own files require; a config
 * that is a function is called (and awaited) while the hooks are in place, as what it requires counts too.
 */
async function requireConfig(
  file: string,
  packages: PackageIndex,
  fetchedDir?: string,
): Promise<{ value: unknown; stubbed: string[]; fromEngine: string[] }> {
  const internals = Module as unknown as NodeModuleInternals;
  const originalResolve = internals._resolveFilename;
  const originalLoad = internals._load;
  const stubbed = new Set<string>();
  const fromEngine = new Set<string>();
  const ids: string[] = [];
  internals._load = function load(this: unknown, request, parent, ...rest) {
    const value = originalLoad.call(this, request, parent, ...rest);
    // The site's own files get traced values; a package's requires of its own dependencies do not.
    return isBare(request) && !inNodeModules(parent?.filename) ? packages.trace(request, value) : value;
  };
  internals._resolveFilename = function resolve(this: unknown, request: string, parent: unknown, ...rest: unknown[]) {
    try {
      return originalResolve.call(this, request, parent, ...rest);
    } catch (error) {
      if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND' || !isBare(request)) throw error;
      if (fetchedDir) {
        try {
          // Packages the site lists but had not installed, installed for this evaluation (see fetchConfigPackages).
          return originalResolve.call(this, request, parent, false, { paths: [fetchedDir] });
        } catch {
          // Not among them: this project next.
        }
      }
      try {
        // Node's own resolution from this project (the hooked one would come back here).
        const found = originalResolve.call(this, request, parent, false, { paths: [ENGINE_DIR] });
        fromEngine.add(packageName(request) ?? request);
        return found;
      } catch {
        // Neither has it: a placeholder.
      }
      const id = `\0docusaurus-import-stub:${request}`;
      if (!internals._cache[id]) {
        const stub = new Module(id);
        stub.loaded = true;
        stub.exports = makeStub([request]);
        internals._cache[id] = stub;
        ids.push(id);
      }
      stubbed.add(request);
      return id;
    }
  };
  // tsx's CommonJS hooks, so TypeScript and ESM syntax load through require too (outside the tsx CLI as well).
  const unregister = registerTsx();
  try {
    let value = createRequire(file)(file) as unknown;
    value = unwrapDefault(value);
    if (typeof value === 'function') value = await callConfig(value, file);
    return { value, stubbed: [...stubbed], fromEngine: [...fromEngine] };
  } finally {
    unregister();
    internals._resolveFilename = originalResolve;
    internals._load = originalLoad;
    for (const id of ids) delete internals._cache[id];
  }
}

/** CommonJS interop: { default: config } from an ESM file required, or { default: { default } }. */
function unwrapDefault(value: unknown): unknown {
  for (let i = 0; i < 2 && typeof value === 'object' && value !== null && 'default' in value && !('title' in value); i++)
    value = (value as { default: unknown }).default;
  return value;
}

async function callConfig(config: unknown, file: string): Promise<unknown> {
  try {
    return await (config as () => unknown)();
  } catch (error) {
    throw new ImportError(`${file} exports a function that failed: ${(error as Error).message}`);
  }
}

/** A config that only an ES module loader runs (top-level await): Docusaurus' loader refuses it too, but the import tries. */
const needsEsmLoader = (error: unknown) =>
  /ERR_REQUIRE_ASYNC_MODULE|top-level await/i.test(`${(error as { code?: string })?.code} ${(error as Error)?.message}`);

/**
 * Evaluates a Docusaurus config (see the file's comment). A config that exports a function is called,
 * as Docusaurus does.
 */
export async function evaluateDocusaurusConfig(file: string, { fetchedDir }: { fetchedDir?: string } = {}): Promise<EvaluatedConfig> {
  let value: unknown;
  let stubbed: string[] = [];
  let fromEngine: string[] = [];
  const packages = new PackageIndex();
  // A second evaluation (with fetched packages) runs the site's own files again, not their cached first run.
  const cache = (Module as unknown as NodeModuleInternals)._cache;
  const siteDir = path.dirname(file);
  for (const key of Object.keys(cache)) if (key.startsWith(`${siteDir}${path.sep}`) && !inNodeModules(key)) delete cache[key];
  try {
    ({ value, stubbed, fromEngine } = await requireConfig(file, packages, fetchedDir));
  } catch (error) {
    if (error instanceof ImportError) throw error;
    if (!needsEsmLoader(error)) throw new ImportError(`${file} could not be evaluated: ${(error as Error).message}`);
    try {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      value = 'default' in mod ? mod.default : mod;
      await packages.recordImportsOf(file);
    } catch (importError) {
      throw new ImportError(`${file} could not be evaluated: ${(importError as Error).message}`);
    }
  }
  value = unwrapDefault(value);
  if (typeof value === 'function') value = await callConfig(value, file);
  if (typeof value !== 'object' || value === null) throw new ImportError(`${file} does not export a config object`);
  return { config: value, stubbed, fromEngine, packageOf: packages.packageOf, importOf: packages.importOf };
}

// Node side of the importer: which npm package, and which of its exports, a value of the evaluated
// Docusaurus config came from, so a remark or rehype plugin (`remarkPlugins: [require('remark-emoji')]`,
// `const { pluginA, pluginB } = require('pkg')`, `makePlugin({ … })`) is written into site.config.mjs as
// the same import. Identity, not names: a function's name says little, and two plugins of one package
// are two exports. What the site's own code requires is handed to it traced (lib/import/docusaurus-evaluate.ts).
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ImportBinding } from './docusaurus/types';

/** "@scope/pkg/sub" → "@scope/pkg", "pkg/sub" → "pkg"; undefined for relative paths and Node's own modules. */
export function packageName(request: string): string | undefined {
  if (request.startsWith('.') || request.startsWith('/') || request.startsWith('node:') || request.startsWith('\0')) return undefined;
  const parts = request.split('/');
  const name = request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? undefined : name;
}

/** Where a value came from: a module as `request` gave it, then property names (`[]` is the module itself). */
interface ExportOrigin {
  request: string;
  /** An ES module (a namespace, or CommonJS marked `__esModule`): `default` and the names are its exports. */
  esm: boolean;
  path: string[];
}

/** A value a function of a package returned when the config called it: a plugin made by a factory. */
interface CallOrigin {
  callee: ExportOrigin;
  args: unknown[];
}

type Origin = ExportOrigin | CallOrigin;

const isObjectLike = (value: unknown): value is object => (typeof value === 'object' || typeof value === 'function') && value !== null;
const isEsm = (value: object) =>
  Object.prototype.toString.call(value) === '[object Module]' || (value as { __esModule?: unknown }).__esModule === true;

/** How deep into a module values are traced: `pkg.fn`, `pkg.default.fn`. */
const MAX_DEPTH = 2;

/** Values of loaded packages → the import that gives them. */
export class PackageIndex {
  private readonly origins = new WeakMap<object, Origin>();
  private readonly proxies = new WeakMap<object, object>();
  private readonly targets = new WeakMap<object, object>();

  /**
   * What a bare `request` of the site's code gave, handed back traced: its functions (and a `default`
   * object) are proxies that remember their export path, and what they return when called with plain
   * arguments remembers the call. Behaviour is unchanged: every operation reaches the real value.
   */
  trace(request: string, value: unknown): unknown {
    if (!packageName(request) || !isObjectLike(value)) return value;
    return this.wrap(value, { request, esm: isEsm(value), path: [] });
  }

  /** Records a value as the module `request` gives, untraced (an ES module config's imports). */
  record(request: string, value: unknown): void {
    if (!packageName(request) || !isObjectLike(value)) return;
    const esm = isEsm(value);
    if (!this.origins.has(value)) this.origins.set(value, { request, esm, path: [] });
    const inner = (value as { default?: unknown }).default;
    if (isObjectLike(inner) && !this.origins.has(inner)) this.origins.set(inner, { request, esm, path: esm ? ['default'] : [] });
    if (!esm) return;
    for (const [key, item] of Object.entries(value))
      if (typeof item === 'function' && !this.origins.has(item)) this.origins.set(item, { request, esm, path: [key] });
  }

  private wrap(value: object, origin: ExportOrigin): object {
    const existing = this.proxies.get(value);
    if (existing) return existing;
    const proxy: object = new Proxy(value, {
      get: (target, key) => {
        const child: unknown = Reflect.get(target, key);
        if (typeof key === 'symbol' || origin.path.length >= MAX_DEPTH || !isObjectLike(child)) return child;
        if (typeof child !== 'function' && !(key === 'default' && origin.path.length === 0)) return child;
        // A frozen property must read as itself (a Proxy invariant).
        const own = Reflect.getOwnPropertyDescriptor(target, key);
        if (own && 'value' in own && !own.configurable && !own.writable) return child;
        return this.wrap(child, { ...origin, path: [...origin.path, key] });
      },
      apply: (target, thisArg, args) => {
        const result: unknown = Reflect.apply(target as (...a: unknown[]) => unknown, this.unwrap(thisArg), args);
        if (typeof result === 'function' && !this.origins.has(result)) this.origins.set(result, { callee: origin, args });
        return result;
      },
      construct(target, args, newTarget) {
        return Reflect.construct(
          target as new (...a: unknown[]) => object,
          args,
          (newTarget === proxy ? target : newTarget) as new (...a: unknown[]) => object,
        );
      },
    });
    this.proxies.set(value, proxy);
    this.targets.set(proxy, value);
    this.origins.set(proxy, origin);
    if (!this.origins.has(value)) this.origins.set(value, origin);
    return proxy;
  }

  private unwrap(value: unknown): unknown {
    return isObjectLike(value) ? (this.targets.get(value) ?? value) : value;
  }

  /** The npm package a value came from (a factory's product: the factory's package). */
  packageOf = (value: unknown): string | undefined => {
    const origin = isObjectLike(value) ? this.origins.get(value) : undefined;
    if (!origin) return undefined;
    return packageName('callee' in origin ? origin.callee.request : origin.request);
  };

  /**
   * The import that gives a value in an ES module (site.config.mjs). An ES module's `default` and
   * names are its own; a CommonJS module is its default export (module.exports, in Node and in the
   * bundler alike), and its properties are read from it.
   */
  importOf = (value: unknown): ImportBinding | undefined => {
    const origin = isObjectLike(value) ? this.origins.get(value) : undefined;
    if (!origin) return undefined;
    if ('callee' in origin) return { ...bindingOf(origin.callee), call: origin.args };
    return bindingOf(origin);
  };

  /**
   * An ES module config that was imported (not required) loads its packages where no hook sees them:
   * the bare specifiers written in its source are imported again (the loader's cache gives the same objects).
   */
  async recordImportsOf(file: string): Promise<void> {
    const source = fs.readFileSync(file, 'utf8');
    const requests = new Set(
      [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]!),
    );
    const require = createRequire(file);
    for (const request of requests) {
      if (!packageName(request)) continue;
      try {
        this.record(request, await import(pathToFileURL(require.resolve(request)).href));
      } catch {
        // Not installed, or not resolvable from the config: the import reports the plugin as inline.
      }
    }
  }
}

function bindingOf({ request, esm, path }: ExportOrigin): ImportBinding {
  const [first, ...rest] = path;
  if (!esm) return { from: request, kind: 'default', member: path };
  if (first === undefined) return { from: request, kind: 'namespace', member: [] };
  if (first === 'default') return { from: request, kind: 'default', member: rest };
  return { from: request, kind: 'named', imported: first, member: rest };
}

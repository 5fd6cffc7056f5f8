// Plugin options as site.config.mjs can hold them: plain data only.

import { isObj, stubPath, type Obj } from './types';

/**
 * A copy of plugin options that keeps plain data (strings, numbers, booleans, null, RegExps, arrays and
 * objects of them) and drops functions and placeholders of missing packages, naming each key dropped.
 */
export function plainData(value: unknown, where: string, dropped: string[]): unknown {
  if (typeof value === 'function' || stubPath(value)) {
    dropped.push(where);
    return undefined;
  }
  if (value instanceof RegExp || value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const before = dropped.length;
      const copy = plainData(item, `${where}[${index}]`, dropped);
      // A list with a function in it (remarkPlugins: [math]) goes whole: half a plugin list misleads.
      if (dropped.length > before) {
        dropped.splice(before, dropped.length - before, where);
        return undefined;
      }
      out.push(copy);
    }
    return out;
  }
  if (isObj(value)) {
    const out: Obj = {};
    for (const [key, item] of Object.entries(value)) {
      const copy = plainData(item, where ? `${where}.${key}` : key, dropped);
      if (copy !== undefined) out[key] = copy;
    }
    return out;
  }
  if (value !== undefined) dropped.push(where);
  return undefined;
}

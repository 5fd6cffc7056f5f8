import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ContentError } from '@/lib/errors/build-error';
import { jsonErrorLine } from '@/lib/errors/source-lines';

/**
 * Node-only: finds and evaluates a Docusaurus sidebars file, so the pure loader gets plain data.
 * It runs under tsx at build time, so `sidebars.ts` (with `import type`) loads as it does in Docusaurus.
 */

/** Docusaurus' lookup order for the default `sidebarPath`. */
export const SIDEBARS_FILES = ['sidebars.js', 'sidebars.cjs', 'sidebars.mjs', 'sidebars.ts', 'sidebars.json'];

/** The first sidebars file at the site folder's root, or undefined when there is none. */
export function findSidebarsFile(siteDir: string): string | undefined {
  return SIDEBARS_FILES.map((name) => path.join(siteDir, name)).find((file) => fs.existsSync(file));
}

/** The sidebars object a file defines: JSON parsed, JS/TS imported (its default export, or `module.exports`). */
export async function evaluateSidebarsFile(absFile: string): Promise<unknown> {
  if (absFile.endsWith('.json')) {
    const text = fs.readFileSync(absFile, 'utf8');
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ContentError(absFile, jsonErrorLine(text, error), `invalid JSON: ${(error as Error).message}. Fix the JSON, or write the sidebars as sidebars.js.`, { cause: error });
    }
  }
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(absFile).href)) as Record<string, unknown>;
  } catch (error) {
    // A CommonJS file in a folder whose package.json says "type": "module" only loads through require.
    if (!(error instanceof ReferenceError) || !/\b(module|exports|require) is not defined/.test(error.message)) {
      throw new ContentError(absFile, undefined, `the sidebars file failed to load: ${(error as Error).message}`, { cause: error });
    }
    mod = { default: createRequire(absFile)(absFile) as unknown };
  }
  const value = 'default' in mod ? mod.default : (mod['module.exports'] ?? mod);
  // An ES module that exports `default` through CommonJS interop arrives as { default: { default } }.
  return typeof value === 'object' && value !== null && 'default' in value && Object.keys(value).length === 1 ? (value as { default: unknown }).default : value;
}

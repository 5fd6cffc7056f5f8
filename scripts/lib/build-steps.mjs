// The steps of `npm run build` as its package.json script names them, and how to start each one as
// `npm run` does: the test build (scripts/build-test.mjs) and the benches' cold build
// (bench/cold-build.mjs) run the same steps one by one.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The steps of `npm run build`, read from package.json's script: the content check prepares the site and
 * validates the examples first, then next build, then the post-build step.
 * @type {[string, string[]][]}
 */
export const BUILD_STEPS = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.build.split('&&')
  .map((command, index) => [['check', 'next', 'postbuild'][index] ?? `step ${index + 1}`, command.trim().split(/\s+/)]);

/**
 * How a step runs: its command from node_modules/.bin, as `npm run` finds it, not through npx, which
 * starts npm first (0.35 CPU s a step, three a build: the Docusaurus build it is compared with runs
 * its CLI with node directly); `node` (the steps that run from a bundle: scripts/run-bundled.mjs) is
 * this Node.js.
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export function stepCommand([command, ...rest]) {
  if (command === 'node') return [process.execPath, rest];
  const local = path.join(root, 'node_modules', '.bin', command);
  return [existsSync(local) ? local : command, rest];
}

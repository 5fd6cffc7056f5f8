// A site folder derived from the repository's own: a copy of its content elsewhere (the development
// loop's benchmark, the CLI and malformed-content tests' temporary folders) with a config that takes the root
// config and names its static folders and API specs from the repository.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes <dir>/site.config.ts: the repository's site.config.ts, with its static folders and specs
 * resolved against the repository, so only content/ needs copying.
 * @param {string} dir the derived site folder
 * @param {string} root the repository root (absolute)
 * @param {{ copiedSpecs?: boolean }} [options] copiedSpecs: the specs are copied too (openapi/ in
 *   the derived folder), so their paths stay relative to it
 */
export function writeDerivedSiteConfig(dir, root, options = {}) {
  const rootConfig = path.join(root, 'site.config.ts');
  writeFileSync(
    path.join(dir, 'site.config.ts'),
    [
      "import path from 'node:path';",
      `import base from ${JSON.stringify(path.relative(dir, rootConfig).startsWith('.') ? path.relative(dir, rootConfig).split(path.sep).join('/') : `./${path.relative(dir, rootConfig)}`)};`,
      `const root = ${JSON.stringify(root)};`,
      'export default {',
      '  ...base,',
      "  staticDirectories: (base.staticDirectories ?? ['static']).map((dir: string) => path.resolve(root, dir)),",
      options.copiedSpecs
        ? '  apis: base.apis ?? [],'
        : '  apis: (base.apis ?? []).map((api: { spec: string }) => ({ ...api, spec: path.resolve(root, api.spec) })),',
      '};',
      '',
    ].join('\n'),
  );
}

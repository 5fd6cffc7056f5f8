import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "Rooms": the sources (lib/openapi) import lib/config, never the other way round,
// so the config's schema can be read without pulling in a source and its libraries.
describe('lib/config', () => {
  it('imports nothing from lib/openapi', () => {
    const dir = path.join(process.cwd(), 'lib/config');
    const offenders = readdirSync(dir)
      .filter((name) => /\.(ts|tsx|mjs)$/.test(name))
      .filter((name) => /from\s+['"](@\/lib\/openapi|\.\.\/openapi)/.test(readFileSync(path.join(dir, name), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

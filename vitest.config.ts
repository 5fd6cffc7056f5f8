import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Most test files only import code and call it: they share one module graph per worker (isolate:
// false), which saves the ~2 s of imports (shiki, MDX, the OpenAPI model) each file paid on its own,
// most of the unit step's time. A file that swaps modules or the environment (vi.mock, vi.doMock,
// vi.stubEnv, vi.stubGlobal, vi.resetModules), process.env or the working folder would leak into the next file
// of a shared graph: those run isolated, as before. The list is read from the files, so a new test
// lands on the right side without editing this.
// An assignment to process.env itself or to one variable, plain or compound (`??=`, `||=`, `+=`), counts.
export const SWAPS_MODULES =
  /\bvi\.(?:mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(|process\.chdir\(|process\.env(?:\.\w+|\[[^\]]+\])? *(?:\?\?|\|\||&&|\+)?=[^=]|Object\.assign\(process\.env|delete process\.env|Reflect\.deleteProperty\(process\.env/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(import.meta.dirname, path.join(entry.parentPath, entry.name)));
}

const isolated = testFiles(path.join(import.meta.dirname, 'tests')).filter((file) => SWAPS_MODULES.test(readFileSync(file, 'utf8')));

export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    environment: 'node',
    globalSetup: ['tests/setup/prepare-site.ts'],
    // Every test process reads the repository's own site folder, prepared by the global setup.
    env: { SITE_PREPARED: '.site/vitest.json' },
    // The machine is shared and has two cores: allow slow renders (a real-world spec's reference), never slow logic.
    testTimeout: 15_000,
    // One worker per core. Vitest's default in a run is cores − 1: one worker on this two-core machine,
    // where `npm test` ran the unit step in 201 s of a 892 s run; with two, the same files took 151 s
    // alone. The slow cases (command-line tests that start a build step) have timeouts of their own.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['tests/**/*.test.{ts,tsx}'], exclude: isolated, isolate: false, restoreMocks: true },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});

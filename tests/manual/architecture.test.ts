import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The manual's architecture page names files by folder ("| `lib/site/` | ... (`prepare.ts`) ..."): a
// file it names must be in that folder (or below it), so a move or a rename shows here, not to a reader.
const root = path.resolve(import.meta.dirname, '../..');
const page = fs.readFileSync(path.join(root, 'manual/docs/explanations/architecture.md'), 'utf8');

describe("the manual's architecture page", () => {
  it('names only files that are in the folder its table row is about', () => {
    const missing = page
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => {
        const [, head = '', holds = ''] = line.split(/(?<!\\)\|/);
        const folders = [...head.matchAll(/`([^`]+\/)`/g)]
          .map((match) => match[1]!)
          .filter((folder) => fs.existsSync(path.join(root, folder)));
        const below = folders.flatMap((folder) =>
          fs.readdirSync(path.join(root, folder), { recursive: true }).map((file) => `${folder}${file}`),
        );
        return [...holds.matchAll(/`([\w./[\]-]+\.(?:ts|tsx|mjs|json))`/g)]
          .map((match) => match[1]!)
          .filter((name) => folders.length > 0 && !fs.existsSync(path.join(root, name)) && !below.some((file) => file.endsWith(`/${name}`)))
          .map((name) => `${folders.join(', ')}: ${name}`);
      });
    expect(missing).toEqual([]);
  });
});
